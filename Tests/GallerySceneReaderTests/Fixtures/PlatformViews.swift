// A reading screen built from views UIKit and AppKit draw, as apps wrap them: the gallery's own fixture.
import SwiftUI
import WebKit

#if os(iOS)
private typealias ControllerRepresentable = UIViewControllerRepresentable
typealias PlatformViewController = UIViewController
#elseif os(macOS)
private typealias ControllerRepresentable = NSViewControllerRepresentable
typealias PlatformViewController = NSViewController
#endif

/// A page of the web: the class is the call the make method ends with.
struct WebPage: UIViewRepresentable {
    let address: URL

    func makeUIView(context: Context) -> WKWebView {
        WKWebView()
    }

    func updateUIView(_ page: WKWebView, context: Context) {
        page.load(URLRequest(url: address))
    }
}

/// Notes typed in a text view: the class is named by the type's own alias.
struct NotesEditor: UIViewRepresentable {
    typealias UIViewType = UITextView

    func makeUIView(context: Context) -> UIViewType {
        makeEditor()
    }

    func updateUIView(_ editor: UIViewType, context: Context) {}

    private func makeEditor() -> UITextView {
        let editor = UITextView()
        editor.isEditable = true
        return editor
    }
}

/// A controller of the project's, hosted on both platforms through the alias each compiles.
final class MapController: PlatformViewController {}

struct MapPanel: ControllerRepresentable {
    #if os(iOS)
    func makeUIViewController(context: Context) -> MapController {
        let controller = MapController()
        return controller
    }

    func updateUIViewController(_ controller: MapController, context: Context) {}
    #elseif os(macOS)
    func makeNSViewController(context: Context) -> MapController {
        MapController()
    }

    func updateNSViewController(_ controller: MapController, context: Context) {}
    #endif
}

/// A canvas whose make method hands back what another object made: the gallery cannot tell its class.
struct Sketch: UIViewRepresentable {
    func makeUIView(context: Context) -> UIViewType {
        context.coordinator.canvas
    }

    func updateUIView(_ canvas: UIViewType, context: Context) {}
}

struct ReadingView: View {
    var body: some View {
        VStack {
            Text("Reading")
            WebPage(address: URL(string: "https://example.com")!)
                .frame(height: 200)
            NotesEditor()
            MapPanel()
            Sketch()
        }
    }
}
