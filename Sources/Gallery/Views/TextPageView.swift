import CGtk
import GalleryModel

@MainActor
final class TextPageView: DescribedPage {
    let root: UnsafeMutablePointer<GtkWidget>
    init(state: AppState) { root = gtk_label_new("Text")! }
    func stateChanged(_ change: AppState.Change) {}
    func filter(_ query: String) {}
    var inspectorTitle: String { "Text" }
    var inspectorSummary: String { "" }
    var inspectorCode: String { "" }
}
