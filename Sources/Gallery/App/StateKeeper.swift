import CGtk
import GalleryCommandLine
import GalleryModel
import GalleryTranslation

/// Keeps how the window was left in the state file (``StateFile``): reads it at start, saves the
/// configuration and the window's page, size and inspector a few seconds after each change, and
/// when the window closes, the gallery quits, a signal ends it or its display goes away (``Endings``).
/// What goes wrong is said once, on standard error.
@MainActor
final class StateKeeper {
    /// How long after the last change the state is saved.
    static let quietSeconds: UInt32 = 2

    private var file: StateFile
    /// What the file held at start; nil when there was nothing to restore.
    let restored: RememberedState?
    /// Gathers the state to save, once a window is kept.
    private var gather: (() -> RememberedState)?
    private lazy var debounce = Debounce(seconds: Self.quietSeconds) { [unowned self] in self.save() }
    /// Whether the window has closed: its widgets are going, and what they report is no one's edit.
    private var finished = false

    /// Reads the state file; one that cannot be read is moved aside, said in one line, and restores nothing.
    init(file: StateFile) {
        self.file = file
        switch self.file.restore() {
        case .none:
            restored = nil
        case .restored(let state):
            restored = state
        case .refused(let line):
            printError("gallery: " + Quoting.oneLine(tr(line)))
            restored = nil
        }
    }

    /// Saves `window` and `state` a few seconds after each of their changes, and for the last time when the
    /// window is asked to close (before its widgets go) or the application shuts down.
    func keep(_ window: MainWindow, _ state: AppState, in application: UnsafeMutablePointer<GtkApplication>) {
        gather = { RememberedState(configuration: state.configuration, window: window.remembered) }
        window.onRememberedChange = { [unowned self] in self.changed() }
        state.observe(by: self) { [unowned self] _ in self.changed() }
        Signal.connectReturningBool(window.window, "close-request") { [unowned self] in
            self.finish()
            return false
        }
        Signal.connect(application, "shutdown") { [unowned self] in self.finish() }
    }

    private func changed() {
        guard !finished else { return }
        debounce.poke()
    }

    /// Saves now, and no more after.
    func finish() {
        guard !finished else { return }
        save()
        finished = true
    }

    /// Saves now, and no more after, without calling GTK, GLib or the display: the display has gone and the
    /// process ends next. What is saved is kept in Swift: the configuration, and what GTK last said of the window.
    func finishWithoutDisplay() {
        guard !finished else { return }
        finished = true
        guard let gather, let line = file.save(gather()) else { return }
        printError("gallery: " + Quoting.oneLine(tr(line)))
    }

    private func save() {
        debounce.cancel()
        guard let gather, let line = file.save(gather()) else { return }
        printError("gallery: " + Quoting.oneLine(tr(line)))
    }
}
