/// Scene pages: opening a file, each reading of it, its file changing, the view chosen and its controls' values.
extension WindowModel {
    /// How long a scene's file must stay unchanged before it is read again when a change left it unfinished: an
    /// editor's save is a burst of writes, truncations and renames.
    public static let quietMilliseconds: UInt32 = 25

    mutating func applyToScenes(_ action: WindowAction) -> [WindowEffect] {
        switch action {
        case .openSceneFile(let path):
            return open(.scene(.file(path)))
        case .sceneRead(let origin, let path, let result):
            return read(origin, path: path, result)
        case .sceneFileChanged(let origin, let settled):
            guard var document = scenes[origin] else { return [] }
            document.changes += 1
            scenes[origin] = document
            return [.after(milliseconds: settled ? 0 : Self.quietMilliseconds, .sceneFileQuiet(origin, change: document.changes))]
        case .sceneFileQuiet(let origin, let change):
            // Only the last change of a burst reads the file; one that comes while it is read reads it again after.
            guard scenes[origin]?.changes == change else { return [] }
            return readAgain(origin)
        case .chooseSceneNode(let path):
            chooseSceneNode(path)
        case .chooseSceneBranch(let origin, let location, let branch):
            guard var document = scenes[origin], branch >= 0,
                  let conditional = document.scene.conditionals.first(where: { $0.location == location }),
                  conditional.branches.indices.contains(branch), conditional.chosen != branch else { return [] }
            document.branches.choices[location] = branch
            scenes[origin] = document
            return readAgain(origin)
        case .setSceneExample(let owner, let slot, let value):
            exampleEdit = ExampleEdit(key: slot.key, serial: exampleEdit.serial + 1)
            switch owner {
            case .composer:
                if composer.examples.set(slot, to: value, redrawing: composer.scene, in: configuration.context) { composer.redraws += 1 }
            case .scene(let origin): scenes[origin]?.set(slot, to: value, in: configuration.context)
            }
        default:
            preconditionFailure("\(action) is not the scenes'")
        }
        return []
    }

    /// Takes a reading of `origin`'s file. The first makes the scene's document (a file opened is listed in the
    /// sidebar, and its page shows if it was asked for); one that fails says why in the banner, and nothing else
    /// changes. A later one goes to the document (``SceneDocumentModel/take(_:)``), and a change made while it was read
    /// reads the file again.
    private mutating func read(_ origin: SceneOrigin, path: String, _ result: Result<SceneReading, ProblemLine>) -> [WindowEffect] {
        if var document = scenes[origin] {
            document.take(result)
            defer { scenes[origin] = document }
            guard document.readsAgain else { return [] }
            document.readsAgain = false
            document.isReading = true
            return [readingEffect(origin)]
        }
        reading.remove(origin)
        let asked = opening == .scene(origin)
        if asked { opening = nil }
        switch result {
        case .success(let first):
            scenes[origin] = SceneDocumentModel(origin: origin, path: path, reading: first)
            if case .file(let file) = origin, !openedFiles.contains(file) { openedFiles.append(file) }
            if asked { page = .scene(origin) }
            return [.watchSceneFile(origin, path: path)]
        case .failure(let failure):
            banner = .error(failure.text)
            return []
        }
    }

    /// Reads every scene open again, as the platform now chosen compiles it: a file's `#if os(macOS)` draws on the Mac
    /// what the Mac builds. The reading shown stays until the new one comes; one under way reads again after.
    mutating func readScenesAgain() -> [WindowEffect] {
        scenes.keys.sorted { "\($0)" < "\($1)" }.flatMap { readAgain($0) }
    }

    /// Reads the scene of `origin` again, or once more after the reading under way.
    private mutating func readAgain(_ origin: SceneOrigin) -> [WindowEffect] {
        guard var document = scenes[origin] else { return [] }
        defer { scenes[origin] = document }
        if document.isReading {
            document.readsAgain = true
            return []
        }
        document.isReading = true
        return [readingEffect(origin)]
    }

    /// The reading of `origin`'s file as the window draws it now: for the platform chosen, with the branches chosen of
    /// its conditionals.
    func readingEffect(_ origin: SceneOrigin) -> WindowEffect {
        .readScene(origin, for: configuration.platform, branches: scenes[origin]?.branches ?? SceneBranchChoices())
    }

    /// Chooses the view at `path` of the scene shown, or of the composer's; a path with no view changes nothing.
    private mutating func chooseSceneNode(_ path: ScenePath) {
        if page == .composer {
            guard composer.composer.scene.node(at: path) != nil, composer.composer.selection != path else { return }
            composer.composer.select(path)
            composer.changed()
        } else if case .scene(let origin) = page, let document = scenes[origin], document.scene.node(at: path) != nil {
            scenes[origin]?.selection = path
        }
    }
}
