/// The composer: its edits, its history, its file (opened, saved, changed by an editor) and the scene an earlier run
/// left unsaved.
extension WindowModel {
    mutating func applyToComposer(_ action: WindowAction) -> [WindowEffect] {
        switch action {
        case .composer(let asked):
            return compose(asked)
        case .paletteItemRead(.success(let insert)):
            composer.apply(insert)
            return locateComposedScene()
        case .paletteItemRead(.failure(let failure)):
            composer.problem = failure.text
            composer.changed()
        case .composedSceneLocated(let revision, let read):
            // The reading is taken only when it is the composed scene itself, for the revision drawn now.
            let composed = composer.composer.scene
            guard revision == composer.revision, let read, read.withoutLocations.roots == composed.roots,
                  read.withoutLocations.state == composed.state else { return [] }
            composer.located = LocatedScene(revision: revision, scene: read)
        case .composerFileOpened(let path, .success(let reading)):
            composer.composer.reload(reading.scene)
            composer.path = path
            composer.problem = nil
            composer.conflict = nil
            composer.changed()
            banner = nil
            // The file chooser had the focus: it goes to the scene's outline.
            return showComposer() + [.watchComposerFile(path: path), .focus(.chosenView)] + locateComposedScene()
        case .composerFileOpened(_, .failure(let failure)):
            banner = .error(failure.text)
        case .composerFileChanged(let settled):
            guard composer.path != nil else { return [] }
            composer.changes += 1
            return [.after(milliseconds: settled ? 0 : Self.quietMilliseconds, .composerFileQuiet(change: composer.changes))]
        case .composerFileQuiet(let change):
            guard change == composer.changes, let path = composer.path else { return [] }
            composer.readings += 1
            return [.readComposerFile(path: path, reading: composer.readings)]
        case .composerFileRead(let path, let reading, let result):
            return editorSaved(path: path, reading: reading, result)
        case .composerSaved(let path, let source, let failure):
            return saved(to: path, source: source, failure: failure)
        case .draftRead(let offer, .success(let scene)):
            composer.composer = .recovered(scene)
            composer.path = offer.draft.file
            composer.problem = nil
            composer.conflict = nil
            composer.changed()
            banner = nil
            return showComposer() + [.watchComposerFile(path: composer.path), .keepRecovered(offer), .focus(.chosenView)]
                + locateComposedScene()
        case .draftRead(_, .failure(let failure)):
            // A kept scene that no longer reads is said; its file stays.
            banner = .error(failure.text)
        case .recoveryOffered(let offer):
            let hadOffer = recoveryOffer != nil
            recoveryOffer = offer
            // The offer has the focus as it shows; answered and gone, the focus goes back to the page.
            if offer != nil { return [.focus(.recoveryOffer)] }
            return hadOffer && page != .composer ? [.focus(.page)] : []
        default:
            preconditionFailure("\(action) is not the composer's")
        }
        return []
    }

    /// What the composer's toolbar, knobs, menus and keys ask. An edit of the chosen view needs one; what would lose
    /// unsaved edits asks first.
    private mutating func compose(_ action: ComposerAction) -> [WindowEffect] {
        switch action {
        case .insert(let item):
            return [.readPaletteItem(item)]
        case .move, .duplicate, .delete, .wrap, .setTitle, .setStyle, .setTint, .setControlSize, .setDisabled:
            // An edit the scene does not allow now (its button is dimmed, its key does nothing) changes nothing.
            guard composer.allows(action), let path = composer.composer.selection, let edit = action.edit(of: path) else { return [] }
            let revision = composer.revision
            composer.apply(edit)
            return composer.revision == revision ? [] : locateComposedScene()
        case .undo:
            guard composer.composer.undo() else { return [] }
            composer.problem = nil
            composer.changed()
            return locateComposedScene()
        case .redo:
            guard composer.composer.redo() else { return [] }
            composer.problem = nil
            composer.changed()
            return locateComposedScene()
        case .new:
            return askFirst(.newScene)
        case .open:
            return askFirst(.openFile)
        case .openFile(let path):
            return [.openComposerFile(path: path)]
        case .save:
            return composer.allows(.save) ? saveComposer() : []
        case .saveAs:
            return [.chooseFile(.composerDestination(suggestedName: composer.fileName))]
        case .saveTo(let path):
            return [.writeComposedScene(source: composer.composer.source, path: path)]
        case .recover:
            return recoveryOffer == nil ? [] : askFirst(.recover)
        case .discardRecovered:
            return recoveryOffer.map { [.discardDraft($0)] } ?? []
        }
    }

    /// Does `intent` at once when the composer has nothing unsaved; otherwise asks first.
    private mutating func askFirst(_ intent: ComposerIntent) -> [WindowEffect] {
        guard composer.composer.isEdited else { return perform(intent) }
        question = .unsavedEdits(before: intent)
        return []
    }

    /// Saves to the composer's file, or asks where first when it has none.
    mutating func saveComposer() -> [WindowEffect] {
        guard let path = composer.path else { return [.chooseFile(.composerDestination(suggestedName: composer.fileName))] }
        return [.writeComposedScene(source: composer.composer.source, path: path)]
    }

    /// The scene was written to `path` (or not, and `failure` says why): the composer follows that file from now on,
    /// and what waited for the save goes on.
    private mutating func saved(to path: String, source: String, failure: LocalizedText?) -> [WindowEffect] {
        if let failure {
            banner = .error(say("Could not save the scene: \(failure)"))
            composer.afterSave = nil
            return []
        }
        composer.written = source
        composer.composer.markSaved()
        let moved = path != composer.path
        composer.path = path
        composer.problem = nil
        composer.changed()
        banner = .info(say("Saved the scene to \(Quoting.path(path))."))
        var effects: [WindowEffect] = moved ? [.watchComposerFile(path: path)] : []
        if let intent = composer.afterSave {
            composer.afterSave = nil
            effects += perform(intent)
        }
        return effects
    }

    /// What an editor saved in the composer's file: the composer takes it with nothing unsaved, ignores its own write,
    /// or, over unsaved edits, asks which to keep. A reading overtaken by a later one, or of a file no longer followed,
    /// is dropped; a file with errors is said, and the scene stays.
    private mutating func editorSaved(path: String, reading: Int, _ result: Result<SceneReading, ProblemLine>) -> [WindowEffect] {
        guard reading == composer.readings, path == composer.path, case .success(let file) = result,
              file.source != composer.written else { return [] }
        guard !file.hasErrors else {
            composer.problem = say("\(Quoting.path(path)) changed and has errors: the composer keeps its scene.")
            composer.changed()
            return []
        }
        switch composer.composer.fileChanged(to: file.scene) {
        case .unchanged:
            return []
        case .reloaded:
            composer.problem = nil
            composer.changed()
            return locateComposedScene()
        case .conflict:
            // A question already open answers for the file's newest version.
            composer.conflict = file.scene
            if question == nil { question = .fileChanged(path: path) }
            composer.changed()
            return []
        }
    }

    /// Reads the composed scene back from the source Save writes, so the inspector can name each view's line.
    func locateComposedScene() -> [WindowEffect] {
        [.locateComposedScene(source: composer.composer.source, fileName: composer.fileName, revision: composer.revision)]
    }
}
