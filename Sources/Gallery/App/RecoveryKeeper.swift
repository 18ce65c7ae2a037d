import CGtk
import GalleryCommandLine
import GalleryModel
import GalleryTranslation

/// Keeps the composed scene in a recovery file while it has unsaved edits (``SceneRecovery``), so that a kill, a crash
/// or a logout loses none of it, and finds what a run that ended without saving left to offer back (``RecoveryOffer``).
///
/// The file is written a second after the last edit (at most five seconds after the first of a run of edits), and at
/// once when a signal ends the gallery or its display goes away; it is removed when the scene has nothing unsaved (saved,
/// undone, a new scene) and when the gallery closes after the person answered the question about unsaved edits
/// (``ComposerModel/needsRecovery``). A signal cannot ask, so then the file stays, for the next start to offer.
@MainActor
package final class RecoveryKeeper {
    /// How long after the last edit the file is written.
    static let quietSeconds: UInt32 = 1
    /// How long a run of edits may go on before the file is written anyway, in microseconds.
    static let longestWait: gint64 = 5_000_000

    private let recovery: SceneRecovery
    private var store: WindowStore?
    private lazy var debounce = Debounce(seconds: Self.quietSeconds) { [unowned self] in self.keepNow() }
    /// When the first edit not yet in the file was made (GLib's monotonic clock), if one is waiting.
    private var waitingSince: gint64?
    /// Whether this run's file exists.
    private var kept = false
    private var finished = false
    /// The failure said last, so that keeping failing the same way again says nothing.
    private var saidFailure: LocalizedText?

    init(recovery: SceneRecovery) {
        self.recovery = recovery
    }

    /// What an earlier run left to offer: the newest draft whose process has ended (a file that does not read is set
    /// aside and said in one line).
    func offer() -> RecoveryOffer? {
        let finding = recovery.offer()
        for problem in finding.problems { printError("gallery: " + Quoting.oneLine(tr(problem))) }
        return finding.offer
    }

    /// Keeps `store`'s composed scene from now on, after each change of it.
    func keep(_ store: WindowStore) {
        self.store = store
        store.draw(by: self) { [unowned self] old, new in
            if old.composer != new.composer { self.changed() }
        }
    }

    private func changed() {
        guard !finished, let store else { return }
        guard store.state.composer.needsRecovery else {
            debounce.cancel()
            waitingSince = nil
            removeOwn()
            return
        }
        let now = g_get_monotonic_time()
        if let waitingSince, now - waitingSince >= Self.longestWait {
            keepNow()
        } else {
            if waitingSince == nil { waitingSince = now }
            debounce.poke()
        }
    }

    /// The offered scene was recovered into the composer: this run keeps it from now on, in its own file (written at
    /// once), and the other run's file goes. Returns the next draft to offer, if any.
    func recovered(_ recovered: RecoveryOffer) -> RecoveryOffer? {
        debounce.cancel()
        keepNow()
        recovery.remove(recovered)
        return offer()
    }

    /// The person discarded the offered scene: its file goes. Returns the next draft to offer, if any.
    func discard(_ discarded: RecoveryOffer) -> RecoveryOffer? {
        recovery.remove(discarded)
        return offer()
    }

    /// The gallery ends (quit, the window closed, or a signal): the scene is kept if it still needs keeping, else its
    /// file goes; no more after.
    func finish() {
        guard !finished else { return }
        debounce.cancel()
        keepNow()
        finished = true
    }

    /// The display has gone and the process ends next: keeps the scene without calling GTK, GLib or the display (the
    /// composer is plain Swift).
    func finishWithoutDisplay() {
        guard !finished else { return }
        finished = true
        keepNow()
    }

    /// Writes the scene now if it needs keeping, or removes this run's file.
    private func keepNow() {
        waitingSince = nil
        guard let composer = store?.state.composer, composer.needsRecovery else { return removeOwn() }
        do {
            try recovery.keep(composer.composer, file: composer.path)
            kept = true
            saidFailure = nil
        } catch {
            let line = say("cannot keep a recovery copy of the composed scene: \(error.text)")
            if line != saidFailure { printError("gallery: " + Quoting.oneLine(tr(line))) }
            saidFailure = line
        }
    }

    private func removeOwn() {
        guard kept else { return }
        recovery.remove()
        kept = false
    }
}
