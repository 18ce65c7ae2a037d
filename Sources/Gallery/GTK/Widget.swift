import CGtk

/// A GtkWidget pointer with the small set of operations the gallery needs.
/// GTK owns the widget (its parent keeps it alive); this is only a handle.
@MainActor
package struct Widget {
    /// The widget.
    package let pointer: UnsafeMutablePointer<GtkWidget>

    package init(_ pointer: UnsafeMutablePointer<GtkWidget>) {
        self.pointer = pointer
    }

    /// A handle for any GtkWidget subclass instance.
    init(_ raw: UnsafeMutableRawPointer) {
        pointer = gallery_widget(raw)
    }

    /// The pointer as `gpointer`, for signal connection and casts.
    var raw: UnsafeMutableRawPointer { UnsafeMutableRawPointer(pointer) }

    /// The GObject type name: "GtkCheckButton".
    package var typeName: String { String(cString: gallery_type_name(raw)) }

    func addClass(_ name: String) { gtk_widget_add_css_class(pointer, name) }
    func removeClass(_ name: String) { gtk_widget_remove_css_class(pointer, name) }

    /// CSS classes set on the widget.
    package var classes: [String] {
        guard let list = gtk_widget_get_css_classes(pointer) else { return [] }
        defer { g_strfreev(list) }
        var result: [String] = []
        var index = 0
        while let item = list[index] {
            result.append(String(cString: item))
            index += 1
        }
        return result
    }

    func setHExpand(_ expand: Bool) { gtk_widget_set_hexpand(pointer, expand ? 1 : 0) }
    func setVExpand(_ expand: Bool) { gtk_widget_set_vexpand(pointer, expand ? 1 : 0) }
    func setHAlign(_ align: GtkAlign) { gtk_widget_set_halign(pointer, align) }
    func setVAlign(_ align: GtkAlign) { gtk_widget_set_valign(pointer, align) }
    func setSizeRequest(width: Int32 = -1, height: Int32 = -1) { gtk_widget_set_size_request(pointer, width, height) }
    func setSensitive(_ sensitive: Bool) { gtk_widget_set_sensitive(pointer, sensitive ? 1 : 0) }
    func setVisible(_ visible: Bool) { gtk_widget_set_visible(pointer, visible ? 1 : 0) }
    /// The tooltip (nil: none), also the widget's accessible description.
    func setTooltip(_ text: String?) { gallery_set_tooltip(pointer, text) }
    func setCanFocus(_ focus: Bool) { gtk_widget_set_can_focus(pointer, focus ? 1 : 0) }
    package func grabFocus() { _ = gtk_widget_grab_focus(pointer) }

    func setMargins(_ all: Int32) {
        gtk_widget_set_margin_top(pointer, all)
        gtk_widget_set_margin_bottom(pointer, all)
        gtk_widget_set_margin_start(pointer, all)
        gtk_widget_set_margin_end(pointer, all)
    }

    /// The margins at the leading and trailing edges.
    func setMargins(horizontal: Int32) {
        gtk_widget_set_margin_start(pointer, horizontal)
        gtk_widget_set_margin_end(pointer, horizontal)
    }

    /// The margins above and below.
    func setMargins(vertical: Int32) {
        gtk_widget_set_margin_top(pointer, vertical)
        gtk_widget_set_margin_bottom(pointer, vertical)
    }

    /// The name assistive technologies read; the parts GTK builds inside the widget are named after it.
    func setAccessibleLabel(_ label: String) {
        gallery_set_accessible_label(pointer, label)
        AccessibleParts.name(pointer, label)
    }

    /// Hides the widget from assistive technologies: it only decorates what its neighbours say.
    func hideFromAccessibility() { gallery_set_accessible_hidden(pointer, 1) }

    /// Marks the widget as the selected one of its group, for assistive technologies.
    func setAccessibleSelected(_ selected: Bool) { gallery_set_accessible_selected(pointer, selected ? 1 : 0) }

    /// The widget's name (used to find widgets by role in the window checks).
    func setName(_ name: String) { gtk_widget_set_name(pointer, name) }
    package var name: String { String(cString: gtk_widget_get_name(pointer)) }

    /// The children, in order.
    package var children: [Widget] {
        var result: [Widget] = []
        var child = gtk_widget_get_first_child(pointer)
        while let current = child {
            result.append(Widget(current))
            child = gtk_widget_get_next_sibling(current)
        }
        return result
    }
}

/// Builds a NULL-terminated C string array for the duration of `body`.
func withCStringArray<Result>(_ strings: [String], _ body: (UnsafePointer<UnsafePointer<CChar>?>) -> Result) -> Result {
    let copies = strings.map { strdup($0) }
    defer { copies.forEach { free($0) } }
    let pointers: [UnsafePointer<CChar>?] = copies.map { UnsafePointer($0) } + [nil]
    return pointers.withUnsafeBufferPointer { body($0.baseAddress!) }
}
