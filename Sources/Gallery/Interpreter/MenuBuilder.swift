import CGtk
import GalleryModel

/// Builds a GMenu and the actions behind its items from menu item plans.
///
/// Commands become plain actions, checkmark items boolean-state actions, and
/// the choices of one selection share an integer-state action, so GTK draws
/// checks and radio marks from the example state. A command whose icon the plan
/// shows beside its title, or a destructive one, is a row of the gallery's own
/// (GTK's rows hide an icon beside a title and colour no item): a flat button on
/// the same action, put in the popover by ``attach(to:)``.
@MainActor
final class MenuBuilder {
    /// The action group's prefix in the menu's detailed action names.
    let group: String
    /// The actions, to insert on the widget that shows the menu (one reference owned by the caller).
    let actions: OpaquePointer
    private let bindings: ExampleBindings
    private var count = 0
    private var choiceActions: [ExampleKey: String] = [:]
    /// Where a command's icon sits beside its title, or nil when the menu shows none (the plan's `menuIconAlignment`).
    private let iconAlignment: PlanValue.Alignment?
    /// The gallery's own rows, by the `custom` id of the menu item each stands for.
    private var customRows: [(id: String, row: UnsafeMutablePointer<GtkWidget>)] = []

    init(bindings: ExampleBindings, group: String, iconAlignment: PlanValue.Alignment? = nil) {
        self.bindings = bindings
        self.group = group
        self.iconAlignment = iconAlignment
        actions = OpaquePointer(g_simple_action_group_new())
    }

    /// The menu for `items` (one reference owned by the caller).
    func build(_ items: [MenuItemPlan]) -> OpaquePointer {
        build(items, inSubmenu: false)
    }

    /// Puts the gallery's own rows into `popover`, the popover menu GTK made from ``build(_:)``'s menu.
    func attach(to popover: OpaquePointer) {
        for (id, row) in customRows { gtk_popover_menu_add_child(popover, row, id) }
    }

    private func build(_ items: [MenuItemPlan], inSubmenu: Bool) -> OpaquePointer {
        let menu = g_menu_new()!
        for item in items { append(item, to: menu, inSubmenu: inSubmenu) }
        return menu
    }

    private func append(_ item: MenuItemPlan, to menu: OpaquePointer, horizontal: Bool = false, inSubmenu: Bool) {
        switch item {
        case .action(let title, let icon, let binding, let destructive):
            let name = nextName()
            Actions.add(to: actions, name) { [bindings] _ in
                if let binding { bindings.activate(binding) }
            }
            // A submenu's items stay GTK's: its popover pages are made when it opens, after the rows would be attached.
            let shownIcon = horizontal ? nil : iconAlignment.flatMap { _ in icon }
            if !inSubmenu, !horizontal, shownIcon != nil || destructive {
                appendRow(title, icon: shownIcon, destructive: destructive, action: name, to: menu)
            } else {
                appendItem(title, action: name, target: nil, icon: icon, horizontal: horizontal, to: menu)
            }
        case .check(let title, let binding):
            appendItem(title, action: toggleAction(for: binding.key), target: nil, icon: nil, horizontal: horizontal, to: menu)
        case .choice(let title, let binding):
            guard case .selects(let index) = binding.role else { return }
            let name = choiceAction(for: binding.key)
            appendItem(title, action: name, target: g_variant_new_int32(Int32(index)), icon: nil, horizontal: horizontal, to: menu)
        case .submenu(let title, let icon, let items):
            let submenu = build(items, inSubmenu: true)
            let entry = g_menu_item_new_submenu(title, gallery_menu_model(submenu.raw))!
            if let icon { setIcon(icon, on: entry, horizontal: false) }
            g_menu_append_item(menu, entry)
            g_object_unref(entry.raw)
            g_object_unref(submenu.raw)
        case .paletteOption(let option):
            // GTK's row of icon buttons keeps each option's symbol; the open menu drawn on the card (MenuPreview) shows
            // the selection effect and the tints.
            switch option.binding.role {
            case .selects(let index):
                appendItem(option.title, action: choiceAction(for: option.binding.key), target: g_variant_new_int32(Int32(index)),
                           icon: option.icon, horizontal: horizontal, to: menu)
            case .isOn:
                appendItem(option.title, action: toggleAction(for: option.binding.key), target: nil, icon: option.icon,
                           horizontal: horizontal, to: menu)
            default:
                let name = nextName()
                Actions.add(to: actions, name) { [bindings] _ in bindings.activate(option.binding) }
                appendItem(option.title, action: name, target: nil, icon: option.icon, horizontal: horizontal, to: menu)
            }
        case .section(let title, let items, let isHorizontal):
            let section = g_menu_new()!
            for inner in items { append(inner, to: section, horizontal: isHorizontal, inSubmenu: inSubmenu) }
            let entry = g_menu_item_new_section(title, gallery_menu_model(section.raw))!
            if isHorizontal {
                g_menu_item_set_attribute_value(entry, "display-hint", g_variant_new_string("horizontal-buttons"))
            }
            g_menu_append_item(menu, entry)
            g_object_unref(entry.raw)
            g_object_unref(section.raw)
        }
    }

