import CGtk
import GalleryModel

/// Lists and tables.
extension PlanInterpreter {
    func listBox(_ plan: WidgetPlan) -> UnsafeMutablePointer<GtkWidget> {
        let list = gtk_list_box_new()!
        let listBox = gallery_list_box(list)
        gtk_list_box_set_selection_mode(listBox, plan.binding == nil ? GTK_SELECTION_NONE : GTK_SELECTION_SINGLE)
        if plan.bool(.alternatesRows) == true { Widget(list).addClass("alternating") }
        for child in plan.children {
            gtk_list_box_append(listBox, build(child))
        }
        if let key = pushKey {
            // Inside a navigation stack's root: choosing a row pushes the detail.
            let bindings = self.bindings
            Signal.connectPointer(list, "row-activated") { _ in bindings.edit(key, .bool(true)) }
        }
        if let binding = plan.binding {
            let bindings = self.bindings
            Signal.connectPointer(list, "row-selected") { row in
                let index = row.map { Int(gtk_list_box_row_get_index(gallery_list_box_row($0))) } ?? -1
                bindings.edit(binding.key, .int(index))
            }
            bindings.register(binding.key) { value in
                let index = value.intValue ?? -1
                if let row = gtk_list_box_get_row_at_index(listBox, Int32(index)) {
                    gtk_list_box_select_row(listBox, row)
                } else {
                    gtk_list_box_unselect_all(listBox)
                }
            }
        }
        return list
    }

    func listRow(_ plan: WidgetPlan) -> UnsafeMutablePointer<GtkWidget> {
        let row = gtk_list_box_row_new()!
        if let child = plan.children.first {
            gtk_list_box_row_set_child(gallery_list_box_row(row), build(child))
        }
        Widget(row).setAccessibleLabel(plan.spokenText)
        return row
    }

    /// A table: one column per title, one row per `tableRow` child, cells drawn by list-item factories.
    func columnView(_ plan: WidgetPlan) -> UnsafeMutablePointer<GtkWidget> {
        let rows = plan.children.map { $0.strings(.cells) ?? [] }
        let rowNames = plan.children.map { $0.accessibleLabel ?? "" }
        // The model holds row numbers; the factories look the cells up. Ownership passes down the chain.
        let model = withCStringArray(rows.indices.map(String.init)) { gtk_string_list_new($0) }!
        let selection = gtk_single_selection_new(gallery_list_model(model.raw))!
        gtk_single_selection_set_can_unselect(selection, 1)
        let view = gtk_column_view_new(gallery_selection_model(selection.raw))!
        let columnView = gallery_column_view(view)
        gtk_column_view_set_show_row_separators(columnView, plan.bool(.showsRowSeparators) == true ? 1 : 0)
        gtk_column_view_set_show_column_separators(columnView, plan.bool(.showsColumnSeparators) == true ? 1 : 0)
        if plan.bool(.alternatesRows) == true { Widget(view).addClass("alternating") }
        for (index, title) in (plan.strings(.items) ?? []).enumerated() {
            let factory = gtk_signal_list_item_factory_new()!
            Signal.connectPointer(factory, "setup") { item in
                let label = gtk_label_new(nil)!
                gtk_label_set_xalign(gallery_label(label), 0)
                gtk_list_item_set_child(gallery_list_item(item), label)
            }
            Signal.connectPointer(factory, "bind") { item in
                let listItem = gallery_list_item(item)
                let position = Int(gtk_list_item_get_position(listItem))
                let text = rows.indices.contains(position) && rows[position].indices.contains(index) ? rows[position][index] : ""
                let label = gtk_list_item_get_child(listItem)!
                gtk_label_set_text(gallery_label(label), text)
                // The cell around the label is what a screen reader meets: name it with the text,
                // and its row (GTK makes rows as they scroll into view) with the row's words.
                if let cell = gtk_widget_get_parent(label) {
                    Widget(cell).setAccessibleLabel(text)
                    if index == 0, let row = gtk_widget_get_parent(cell), rowNames.indices.contains(position) {
                        gallery_set_accessible_label(row, rowNames[position])
                    }
                }
            }
            let column = gtk_column_view_column_new(title, factory)!
            gtk_column_view_column_set_expand(column, 1)
            gtk_column_view_column_set_visible(column, index < plan.int(.visibleColumns) ?? Int.max ? 1 : 0)
            gtk_column_view_append_column(columnView, column)
            g_object_unref(column.raw)
        }
        if plan.bool(.showsHeaders) == false, let header = gtk_widget_get_first_child(view) {
            // The first child of a column view is its header row.
            Widget(header).setVisible(false)
        }
        if let binding = plan.binding {
            let bindings = self.bindings
            Signal.connectPointer(selection, "notify::selected") { _ in
                let selected = gtk_single_selection_get_selected(selection)
                bindings.edit(binding.key, .int(selected == UInt32(GTK_INVALID_LIST_POSITION) ? -1 : Int(selected)))
            }
            bindings.register(binding.key) { value in
                let index = value.intValue ?? -1
                let position = index < 0 ? UInt32(GTK_INVALID_LIST_POSITION) : UInt32(clamping: index)
                if gtk_single_selection_get_selected(selection) != position { gtk_single_selection_set_selected(selection, position) }
            }
        }
        return view
    }
}
