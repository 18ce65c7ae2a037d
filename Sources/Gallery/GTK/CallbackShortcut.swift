import CGtk

/// Keyboard shortcuts that run a Swift closure (GtkCallbackAction), kept in a box GTK releases with the action.
@MainActor
enum CallbackShortcut {
    /// A shortcut for `accelerator` ("<Control>z") that runs `body` and counts the key as handled.
    static func make(_ accelerator: String, _ body: @escaping @MainActor () -> Void) -> OpaquePointer {
        let data = Unmanaged.passRetained(Box<@MainActor () -> Void>(body)).toOpaque()
        let action = gtk_callback_action_new({ _, _, data in
            let box = Unmanaged<Box<@MainActor () -> Void>>.fromOpaque(data!).takeUnretainedValue()
            MainActor.assumeIsolated { box.value() }
            return 1
        }, data, { data in
            Unmanaged<Box<@MainActor () -> Void>>.fromOpaque(data!).release()
        })
        return gtk_shortcut_new(gtk_shortcut_trigger_parse_string(accelerator), action)!
    }

    /// Adds a controller of `shortcuts` to `widget`, acting in `phase`.
    static func add(_ shortcuts: [OpaquePointer], to widget: UnsafeMutablePointer<GtkWidget>, phase: GtkPropagationPhase) {
        let controller = gtk_shortcut_controller_new()!
        gtk_event_controller_set_propagation_phase(gallery_event_controller(controller.raw), phase)
        for shortcut in shortcuts { gtk_shortcut_controller_add_shortcut(gallery_shortcut_controller(controller.raw), shortcut) }
        gtk_widget_add_controller(widget, gallery_event_controller(controller.raw))
    }
}
