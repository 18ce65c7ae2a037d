import CGtk

/// GActions with Swift handlers, for menus, shortcuts and the window's controls.
@MainActor
package enum Actions {
    /// Adds a stateless action taking parameters of `parameterType` (a GVariant type: "s", "(ss)", or nil for
    /// none); `handler` gets the parameter.
    @discardableResult
    static func add(
        to map: some ObjectPointer, _ name: String, parameterType: String? = nil,
        _ handler: @escaping @MainActor (OpaquePointer?) -> Void
    ) -> OpaquePointer {
        let type = parameterType.map { g_variant_type_new($0) }
        defer { type.map { g_variant_type_free($0) } }
        let action = g_simple_action_new(name, type ?? nil)!
        Signal.connectPointer(action, "activate") { parameter in handler(parameter.map(OpaquePointer.init)) }
        g_action_map_add_action(gallery_action_map(map.raw), action)
        g_object_unref(action.raw)
        return action
    }

    /// Adds a stateful action taking parameters of `parameterType` ("s", or nil for none).
    /// GLib turns an activation into a request to change the state, which `handler` gets. The
    /// state does not change by itself: `handler` makes the change where it is kept and sets the
    /// state to what was kept with `setState`, so a refused request leaves it alone. A
    /// Boolean action without parameter asks for the opposite of its state on activation.
    @discardableResult
    static func addStateful(
        to map: some ObjectPointer, _ name: String, parameterType: String?, initial: OpaquePointer,
        _ handler: @escaping @MainActor (OpaquePointer) -> Void
    ) -> OpaquePointer {
        let type: OpaquePointer? = parameterType.map { g_variant_type_new($0) }
        defer { type.map { g_variant_type_free($0) } }
        let action = g_simple_action_new_stateful(name, type, initial)!
        Signal.connectPointer(action, "change-state") { value in handler(OpaquePointer(value!)) }
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

    /// Adds an on/off action (activating it asks for the opposite of its state).
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

    /// Asks an on/off action for `value`, through its handler, as a toggle button bound to it would.
    static func change(_ action: OpaquePointer, to value: Bool) {
        g_action_change_state(action, g_variant_new_boolean(value ? 1 : 0))
    }

    /// A string action's state.
    package static func stringState(_ action: OpaquePointer) -> String {
        let state = g_action_get_state(action)!
        defer { g_variant_unref(state) }
        return String(cString: g_variant_get_string(state, nil))
    }

    /// Activates the action `name` ("win.page") of `widget`'s action groups.
    package static func activate(_ widget: UnsafeMutablePointer<GtkWidget>, _ name: String, _ parameter: String? = nil) {
        activate(widget, name, variant: parameter.map { g_variant_new_string($0) })
    }

    /// Activates the action `name` of `widget`'s action groups with a parameter of any type (a new, floating value).
    package static func activate(_ widget: UnsafeMutablePointer<GtkWidget>, _ name: String, variant: OpaquePointer?) {
        // Held here, so that it is freed also when no action of that name is found.
        let parameter = variant.map { g_variant_ref_sink($0)! }
        defer { parameter.map { g_variant_unref($0) } }
        _ = gtk_widget_activate_action_variant(widget, name, parameter)
    }

    /// A new, floating GVariant of strings, `("toggle", "switch")`: the type `(ss)` for two.
    package static func tuple(_ strings: [String]) -> OpaquePointer {
        let children: [OpaquePointer?] = strings.map { g_variant_new_string($0) }
        return children.withUnsafeBufferPointer { g_variant_new_tuple($0.baseAddress, gsize($0.count)) }
    }

    /// The strings of a tuple of strings (``tuple(_:)``).
    static func strings(of tuple: OpaquePointer) -> [String] {
        (0..<g_variant_n_children(tuple)).map { index in
            let child = g_variant_get_child_value(tuple, index)!
            defer { g_variant_unref(child) }
            return String(cString: g_variant_get_string(child, nil))
        }
    }
}
