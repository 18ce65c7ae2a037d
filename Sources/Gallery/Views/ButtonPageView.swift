import CGtk
import GalleryModel

@MainActor
final class ButtonPageView: DescribedPage {
    let root: UnsafeMutablePointer<GtkWidget>
    init(state: AppState) { root = gtk_label_new("Button")! }
    func stateChanged(_ change: AppState.Change) {}
    func filter(_ query: String) {}
    var inspectorTitle: String { "Button" }
    var inspectorSummary: String { "" }
    var inspectorCode: String { "" }
}
