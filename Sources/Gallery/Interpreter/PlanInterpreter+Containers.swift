import CGtk
import GalleryModel
import GalleryTranslation

/// Boxes, expanders, split panes, pages, scrollers, overlays and navigation stacks.
extension PlanInterpreter {
    func box(_ plan: WidgetPlan) -> UnsafeMutablePointer<GtkWidget> {
        if plan.bool(.pairsRows) == true, plan.children.count == 2 { return pairedRows(plan) }
        if plan.bool(.centresMiddle) == true, plan.children.count == 3 { return centred(plan) }
        let box = gtk_box_new(Self.orientation(plan), Int32(plan.int(.spacing) ?? 6))!
        if plan.bool(.homogeneous) == true { gtk_box_set_homogeneous(gallery_box(box), 1) }
        for child in plan.children {
            gtk_box_append(gallery_box(box), build(child))
        }
        return box
    }

    /// A row of three whose middle child stands at the row's centre (``PlanProperty/centresMiddle``), the ends at their
    /// edges: GTK's centre box, where a box would push the middle aside by the difference of the ends' widths.
    private func centred(_ plan: WidgetPlan) -> UnsafeMutablePointer<GtkWidget> {
        let row = gtk_center_box_new()!
        let center = gallery_center_box(row)
        gtk_center_box_set_start_widget(center, build(plan.children[0]))
        gtk_center_box_set_center_widget(center, build(plan.children[1]))
        gtk_center_box_set_end_widget(center, build(plan.children[2]))
        return row
    }

    /// Two vertical stacks laid out row by row in a grid: the first's children in its first column, the second's level
    /// with them in its second, each row as tall as its taller child. The second column takes the room left where its
    /// stack takes the width.
    private func pairedRows(_ plan: WidgetPlan) -> UnsafeMutablePointer<GtkWidget> {
        let grid = gtk_grid_new()!
        let (first, second) = (plan.children[0], plan.children[1])
        gtk_grid_set_column_spacing(gallery_grid(grid), UInt32(max(0, plan.int(.spacing) ?? 6)))
        gtk_grid_set_row_spacing(gallery_grid(grid), UInt32(max(0, first.int(.spacing) ?? 6)))
        for row in 0..<max(first.children.count, second.children.count) {
            if first.children.indices.contains(row) { gtk_grid_attach(gallery_grid(grid), build(first.children[row]), 0, Int32(row), 1, 1) }
            if second.children.indices.contains(row) {
                let control = build(second.children[row])
                if second.bool(.hexpand) == true { gtk_widget_set_hexpand(control, 1) }
                gtk_grid_attach(gallery_grid(grid), control, 1, Int32(row), 1, 1)
            }
        }
        return grid
    }

    func separator(_ plan: WidgetPlan) -> UnsafeMutablePointer<GtkWidget> {
        gtk_separator_new(Self.orientation(plan))!
    }

    /// A disclosure: its content, and the plan's own title row when it has one (else GTK's title and triangle).
    func expander(_ plan: WidgetPlan) -> UnsafeMutablePointer<GtkWidget> {
        let expander = gtk_expander_new(plan.children.count > 1 ? nil : plan.string(.label))!
        if plan.children.count > 1 {
            gtk_expander_set_label_widget(gallery_expander(expander), build(plan.children[1]))
        }
        if let content = plan.children.first {
            gtk_expander_set_child(gallery_expander(expander), build(content))
        }
        guard let binding = plan.binding else { return expander }
        let bindings = self.bindings
        Signal.connectPointer(expander, "notify::expanded") { _ in
            bindings.edit(binding.key, .bool(gtk_expander_get_expanded(gallery_expander(expander)) != 0))
        }
        bindings.register(binding.key) { value in
            let expanded = value.boolValue ?? false
            if (gtk_expander_get_expanded(gallery_expander(expander)) != 0) != expanded {
                gtk_expander_set_expanded(gallery_expander(expander), expanded ? 1 : 0)
            }
        }
        return expander
    }

    func paned(_ plan: WidgetPlan) -> UnsafeMutablePointer<GtkWidget> {
        let paned = Self.group(gtk_paned_get_type())
        gtk_orientable_set_orientation(gallery_orientable(paned), Self.orientation(plan))
        let panes = gallery_paned(paned)
        if plan.children.count > 0 { gtk_paned_set_start_child(panes, build(plan.children[0])) }
        if plan.children.count > 1 { gtk_paned_set_end_child(panes, build(plan.children[1])) }
        gtk_paned_set_shrink_start_child(panes, 0)
        gtk_paned_set_shrink_end_child(panes, 0)
        if let position = plan.int(.position) { gtk_paned_set_position(panes, Int32(position)) }
        return paned
    }

