import CGtk
import GalleryModel

@MainActor
final class LabelPageView: DescribedPage {
    let root: UnsafeMutablePointer<GtkWidget>
    init(state: AppState) { root = gtk_label_new("Label")! }
    func stateChanged(_ change: AppState.Change) {}
    func filter(_ query: String) {}
    var inspectorTitle: String { "Label" }
    var inspectorSummary: String { "" }
    var inspectorCode: String { "" }
}
