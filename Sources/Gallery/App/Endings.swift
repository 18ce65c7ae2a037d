import CGtk
#if canImport(Glibc)
import Glibc
#endif

/// The ways the gallery ends other than its window closing or Ctrl+Q, each of which first saves what the
/// window remembers: a signal (SIGTERM, SIGINT or SIGHUP: `kill`, Ctrl+C in the terminal that started it,
/// the session ending), and the X server going away (a logout), after which GTK ends the process.
@MainActor
enum Endings {
    /// The signals that quit the gallery as Ctrl+Q does.
    static let quitSignals = [SIGTERM, SIGINT, SIGHUP]

    /// On each of ``quitSignals``: applies the input the display has already sent, runs `save`, and quits
    /// `application` as Ctrl+Q does.
    static func quitOnSignals(_ application: UnsafeMutablePointer<GtkApplication>, saving save: @escaping @MainActor () -> Void) {
        // A process inherits its blocked signals: one blocked here would stay pending and never quit the gallery.
        var signals = sigset_t()
        sigemptyset(&signals)
        for signal in quitSignals { sigaddset(&signals, signal) }
        pthread_sigmask(SIG_UNBLOCK, &signals, nil)
        for signal in quitSignals {
            let data = Unmanaged.passRetained(Box<@MainActor () -> Void>({
                applyDeliveredInput()
                save()
                g_application_quit(gallery_g_application(application))
            })).toOpaque()
            // GLib runs the handler on the main loop, not inside the signal handler, where little is safe to do.
            g_unix_signal_add_full(G_PRIORITY_DEFAULT, signal, { data in
                let box = Unmanaged<Box<@MainActor () -> Void>>.fromOpaque(data!).takeUnretainedValue()
                MainActor.assumeIsolated { box.value() }
                return 1  // G_SOURCE_CONTINUE: a second signal while quitting quits again.
            }, data, { data in
                Unmanaged<Box<@MainActor () -> Void>>.fromOpaque(data!).release()
            })
        }
    }

    /// Lets input the display has already sent take effect, so that a key pressed just before a signal is
    /// saved: a round trip to the display server brings in every event it sent before answering, and the
    /// main loop then runs while anything is pending, for a quarter of a second at most (an animation keeps
    /// it busy for ever).
    static func applyDeliveredInput() {
        guard let display = gdk_display_get_default() else { return }
        gdk_display_sync(display)
        let deadline = g_get_monotonic_time() + 250_000
        while g_main_context_pending(nil) != 0, g_get_monotonic_time() < deadline {
            g_main_context_iteration(nil, 0)
        }
    }

    /// What runs when the connection to the X server is lost.
    private static var displayLost: (@MainActor () -> Void)?
    /// The I/O error handler installed before the gallery's: GTK's, which ends the process.
    private static var previousHandler: GalleryXIOErrorHandler?

    /// When the connection to the X server is lost (the server ended, as at logout), runs `save` before GTK's
    /// own handler ends the process (`_exit(1)`). `save` runs inside Xlib, the connection gone: it must not
    /// call GTK or X.
    ///
    /// Call it after GTK has opened the display: opening it installs GTK's handler, over any installed before.
    static func saveOnDisplayLoss(_ save: @escaping @MainActor () -> Void) {
        guard let display = gdk_display_get_default(), String(cString: gallery_type_name(display.raw)) == "GdkX11Display" else { return }
        var previous: GalleryXIOErrorHandler?
        let installed = gallery_set_x_io_error_handler({ display in
            let previous = MainActor.assumeIsolated { () -> GalleryXIOErrorHandler? in
                let save = Endings.displayLost
                Endings.displayLost = nil
                save?()
                return Endings.previousHandler
            }
            // Xlib ends the process itself if this returns.
            return previous?(display) ?? 0
        }, &previous)
        guard installed != 0 else { return }
        previousHandler = previous
        displayLost = save
    }
}
