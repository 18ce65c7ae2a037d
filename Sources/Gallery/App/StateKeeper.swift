import CGtk
import GalleryCommandLine
import GalleryModel
import GalleryTranslation

/// Keeps how the window was left in the state file (``StateFile``): reads it at start, saves the store's remembered
/// state (``WindowModel/remembered``: the configuration, and the page drawn, the size, the maximised state and the
/// inspector) two seconds after each change of it, and when the window closes, the gallery quits, a signal ends it or
/// its display goes away (``Endings``). What goes wrong is said once, on standard error.
@MainActor
final class StateKeeper {
    /// How long after the last change the state is saved.
    static let quietSeconds: UInt32 = 2

    private var file: StateFile
    /// What the file held at start; nil when there was nothing to restore.
    let restored: RememberedState?
    private var store: WindowStore?
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

    /// Saves `store`'s remembered state a few seconds after each change of it, and for the last time when the application
    /// shuts down.
    func keep(_ store: WindowStore, in application: UnsafeMutablePointer<GtkApplication>) {
        self.store = store
        store.draw(by: self) { [unowned self] old, new in
            if old.remembered != new.remembered { self.changed() }
        }
        Signal.connect(application, "shutdown") { [unowned self] in self.finish() }
    }

    /// Saves for the last time when `window` is asked to close and goes (before its widgets go, so nothing they report
    /// while going is saved). Connected after the window's own handler, which stops a close that must ask first.
    func keep(_ window: MainWindow) {
        Signal.connectReturningBool(window.window, "close-request") { [unowned self] in
            self.finish()
            return false
        }
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
    /// process ends next. What is saved is the store's value, plain Swift.
    func finishWithoutDisplay() {
        guard !finished else { return }
        finished = true
        guard let store, let line = file.save(store.state.remembered) else { return }
        printError("gallery: " + Quoting.oneLine(tr(line)))
    }

    private func save() {
        debounce.cancel()
        guard let store, let line = file.save(store.state.remembered) else { return }
        printError("gallery: " + Quoting.oneLine(tr(line)))
    }
}