    /// Pages shown one at a time, with page dots (the current one opaque) and no buttons of GTK's: a drag
    /// across the pages (a swipe) or the arrow keys on the focused stack turn them, a dot goes to its page.
    func pagedStack(_ plan: WidgetPlan) -> UnsafeMutablePointer<GtkWidget> {
        let vertical = Self.orientation(plan) == GTK_ORIENTATION_VERTICAL
        let stack = gtk_stack_new()!
        let pages = gallery_stack(stack)
        let transition: GtkStackTransitionType = switch plan.transition {
        case .immediate?: GTK_STACK_TRANSITION_TYPE_NONE
        case .crossfade?: GTK_STACK_TRANSITION_TYPE_CROSSFADE
        case .slide?, nil: vertical ? GTK_STACK_TRANSITION_TYPE_SLIDE_UP_DOWN : GTK_STACK_TRANSITION_TYPE_SLIDE_LEFT_RIGHT
        }
        gtk_stack_set_transition_type(pages, transition)
        for (index, page) in plan.children.enumerated() {
            gtk_stack_add_named(pages, build(page), "page\(index)")
        }
        let overlay = Self.group(gtk_overlay_get_type())
        gtk_overlay_set_child(gallery_overlay(overlay), stack)
        guard let binding = plan.binding else { return overlay }
        let count = plan.children.count
        let bindings = self.bindings

        if plan.bool(.showsIndicator) != false {
            let dots = gtk_box_new(vertical ? GTK_ORIENTATION_VERTICAL : GTK_ORIENTATION_HORIZONTAL, 4)!
            Widget(dots).addClass("page-dots")
            for name in plan.strings(.indicatorClasses) ?? [] { Widget(dots).addClass(name) }
            Widget(dots).setHAlign(vertical ? GTK_ALIGN_END : GTK_ALIGN_CENTER)
            Widget(dots).setVAlign(vertical ? GTK_ALIGN_CENTER : GTK_ALIGN_END)
            Widget(dots).setMargins(8)
            for index in 0..<count {
                let dot = toggleButton(WidgetPlan(.toggleButton, binding: StateBinding(binding.key, .selects(index))))
                Widget(dot).addClass("page-dot")
                Widget(dot).addClass("flat")
                Widget(dot).setAccessibleLabel(tr("Page \(index + 1)"))
                gtk_box_append(gallery_box(dots), dot)
            }
            gtk_overlay_add_overlay(gallery_overlay(overlay), dots)
        }
        let turn: @MainActor (Int) -> Void = { step in
            let current = bindings.value(binding.key)?.intValue ?? 0
            let next = min(max(current + step, 0), count - 1)
            if next != current { bindings.edit(binding.key, .int(next)) }
        }
        if plan.bool(.turnsPages) != false {
            // A swipe: a drag of a fifth of the stack or more turns one page, against the drag's direction.
            let drag = gtk_gesture_drag_new()!
            Signal.connectDragEnd(drag) { x, y in
                let offset = vertical ? y : x
                let length = Double(vertical ? gtk_widget_get_height(overlay) : gtk_widget_get_width(overlay))
                guard abs(offset) >= max(length / 5, 24) else { return }
                turn(offset < 0 ? 1 : -1)
            }
            gtk_widget_add_controller(overlay, gallery_event_controller(drag.raw))
            gtk_widget_set_focusable(overlay, 1)
            let keys = gtk_event_controller_key_new()!
            Signal.connectKey(keys) { key in
                switch Int32(key) {
                case vertical ? GDK_KEY_Up : GDK_KEY_Left: turn(-1)
                case vertical ? GDK_KEY_Down : GDK_KEY_Right: turn(1)
                case GDK_KEY_Home: turn(-count)
                case GDK_KEY_End: turn(count)
                default: return false
                }
                return true
            }
            gtk_widget_add_controller(overlay, gallery_event_controller(keys.raw))
        }
        bindings.register(binding.key) { value in
            gtk_stack_set_visible_child_name(pages, "page\(min(max(value.intValue ?? 0, 0), count - 1))")
        }
        return overlay
    }

