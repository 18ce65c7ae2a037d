import CGtk
import GalleryModel

extension PlanInterpreter {
    /// A grid's cells row after row in a flow box (a LazyVGrid): exactly `columnCount` to a row, or as many cells at
    /// least `minimumColumnWidth` pixels wide as fit the width given, the room left shared among them. Nothing in it is
    /// selectable, and its cells do not take the keyboard's focus: the views in them do.
    func grid(_ plan: WidgetPlan) -> UnsafeMutablePointer<GtkWidget> {
        let grid = gtk_flow_box_new()!
        let box = gallery_flow_box(grid)
        gtk_flow_box_set_selection_mode(box, GTK_SELECTION_NONE)
        gtk_flow_box_set_homogeneous(box, 1)
        let spacing = UInt32(max(0, plan.int(.spacing) ?? 8))
        gtk_flow_box_set_row_spacing(box, spacing)
        gtk_flow_box_set_column_spacing(box, spacing)
        let count = UInt32(max(1, plan.children.count))
        if let columns = plan.int(.columnCount) {
            gtk_flow_box_set_min_children_per_line(box, UInt32(max(1, columns)))
            gtk_flow_box_set_max_children_per_line(box, UInt32(max(1, columns)))
        } else {
            gtk_flow_box_set_min_children_per_line(box, 1)
            gtk_flow_box_set_max_children_per_line(box, count)
        }
        for child in plan.children {
            let cell = build(child)
            if let minimum = plan.int(.minimumColumnWidth) { gtk_widget_set_size_request(cell, Int32(minimum), -1) }
            gtk_flow_box_append(box, cell)
            if let holder = gtk_widget_get_parent(cell) { gtk_widget_set_focusable(holder, 0) }
        }
        return grid
    }
}
