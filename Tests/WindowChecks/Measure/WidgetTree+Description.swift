import CGtk
import Foundation
import GalleryWindow

/// A JSON description of a live widget tree, for the window tests: each widget's
/// GObject type, CSS classes, name, visibility, text and on/off state.
extension WidgetTree {
    /// The description of `widget` and everything below it.
    static func describe(_ widget: UnsafeMutablePointer<GtkWidget>) -> [String: Any] {
        let handle = Widget(widget)
        var node: [String: Any] = [
            "type": handle.typeName,
            "classes": handle.classes,
            "visible": gtk_widget_get_visible(widget) != 0,
        ]
        let name = handle.name
        if name != handle.typeName { node["name"] = name }
        switch handle.typeName {
        case "GtkLabel":
            node["text"] = String(cString: gtk_label_get_text(gallery_label(widget)))
        case "GtkCheckButton":
            node["active"] = gtk_check_button_get_active(gallery_check_button(widget)) != 0
            if let label = gtk_check_button_get_label(gallery_check_button(widget)) { node["text"] = String(cString: label) }
        case "GtkToggleButton":
            node["active"] = gtk_toggle_button_get_active(gallery_toggle_button(widget)) != 0
        case "GtkSwitch":
            node["active"] = gtk_switch_get_active(gallery_switch(widget)) != 0
        case "GtkDropDown":
            node["selected"] = Int(gtk_drop_down_get_selected(gallery_drop_down(widget)))
        case "GtkStack":
            if let child = gtk_stack_get_visible_child_name(gallery_stack(widget)) { node["visibleChild"] = String(cString: child) }
        case "GtkExpander":
            node["active"] = gtk_expander_get_expanded(gallery_expander(widget)) != 0
        default:
            break
        }
        let children = handle.children.map { describe($0.pointer) }
        if !children.isEmpty { node["children"] = children }
        return node
    }

    /// Writes the description of `widget` to `path` as JSON.
    static func write(_ widget: UnsafeMutablePointer<GtkWidget>, to path: String) throws {
        let data = try JSONSerialization.data(withJSONObject: describe(widget), options: [.sortedKeys])
        try data.write(to: URL(fileURLWithPath: path))
    }

    /// The first widget at or below `widget` whose name is `name`.
    static func find(named name: String, in widget: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkWidget>? {
        find(in: widget) { Widget($0).name == name }
    }

    /// The first widget at or below `widget` whose GObject type is `type`.
    static func find(type: String, in widget: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkWidget>? {
        find(in: widget) { Widget($0).typeName == type }
    }
}