    /// A vertical scroller as tall as what it scrolls, up to the plan's `maximumHeight`, then it scrolls. Its height is
    /// its minimum, not only its natural height: a page or a render gives a widget its minimum, and GTK's own
    /// `propagate-natural-height` leaves that at a few pixels, so a ScrollView holding a whole screen showed its first
    /// rows only. Named with its scroll bars by what it scrolls (the plan's accessible naming).
    func scroller(_ plan: WidgetPlan) -> UnsafeMutablePointer<GtkWidget> {
        let content = plan.children.first.map(build) ?? gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
        let what = plan.children.first?.spokenText ?? ""
        if plan.orientation == .horizontal {
            // Sideways: as tall as its content, asking for no width of its own, so what is wider scrolls inside it.
            let scroller = gtk_scrolled_window_new()!
            gtk_scrolled_window_set_policy(gallery_scrolled_window(scroller), GTK_POLICY_AUTOMATIC, GTK_POLICY_NEVER)
            gtk_scrolled_window_set_propagate_natural_height(gallery_scrolled_window(scroller), 1)
            gtk_scrolled_window_set_child(gallery_scrolled_window(scroller), content)
            AccessibleParts.nameScrollBars(of: scroller, what.isEmpty ? tr("the scroll view") : what)
            return scroller
        }
        let limit = Int32(clamping: plan.int(.maximumHeight) ?? Int(Int32.max))
        return BoundedHeightScroller.make(content, maximumHeight: limit, what: what.isEmpty ? tr("the scroll view") : what)
    }

    /// Children layered one over the other, the first at the bottom; with `measuresLayers`, as large as the largest of
    /// them (a ZStack sizes to its largest view: https://developer.apple.com/documentation/swiftui/zstack), else as the
    /// first (a tab bar floating over its content, a view with its `.overlay`). A layer marked `drawnBelow` is moved
    /// before every other child, so GTK draws it first, under them (a view's `.background`).
    func overlay(_ plan: WidgetPlan) -> UnsafeMutablePointer<GtkWidget> {
        let overlay = Self.group(gtk_overlay_get_type())
        for (index, child) in plan.children.enumerated() {
            if index == 0 {
                gtk_overlay_set_child(gallery_overlay(overlay), build(child))
            } else {
                let layer = build(child)
                gtk_overlay_add_overlay(gallery_overlay(overlay), layer)
                if plan.bool(.measuresLayers) == true { gtk_overlay_set_measure_overlay(gallery_overlay(overlay), layer, 1) }
                if child.bool(.drawnBelow) == true { gtk_widget_insert_after(layer, overlay, nil) }
            }
        }
        return overlay
    }

    func revealer(_ plan: WidgetPlan) -> UnsafeMutablePointer<GtkWidget> {
        let revealer = Self.group(gtk_revealer_get_type())
        gtk_revealer_set_transition_type(gallery_revealer(revealer), GTK_REVEALER_TRANSITION_TYPE_SLIDE_RIGHT)
        if let child = plan.children.first {
            gtk_revealer_set_child(gallery_revealer(revealer), build(child))
        }
        if let binding = plan.binding {
            bindings.register(binding.key) { value in
                let shown = value.boolValue == true
                Widget(revealer).setVisible(shown)
                gtk_revealer_set_reveal_child(gallery_revealer(revealer), shown ? 1 : 0)
            }
        }
        return revealer
    }

    /// A root page and a detail page with a back button; choosing a row in the root pushes the detail.
    func navigationStack(_ plan: WidgetPlan) -> UnsafeMutablePointer<GtkWidget> {
        let stack = gtk_stack_new()!
        let pages = gallery_stack(stack)
        gtk_stack_set_transition_type(pages, GTK_STACK_TRANSITION_TYPE_SLIDE_LEFT_RIGHT)
        guard let binding = plan.binding, plan.children.count == 3 else { return stack }
        let outerPushKey = pushKey
        pushKey = binding.key
        gtk_stack_add_named(pages, build(plan.children[0]), "root")
        pushKey = outerPushKey

        let detail = gtk_box_new(GTK_ORIENTATION_VERTICAL, 8)!
        let back = build(plan.children[2])
        let bindings = self.bindings
        Signal.connect(back, "clicked") { bindings.edit(binding.key, .bool(false)) }
        gtk_box_append(gallery_box(detail), back)
        gtk_box_append(gallery_box(detail), build(plan.children[1]))
        gtk_stack_add_named(pages, detail, "detail")
        bindings.register(binding.key) { value in
            gtk_stack_set_visible_child_name(pages, value.boolValue == true ? "detail" : "root")
        }
        return stack
    }
}
