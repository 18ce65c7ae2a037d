import SwiftUI

/// A meter of the shop's stock: a view whose body draws a shape nested in it under the view's own name, which Swift
/// finds first from inside the view.
struct StockMeter: View {
    var level: Double

    var body: some View {
        HStack {
            Notch(level: level)
                .fill(.tint)
            Wedge()
        }
    }

    struct Notch: View {
        var level: Double

        var body: some View {
            Notch(inset: level)
                .fill(.orange)
        }

        struct Notch: Shape {
            var inset: Double

            func path(in rect: CGRect) -> Path {
                Path(roundedRect: rect.insetBy(dx: inset, dy: 0), cornerRadius: 2)
            }
        }
    }
}

struct Wedge: Shape {
    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.move(to: CGPoint(x: rect.minX, y: rect.maxY))
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.minY))
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
        path.closeSubpath()
        return path
    }
}
