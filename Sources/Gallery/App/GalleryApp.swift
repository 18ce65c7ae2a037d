import CGtk
import GalleryModel

/// The GtkApplication: checks for a display, builds the window on activate, keeps its state and runs the main loop.
@MainActor
enum GalleryApp {
    /// The reverse-DNS application id.
    static let id = "io.github.swiftui_style_gallery.Gallery"

    /// Connects GTK to the display, before anything else a window needs.
    ///
    /// - Throws: ``GalleryError`` when there is no display to open a window on.
    static func openDisplay() throws {
        guard gtk_init_check() != 0 else { throw GalleryError(displayProblem()) }
    }

    /// Runs the gallery, on the display ``openDisplay()`` opened, until its window closes; returns the exit status.
    static func run(_ launch: Launch) -> Int32 {
        let application = gtk_application_new(id, G_APPLICATION_NON_UNIQUE)!
        defer { g_object_unref(application) }
        let state = AppState(launch.configuration)
        var window: MainWindow?
        var selfCheck: SelfCheck?
        Signal.connect(application, "activate") {
            if window == nil {
                window = MainWindow(application: gallery_application(application), state: state, remembered: launch.window)
                launch.stateKeeper?.keep(window!, state, in: application)
                window?.present()
                if let folder = launch.selfCheckFolder {
                    selfCheck = SelfCheck(window: window!, folder: folder)
                    // Start once the first frame is on screen, however long a busy machine takes to draw it.
                    MainLoop.afterNextPaint(window!.window) { selfCheck?.start() }
                }
            }
            window?.present()
        }
        return g_application_run(gallery_g_application(application), 0, nil)
    }

    /// Why no display could be opened: none is named, or the one named cannot be reached.
    static func displayProblem() -> String {
        let named = ["WAYLAND_DISPLAY", "DISPLAY"].compactMap { variable -> String? in
            guard let value = getenv(variable).map({ String(cString: $0) }), !value.isEmpty else { return nil }
            return "\(variable)=\(Quoting.quoted(value))"
        }
        let without = "list, resolve, code, plan and export work without one"
        guard !named.isEmpty else {
            return "no display to open the window on: neither DISPLAY nor WAYLAND_DISPLAY is set (\(without))"
        }
        return "cannot open the display named by \(named.joined(separator: " and ")): is its server running, and may this user use it? (\(without))"
    }
}
