import CGtk
import GalleryModel
import GalleryTranslation

/// The Image page: a symbol and an asset, resizing and aspect ratios, rendering modes, and images VoiceOver
/// skips or reads by their label.
@MainActor
final class ImagePageView: DescribedPage {
    let root: UnsafeMutablePointer<GtkWidget>
    private let state: AppState
    private let column: ExampleColumn

    init(state: AppState) {
        self.state = state
        root = ViewPageParts.page(name: GalleryPage.image.id, title: GalleryPage.image.title, summary: translated(ImageViewContent.summary))
        column = ExampleColumn(state: state) { column, interpreter, configuration in
            for example in ImageViewContent.examples(for: configuration) {
                column.append(ViewPageParts.example(example, interpreter: interpreter, for: configuration))
            }
        }
        gtk_box_append(gallery_box(root), column.content)
    }

    func stateChanged(_ change: AppState.Change) {
        column.stateChanged(change)
    }

    let page = GalleryPage.image
    var inspectorTitle: String { tr("Image · sizes, rendering and accessibility") }
    var inspectorSummary: String { translated(ImageViewContent.inspectorSummary) }
    var inspectorCode: String { ImageViewContent.examples(for: state.configuration)[0].code }

    func close() {
        column.close()
    }
}
