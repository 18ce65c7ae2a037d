import CGtk
import GalleryModel

/// Builds a GMenu and the actions behind its items from menu item plans.
///
/// Commands become plain actions, checkmark items boolean-state actions, and
/// the choices of one selection share an integer-state action, so GTK draws
/// checks and radio marks from the example state.
@MainActor
final class MenuBuilder {
    /// The action group's prefix in the menu's detailed action names.
    let group: String
    /// The actions, to insert on the widget that shows the menu (one reference owned by the caller).
    let actions: OpaquePointer
    private let bindings: ExampleBindings
    private var count = 0
    private var choiceActions: [String: String] = [:]

    init(bindings: ExampleBindings, group: String) {
        self.bindings = bindings
        self.group = group
        actions = OpaquePointer(g_simple_action_group_new())
    }

    /// The menu for `items` (one reference owned by the caller).
    func build(_ items: [MenuItemPlan]) -> OpaquePointer {
        let menu = g_menu_new()!
        for item in items { append(item, to: menu) }
        return menu
    }

    private func append(_ item: MenuItemPlan, to menu: OpaquePointer, horizontal: Bool = false) {
        switch item {
        case .action(let title, let icon, let binding):
            let name = nextName()
            Actions.add(to: actions, name) { [bindings] _ in
                if let binding { bindings.activate(binding) }
            }
            appendItem(title, action: name, target: nil, icon: icon, horizontal: horizontal, to: menu)
        case .check(let title, let binding):
            let name = nextName()
            let action = Actions.addToggle(to: actions, name, initial: bindings.value(binding.key)?.boolValue ?? false) { [bindings] isOn in
                bindings.edit(binding.key, .bool(isOn))
            }
            bindings.register(binding.key) { value in Actions.setState(action, value.boolValue == true) }
            appendItem(title, action: name, target: nil, icon: nil, horizontal: horizontal, to: menu)
        case .choice(let title, let binding):
            guard case .selects(let index) = binding.role else { return }
            let name = choiceAction(for: binding.key)
            appendItem(title, action: name, target: g_variant_new_int32(Int32(index)), icon: nil, horizontal: horizontal, to: menu)
        case .submenu(let title, let icon, let items):
            let submenu = build(items)
            let entry = g_menu_item_new_submenu(title, gallery_menu_model(submenu.raw))!
            if let icon { setIcon(icon, on: entry, horizontal: false) }
            g_menu_append_item(menu, entry)
            g_object_unref(entry.raw)
            g_object_unref(submenu.raw)
        case .section(let title, let items, let isHorizontal):
            let section = g_menu_new()!
            for inner in items { append(inner, to: section, horizontal: isHorizontal) }
            let entry = g_menu_item_new_section(title, gallery_menu_model(section.raw))!
            if isHorizontal {
                g_menu_item_set_attribute_value(entry, "display-hint", g_variant_new_string("horizontal-buttons"))
            }
            g_menu_append_item(menu, entry)
            g_object_unref(entry.raw)
            g_object_unref(section.raw)
        }
    }

    /// The integer-state action shared by the choices bound to `key`.
    private func choiceAction(for key: String) -> String {
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
