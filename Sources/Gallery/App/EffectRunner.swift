import CGtk
import Foundation
import GalleryModel
import GalleryResources
import GallerySceneReader
import GalleryTranslation

/// Runs what the window's reducer asks of the world (``WindowEffect``) and sends back what it found, as actions: reads
/// and writes files (scenes on a reading thread, so the window keeps answering whatever a file holds), watches them,
/// keeps time, starts `gallery render`, opens file choosers and the About and shortcuts windows, changes the language,
/// closes and quits. It decides nothing: what an answer means is the reducer's.
@MainActor
final class EffectRunner {
    let store: WindowStore
    private let application: UnsafeMutablePointer<GtkApplication>
    /// The window shown now (a new one after a change of language).
    weak var window: MainWindow?
    /// What keeps the composer's unsaved scene beside the state file; nil when there is nowhere to keep it.
    let recovery: RecoveryKeeper?
    /// The watchers of the scene files open, and of the composer's file.
    private var sceneMonitors: [SceneOrigin: FileMonitor] = [:]
    /// The project each scene file was last read with, brought up to date when the file is read again.
    private var sceneProjects: [String: SceneProject] = [:]
    private var composerMonitor: FileMonitor?
    /// The last image export started: its process, for a test that quits while it draws.
    private(set) var imageExport: Process?

    init(store: WindowStore, application: UnsafeMutablePointer<GtkApplication>, recovery: RecoveryKeeper?) {
        self.store = store
        self.application = application
        self.recovery = recovery
        store.runEffect = { [unowned self] effect in self.run(effect) }
    }

    /// Stops watching every file (the application is ending).
    func close() {
        for monitor in sceneMonitors.values { monitor.cancel() }
        sceneMonitors = [:]
        composerMonitor?.cancel()
        composerMonitor = nil
    }

    private func run(_ effect: WindowEffect) {
        switch effect {
        case .readScene(let origin, let platform, let branches): readScene(origin, for: platform, branches: branches)
        case .watchSceneFile(let origin, let path): watchScene(origin, path: path)
        case .after(let milliseconds, let action):
            if milliseconds == 0 {
                MainLoop.whenIdle { [store] in store.send(action) }
            } else {
                MainLoop.after(milliseconds) { [store] in store.send(action) }
            }
        case .readPaletteItem(let item):
            do throws(SceneFileError) {
                store.send(.paletteItemRead(.success(try item.insertion())))
            } catch {
                store.send(.paletteItemRead(.failure(ProblemLine(error.text))))
            }
        case .locateComposedScene(let source, let fileName, let revision):
            let read = try? SceneReader.read(source: source, fileName: fileName, views: .shown).scene(named: nil)
            store.send(.composedSceneLocated(revision: revision, read))
        case .openComposerFile(let path):
            store.send(.composerFileOpened(path: path, Result { () throws(SceneFileError) in
                try Self.reading(try SceneReader.readFile(atPath: path, views: .shown))
            }.mapError { ProblemLine($0.text) }))
        case .watchComposerFile(let path): watchComposer(path)
        case .readComposerFile(let path, let reading):
            SceneReader.readFileInBackground(atPath: path, views: .shown) { [store] result in
                let read = Self.reading(result)
                MainLoop.handBack { store.send(.composerFileRead(path: path, reading: reading, read)) }
            }
        case .writeComposedScene(let source, let path):
            do {
                try AtomicFile.write(Data(source.utf8), toPath: path)
                store.send(.composerSaved(path: path, source: source, failure: nil))
            } catch {
                store.send(.composerSaved(path: path, source: source, failure: error.text))
            }
        case .readDraft(let offer):
            let draft = offer.draft
            let name = draft.file.map { URL(fileURLWithPath: $0).lastPathComponent } ?? draft.name + ".swift"
            do throws(SceneFileError) {
                store.send(.draftRead(offer, .success(try SceneReader.read(source: draft.source, fileName: name).scene(named: nil))))
            } catch {
                store.send(.draftRead(offer, .failure(ProblemLine(error.text))))
            }
        case .keepRecovered(let offer):
            if let recovery { store.send(.recoveryOffered(recovery.recovered(offer))) }
        case .discardDraft(let offer):
            if let recovery { store.send(.recoveryOffered(recovery.discard(offer))) }
        case .writeConfiguration(let configuration, let path):
            do {
                try ConfigurationFile.write(configuration, toPath: path)
                store.send(.exported(path: path, failure: nil))
            } catch {
                store.send(.exported(path: path, failure: error.text))
            }
        case .readConfiguration(let path):
            store.send(.configurationRead(path: path, Result { () throws(ConfigurationError) in try ConfigurationFile.load(path: path) }
                .mapError { ProblemLine($0.text) }))
        case .renderImages(let page, let configuration, let folder):
            imageExport = ImageExport.start(page, configuration: configuration, folder: folder, store: store)
        case .chooseFile(let request):
            guard let window else { return }
            FileChooser.ask(request, over: window.window) { [store] path in store.send(request.action(choosing: path)) }
        case .showAbout:
            if let window { AboutDialog.present(over: window.window) }
        case .showShortcuts:
            window?.showShortcuts()
        case .useLanguage(let language):
            store.send(.languageUsed(language, problem: Translation.use(language)))
        case .closeWindow:
            if let window { gtk_window_close(gallery_window(window.window)) }
        case .quit:
            g_application_quit(gallery_g_application(application))
        case .focus:
            preconditionFailure("the store moves the focus after drawing")
        }
    }

