import CGtk
import GalleryModel
import GalleryTranslation

/// The graphical date picker's month calendar, built from labels and buttons as Apple lays it out (the layout is the
/// model's `CalendarMonth`): the month's title, with a chevron when the plan asks for one, and ‹ › at the trailing
/// side; the plan's weekday headings; and only the month's own days, the chosen one marked, today in the tint.
/// The arrows change the month shown, not the date; clicking a day, or Enter on it, chooses it; the arrow keys move
/// the focus by a day or a week, across months.
extension PlanInterpreter {
    func calendar(_ plan: WidgetPlan) -> UnsafeMutablePointer<GtkWidget> {
        let root = gtk_box_new(GTK_ORIENTATION_VERTICAL, 4)!
        let title = gtk_label_new(nil)!
        Widget(title).addClass("calendar-title")
        let previous = calendarArrow("go-previous-symbolic", tr("Previous month"))
        let next = calendarArrow("go-next-symbolic", tr("Next month"))
        let header = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 4)!
        Widget(header).addClass("calendar-header")
        gtk_box_append(gallery_box(header), title)
        if plan.bool(.showsArrow) == true {
            let chevron = gtk_image_new_from_icon_name("go-next-symbolic")!
            Widget(chevron).addClass("calendar-title-chevron")
            Widget(chevron).hideFromAccessibility()
            gtk_box_append(gallery_box(header), chevron)
        }
        let spacer = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0)!
        Widget(spacer).setHExpand(true)
        gtk_box_append(gallery_box(header), spacer)
        gtk_box_append(gallery_box(header), previous)
        gtk_box_append(gallery_box(header), next)
        gtk_box_append(gallery_box(root), header)

        let headings = gtk_grid_new()!
        gtk_grid_set_column_homogeneous(gallery_grid(headings), 1)
        Widget(headings).addClass("calendar-weekdays")
        for (column, text) in (plan.strings(.items) ?? []).enumerated() {
            let heading = gtk_label_new(text)!
            Widget(heading).addClass("calendar-weekday")
            gtk_grid_attach(gallery_grid(headings), heading, Int32(column), 0, 1, 1)
        }
        gtk_box_append(gallery_box(root), headings)

        let days = gtk_grid_new()!
        gtk_grid_set_column_homogeneous(gallery_grid(days), 1)
        gtk_grid_set_row_homogeneous(gallery_grid(days), 1)
        Widget(days).addClass("calendar-days")
        gtk_box_append(gallery_box(root), days)

        let bindings = self.bindings
        let key = plan.binding?.key
        let chosen = Mutable(key.map { bindings.date($0) } ?? ExampleDate(SampleContent.initialDate)!)
        let shown = Mutable(CalendarMonth(containing: chosen.value))
        let buttons = Mutable([UnsafeMutablePointer<GtkWidget>]())
        let today = Self.today()
        // Lays the shown month out again; `focusing` is the day to give the focus to afterwards.
        let show = Mutable<(_ focusing: Int?) -> Void>({ _ in })
        show.value = { [unowned bindings] focusing in
            let month = shown.value
            gtk_label_set_text(gallery_label(title), month.title)
            Widget(previous).setSensitive(month.previous != nil)
            Widget(next).setSensitive(month.next != nil)
            for button in buttons.value { gtk_grid_remove(gallery_grid(days), button) }
            buttons.value = (1...month.dayCount).map { day in
                let button = gtk_button_new_with_label(String(day))!
                Widget(button).addClass("flat")
                Widget(button).addClass("calendar-day")
                // A round mark, not one stretched across the column.
                Widget(button).setHAlign(GTK_ALIGN_CENTER)
                let date = month.date(day: day, at: chosen.value)
                if month.contains(chosen.value) && chosen.value.day == day { Widget(button).addClass("calendar-selected") }
                if let today, month.contains(today) && today.day == day { Widget(button).addClass("calendar-today") }
                Widget(button).setAccessibleLabel("\(month.title) \(day)")
                let cell = month.cell(of: day)
                gtk_grid_attach(gallery_grid(days), button, Int32(cell.column), Int32(cell.row), 1, 1)
                if let key, let date {
                    Signal.connect(button, "clicked") { bindings.edit(key, .string(date.text)) }
                }
                return button
            }
            if let focusing, buttons.value.indices.contains(focusing - 1) { Widget(buttons.value[focusing - 1]).grabFocus() }
        }
        Signal.connect(previous, "clicked") {
            guard let month = shown.value.previous else { return }
            shown.value = month
            show.value(nil)
        }
        Signal.connect(next, "clicked") {
            guard let month = shown.value.next else { return }
            shown.value = month
            show.value(nil)
        }
        // The arrow keys move the focus a day or a week, into the next or previous month when they leave this one.
        let keys = gtk_event_controller_key_new()!
        gtk_event_controller_set_propagation_phase(gallery_event_controller(keys.raw), GTK_PHASE_CAPTURE)
        Signal.connectKey(keys) { key in
            let step = switch Int32(key) {
            case GDK_KEY_Left, GDK_KEY_KP_Left: -1
            case GDK_KEY_Right, GDK_KEY_KP_Right: 1
            case GDK_KEY_Up, GDK_KEY_KP_Up: -7
            case GDK_KEY_Down, GDK_KEY_KP_Down: 7
            default: 0
            }
            guard step != 0, let focused = buttons.value.firstIndex(where: { gtk_widget_has_focus($0) != 0 }),
                  let from = shown.value.date(day: focused + 1, at: chosen.value)
            else { return false }
            let to = from.addingDays(step)
            if !shown.value.contains(to) { shown.value = CalendarMonth(containing: to) }
            show.value(to.day)
            return true
        }
        gtk_widget_add_controller(days, gallery_event_controller(keys.raw))
        if let key {
            // Updaters live in the bindings, so they must not keep them alive.
            bindings.register(key) { value in
                guard let date = value.stringValue.flatMap(ExampleDate.init) else { return }
                chosen.value = date
                shown.value = CalendarMonth(containing: date)
                // A day chosen with the keyboard or the pointer keeps the focus on the day.
                show.value(gtk_widget_get_focus_child(days) != nil ? date.day : nil)
            }
        }
        show.value(nil)
        return root
    }

    /// One of the calendar's ‹ › month arrows.
    private func calendarArrow(_ icon: String, _ name: String) -> UnsafeMutablePointer<GtkWidget> {
        let button = gtk_button_new_from_icon_name(icon)!
        Widget(button).addClass("flat")
        Widget(button).addClass("calendar-arrow")
        Widget(button).setAccessibleLabel(name)
        return button
    }

    /// Today's date on this computer, which the calendar marks in the tint.
    private static func today() -> ExampleDate? {
        guard let now = g_date_time_new_now_local() else { return nil }
        defer { g_date_time_unref(now) }
        return ExampleDate(year: Int(g_date_time_get_year(now)), month: Int(g_date_time_get_month(now)),
                           day: Int(g_date_time_get_day_of_month(now)), hour: 0, minute: 0)
    }

    /// An analog clock face whose hands show the bound date's time: the Mac's graphical style draws one beside its
    /// calendar. Twelve hour marks, an hour and a minute hand, a centre dot.
    func clock(_ plan: WidgetPlan) -> UnsafeMutablePointer<GtkWidget> {
        let time = Mutable(plan.binding.map { bindings.date($0.key) } ?? ExampleDate(SampleContent.initialDate)!)
        let area = Drawing.area { area, cairo, width, height in
            let radius = min(width, height) / 2 - 2
            let centerX = width / 2
            let centerY = height / 2
            cairo_arc(cairo, centerX, centerY, radius, 0, 2 * .pi)
            Drawing.setForeground(cairo, of: area, alpha: 0.05)
            cairo_fill_preserve(cairo)
            cairo_set_line_width(cairo, 1)
            Drawing.setForeground(cairo, of: area, alpha: 0.3)
            cairo_stroke(cairo)
            cairo_set_line_cap(cairo, CAIRO_LINE_CAP_ROUND)
            for mark in 0..<12 {
                let angle = Double(mark) / 12 * 2 * .pi
                let inner = radius * (mark % 3 == 0 ? 0.78 : 0.85)
                cairo_move_to(cairo, centerX + inner * sin(angle), centerY - inner * cos(angle))
                cairo_line_to(cairo, centerX + radius * 0.92 * sin(angle), centerY - radius * 0.92 * cos(angle))
            }
            cairo_set_line_width(cairo, 1.5)
            Drawing.setForeground(cairo, of: area, alpha: 0.6)
            cairo_stroke(cairo)
            let minutes = Double(time.value.minute)
            let hours = Double(time.value.hour % 12) + minutes / 60
            for (fraction, length, line) in [(hours / 12, 0.5, 3.0), (minutes / 60, 0.75, 2.0)] {
                let angle = fraction * 2 * .pi
                cairo_move_to(cairo, centerX, centerY)
                cairo_line_to(cairo, centerX + radius * length * sin(angle), centerY - radius * length * cos(angle))
                cairo_set_line_width(cairo, line)
                Drawing.setForeground(cairo, of: area, alpha: 0.85)
                cairo_stroke(cairo)
            }
            cairo_arc(cairo, centerX, centerY, 3, 0, 2 * .pi)
            Drawing.setForeground(cairo, of: area, alpha: 1)
            cairo_fill(cairo)
        }
        if let binding = plan.binding {
            bindings.register(binding.key) { value in
                guard let date = value.stringValue.flatMap(ExampleDate.init) else { return }
                time.value = date
                gtk_widget_queue_draw(area)
            }
        }
        return area
    }
}
