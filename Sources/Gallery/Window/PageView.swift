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
    /// Gives the keyboard focus to the page's first example (F6, Enter in the search).
    func focusContent()
    /// Stops the page's widgets from editing the state, before the window takes the page down.
    func close()
}

extension PageView {
    /// Pages without styles to filter show everything whatever the search.
    func filter(_ query: String) {}

    func focusContent() {
        _ = gtk_widget_child_focus(root, GTK_DIR_TAB_FORWARD)
    }

    func close() {}
}
