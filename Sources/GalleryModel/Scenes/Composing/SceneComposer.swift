/// A scene composed by hand: the scene, the view chosen in it, every edit's undo and redo, and whether it differs
/// from what was last saved. The window's composer holds one and draws its scene after every edit.
public struct SceneComposer: Sendable, Equatable {
    /// The scene as edited so far.
    public private(set) var scene: Scene
    /// The view the next edit applies to, or nil (an insert then appends to the scene's end).
    public private(set) var selection: ScenePath?
    private var undoStack: [Snapshot] = []
    private var redoStack: [Snapshot] = []
    /// The scene as it was last saved (or opened); nil for a scene recovered from a run that ended before saving it,
    /// which differs from whatever was saved until it is saved again.
    private var saved: Scene?

    private struct Snapshot: Sendable, Equatable {
        let scene: Scene
        let selection: ScenePath?
    }

    /// A composer of `scene`, which counts as saved: a new, empty scene named after what Xcode names a new view, or
    /// a scene read from a file.
    public init(scene: Scene = Scene(name: "ContentView", roots: [])) {
        self.scene = scene
        saved = scene
    }

    /// A composer of `scene` as a recovery file kept it: unsaved until it is saved, whatever a file holds, with
    /// nothing to undo.
    public static func recovered(_ scene: Scene) -> SceneComposer {
        var composer = SceneComposer(scene: scene.withoutLocations)
        composer.saved = nil
        return composer
    }

    /// Whether there is an edit to undo.
    public var canUndo: Bool { !undoStack.isEmpty }
    /// Whether there is an undone edit to redo.
    public var canRedo: Bool { !redoStack.isEmpty }
    /// Whether the scene differs from what was last saved: closing it then loses work.
    public var isEdited: Bool { scene != saved }
    /// The scene as a SwiftUI file, as Save writes it.
    public var source: String { SceneSource.print(scene) }

    /// Chooses the view the next edits apply to; a path with no view chooses nothing.
    public mutating func select(_ path: ScenePath?) {
        selection = path.flatMap { scene.node(at: $0) == nil ? nil : $0 }
    }

    /// Makes `edit`, choosing the view it made or moved; it can be undone. Throws, changing nothing, when the edit
    /// cannot be made (moving the first view up, a path with no view).
    public mutating func apply(_ edit: SceneEdit) throws(SceneEditError) {
        var edited = scene
        let chosen = try SceneEditing.apply(edit, to: &edited, selection: selection)
        undoStack.append(Snapshot(scene: scene, selection: selection))
        redoStack.removeAll()
        scene = edited
        selection = chosen
    }

    /// Takes back the last edit; false when there was none.
    @discardableResult
    public mutating func undo() -> Bool {
        guard let last = undoStack.popLast() else { return false }
        redoStack.append(Snapshot(scene: scene, selection: selection))
        (scene, selection) = (last.scene, last.selection)
        return true
    }

    /// Makes the last undone edit again; false when there was none.
    @discardableResult
    public mutating func redo() -> Bool {
        guard let next = redoStack.popLast() else { return false }
        undoStack.append(Snapshot(scene: scene, selection: selection))
        (scene, selection) = (next.scene, next.selection)
        return true
    }

    /// Records that the scene as it is now was saved.
    public mutating func markSaved() {
        saved = scene
    }

    /// Replaces the scene with `scene` as a file now holds it (the editor saved it), as a new start: nothing to
    /// undo, nothing unsaved. Where the file wrote each view is dropped: a composed scene has no lines yet.
    public mutating func reload(_ scene: Scene) {
        self = SceneComposer(scene: scene.withoutLocations)
    }

    /// Whether `edit` can be made now, for enabling its button; trying it changes nothing.
    public func allows(_ edit: SceneEdit) -> Bool {
        var scene = scene
        do {
            _ = try SceneEditing.apply(edit, to: &scene, selection: selection)
            return true
        } catch {
            return false
        }
    }

    /// The file the composer saved to now holds `scene` (an editor saved it). With nothing unsaved the composer
    /// takes it; with unsaved edits it takes nothing and reports a conflict, for the person to say which to keep;
    /// a file holding what was saved (the composer's own save, read back) changes nothing.
    public mutating func fileChanged(to scene: Scene) -> SceneFileChange {
        let scene = scene.withoutLocations
        if let saved, scene.roots == saved.roots, scene.state == saved.state { return .unchanged }
        guard isEdited else {
            reload(scene)
            return .reloaded
        }
        return .conflict
    }

    /// Keeps the edits over the file's version `scene` (the answer "keep mine" to a conflict): the scene stays as
    /// edited, and stays unsaved, since the file now differs from it.
    public mutating func keepEdits(over scene: Scene) {
        saved = scene.withoutLocations
    }

    /// Every style of `family` with whether it is available in `context` and, when not, why: the style menu lists
    /// them all and dims those it cannot show as they are.
    public static func styleChoices(for family: StyleFamily, in context: Context) -> [SceneStyleChoice] {
        StyleCatalog.family(family).styles.map { style in
            let resolution = StyleResolver.resolve(style, in: context)
            return SceneStyleChoice(style: style, isAvailable: resolution.isAvailable,
                                    reason: resolution.isAvailable ? nil : resolution.steps.first?.text)
        }
    }
}

/// What became of a change to the composer's file.
public enum SceneFileChange: Sendable, Equatable {
    /// The file holds what the composer saved: nothing to do.
    case unchanged
    /// The composer had nothing unsaved and took the file's scene.
    case reloaded
    /// The composer has unsaved edits and the file another scene: the person chooses.
    case conflict
}

/// A style the composer offers for a view, with whether the emulated platform and release have it.
public struct SceneStyleChoice: Sendable, Equatable {
    /// The style.
    public let style: StyleDescriptor
    /// Whether it exists on the platform in the release.
    public let isAvailable: Bool
    /// Why not, when it does not.
    public let reason: LocalizedText?
}
