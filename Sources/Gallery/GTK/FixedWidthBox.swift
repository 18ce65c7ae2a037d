import CGtk

/// A box that gives its one child exactly the child's minimum width, and the height the child
/// needs at that width.
///
/// GTK's boxes size a wrapping label for the smallest height that fits, which spreads it over
/// one line whenever there is room, and a size request only sets a floor. SwiftUI's
/// `frame(width:)` must win, so the Text page holds its framed sample in this box and lets the
/// label's size request set the width.
@MainActor
enum FixedWidthBox {
    /// A new, empty holder; add the child with `gtk_box_append`.
    static func make() -> UnsafeMutablePointer<GtkWidget> {
        let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
        gtk_widget_set_layout_manager(box, gtk_custom_layout_new(constantSize, measureHolder, allocateHolder))
        return box
    }
}

/// The holder's size does not trade width for height: parents measure it once.
private func constantSize(_ widget: UnsafeMutablePointer<GtkWidget>?) -> GtkSizeRequestMode {
    GTK_SIZE_REQUEST_CONSTANT_SIZE
}

/// The child's minimum width (its size request, when it has one).
private func minimumWidth(of child: UnsafeMutablePointer<GtkWidget>) -> Int32 {
    var width: Int32 = 0
    gtk_widget_measure(child, GTK_ORIENTATION_HORIZONTAL, -1, &width, nil, nil, nil)
    return width
}

private func measureHolder(
    _ widget: UnsafeMutablePointer<GtkWidget>?, _ orientation: GtkOrientation, _ forSize: Int32,
    _ minimum: UnsafeMutablePointer<Int32>?, _ natural: UnsafeMutablePointer<Int32>?,
    _ minimumBaseline: UnsafeMutablePointer<Int32>?, _ naturalBaseline: UnsafeMutablePointer<Int32>?
) {
    guard let child = gtk_widget_get_first_child(widget) else {
        minimum?.pointee = 0
        natural?.pointee = 0
        return
    }
    let width = minimumWidth(of: child)
    if orientation == GTK_ORIENTATION_HORIZONTAL {
        minimum?.pointee = width
        natural?.pointee = width
    } else {
        gtk_widget_measure(child, GTK_ORIENTATION_VERTICAL, width, minimum, natural, nil, nil)
    }
}

private func allocateHolder(_ widget: UnsafeMutablePointer<GtkWidget>?, _ width: Int32, _ height: Int32, _ baseline: Int32) {
    guard let child = gtk_widget_get_first_child(widget) else { return }
    let childWidth = minimumWidth(of: child)
    var childHeight: Int32 = 0
    gtk_widget_measure(child, GTK_ORIENTATION_VERTICAL, childWidth, nil, &childHeight, nil, nil)
    gtk_widget_allocate(child, childWidth, childHeight, -1, nil)
}
