import CGtk
import Foundation
import GalleryModel

/// Draws an open menu (``OpenMenu``) as its platform draws it: a popover with no arrow holding the menu's rows, each a
/// button a screen reader knows as a menu item (a checkbox or radio item with its checked state), styled by the
/// stage's rules (``PlatformTheme`` `openMenuRules`). The one function behind every menu a card, a scene, a view page
/// or the composer opens: a menu button's and a context menu's. Up and Down move between rows, Return chooses,
/// Escape closes (GtkPopover's own binding).
@MainActor
enum OpenMenuPanel {
    /// A popover drawing `menu`, its rows reading and editing the example state through `bindings`.
    static func popover(_ menu: OpenMenu, bindings: ExampleBindings) -> UnsafeMutablePointer<GtkWidget> {
        let popover = gtk_popover_new()!
        gtk_popover_set_has_arrow(gallery_popover(popover), 0)
        for name in OpenMenu.panelClasses { Widget(popover).addClass(name) }
        let close: @MainActor () -> Void = { gtk_popover_popdown(gallery_popover(popover)) }
        let (list, buttons) = rows(menu, bindings: bindings, close: close)
        gtk_popover_set_child(gallery_popover(popover), list)
        CallbackShortcut.add([
            CallbackShortcut.make("Down") { _ = gtk_widget_child_focus(list, GTK_DIR_TAB_FORWARD) },
            CallbackShortcut.make("Up") { _ = gtk_widget_child_focus(list, GTK_DIR_TAB_BACKWARD) },
        ], to: popover, phase: GTK_PHASE_BUBBLE)
        // Opened, the menu takes the keyboard at its checked item, or else at its first row, as a menu does.
        let key = menu.checkedKey
        // GTK moves the focus into a popover once it is mapped; the menu's choice is made after that.
        Signal.connect(popover, "map") {
            MainLoop.whenIdle {
                if let index = menu.listedIndex(checkedBy: key.flatMap { bindings.value($0) }) {
                    Widget(buttons[index]).grabFocus()
                } else {
                    _ = gtk_widget_child_focus(list, GTK_DIR_TAB_FORWARD)
                }
            }
        }
        return popover
    }

    /// `menu`'s popover as `button`'s menu; a pop-up button's opens over it, at its checked item (``OpenMenu/popUpOffset(checkedBy:buttonHeight:)``).
    static func attach(_ menu: OpenMenu, to button: UnsafeMutablePointer<GtkWidget>, bindings: ExampleBindings) {
        let popover = self.popover(menu, bindings: bindings)
        gtk_menu_button_set_popover(gallery_menu_button(button), popover)
        guard menu.popsUpOverButton else { return }
        gtk_widget_set_halign(popover, GTK_ALIGN_START)
        let key = menu.checkedKey
        Signal.connect(popover, "map") {
            let value = key.flatMap { bindings.value($0) }
            let offset = menu.popUpOffset(checkedBy: value, buttonHeight: Int(gtk_widget_get_height(button))) ?? (0, 0)
            gtk_popover_set_offset(gallery_popover(popover), Int32(offset.x), Int32(offset.y))
            gtk_popover_present(gallery_popover(popover))
        }
    }

