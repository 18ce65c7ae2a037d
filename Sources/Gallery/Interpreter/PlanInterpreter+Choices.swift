import CGtk
import GalleryModel
import GalleryTranslation

/// Wheels.
extension PlanInterpreter {
    /// A wheel: a column of `visibleRows` items with the selection in the middle band, the
    /// neighbours fading above and below. Scrolling, the arrow keys or a click on a neighbour
    /// turn it; a date wheel turns one part of a date.
    func wheel(_ plan: WidgetPlan) -> UnsafeMutablePointer<GtkWidget> {
        // A wheel planned for a 12-hour clock turns the hour 0 to 23, or is not drawn (AM/PM), on a 24-hour one.
        let planned = plan.dateComponent
        let component = planned?.on(ExampleDate.Convention.of(Translation.language).clock)
        // A date wheel's values may follow the date (the date column offers the days around it).
        let start = plan.binding.map { self.bindings.date($0.key) } ?? ExampleDate(SampleContent.initialDate)!
        let entries = Mutable<[(value: Int, text: String)]>(component?.wheelValues(around: start)
            ?? (plan.strings(.items) ?? []).enumerated().map { ($0.offset, $0.element) })
        let rows = plan.int(.visibleRows) ?? 5
        let middle = rows / 2
        // To assistive technologies a wheel is a list of the choices in view, the middle one selected.
        let column = gallery_widget_new_with_role(gtk_box_get_type(), GTK_ACCESSIBLE_ROLE_LIST_BOX)!
        gtk_orientable_set_orientation(OpaquePointer(column), GTK_ORIENTATION_VERTICAL)
        Widget(column).addClass("wheel")
        guard planned == nil || component != nil else {
            Widget(column).setVisible(false)
            return column
        }
        gtk_widget_set_focusable(column, 1)
        let options = (0..<rows).map { row -> (option: UnsafeMutablePointer<GtkWidget>, label: UnsafeMutablePointer<GtkWidget>) in
            let option = gallery_widget_new_with_role(gtk_box_get_type(), GTK_ACCESSIBLE_ROLE_OPTION)!
            let label = gtk_label_new(nil)!
            Widget(label).hideFromAccessibility()
            Widget(option).addClass("wheel-row")
            Widget(option).addClass(row == middle ? "wheel-selected" : "wheel-distance-\(abs(row - middle))")
            Widget(label).setHExpand(true)
            gtk_box_append(gallery_box(option), label)
            gtk_box_append(gallery_box(column), option)
            Widget(option).setAccessibleSelected(row == middle)
            return (option, label)
        }
        let selected = Mutable(0)
        let show = {
            for (row, part) in options.enumerated() {
                let index = selected.value + row - middle
                let text = entries.value.indices.contains(index) ? entries.value[index].text : ""
                gtk_label_set_text(gallery_label(part.label), text)
                Widget(part.option).setAccessibleLabel(text)
                // Rows past either end are empty space, not choices.
                gallery_set_accessible_hidden(part.option, text.isEmpty ? 1 : 0)
            }
        }
        show()
        guard let binding = plan.binding else { return column }
        let bindings = self.bindings
        let turn: (Int) -> Void = { index in
            let index = min(max(index, 0), entries.value.count - 1)
            if let component {
                bindings.edit(binding.key, .string(bindings.date(binding.key).setting(component, to: entries.value[index].value).text))
            } else {
                bindings.edit(binding.key, .int(index))
            }
        }
        let scroll = gtk_event_controller_scroll_new(GTK_EVENT_CONTROLLER_SCROLL_VERTICAL)!
        let travel = Mutable(0.0)
        Signal.connectScroll(scroll) { dy in
            // Smooth scrolling reports fractions: turn one item per whole step.
            travel.value += dy
            let steps = Int(travel.value.rounded(.towardZero))
            guard steps != 0 else { return true }
            travel.value -= Double(steps)
            turn(selected.value + steps)
            return true
        }
        gtk_widget_add_controller(column, gallery_event_controller(scroll.raw))
        let keys = gtk_event_controller_key_new()!
        Signal.connectKey(keys) { key in
            switch Int32(key) {
            case GDK_KEY_Up, GDK_KEY_KP_Up: turn(selected.value - 1)
            case GDK_KEY_Down, GDK_KEY_KP_Down: turn(selected.value + 1)
            case GDK_KEY_Home: turn(0)
            case GDK_KEY_End: turn(entries.value.count - 1)
            default: return false
            }
            return true
        }
        gtk_widget_add_controller(column, gallery_event_controller(keys.raw))
        for (row, part) in options.enumerated() where row != middle {
            let click = gtk_gesture_click_new()!
            Signal.connectPress(click, "pressed") { _ in turn(selected.value + row - middle) }
            gtk_widget_add_controller(part.option, gallery_event_controller(click.raw))
        }
        // Updaters live in the bindings, so they must not keep them alive.
        bindings.register(binding.key) { [unowned bindings] value in
            if let component {
                let date = value.stringValue.flatMap(ExampleDate.init) ?? bindings.date(binding.key)
                entries.value = component.wheelValues(around: date)
                let part = date.value(of: component)
                selected.value = entries.value.firstIndex { $0.value == part } ?? 0
            } else {
                selected.value = value.intValue ?? 0
            }
            show()
        }
        return column
    }
}
