import CGtk
import GalleryModel
import GalleryTranslation

/// The Image page: a symbol and an asset, resizing and aspect ratios, rendering modes, and images VoiceOver
/// skips or reads by their label.
@MainActor
final class ImagePageView: DescribedPage {
    let root: UnsafeMutablePointer<GtkWidget>
    private let state: AppState
    private let content: UnsafeMutablePointer<GtkWidget>
    private var bindings: ExampleBindings

    init(state: AppState) {
        self.state = state
        bindings = ExampleBindings(state: state)
        root = ViewPageParts.page(name: GalleryPage.image.id, title: GalleryPage.image.title, summary: translated(ImageViewContent.summary))
        content = gtk_box_new(GTK_ORIENTATION_VERTICAL, 12)!
        gtk_box_append(gallery_box(root), content)
        rebuild()
    }

    func stateChanged(_ change: AppState.Change) {
        if case .context = change { rebuild() }
    }

    let page = GalleryPage.image
    var inspectorTitle: String { tr("Image · sizes, rendering and accessibility") }
    var inspectorSummary: String { translated(ImageViewContent.inspectorSummary) }
    var inspectorCode: String { ImageViewContent.examples(for: state.configuration)[0].code }

    func close() {
        bindings.close()
    }

    private func rebuild() {
        bindings.close()
        let hadFocus = ViewPageParts.clear(content)
        defer { if hadFocus { _ = gtk_widget_child_focus(content, GTK_DIR_TAB_FORWARD) } }
        bindings = ExampleBindings(state: state)
        let interpreter = PlanInterpreter(bindings: bindings)
        let configuration = state.configuration
        for example in ImageViewContent.examples(for: configuration) {
            ViewPageParts.append(ViewPageParts.example(example, interpreter: interpreter, for: configuration), to: content)
        }
    }
}
