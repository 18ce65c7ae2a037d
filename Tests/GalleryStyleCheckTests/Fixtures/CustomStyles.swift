import SwiftUI

// The project's own styles, declared the usual ways.
struct HeaderLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack { configuration.icon; configuration.title }
    }
}

extension LabelStyle where Self == HeaderLabelStyle {
    static var header: HeaderLabelStyle { HeaderLabelStyle() }
}

struct PillButtonStyle: ButtonStyle {
    var color: Color = .blue
    func makeBody(configuration: Configuration) -> some View {
        configuration.label.padding().background(color)
    }
}

extension ButtonStyle where Self == PillButtonStyle {
    static func pill(color: Color) -> PillButtonStyle { PillButtonStyle(color: color) }
}

struct Styled: View {
    var isPrimary = true
    var style = PillButtonStyle()

    var body: some View {
        VStack {
            Label("Header", systemImage: "star").labelStyle(.header)
            Label("Type", systemImage: "star").labelStyle(HeaderLabelStyle())
            Button("Pill") {}.buttonStyle(.pill(color: .red))
            Button("Elsewhere") {}.buttonStyle(.fromAnotherFile)
            Button("Nobody") {}.buttonStyle(.nobodyDeclaresThis)
            Button("Gallery's example") {}.buttonStyle(MyButtonStyle())
            Button("Computed") {}.buttonStyle(style)
            Button("Either") {}.buttonStyle(isPrimary ? .borderedProminent : .glass)
        }
    }
}
