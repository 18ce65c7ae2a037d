// Label styles stacked on one label and on its parents. The built-in styles erase every style farther out: the
// nearest one decides. A custom style that draws `Label(configuration)` applies on top of whatever is in force
// around it, so nearer than `.iconOnly` it shadows the icon, and farther out than `.iconOnly` it never runs.
//
// Sources: reference/label-style-composition.zh.md (the built-in styles erase, a custom style builds on the style
// in force); https://developer.apple.com/documentation/swiftui/labelstyle and
// https://developer.apple.com/documentation/swiftui/view/labelstyle(_:).

import SwiftUI

struct ShadowLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        Label(configuration)
            .shadow(color: .gray.opacity(0.8), radius: 3, x: 0, y: 4)
    }
}

struct LabelStyleStack: View {
    @State private var isFavorite = true

    var body: some View {
        VStack {
            Label("Moon", systemImage: "moon.circle.fill")
                .labelStyle(ShadowLabelStyle())
                .labelStyle(.iconOnly)
            Label("Star", systemImage: "star.circle.fill")
                .labelStyle(.iconOnly)
                .labelStyle(ShadowLabelStyle())
            Label("Sun", systemImage: "sun.max.circle.fill")
                .labelStyle(.titleOnly)
            Toggle(isOn: $isFavorite) {
                Label("Favorite", systemImage: "heart")
            }
        }
        .labelStyle(.titleAndIcon)
    }
}

#Preview {
    LabelStyleStack()
}
