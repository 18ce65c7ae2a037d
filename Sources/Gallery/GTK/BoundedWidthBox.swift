import CGtk

/// A column that asks for no more width than a bound, however wide its children would like to be: the panels of what
/// a scene presents, under a device's screen, whose captions would otherwise widen the stage past the screen. Words
/// inside wrap to the width the column is given.
@MainActor
enum BoundedWidthBox {
    /// A vertical box `spacing` pixels between its children, asking for at most `width` pixels across (or its
    /// children's least width, where that is wider).
    static func make(width: Int, spacing: Int32) -> UnsafeMutablePointer<GtkWidget> {
        let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, spacing)!
        CustomLayout.setNumber(width, widthKey, on: box)
        CustomLayout.setNumber(Int(spacing), spacingKey, on: box)
        gtk_widget_set_layout_manager(box, gtk_custom_layout_new(heightForWidthRequest, measure, allocate))
        return box
    }
}

private let widthKey = "gallery-bounded-width"
private let spacingKey = "gallery-bounded-spacing"

private func integer(_ box: UnsafeMutablePointer<GtkWidget>?, _ key: String) -> Int32 {
    Int32(clamping: CustomLayout.number(key, of: box))
}


/// Each visible child, top to bottom.
private func children(of box: UnsafeMutablePointer<GtkWidget>?) -> [UnsafeMutablePointer<GtkWidget>] {
    var found: [UnsafeMutablePointer<GtkWidget>] = []
    var child = gtk_widget_get_first_child(box)
    while let current = child {
        if gtk_widget_get_visible(current) != 0 { found.append(current) }
        child = gtk_widget_get_next_sibling(current)
    }
    return found
}

private func measure(
    _ widget: UnsafeMutablePointer<GtkWidget>?, _ orientation: GtkOrientation, _ forSize: Int32,
    _ minimum: UnsafeMutablePointer<Int32>?, _ natural: UnsafeMutablePointer<Int32>?,
    _ minimumBaseline: UnsafeMutablePointer<Int32>?, _ naturalBaseline: UnsafeMutablePointer<Int32>?
) {
    let items = children(of: widget)
    var least: Int32 = 0, wanted: Int32 = 0
    if orientation == GTK_ORIENTATION_HORIZONTAL {
        for child in items {
            var childMinimum: Int32 = 0, childNatural: Int32 = 0
            gtk_widget_measure(child, orientation, -1, &childMinimum, &childNatural, nil, nil)
            least = max(least, childMinimum)
            wanted = max(wanted, childNatural)
        }
        wanted = max(least, min(wanted, integer(widget, widthKey)))
    } else {
        let spacing = integer(widget, spacingKey) * Int32(max(items.count - 1, 0))
        for child in items {
            var childMinimum: Int32 = 0, childNatural: Int32 = 0
            gtk_widget_measure(child, orientation, forSize, &childMinimum, &childNatural, nil, nil)
            least += childMinimum
            wanted += childNatural
        }
        least += spacing
        wanted += spacing
    }
    minimum?.pointee = least
    natural?.pointee = wanted
}

private func allocate(_ widget: UnsafeMutablePointer<GtkWidget>?, _ width: Int32, _ height: Int32, _ baseline: Int32) {
    var y: Int32 = 0
    for child in children(of: widget) {
        var childHeight: Int32 = 0
        gtk_widget_measure(child, GTK_ORIENTATION_VERTICAL, width, nil, &childHeight, nil, nil)
        var point = graphene_point_t(x: 0, y: Float(y))
        gtk_widget_allocate(child, width, childHeight, -1, gsk_transform_translate(nil, &point))
        y += childHeight + integer(widget, spacingKey)
    }
}
