import CGtk
import GalleryModel

/// The GtkApplication: checks for a display, builds the window on activate and runs the main loop.
@MainActor
enum GalleryApp {
    /// The reverse-DNS application id.
    static let id = "io.github.swiftui_style_gallery.Gallery"

    /// Runs the gallery until its window closes; returns the exit status.
    ///
    /// - Throws: ``GalleryError`` when there is no display to open a window on.
    static func run(_ launch: Launch) throws -> Int32 {
        guard gtk_init_check() != 0 else {
            throw GalleryError(
                "cannot open a display: set DISPLAY or WAYLAND_DISPLAY (list, resolve and export work without one)")
        }
        let application = gtk_application_new(id, G_APPLICATION_NON_UNIQUE)!
        defer { g_object_unref(application) }
        let state = AppState(launch.configuration)
        var window: MainWindow?
        var selfCheck: SelfCheck?
        Signal.connect(application, "activate") {
            if window == nil {
                window = MainWindow(application: gallery_application(application), state: state, page: launch.page)
                if let folder = launch.selfCheckFolder {
                    selfCheck = SelfCheck(window: window!, folder: folder)
                    MainLoop.after(300) { selfCheck?.start() }
                }
            }
            window?.present()
        }
        return g_application_run(gallery_g_application(application), 0, nil)
    }
}
