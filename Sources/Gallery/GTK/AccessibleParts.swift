import CGtk
import GalleryTranslation

/// Names the parts GTK builds inside its own widgets, which assistive technologies
/// would otherwise read by their type ("GtkToggleButton", "GtkScrollbar"), and
/// hides decorative icons from them.
@MainActor
enum AccessibleParts {
    /// Gives the inner parts of `widget` names derived from `name`, the widget's own:
    /// the button inside a drop-down or menu button, a scrolled window's scroll bars,
    /// a table's list of rows.
    static func name(_ widget: UnsafeMutablePointer<GtkWidget>, _ name: String) {
        let handle = Widget(widget)
        switch handle.typeName {
        case "GtkDropDown", "GtkMenuButton":
            for button in descendants(of: widget, types: ["GtkToggleButton", "GtkButton"]) { button.setAccessibleLabel(name) }
        case "GtkScrolledWindow":
            nameScrollBars(of: widget, name)
        case "GtkColumnView":
            for list in descendants(of: widget, types: ["GtkColumnListView"]) { list.setAccessibleLabel(name) }
        default:
            break
        }
    }

    /// Names the scroll bars of `scroller` after what they scroll: "Scroll the page up and down".
    static func nameScrollBars(of scroller: UnsafeMutablePointer<GtkWidget>, _ what: String) {
        if let vertical = gtk_scrolled_window_get_vscrollbar(gallery_scrolled_window(scroller)) {
            Widget(vertical).setAccessibleLabel(tr("Scroll \(what) up and down"))
        }
        if let horizontal = gtk_scrolled_window_get_hscrollbar(gallery_scrolled_window(scroller)) {
            Widget(horizontal).setAccessibleLabel(tr("Scroll \(what) sideways"))
        }
    }

    /// The widgets of the given types below `widget`, depth first.
    private static func descendants(of widget: UnsafeMutablePointer<GtkWidget>, types: Set<String>) -> [Widget] {
        Widget(widget).children.flatMap { child in
            (types.contains(child.typeName) ? [child] : []) + descendants(of: child.pointer, types: types)
        }
    }
}
