import CGtk

/// Runs Swift closures later on the GLib main loop.
@MainActor
package enum MainLoop {
    /// Runs `body` once after `milliseconds`.
    static func after(_ milliseconds: UInt32, _ body: @escaping @MainActor () -> Void) {
        every(milliseconds) {
            body()
            return false
        }
    }

    /// Runs `body` every `milliseconds` for as long as it returns true.
    package static func every(_ milliseconds: UInt32, _ body: @escaping @MainActor () -> Bool) {
        let data = Unmanaged.passRetained(Box<@MainActor () -> Bool>(body)).toOpaque()
        g_timeout_add_full(G_PRIORITY_DEFAULT, milliseconds, { data in
            let box = Unmanaged<Box<@MainActor () -> Bool>>.fromOpaque(data!).takeUnretainedValue()
            return MainActor.assumeIsolated { box.value() } ? 1 : 0
        }, data, { data in
            Unmanaged<Box<@MainActor () -> Bool>>.fromOpaque(data!).release()
        })
    }

    /// Runs `body` once the main loop has finished what it is handling now (the event, and every signal it
    /// caused), before it lays out and paints the next frame: GLib's idle at the default priority, which
    /// GTK's frame clock (`GDK_PRIORITY_REDRAW`) comes after.
    static func whenIdle(_ body: @escaping @MainActor () -> Void) {
        let data = Unmanaged.passRetained(Box<@MainActor () -> Void>(body)).toOpaque()
        g_idle_add_full(G_PRIORITY_DEFAULT, { data in
            let box = Unmanaged<Box<@MainActor () -> Void>>.fromOpaque(data!).takeUnretainedValue()
            MainActor.assumeIsolated { box.value() }
            return 0
        }, data, { data in
            Unmanaged<Box<@MainActor () -> Void>>.fromOpaque(data!).release()
        })
    }

    /// Runs `body` on the main loop, from any thread: how work done elsewhere (a file read on a ``ReadingThread``)
    /// hands its answer back. GLib's `g_idle_add` may be called from any thread.
    nonisolated static func handBack(_ body: @escaping @Sendable @MainActor () -> Void) {
        let data = Unmanaged.passRetained(SendableBox(body)).toOpaque()
        g_idle_add_full(G_PRIORITY_DEFAULT, { data in
            let box = Unmanaged<SendableBox<@Sendable @MainActor () -> Void>>.fromOpaque(data!).takeUnretainedValue()
            MainActor.assumeIsolated { box.value() }
            return 0
        }, data, { data in
            Unmanaged<SendableBox<@Sendable @MainActor () -> Void>>.fromOpaque(data!).release()
        })
    }

    /// Runs `body` once after `seconds`, on GLib's whole-second clock, which groups the process's wake-ups.
    ///
    /// - Returns: the GLib source, for ``cancel(_:)`` as long as `body` has not started.
    static func afterSeconds(_ seconds: UInt32, _ body: @escaping @MainActor () -> Void) -> UInt32 {
        let data = Unmanaged.passRetained(Box<@MainActor () -> Void>(body)).toOpaque()
        return g_timeout_add_seconds_full(G_PRIORITY_DEFAULT, seconds, { data in
            let box = Unmanaged<Box<@MainActor () -> Void>>.fromOpaque(data!).takeUnretainedValue()
            MainActor.assumeIsolated { box.value() }
            return 0
        }, data, { data in
            Unmanaged<Box<@MainActor () -> Void>>.fromOpaque(data!).release()
        })
    }

    /// Removes a source ``afterSeconds(_:_:)`` returned, before it has run.
    static func cancel(_ source: UInt32) {
        g_source_remove(source)
    }

    /// Runs `body` once `widget`'s window has laid out and painted its next frame, so that
    /// whatever changed before is on screen however busy the machine is.
    package static func afterNextPaint(_ widget: UnsafeMutablePointer<GtkWidget>, _ body: @escaping @MainActor () -> Void) {
        guard let clock = gtk_widget_get_frame_clock(widget) else {
            // Not shown yet: there is no frame to wait for, so wait for the main loop instead.
            after(0, body)
            return
        }
        let handler = Mutable<UInt>(0)
        handler.value = Signal.connect(clock, "after-paint") {
            g_signal_handler_disconnect(clock.raw, gulong(handler.value))
            // Leave the paint cycle before running: the body may change widgets again.
            after(0, body)
        }
        gtk_widget_queue_draw(widget)
    }
}
