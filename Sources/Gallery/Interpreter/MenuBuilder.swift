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
            let name = addAction(nil) { [bindings] _ in
                if let binding { bindings.activate(binding) }
            }
            appendItem(title, action: name, target: nil, icon: icon, horizontal: horizontal, to: menu)
        case .check(let title, let binding):
            let initial = bindings.value(binding.key)?.boolValue ?? false
            let name = addAction(g_variant_new_boolean(initial ? 1 : 0)) { [bindings] value in
                bindings.edit(binding.key, .bool(g_variant_get_boolean(value) != 0))
            }
            bindings.register(binding.key) { [actions] value in
                Self.setState(of: name, in: actions, to: g_variant_new_boolean(value.boolValue == true ? 1 : 0))
            }
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
        let initial = Int32(bindings.value(key)?.intValue ?? 0)
        let name = addAction(g_variant_new_int32(initial), parameter: "i") { [bindings] value in
            bindings.edit(key, .int(Int(g_variant_get_int32(value))))
        }
        bindings.register(key) { [actions] value in
            Self.setState(of: name, in: actions, to: g_variant_new_int32(Int32(value.intValue ?? 0)))
        }
        choiceActions[key] = name
        return name
    }

    /// Adds a command, or a stateful action when `state` is given; returns its name in the group.
    private func addAction(
        _ state: OpaquePointer?, parameter: String? = nil, _ handler: @escaping @MainActor (OpaquePointer?) -> Void
    ) -> String {
        count += 1
        let name = "a\(count)"
        if let state {
            Actions.addStateful(to: actions, name, parameterType: parameter, initial: state) { handler($0) }
        } else {
            Actions.add(to: actions, name) { _ in handler(nil) }
        }
        return name
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

    private static func setState(of name: String, in group: OpaquePointer, to state: OpaquePointer?) {
        guard let action = g_action_map_lookup_action(gallery_action_map(group.raw), name) else { return }
        g_simple_action_set_state(action, state)
    }
}
