import CGtk
import GalleryModel
import GallerySceneReader
import GalleryTranslation

/// One scene's source while the window has it open: the file, the scene last read from it that had no error,
/// what the last reading found, the view chosen in its outline, and its controls' example state.
///
/// It watches the file (``FileMonitor``) and reads it again once a change leaves it whole, on a reading thread, so
/// the window keeps answering while a large or hostile file is read; then it tells its pages, which resolve, plan
/// and draw it again. A reading that fails or has errors leaves the last good scene in place, marked stale, beside
/// the new diagnostics, so a half-typed edit never half-draws the stage.
@MainActor
package final class SceneDocument {
    /// Which page it is.
    package let origin: SceneOrigin
    /// The file read.
    package let path: String
    /// The file's name, as diagnostics and the inspector name it.
    package let fileName: String
    /// The scene drawn: the last one read without errors (the first reading's, errors or not).
    package private(set) var scene: Scene
    /// The file's text when ``scene`` was read: the code the inspector shows, as the developer wrote it.
    package private(set) var source: String
    /// What the last reading found: the file's problems and the view's.
    package private(set) var diagnostics: [SceneDiagnostic]
    /// Why the scene drawn is not the file as it is now (a reading that failed, in one line, or had errors); nil
    /// while it is.
    package private(set) var staleReason: String?
    /// The view chosen in the outline or on the stage, kept by path across platform switches and readings.
    package var selection: ScenePath?
    /// The values of its controls' bindings.
    let exampleState = SceneExampleState()
    /// How many readings changed the scene or its diagnostics since the page opened.
    package private(set) var revision = 0
    /// Whether a reading of the file is under way on its thread.
    package private(set) var isReading = false
    /// Whether the file changed again while it was being read, so it is read once more when that reading ends.
    private var readsAgain = false
    private var monitor: FileMonitor?
    private var observers: [(owner: ObjectIdentifier, changed: @MainActor () -> Void)] = []
    /// Counts the changes the monitor reported, so only the last of a burst reads the file.
    private var pendingChanges = 0

    /// How long the file must stay unchanged before it is read again: an editor's save is a burst of writes,
    /// truncations and renames.
    static let quietMilliseconds: UInt32 = 25

    /// Reads the scene of `origin` at `path` on a reading thread, and hands the document, or the one line saying
    /// why there is none, to `then` on the main loop.
    static func open(_ origin: SceneOrigin, path: String, then: @escaping @MainActor (Result<SceneDocument, SceneFileError>) -> Void) {
        SceneReader.readFileInBackground(atPath: path, views: .shown) { result in
            MainLoop.handBack {
                then(result.flatMap { file in Result { () throws(SceneFileError) in try SceneDocument(origin, path: path, file: file) } })
            }
        }
    }

    /// The document of `file`, the scene of `origin` read from `path`; throws the one line saying why it has no
    /// scene.
    private init(_ origin: SceneOrigin, path: String, file: SceneFile) throws(SceneFileError) {
        self.origin = origin
        self.path = path
        fileName = origin.fileName
        scene = try file.scene(named: nil)
        source = file.source
        diagnostics = Self.diagnostics(of: file, scene)
        monitor = FileMonitor(path: path) { [weak self] whole in self?.fileChanged(whole: whole) }
    }

    /// Tells `owner` after every reading that changed what the page shows, until ``stopObserving(by:)``.
    func observe(by owner: AnyObject, _ changed: @escaping @MainActor () -> Void) {
        observers.append((ObjectIdentifier(owner), changed))
    }

    func stopObserving(by owner: AnyObject) {
        observers.removeAll { $0.owner == ObjectIdentifier(owner) }
    }

    /// Stops watching the file (the window is closing).
    func close() {
        monitor?.cancel()
        monitor = nil
        observers = []
    }

    /// The file changed: read it as soon as the main loop is free when the change leaves it whole (written and
    /// closed, or renamed into place), else once it has been quiet for ``quietMilliseconds`` (a write still going
    /// on, or an editor's save that deletes the file before it writes the new one).
    private func fileChanged(whole: Bool) {
        pendingChanges += 1
        let change = pendingChanges
        let read: @MainActor () -> Void = { [weak self] in
            guard let self, change == self.pendingChanges else { return }
            self.reload()
        }
        // A file renamed away (an editor keeping the old one as a backup) is not there yet: wait for the new one.
        let isThere = SystemPath.withCString(path) { access($0, F_OK) == 0 }
        if whole, isThere { MainLoop.whenIdle(read) } else { MainLoop.after(Self.quietMilliseconds, read) }
    }

    /// Reads the file again, on a reading thread: a good reading replaces the scene, a bad one keeps it, stale. A
    /// change while a reading is under way is read once that reading has ended.
    func reload() {
        guard !isReading else {
            readsAgain = true
            return
        }
        isReading = true
        SceneReader.readFileInBackground(atPath: path, views: .shown) { [weak self] result in
            MainLoop.handBack { self?.finishReading(result) }
        }
    }

    /// Takes what the reading thread read.
    private func finishReading(_ result: Result<SceneFile, SceneFileError>) {
        isReading = false
        guard monitor != nil else { return }
        do throws(SceneFileError) {
            let file = try result.get()
            let read = try file.scene(named: nil)
            diagnostics = Self.diagnostics(of: file, read)
            if diagnostics.contains(where: { $0.severity == .error }) {
                staleReason = tr("The file has errors: the stage shows it as it last read without any.")
            } else {
                scene = read
                source = file.source
                staleReason = nil
            }
        } catch {
            staleReason = tr(error.text)
        }
        if let selection, scene.node(at: selection) == nil { self.selection = nil }
        revision += 1
        for observer in observers { observer.changed() }
        if readsAgain {
            readsAgain = false
            reload()
        }
    }

    /// The file's problems and the view's, each once, in source order.
    private static func diagnostics(of file: SceneFile, _ scene: Scene) -> [SceneDiagnostic] {
        var seen = Set<SceneDiagnostic>()
        return (file.diagnostics + scene.diagnostics).filter { seen.insert($0).inserted }.sorted { $0.location < $1.location }
    }
}
