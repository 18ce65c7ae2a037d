import CGtk
import Foundation
import GalleryModel
import GallerySceneReader
import GalleryTranslation

/// The window's composer: the scene built by hand (a ``SceneComposer``), the file it was saved as or opened from,
/// and that file watched, so that an editor's save is taken in, or, over unsaved edits, asked about.
///
/// Every edit goes through ``apply(_:)``, ``undo()`` and ``redo()``; each tells the observers (the composer's page,
/// the variants view), which draw the scene again. Kept by the ``SceneLibrary``, so it outlives a window built again
/// in another language.
@MainActor
package final class ComposerDocument: SceneHolding {
    /// The scene, its selection and its history.
    package private(set) var composer = SceneComposer()
    /// The file the scene was last saved as or opened from; nil for a scene never saved.
    package private(set) var path: String?
    /// The last edit refused, or the last file problem, in one line; nil once an edit succeeds.
    package private(set) var problem: String?
    /// The scene the file holds now when an editor saved it over unsaved edits, until the person says which to keep.
    package private(set) var conflict: Scene?
    /// Called when a conflict arises: the window asks which version to keep.
    var onConflict: (@MainActor () -> Void)?
    let exampleState = SceneExampleState()
    /// How many changes the scene has had since the window opened.
    package private(set) var revision = 0
    private var observers: [(owner: ObjectIdentifier, changed: @MainActor () -> Void)] = []
    private var monitor: FileMonitor?
    /// The text this document last wrote: the change that write makes is its own, not an editor's.
    private var written: String?
    private var pendingChanges = 0
    /// Counts the readings of the file started, so that only the latest one is taken.
    private var readings = 0
    /// Whether the person answered the question before the window closes or the gallery quits (Save or Discard): what
    /// is unsaved then was let go, and needs no recovery copy. A signal closes without asking, and keeps one.
    private var editsLetGo = false

    /// Whether the scene has edits a recovery file must keep: unsaved, and not let go by the person.
    package var needsRecovery: Bool {
        composer.isEdited && !editsLetGo
    }

    /// The scene as Save writes it, read back: each view where its line of the code is, so that the inspector can
    /// say where a view and its style are written. The composed scene itself when the reading differs.
    var scene: Scene {
        if let located, located.revision == revision { return located.scene }
        let composed = composer.scene
        let read = try? SceneReader.read(source: composer.source, fileName: fileName, views: .shown).scene(named: nil)
        let scene = read.flatMap { read in
            read.withoutLocations.roots == composed.roots && read.withoutLocations.state == composed.state ? read : nil
        } ?? composed
        located = (revision, scene)
        return scene
    }
    private var located: (revision: Int, scene: Scene)?
    var selection: ScenePath? { composer.selection }
    /// The file's name, or the name Save suggests.
    package var fileName: String {
        path.map { URL(fileURLWithPath: $0).lastPathComponent } ?? composer.scene.name + ".swift"
    }

    func observe(by owner: AnyObject, _ changed: @escaping @MainActor () -> Void) {
        observers.append((ObjectIdentifier(owner), changed))
    }

    func stopObserving(by owner: AnyObject) {
        observers.removeAll { $0.owner == ObjectIdentifier(owner) }
    }

    /// Makes `edit`; a refused one changes nothing and says why in ``problem``.
    func apply(_ edit: SceneEdit) {
        do {
            try composer.apply(edit)
            problem = nil
        } catch {
            problem = tr(error.message)
        }
        changed()
    }

    /// Inserts the palette's `item`, read as the scene reader reads it.
    func insert(_ item: ScenePaletteItem) {
        do {
            apply(try item.insertion())
        } catch {
            problem = tr(error.text)
            changed()
        }
    }

    func undo() {
        if composer.undo() { problem = nil }
        changed()
    }

    func redo() {
        if composer.redo() { problem = nil }
        changed()
    }

    func select(_ path: ScenePath?) {
        composer.select(path)
        changed()
    }

    /// Starts an empty scene, never saved (the window has asked about unsaved edits before).
    func startNew() {
        composer = SceneComposer()
        watch(nil)
        problem = nil
        changed()
    }

    /// Opens the first view of the SwiftUI file at `path` to compose further.
    ///
    /// - Throws: ``SceneFileError`` when the file cannot be read or holds no view; nothing changes then.
    func open(_ path: String) throws(SceneFileError) {
        let scene = try SceneReader.readFile(atPath: path, views: .shown).scene(named: nil)
        composer.reload(scene)
        watch(path)
        problem = nil
        changed()
    }

    /// Takes up `scene`, the unsaved scene a recovery file kept, as it was left: unsaved, following `file` (the file it
    /// was opened from or saved as), with nothing to undo.
    func recover(_ scene: Scene, file: String?) {
        composer = .recovered(scene)
        watch(file)
        problem = nil
        changed()
    }

    /// The person said to close the window or quit without saving (or saved first): the edits need no recovery copy.
    func letEditsGo() {
        editsLetGo = true
    }

    /// Writes the scene as a SwiftUI file at `path`, atomically, and follows that file from now on.
    ///
    /// - Throws: ``FileFailure`` naming the path and the reason; the file, if any, is untouched then.
    func save(to path: String) throws(FileFailure) {
        let source = composer.source
        try AtomicFile.write(Data(source.utf8), toPath: path)
        written = source
        composer.markSaved()
        if path != self.path { watch(path) }
        problem = nil
        changed()
    }

    /// The answer "keep my edits" to a conflict: the scene stays as edited, and unsaved.
    func keepEdits() {
        guard let conflict else { return }
        composer.keepEdits(over: conflict)
        self.conflict = nil
        changed()
    }

    /// The answer "take the file's version" to a conflict: the scene becomes the file's, with nothing to undo.
    func takeFile() {
        guard let conflict else { return }
        composer.reload(conflict)
        self.conflict = nil
        changed()
    }

    /// Stops watching the file (the window is closing).
    func close() {
        monitor?.cancel()
        monitor = nil
    }

    private func watch(_ path: String?) {
        monitor?.cancel()
        self.path = path
        monitor = path.flatMap { path in FileMonitor(path: path) { [weak self] whole in self?.fileChanged(whole: whole) } }
    }

    /// The file changed: read it once the change leaves it whole, or once it has been quiet, as a scene page does.
    private func fileChanged(whole: Bool) {
        pendingChanges += 1
        let change = pendingChanges
        let read: @MainActor () -> Void = { [weak self] in
            guard let self, change == self.pendingChanges else { return }
            self.readFile()
        }
        if whole { MainLoop.whenIdle(read) } else { MainLoop.after(SceneDocument.quietMilliseconds, read) }
    }

    /// Reads the file an editor saved, on a reading thread (the window keeps answering, whatever the file holds).
    private func readFile() {
        guard let path else { return }
        readings += 1
        let reading = readings
        SceneReader.readFileInBackground(atPath: path, views: .shown) { [weak self] result in
            MainLoop.handBack { self?.fileRead(result, path: path, reading: reading) }
        }
    }

    /// What the editor saved: the composer takes it, ignores its own write, or, over unsaved edits, asks. A reading
    /// overtaken by a later one, or of a file no longer followed, is dropped.
    private func fileRead(_ result: Result<SceneFile, SceneFileError>, path: String, reading: Int) {
        guard reading == readings, path == self.path, case .success(let file) = result, file.source != written else { return }
        guard let scene = try? file.scene(named: nil),
              !(file.diagnostics + scene.diagnostics).contains(where: { $0.severity == .error }) else {
            problem = tr("\(Quoting.path(path)) changed and has errors: the composer keeps its scene.")
            changed()
            return
        }
        switch composer.fileChanged(to: scene) {
        case .unchanged: return
        case .reloaded: problem = nil
        case .conflict:
            // A question already open answers for the file's newest version.
            let asking = conflict != nil
            conflict = scene
            if !asking { onConflict?() }
        }
        changed()
    }

    private func changed() {
        editsLetGo = false
        revision += 1
        for observer in observers { observer.changed() }
    }
}
