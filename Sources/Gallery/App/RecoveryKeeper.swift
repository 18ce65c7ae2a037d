import CGtk
import GalleryCommandLine
import GalleryModel
import GalleryTranslation

/// Keeps the composed scene in a recovery file while it has unsaved edits (``SceneRecovery``), so that a kill, a crash
/// or a logout loses none of it, and holds what the model offers back from a run that ended without saving
/// (``RecoveryOffer``), which the window shows.
///
/// The file is written a second after the last edit (at most five seconds after the first of a run of edits), and at
/// once when a signal ends the gallery or its display goes away; it is removed when the scene has nothing unsaved (saved,
/// undone, a new scene) and when the gallery closes after the person answered the question about unsaved edits. A
/// signal cannot ask, so then the file stays, for the next start to offer.
@MainActor
package final class RecoveryKeeper {
    /// How long after the last edit the file is written.
    static let quietSeconds: UInt32 = 1
    /// How long a run of edits may go on before the file is written anyway, in microseconds.
    static let longestWait: gint64 = 5_000_000

    private let recovery: SceneRecovery
    private let document: ComposerDocument
    private lazy var debounce = Debounce(seconds: Self.quietSeconds) { [unowned self] in self.keepNow() }
    /// When the first edit not yet in the file was made (GLib's monotonic clock), if one is waiting.
    private var waitingSince: gint64?
    /// Whether this run's file exists.
    private var kept = false
    private var finished = false
    /// The failure said last, so that keeping failing the same way again says nothing.
    private var saidFailure: LocalizedText?
    /// The draft another run left, offered until it is recovered or discarded.
    private(set) var offer: RecoveryOffer?
    /// Called when ``offer`` changes: the window shows the new one, or none.
    var onOfferChanged: (@MainActor () -> Void)?

    /// Reads what the folder holds to offer (a file that does not read is set aside and said in one line), and keeps
    /// `document`'s scene from now on.
    init(recovery: SceneRecovery, document: ComposerDocument) {
        self.recovery = recovery
        self.document = document
        let finding = recovery.offer()
        for problem in finding.problems { printError("gallery: " + Quoting.oneLine(tr(problem))) }
        offer = finding.offer
        document.observe(by: self) { [unowned self] in self.changed() }
    }

    private func changed() {
        guard !finished else { return }
        guard document.needsRecovery else {
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
    /// once), and the other run's file goes; the next draft, if any, is offered.
    func recovered(_ recovered: RecoveryOffer) {
        debounce.cancel()
        keepNow()
        recovery.remove(recovered)
        offerNext()
    }

    /// The person discarded the offered scene: its file goes, and the next draft, if any, is offered.
    func discard(_ discarded: RecoveryOffer) {
        recovery.remove(discarded)
        offerNext()
    }

    private func offerNext() {
        let finding = recovery.offer()
        for problem in finding.problems { printError("gallery: " + Quoting.oneLine(tr(problem))) }
        offer = finding.offer
        onOfferChanged?()
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
        guard document.needsRecovery else { return removeOwn() }
        do {
            try recovery.keep(document.composer, file: document.path)
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
