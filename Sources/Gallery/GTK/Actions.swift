import CGtk

/// GActions with Swift handlers, for menus, shortcuts and the self-check.
@MainActor
package enum Actions {
    /// Adds a stateless action; `handler` gets the string parameter, if the action takes one.
    @discardableResult
    static func add(
        to map: some ObjectPointer, _ name: String, stringParameter: Bool = false,
        _ handler: @escaping @MainActor (String?) -> Void
    ) -> OpaquePointer {
        let type = stringParameter ? g_variant_type_new("s") : nil
        defer { type.map { g_variant_type_free($0) } }
        let action = g_simple_action_new(name, type)!
        Signal.connectPointer(action, "activate") { parameter in
            handler(parameter.map { String(cString: g_variant_get_string(OpaquePointer($0), nil)) })
        }
        g_action_map_add_action(gallery_action_map(map.raw), action)
        g_object_unref(action.raw)
        return action
    }

    /// Adds a stateful action taking parameters of `parameterType` ("s", "i", or nil for none).
    /// GLib turns an activation into a change of state; the action takes the new state and
    /// hands it to `handler`. A Boolean action without parameter flips on activation.
    @discardableResult
    static func addStateful(
        to map: some ObjectPointer, _ name: String, parameterType: String?, initial: OpaquePointer,
        _ handler: @escaping @MainActor (OpaquePointer) -> Void
    ) -> OpaquePointer {
        let type: OpaquePointer? = parameterType.map { g_variant_type_new($0) }
        defer { type.map { g_variant_type_free($0) } }
        let action = g_simple_action_new_stateful(name, type, initial)!
        Signal.connectPointer(action, "change-state") { value in
            let state = OpaquePointer(value!)
            g_simple_action_set_state(action, state)
            handler(state)
        }
        g_action_map_add_action(gallery_action_map(map.raw), action)
        g_object_unref(action.raw)
        return action
    }

    /// Adds an action whose state is a string (activated with the new value as parameter).
    @discardableResult
    static func addString(
        to map: some ObjectPointer, _ name: String, initial: String, _ handler: @escaping @MainActor (String) -> Void
    ) -> OpaquePointer {
        addStateful(to: map, name, parameterType: "s", initial: g_variant_new_string(initial)) { state in
            handler(String(cString: g_variant_get_string(state, nil)))
        }
    }

    /// Adds an on/off action (activating it flips the state).
    @discardableResult
    static func addToggle(
        to map: some ObjectPointer, _ name: String, initial: Bool, _ handler: @escaping @MainActor (Bool) -> Void
    ) -> OpaquePointer {
        addStateful(to: map, name, parameterType: nil, initial: g_variant_new_boolean(initial ? 1 : 0)) { state in
            handler(g_variant_get_boolean(state) != 0)
        }
    }

    /// Sets a string action's state without running its handler.
    static func setState(_ action: OpaquePointer, _ value: String) {
        g_simple_action_set_state(action, g_variant_new_string(value))
    }

    /// Sets an on/off action's state without running its handler.
    static func setState(_ action: OpaquePointer, _ value: Bool) {
        g_simple_action_set_state(action, g_variant_new_boolean(value ? 1 : 0))
    }

    /// Activates the action `name` ("win.page") of `widget`'s action groups.
    package static func activate(_ widget: UnsafeMutablePointer<GtkWidget>, _ name: String, _ parameter: String? = nil) {
        _ = gtk_widget_activate_action_variant(widget, name, parameter.map { g_variant_new_string($0) } ?? nil)
    }
}
