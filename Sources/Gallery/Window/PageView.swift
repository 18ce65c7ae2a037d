import CGtk
import GalleryModel

/// A page of the window's content area: it draws one page of the store's state and sends the store what a person
/// does on it.
@MainActor
protocol PageView: AnyObject {
    /// The page's top widget.
    var root: UnsafeMutablePointer<GtkWidget> { get }
    /// Brings the page from `old`, the state it last showed, to `new`: redraws what changed, refreshes the controls of
    /// an example's value edited, shows only what matches the search.
    func show(_ new: WindowModel, from old: WindowModel)
    /// Gives the keyboard focus to the page's first example (F6, Enter in the search).
    func focusContent()
    /// Stops the page's widgets from sending anything, before the window takes the page down.
    func close()
    /// Shows in the inspector what the page has chosen: a card, a scene's view, or the view page itself.
    func inspect(in inspector: Inspector, state: WindowModel)
}

extension PageView {
    func focusContent() {
        _ = gtk_widget_child_focus(root, GTK_DIR_TAB_FORWARD)
    }

    func close() {}
}
