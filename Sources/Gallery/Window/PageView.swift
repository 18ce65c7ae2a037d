import CGtk
import GalleryModel

/// A page of the window's content area.
@MainActor
protocol PageView: AnyObject {
    /// The page's top widget.
    var root: UnsafeMutablePointer<GtkWidget> { get }
    /// Brings the page up to date after a change of the configuration.
    func stateChanged(_ change: AppState.Change)
    /// Shows only the parts of the page that match the sidebar's search.
    func filter(_ query: String)
}

extension PageView {
    /// Pages without styles to filter show everything whatever the search.
    func filter(_ query: String) {}
}
