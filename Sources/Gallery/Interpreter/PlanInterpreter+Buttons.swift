import CGtk
import GalleryModel

/// Buttons, toggle buttons, check buttons, switches and menu buttons.
extension PlanInterpreter {
    func button(_ plan: WidgetPlan) -> UnsafeMutablePointer<GtkWidget> {
        let button = gtk_button_new()!
        setFace(of: button, plan)
        guard let binding = plan.binding else { return button }
        let fire: @MainActor () -> Void = { [bindings] in bindings.activate(binding) }
        switch plan.activation {
        case .doubleClick?:
            // A PrimitiveButtonStyle with its own interaction: only a double click triggers.
            let gesture = gtk_gesture_click_new()!
            // The button's own click gesture would claim the presses first; listen before it does.
            gtk_event_controller_set_propagation_phase(gallery_event_controller(gesture.raw), GTK_PHASE_CAPTURE)
            Signal.connectPress(gesture, "pressed") { presses in
                if presses == 2 { fire() }
            }
            gtk_widget_add_controller(button, gallery_event_controller(gesture.raw))
        case .click?, nil:
            Signal.connect(button, "clicked") { fire() }
        }
        return button
    }

    func toggleButton(_ plan: WidgetPlan) -> UnsafeMutablePointer<GtkWidget> {
        let button = gtk_toggle_button_new()!
        setFace(of: button, plan)
        if let binding = plan.binding {
            joinRadioGroup(button, binding) { gtk_toggle_button_set_group(gallery_toggle_button($0), gallery_toggle_button($1)) }
            bindActive(button, binding,
                       get: { gtk_toggle_button_get_active(gallery_toggle_button($0)) != 0 },
                       set: { gtk_toggle_button_set_active(gallery_toggle_button($0), $1 ? 1 : 0) },
                       signal: "toggled")
        }
        return button
    }

    func checkButton(_ plan: WidgetPlan) -> UnsafeMutablePointer<GtkWidget> {
        let button = gtk_check_button_new_with_label(plan.string(.label))!
        // A label of more than words (a title over a subtitle) stands after the box as its child.
        if let face = plan.children.first { gtk_check_button_set_child(gallery_check_button(button), build(face)) }
        if let binding = plan.binding {
            joinRadioGroup(button, binding) { gtk_check_button_set_group(gallery_check_button($0), gallery_check_button($1)) }
            bindActive(button, binding,
                       get: { gtk_check_button_get_active(gallery_check_button($0)) != 0 },
                       set: { gtk_check_button_set_active(gallery_check_button($0), $1 ? 1 : 0) },
                       signal: "toggled")
        }
        return button
    }

    func switchControl(_ plan: WidgetPlan) -> UnsafeMutablePointer<GtkWidget> {
        let control = gtk_switch_new()!
        Widget(control).setVAlign(GTK_ALIGN_CENTER)
        if let binding = plan.binding {
            bindActive(control, binding,
                       get: { gtk_switch_get_active(gallery_switch($0)) != 0 },
                       set: { gtk_switch_set_active(gallery_switch($0), $1 ? 1 : 0) },
                       signal: "notify::active")
        }
        return control
    }

    func menuButton(_ plan: WidgetPlan) -> UnsafeMutablePointer<GtkWidget> {
        let button = gtk_menu_button_new()!
        // A flat menu button's inner button draws no frame either.
        if plan.cssClasses.contains("flat") { gtk_menu_button_set_has_frame(gallery_menu_button(button), 0) }
        let icon = plan.string(.iconName)
        let title = plan.string(.label)
        if let face = plan.children.first {
            gtk_menu_button_set_child(gallery_menu_button(button), build(face))
            if plan.bool(.hexpand) == true { fillMenuButton(button) }
        } else if let icon, title == nil {
            gtk_menu_button_set_icon_name(gallery_menu_button(button), icon)
        } else {
            // A title alone is a child too: gtk_menu_button_set_label would add GTK's drop-down arrow, which a SwiftUI
            // Menu button does not draw (the Mac's chevron is asked for with `showsArrow`).
            gtk_menu_button_set_child(gallery_menu_button(button), iconAndTitle(icon: icon, title: title))
        }
        if plan.bool(.showsArrow) == true { gtk_menu_button_set_always_show_arrow(gallery_menu_button(button), 1) }
        // The face is a button drawn in the plan's button look: its inner GtkButton carries the look's classes, so the
        // stage's rules for `button.bordered-button` and the others draw a Menu's button as they draw a Button.
        if let face = gtk_widget_get_first_child(button) {
            for name in plan.cssClasses { Widget(face).addClass(name) }
        }
        // The menu opens as the stage's platform draws it, never as GTK's popover menu.
        if let menu = plan.openMenu {
            OpenMenuPanel.attach(menu, to: button, bindings: bindings)
        }
        return button
    }

