import SwiftUI

struct Highlight: ViewModifier {
    func body(content: Content) -> some View {
        content
            .padding()
            .background(Color.yellow)
    }
}

extension View {
    func cardStyle() -> some View {
        modifier(Highlight())
    }
}
