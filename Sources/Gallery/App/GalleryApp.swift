import CGtk
import GalleryCommandLine
import GalleryModel
import GalleryTranslation

/// The GtkApplication: checks for a display, builds the window on activate, keeps its state (also when a signal
/// or the display's end stops it) and runs the main loop.
@MainActor
enum GalleryApp {
    /// Connects GTK to the display, before anything else a window needs.
    ///
    /// - Throws: ``GalleryError`` when there is no display to open a window on.
    static func openDisplay() throws {
        // The window's class is the desktop entry's StartupWMClass, whichever program name started it.
        g_set_prgname("gallery")
        guard gtk_init_check() != 0 else { throw GalleryError(displayProblem()) }
        AppIcon.install()
    }

    /// Runs the gallery, on the display ``openDisplay()`` opened, until its window closes; returns the exit status.
    static func run(_ launch: Launch) -> Int32 {
        let application = gtk_application_new(GalleryProject.applicationID, G_APPLICATION_NON_UNIQUE)!
        defer { g_object_unref(application) }
        let state = AppState(launch.configuration)
        // The scenes opened stay open when the window is built again in another language.
        let scenes = SceneLibrary()
        defer {
            scenes.close()
            TextSpeaker.stopAll()
        }
        // The composer's unsaved scene is kept beside the state, and what an earlier run left is offered back.
        let recovery = launch.recovery.map { RecoveryKeeper(recovery: $0, document: scenes.composer) }
        // Ended from outside, the window saves its state first, as at Ctrl+Q, and keeps an unsaved scene it could not
        // ask about.
        Endings.quitOnSignals(application) {
            launch.stateKeeper?.finish()
            recovery?.finish()
        }
        Endings.saveOnDisplayLoss {
            launch.stateKeeper?.finishWithoutDisplay()
            recovery?.finishWithoutDisplay()
        }
        Signal.connect(application, "shutdown") { recovery?.finish() }
        var window: MainWindow?
        var driver: (any WindowDriver)?
        // A window whose state is kept; a language chosen in its main menu builds it again in that language,
        // on the same state, page, size and inspector.
        func makeWindow(remembered: WindowState) -> MainWindow {
            let made = MainWindow(application: gallery_application(application), state: state, scenes: scenes, remembered: remembered)
            launch.stateKeeper?.keep(made, state, in: application)
            if let recovery { made.offerRecovery(from: recovery) }
            made.onLanguageChosen = { language in
                guard let old = window else { return }
                if let problem = Translation.use(language) { old.banner.showError(problem); return }
                let new = makeWindow(remembered: old.remembered)
                new.takeOver(from: old)
                window = new
                old.retire()
                driver?.window = new
            }
            return made
        }
        Signal.connect(application, "activate") {
            if window == nil {
                window = makeWindow(remembered: launch.window)
                window?.present()
                if let makeDriver = launch.driver {
                    driver = makeDriver(window!)
                    // Start once the first frame is on screen, however long a busy machine takes to draw it.
                    MainLoop.afterNextPaint(window!.window) { driver?.start() }
                }
            }
            window?.present()
        }
        return g_application_run(gallery_g_application(application), 0, nil)
    }

    /// Why no display could be opened: none is named, or the one named cannot be reached.
    static func displayProblem() -> LocalizedText {
        let named = ["WAYLAND_DISPLAY", "DISPLAY"].compactMap { variable -> String? in
            guard let value = getenv(variable).map({ String(cString: $0) }), !value.isEmpty else { return nil }
            return "\(variable)=\(Quoting.quoted(value))"
        }
        guard !named.isEmpty else {
            return say("no display to open the window on: neither DISPLAY nor WAYLAND_DISPLAY is set (list, resolve, code, plan and export work without one)")
        }
        return say("cannot open the display named by \(named.joined(separator: ", ")): is its server running, and may this user use it? (list, resolve, code, plan and export work without one)")
    }
}