    /// A column of `menu`'s rows: a GTK menu for assistive technologies.
    private static func rows(
        _ menu: OpenMenu, bindings: ExampleBindings, close: @escaping @MainActor () -> Void
    ) -> (list: UnsafeMutablePointer<GtkWidget>, items: [UnsafeMutablePointer<GtkWidget>]) {
        let list = gallery_widget_new_with_role(gtk_box_get_type(), GTK_ACCESSIBLE_ROLE_MENU)!
        gtk_orientable_set_orientation(gallery_orientable(list), GTK_ORIENTATION_VERTICAL)
        var buttons: [UnsafeMutablePointer<GtkWidget>] = []
        for row in menu.rows {
            let widget: UnsafeMutablePointer<GtkWidget>
            switch row {
            case .item(let entry):
                let drawn = item(entry, look: menu.look, bindings: bindings, close: close)
                widget = drawn.widget
                buttons.append(drawn.button)
            case .separator:
                widget = gtk_separator_new(GTK_ORIENTATION_HORIZONTAL)!
            case .heading(let title):
                widget = gtk_label_new(title)!
                Widget(widget).setHAlign(GTK_ALIGN_START)
            case .iconRow(let entries):
                widget = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 4)!
                for entry in entries { gtk_box_append(gallery_box(widget), button(entry, bindings: bindings, close: close)) }
            }
            // An item's button carries its classes itself (a submenu unfolding in place is its button and its items).
            if case .item = row {} else {
                for name in row.cssClasses(in: menu.look) { Widget(widget).addClass(name) }
            }
            gtk_box_append(gallery_box(list), widget)
        }
        // Typing a letter moves to the next item whose title starts with it.
        let keys = gtk_event_controller_key_new()!
        let titles = menu.listedTitles
        let items = buttons
        Signal.connectKey(keys) { key in
            let code = gdk_keyval_to_unicode(key)
            guard code > 32, let scalar = Unicode.Scalar(code), CharacterSet.letters.union(.decimalDigits).contains(scalar) else { return false }
            let current = items.firstIndex { gtk_widget_has_focus($0) != 0 }
            guard let next = OpenMenu.typeAhead(Character(scalar), in: titles, after: current) else { return false }
            Widget(items[next]).grabFocus()
            return true
        }
        gtk_widget_add_controller(list, keys)
        return (list, items)
    }

    /// An item's row; a submenu's row with its items, in place under it or in a popover beside it.
    private static func item(
        _ entry: MenuEntry, look: MenuPanelLook, bindings: ExampleBindings, close: @escaping @MainActor () -> Void
    ) -> (widget: UnsafeMutablePointer<GtkWidget>, button: UnsafeMutablePointer<GtkWidget>) {
        let row = button(entry, bindings: bindings, close: close)
        guard case .submenu(let inner) = entry.action else { return (row, row) }
        switch look.submenus {
        case .inPlace:
            // iOS: the submenu's items unfold under its row, inside the same panel.
            let column = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
            let revealer = gtk_revealer_new()!
            let unfolded = rows(inner, bindings: bindings, close: close).list
            for name in MenuEntry.unfoldedClasses { Widget(unfolded).addClass(name) }
            gtk_revealer_set_child(gallery_revealer(revealer), unfolded)
            gtk_box_append(gallery_box(column), row)
            gtk_box_append(gallery_box(column), revealer)
            let chevron = WidgetTree.find(in: row) { Widget($0).classes.contains(MenuEntry.chevronClasses[0]) }
            Signal.connect(row, "clicked") {
                let open = gtk_revealer_get_reveal_child(gallery_revealer(revealer)) == 0
                gtk_revealer_set_reveal_child(gallery_revealer(revealer), open ? 1 : 0)
                gallery_set_accessible_expanded(row, open ? 1 : 0)
                if let chevron, let icon = open ? MenuEntry.unfoldedChevron : entry.chevron {
                    gtk_image_set_from_icon_name(gallery_image(chevron), icon)
                }
            }
            gallery_set_accessible_expanded(row, 0)
            return (column, row)
        case .beside:
            // The Mac: the submenu opens in a panel of its own beside its row; choosing there closes both.
            let submenu = gtk_popover_new()!
            gtk_popover_set_has_arrow(gallery_popover(submenu), 0)
            gtk_popover_set_position(gallery_popover(submenu), GTK_POS_RIGHT)
            for name in OpenMenu.panelClasses { Widget(submenu).addClass(name) }
            let list = rows(inner, bindings: bindings) {
                gtk_popover_popdown(gallery_popover(submenu))
                close()
            }.list
            gtk_popover_set_child(gallery_popover(submenu), list)
            gtk_widget_set_parent(submenu, row)
            Signal.connect(row, "destroy") { gtk_widget_unparent(submenu) }
            Signal.connect(row, "clicked") { gtk_popover_popup(gallery_popover(submenu)) }
            Signal.connect(submenu, "map") { _ = gtk_widget_child_focus(list, GTK_DIR_TAB_FORWARD) }
            CallbackShortcut.add([
                CallbackShortcut.make("Down") { _ = gtk_widget_child_focus(list, GTK_DIR_TAB_FORWARD) },
                CallbackShortcut.make("Up") { _ = gtk_widget_child_focus(list, GTK_DIR_TAB_BACKWARD) },
                CallbackShortcut.make("Left") { gtk_popover_popdown(gallery_popover(submenu)) },
            ], to: submenu, phase: GTK_PHASE_BUBBLE)
            CallbackShortcut.add([CallbackShortcut.make("Right") { gtk_popover_popup(gallery_popover(submenu)) }], to: row, phase: GTK_PHASE_BUBBLE)
            return (row, row)
        }
    }

    /// The button of one item: the checkmark column, the icons on the sides the plan says, the title, the chevron;
    /// choosing it sets the item's state and closes the menu.
    private static func button(
        _ entry: MenuEntry, bindings: ExampleBindings, close: @escaping @MainActor () -> Void
    ) -> UnsafeMutablePointer<GtkWidget> {
        let role = switch entry.role {
        case .item: GTK_ACCESSIBLE_ROLE_MENU_ITEM
        case .checkbox: GTK_ACCESSIBLE_ROLE_MENU_ITEM_CHECKBOX
        case .radio: GTK_ACCESSIBLE_ROLE_MENU_ITEM_RADIO
        }
        let button = gallery_widget_new_with_role(gtk_button_get_type(), role)!
        for name in entry.cssClasses { Widget(button).addClass(name) }
        Widget(button).setAccessibleLabel(entry.title)
        let face = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, Int32(MenuEntry.faceSpacing))!
        let mark = entry.marksColumn ? decoration(MenuEntry.checkmark, classes: MenuEntry.markClasses) : nil
        if let mark { gtk_box_append(gallery_box(face), mark) }
        if let icon = entry.leadingIcon { gtk_box_append(gallery_box(face), decoration(icon, classes: MenuEntry.iconClasses)) }
        if entry.iconOnly {
            gtk_widget_set_tooltip_text(button, entry.title)
        } else {
            let title = gtk_label_new(entry.title)!
            Widget(title).setHExpand(true)
            Widget(title).setHAlign(GTK_ALIGN_START)
            gtk_box_append(gallery_box(face), title)
        }
        if let icon = entry.trailingIcon { gtk_box_append(gallery_box(face), decoration(icon, classes: MenuEntry.iconClasses)) }
        if let chevron = entry.chevron { gtk_box_append(gallery_box(face), decoration(chevron, classes: MenuEntry.chevronClasses)) }
        gtk_button_set_child(gallery_button(button), face)
        // The checkmark and the checked state follow the example state, whoever changes it.
        if let binding = entry.markBinding {
            bindings.register(binding.key) { value in
                let checked = entry.isChecked(value)
                mark.map { gtk_widget_set_opacity($0, checked ? 1 : 0) }
                if entry.iconOnly { checked ? Widget(button).addClass(MenuEntry.checkedClass) : Widget(button).removeClass(MenuEntry.checkedClass) }
                gallery_set_accessible_checked(button, checked ? 1 : 0)
            }
            if bindings.value(binding.key) == nil { mark.map { gtk_widget_set_opacity($0, 0) } }
        } else {
            mark.map { gtk_widget_set_opacity($0, 0) }
        }
        Signal.connect(button, "clicked") {
            switch entry.action {
            case .command(let binding): binding.map(bindings.activate)
            case .toggle(let binding), .choice(let binding):
                if let value = entry.valueWhenChosen(current: bindings.value(binding.key)) { bindings.edit(binding.key, value) }
            case .submenu: break
            }
            if entry.closesMenu { close() }
        }
        return button
    }

    /// An icon that only decorates its row (the row's title names it).
    private static func decoration(_ icon: String, classes: [String]) -> UnsafeMutablePointer<GtkWidget> {
        let image = gtk_image_new_from_icon_name(icon)!
        for name in classes { Widget(image).addClass(name) }
        Widget(image).hideFromAccessibility()
        return image
    }
}