    /// Reads the scene of `origin` with its project's declarations on a reading thread (a view of another file is
    /// drawn from its body, as `gallery scene` draws it); what it finds goes back to the store. The project is kept for
    /// the file's next read, which re-reads that file alone.
    private func readScene(_ origin: SceneOrigin, for platform: Platform, branches: SceneBranchChoices) {
        let path = Self.path(of: origin)
        SceneProject.readFileInBackground(atPath: path, knowing: sceneProjects[path], views: .shown,
                                          options: SceneReadingOptions(platform: platform, branches: branches, languages: Translation.language.appLanguages)) { [store] result, project in
            let reading = Self.reading(result)
            MainLoop.handBack { [weak self] in
                self?.sceneProjects[path] = project
                store.send(.sceneRead(origin, path: path, reading))
            }
        }
    }

    /// Watches the scene's file; a change that leaves it whole (written and closed, or renamed into place) and there is
    /// settled. A file renamed away (an editor keeping the old one as a backup) is not there yet.
    private func watchScene(_ origin: SceneOrigin, path: String) {
        sceneMonitors[origin]?.cancel()
        sceneMonitors[origin] = FileMonitor(path: path) { [store] whole in
            let isThere = SystemPath.withCString(path) { access($0, F_OK) == 0 }
            store.send(.sceneFileChanged(origin, settled: whole && isThere))
        }
    }

    /// Watches the composer's file (nil: none).
    private func watchComposer(_ path: String?) {
        composerMonitor?.cancel()
        composerMonitor = path.flatMap { path in
            FileMonitor(path: path) { [store] whole in store.send(.composerFileChanged(settled: whole)) }
        }
    }

    /// Where the scene of `origin` is read from: a shipped example in the resources' `scenes/` folder, or the file.
    static func path(of origin: SceneOrigin) -> String {
        switch origin {
        case .file(let path): path
        case .example(let name):
            (GalleryResources.sceneFolder?.appendingPathComponent(name + ".swift").path) ?? name + ".swift"
        }
    }

    /// What a reading gave, as the model takes it: the first view's scene with every diagnostic, or the one line
    /// saying why there is none.
    nonisolated static func reading(_ result: Result<SceneFile, SceneFileError>) -> Result<SceneReading, ProblemLine> {
        result.mapError { ProblemLine($0.text) }.flatMap { file in
            Result { () throws(SceneFileError) in try reading(file) }.mapError { ProblemLine($0.text) }
        }
    }

    /// The reading of `file`: its first view and every diagnostic.
    nonisolated private static func reading(_ file: SceneFile) throws(SceneFileError) -> SceneReading {
        SceneReading(scene: try file.scene(named: nil), source: file.source, fileDiagnostics: file.diagnostics)
    }
}
