import CGtk

/// Runs Swift closures later on the GLib main loop.
@MainActor
enum MainLoop {
    /// Runs `body` once after `milliseconds`.
    static func after(_ milliseconds: UInt32, _ body: @escaping @MainActor () -> Void) {
        every(milliseconds) {
            body()
            return false
        }
    }

    /// Runs `body` every `milliseconds` for as long as it returns true.
    static func every(_ milliseconds: UInt32, _ body: @escaping @MainActor () -> Bool) {
        let data = Unmanaged.passRetained(Box<@MainActor () -> Bool>(body)).toOpaque()
        g_timeout_add_full(G_PRIORITY_DEFAULT, milliseconds, { data in
            let box = Unmanaged<Box<@MainActor () -> Bool>>.fromOpaque(data!).takeUnretainedValue()
            return MainActor.assumeIsolated { box.value() } ? 1 : 0
        }, data, { data in
            Unmanaged<Box<@MainActor () -> Bool>>.fromOpaque(data!).release()
        })
    }
}
