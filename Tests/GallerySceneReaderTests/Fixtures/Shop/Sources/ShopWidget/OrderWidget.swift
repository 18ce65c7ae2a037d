import SwiftUI

/// A widget's view: it lives in a target of its own, which the app's target does not compile.
struct OrderWidgetView: View {
    var body: some View {
        VStack {
            Label("Next order", systemImage: "cup.and.saucer")
            Button("Reorder") {}
                .buttonStyle(.borderedProminent)
        }
    }
}

/// Its name begins like the widget's view, and it is not that view.
struct OrderWidgetViewModel {}

@main
struct ShopWidgetMain {
    static func main() {}
}