    /// A button that opens a popover holding the first child; the second child, if any, is its face.
    func popoverButton(_ plan: WidgetPlan) -> UnsafeMutablePointer<GtkWidget> {
        let button = gtk_menu_button_new()!
        // A flat menu button's inner button draws no frame either.
        if plan.cssClasses.contains("flat") { gtk_menu_button_set_has_frame(gallery_menu_button(button), 0) }
        let popover = gtk_popover_new()!
        gtk_popover_set_has_arrow(gallery_popover(popover), 0)
        Widget(popover).addClass(PlatformTheme.openPanelClass)
        let content = build(plan.children[0])
        Widget(content).setMargins(8)
        gtk_popover_set_child(gallery_popover(popover), content)
        gtk_menu_button_set_popover(gallery_menu_button(button), popover)
        if plan.children.count > 1 {
            gtk_menu_button_set_child(gallery_menu_button(button), build(plan.children[1]))
            if plan.bool(.hexpand) == true { fillMenuButton(button) }
        } else if let title = plan.string(.label) {
            gtk_menu_button_set_label(gallery_menu_button(button), title)
        }
        return button
    }

    /// GtkMenuButton centres its content in a box of its own; a full-width row needs it to fill.
    private func fillMenuButton(_ button: UnsafeMutablePointer<GtkWidget>) {
        let toggle = gtk_widget_get_first_child(button)
        let content = toggle.flatMap { gtk_widget_get_first_child($0) }
        content.map { Widget($0).setHAlign(GTK_ALIGN_FILL); Widget($0).setHExpand(true) }
    }

    /// The face of a button (or toggle button): its single child, or its icon and title.
    private func setFace(of button: UnsafeMutablePointer<GtkWidget>, _ plan: WidgetPlan) {
        switch (plan.children.first, plan.string(.iconName), plan.string(.label)) {
        case (let child?, _, _): gtk_button_set_child(gallery_button(button), build(child))
        case (nil, let icon?, nil):
            gtk_button_set_icon_name(gallery_button(button), icon)
            if let size = plan.int(.iconSize), let image = gtk_button_get_child(gallery_button(button)) {
                gtk_image_set_pixel_size(gallery_image(image), Int32(size))
            }
        case (nil, nil, let title?): gtk_button_set_label(gallery_button(button), title)
        case (nil, let icon?, let title?): gtk_button_set_child(gallery_button(button), iconAndTitle(icon: icon, title: title))
        case (nil, nil, nil): break
        }
        if plan.bool(.wraps) == true, let face = gtk_button_get_child(gallery_button(button)), Widget(face).typeName == "GtkLabel" {
            gtk_label_set_wrap(gallery_label(face), 1)
            gtk_label_set_wrap_mode(gallery_label(face), plan.bool(.wrapsInsideWords) == true ? PANGO_WRAP_WORD_CHAR : PANGO_WRAP_WORD)
            // A row's title keeps to its leading edge line by line; a button's face is centred.
            gtk_label_set_justify(gallery_label(face), plan.bool(.leadsContent) == true ? GTK_JUSTIFY_LEFT : GTK_JUSTIFY_CENTER)
            Self.keepWrappingToItsWidth(face)
            Self.breakWithoutHyphens(face)
        }
        if plan.bool(.leadsContent) == true, let face = gtk_button_get_child(gallery_button(button)) {
            Widget(face).setHAlign(GTK_ALIGN_START)
            if Widget(face).typeName == "GtkLabel" { gtk_label_set_xalign(gallery_label(face), 0) }
        }
    }

    /// Makes the choices bound to the same key one radio group: the first becomes the group,
    /// the others join it with `join(member, first)`.
    private func joinRadioGroup(
        _ button: UnsafeMutablePointer<GtkWidget>, _ binding: StateBinding,
        join: (UnsafeMutablePointer<GtkWidget>, UnsafeMutablePointer<GtkWidget>) -> Void
    ) {
        guard case .selects = binding.role else { return }
        if let first = radioGroups[binding.key] {
            join(button, first)
        } else {
            radioGroups[binding.key] = button
        }
    }

    /// Binds an on/off widget: `isOn` follows a Boolean; `selects(i)` is on while the selection is `i`.
    func bindActive(
        _ widget: UnsafeMutablePointer<GtkWidget>, _ binding: StateBinding,
        get: @escaping (UnsafeMutablePointer<GtkWidget>) -> Bool,
        set: @escaping (UnsafeMutablePointer<GtkWidget>, Bool) -> Void,
        signal: String
    ) {
        let bindings = self.bindings
        let changed: @MainActor () -> Void = {
            let active = get(widget)
            switch binding.role {
            case .isOn:
                bindings.edit(binding.key, .bool(active))
            case .selects(let index) where active:
                bindings.edit(binding.key, .int(index))
            default:
                break
            }
        }
        // Property notifications carry the GParamSpec as an extra argument.
        if signal.hasPrefix("notify::") {
            Signal.connectPointer(widget, signal) { _ in changed() }
        } else {
            Signal.connect(widget, signal, changed)
        }
        bindings.register(binding.key) { value in
            let active = switch binding.role {
            case .selects(let index): value.intValue == index
            default: value.boolValue ?? false
            }
            // Shown, the value comes back as the widget's own change: the bindings send nothing they already hold.
            if get(widget) != active { set(widget, active) }
        }
    }
}
