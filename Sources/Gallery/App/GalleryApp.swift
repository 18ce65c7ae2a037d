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
        // One store for the window, kept while the application runs: a window built again in another language shows
        // the same state, scenes and composed scene.
        let store = WindowStore(WindowModel(configuration: launch.configuration, window: launch.window, language: Translation.language))
        // The composer's unsaved scene is kept beside the state, and what an earlier run left is offered back.
        let recovery = launch.recovery.map(RecoveryKeeper.init)
        let runner = EffectRunner(store: store, application: gallery_application(application), recovery: recovery)
        defer {
            runner.close()
            TextSpeaker.stopAll()
        }
        launch.stateKeeper?.keep(store, in: gallery_application(application))
        recovery?.keep(store)
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
        let shown = Shown()
        // A window of the store, whose state is kept; the store speaking another language builds it again in that
        // language, with the same state.
        func makeWindow() -> MainWindow {
            let made = MainWindow(application: gallery_application(application), store: store)
            runner.window = made
            launch.stateKeeper?.keep(made)
            return made
        }
        store.draw(by: shown) { old, new in
            guard new.language != old.language, let old = shown.window else { return }
            let new = makeWindow()
            shown.window = new
            new.present()
            old.retire()
        }
        Signal.connect(application, "activate") {
            if shown.window == nil {
                let window = makeWindow()
                shown.window = window
                window.present()
                store.send(.windowOpened)
                if let offer = recovery?.offer() { store.send(.recoveryOffered(offer)) }
                if let test = launch.test {
                    // Start once the first frame is on screen, however long a busy machine takes to draw it.
                    MainLoop.afterNextPaint(window.window) {
                        test(WindowTesting(store: store, runner: runner) { shown.window })
                    }
                }
            }
            shown.window?.present()
        }
        return g_application_run(gallery_g_application(application), 0, nil)
    }

    /// The window shown now.
    private final class Shown {
        var window: MainWindow?
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