    /// A new boolean-state action that follows and edits the Boolean bound to `key`.
    private func toggleAction(for key: ExampleKey) -> String {
        let name = nextName()
        let action = Actions.addToggle(to: actions, name, initial: bindings.value(key)?.boolValue ?? false) { [bindings] isOn in
            bindings.edit(key, .bool(isOn))
        }
        bindings.register(key) { value in Actions.setState(action, value.boolValue == true) }
        return name
    }

    /// The integer-state action shared by the choices bound to `key`.
    private func choiceAction(for key: ExampleKey) -> String {
        if let name = choiceActions[key] { return name }
        let name = nextName()
        let initial = g_variant_new_int32(Int32(clamping: bindings.value(key)?.intValue ?? 0))!
        let action = Actions.addStateful(to: actions, name, parameterType: "i", initial: initial) { [bindings] state in
            bindings.edit(key, .int(Int(g_variant_get_int32(state))))
        }
        bindings.register(key) { value in g_simple_action_set_state(action, g_variant_new_int32(Int32(clamping: value.intValue ?? 0))) }
        choiceActions[key] = name
        return name
    }

    /// A new action name in the group.
    private func nextName() -> String {
        count += 1
        return "a\(count)"
    }

    private func appendItem(
        _ title: String, action: String, target: OpaquePointer?, icon: String?, horizontal: Bool,
        to menu: OpaquePointer
    ) {
        let item = g_menu_item_new(title, nil)!
        g_menu_item_set_action_and_target_value(item, "\(group).\(action)", target)
        if let icon { setIcon(icon, on: item, horizontal: horizontal) }
        g_menu_append_item(menu, item)
        g_object_unref(item.raw)
    }

    /// A menu item that the gallery's own row `title` stands for: a flat button on the item's action, with the icon
    /// on the side the plan says, red when destructive; choosing it closes the menu, as choosing GTK's rows does.
    private func appendRow(_ title: String, icon: String?, destructive: Bool, action: String, to menu: OpaquePointer) {
        let id = "row\(customRows.count)"
        let item = g_menu_item_new(title, nil)!
        g_menu_item_set_attribute_value(item, "custom", g_variant_new_string(id))
        g_menu_append_item(menu, item)
        g_object_unref(item.raw)
        let row = gtk_button_new()!
        for name in ["flat", "menu-item-row"] + (destructive ? ["destructive-text"] : []) { Widget(row).addClass(name) }
        let face = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 8)!
        let label = gtk_label_new(title)!
        Widget(label).setHExpand(true)
        Widget(label).setHAlign(GTK_ALIGN_START)
        gtk_box_append(gallery_box(face), label)
        if let icon {
            let image = gtk_image_new_from_icon_name(icon)!
            Widget(image).addClass("menu-item-icon")
            Widget(image).hideFromAccessibility()
            if iconAlignment == .start { gtk_box_prepend(gallery_box(face), image) } else { gtk_box_append(gallery_box(face), image) }
        }
        gtk_button_set_child(gallery_button(row), face)
        gtk_actionable_set_action_name(OpaquePointer(row), "\(group).\(action)")
        Signal.connect(row, "clicked") {
            if let popover = gtk_widget_get_ancestor(row, gtk_popover_get_type()) { gtk_popover_popdown(gallery_popover(popover)) }
        }
        customRows.append((id, row))
    }

    /// Horizontal sections show items as icon buttons ("verb-icon"); other items show the icon beside the title.
    private func setIcon(_ icon: String, on item: OpaquePointer, horizontal: Bool) {
        if horizontal {
            g_menu_item_set_attribute_value(item, "verb-icon", g_variant_new_string(icon))
        } else {
            let themed = g_themed_icon_new(icon)!
            g_menu_item_set_icon(item, themed)
            g_object_unref(themed.raw)
        }
    }
}
