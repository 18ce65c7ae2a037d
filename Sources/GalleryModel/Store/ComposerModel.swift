import Foundation

/// The composer's document: the scene built by hand (a ``SceneComposer``: the scene, the chosen view, undo and
/// redo), the file it was saved as or opened from, what went wrong last, an editor's save waiting for the person to
/// say which version to keep, and its controls' values. It lives as long as the window's store, so a window built
/// again in another language keeps it.
public struct ComposerModel: Sendable, Equatable {
    /// The scene, its selection and its history.
    public internal(set) var composer = SceneComposer()
    /// The file the scene was last saved as or opened from; nil for a scene never saved.
    public internal(set) var path: String?
    /// The last edit refused, or the last file problem, in one line; nil once an edit succeeds.
    public internal(set) var problem: LocalizedText?
    /// The scene the file holds now when an editor saved it over unsaved edits, until the person says which to keep.
    public internal(set) var conflict: Scene?
    /// The values its controls' bindings were given, which its stage draws the scene with, as a scene's page does.
    public internal(set) var examples = SceneControlValues()
    /// How many times the stage must be drawn anew for a value its controls were given: each one a project's style body
    /// reads (``SceneControlValues/set(_:to:redrawing:in:)``), which the body draws from. Edits of the scene count in
    /// ``revision``.
    public internal(set) var redraws = 0
    /// How many changes the scene has had since the window opened.
    public internal(set) var revision = 0
    /// The scene as Save writes it, read back (``WindowAction/composedSceneLocated(revision:_:)``): each view where
    /// its line of the code is, so that the inspector can say where a view and its style are written.
    var located: LocatedScene?
    /// The text this document last wrote: the change that write makes is its own, not an editor's.
    var written: String?
    /// Counts the changes the file's monitor reported, so only the last of a burst reads the file.
    var changes = 0
    /// Counts the readings of the file started, so that only the latest one is taken.
    var readings = 0
    /// Whether the person answered the question before the window closes or the gallery quits (Save or Discard): what
    /// is unsaved then was let go, and needs no recovery copy. A signal closes without asking, and keeps one.
    var editsLetGo = false
    /// What waits for a save the person asked for in answer to a question.
    var afterSave: ComposerIntent?

    public init() {}

    /// The scene drawn: as Save writes it, read back with where each view is written once that reading matches the
    /// composed scene, else the composed scene itself.
    public var scene: Scene {
        if let located, located.revision == revision { return located.scene }
        return composer.scene
    }

    /// The file's name, or the name Save suggests.
    public var fileName: String {
        path.map { URL(fileURLWithPath: $0).lastPathComponent } ?? composer.scene.name + ".swift"
    }

    /// The page's title: the file's name once it has one, marked while it has unsaved edits.
    public var title: LocalizedText {
        let name = path == nil ? LocalizedText(GalleryPage.composer.title) : .verbatim(fileName)
        return composer.isEdited ? say("\(name) (edited)") : name
    }

    /// Whether the scene has edits a recovery file must keep: unsaved, and not let go by the person.
    public var needsRecovery: Bool {
        composer.isEdited && !editsLetGo
    }

    /// Whether `action` can be made now, for enabling its button and key: an edit of the chosen view that the scene
    /// allows, undo or redo with something to take back, Save with something unsaved or no file yet.
    public func allows(_ action: ComposerAction) -> Bool {
        switch action {
        case .move, .duplicate, .delete:
            guard let path = composer.selection, let edit = action.edit(of: path) else { return false }
            return composer.allows(edit)
        case .wrap, .setTitle, .setStyle, .setTint, .setControlSize, .setDisabled:
            return composer.selection != nil
        case .undo: return composer.canUndo
        case .redo: return composer.canRedo
        case .save: return composer.isEdited || path == nil
        case .insert, .new, .open, .openFile, .saveAs, .saveTo, .recover, .discardRecovered: return true
        }
    }

    /// Marks a change: the page draws the scene again, and the edits need keeping again.
    mutating func changed() {
        editsLetGo = false
        revision += 1
    }

    /// Makes `edit`; a refused one changes nothing and says why in ``problem``, and one that leaves the scene as it
    /// is (a knob showing the chosen view's own value) is no edit: nothing to undo.
    mutating func apply(_ edit: SceneEdit) {
        var edited = composer
        do {
            try edited.apply(edit)
        } catch {
            problem = error.message
            changed()
            return
        }
        guard edited.scene != composer.scene || edited.selection != composer.selection else { return }
        composer = edited
        problem = nil
        changed()
    }
}

/// The composed scene read back from the source Save writes, for the revision it was read for.
struct LocatedScene: Sendable, Equatable {
    let revision: Int
    let scene: Scene
}

/// What the composer's toolbar, knobs, menus and keys ask: an edit of the scene, a step in its history, or a file.
public enum ComposerAction: Sendable, Equatable {
    /// Adds the palette's view: into the chosen container as its last view, else after the chosen view, else at the
    /// end.
    case insert(ScenePaletteItem)
    /// Wraps the chosen view in a container.
    case wrap(in: SceneViewKind)
    /// Moves the chosen view.
    case move(ComposerMove)
    /// Duplicates the chosen view.
    case duplicate
    /// Deletes the chosen view.
    case delete
    /// Sets the words the chosen view shows.
    case setTitle(String)
    /// Writes a style modifier of `family` on the chosen view, or takes it off (nil).
    case setStyle(StyleFamily, StyleDescriptor?)
    /// Sets or takes off the chosen view's `.tint(_:)`.
    case setTint(SceneColor?)
    /// Sets or takes off the chosen view's `.controlSize(_:)`.
    case setControlSize(ControlSize?)
    /// Sets the chosen view's `.disabled(_:)`.
    case setDisabled(Bool)
    case undo
    case redo
    /// Starts an empty scene (asking first about unsaved edits).
    case new
    /// Asks for a SwiftUI file to compose further (asking first about unsaved edits).
    case open
    /// Opens the first view of the SwiftUI file at the path to compose further.
    case openFile(String)
    /// Saves to the composer's file, or asks where first when it has none.
    case save
    /// Asks where to save, then saves there.
    case saveAs
    /// Saves to the path.
    case saveTo(String)
    /// Takes up the scene an earlier run left unsaved (asking first about unsaved edits).
    case recover
    /// Lets go of the scene an earlier run left unsaved.
    case discardRecovered

    /// The edit this action makes on the view at `path`, for the actions that are one edit of it.
    func edit(of path: ScenePath) -> SceneEdit? {
        switch self {
        case .move(.up): .moveUp(path)
        case .move(.down): .moveDown(path)
        case .move(.in): .moveIn(path)
        case .move(.out): .moveOut(path)
        case .duplicate: .duplicate(path)
        case .delete: .delete(path)
        case .wrap(let kind): .wrap(path, in: kind)
        case .setTitle(let title): .setTitle(path, title)
        case .setStyle(let family, let style): style.map { .setStyle(path, $0, argument: nil) } ?? .removeStyle(path, of: family)
        case .setTint(let tint): .setTint(path, tint)
        case .setControlSize(let size): .setControlSize(path, size)
        case .setDisabled(let disabled): .setDisabled(path, disabled)
        case .insert, .undo, .redo, .new, .open, .openFile, .save, .saveAs, .saveTo, .recover, .discardRecovered: nil
        }
    }
}

/// Where the chosen view moves.
public enum ComposerMove: Sendable, Equatable, CaseIterable {
    /// Before the view above it.
    case up
    /// After the view below it.
    case down
    /// Into its neighbour, a container.
    case `in`
    /// Out of its container, after it.
    case out
}

/// What waits for the person's answer about unsaved edits, done once they have been saved or let go.
public enum ComposerIntent: Sendable, Equatable {
    case closeWindow
    case quit
    case newScene
    case openFile
    case recover

    /// What would lose the edits, as the question says it: "closing the window".
    public var doing: LocalizedText {
        switch self {
        case .closeWindow: say("closing the window")
        case .quit: say("quitting")
        case .newScene: say("starting a new scene")
        case .openFile: say("opening another file")
        case .recover: say("recovering the unsaved scene")
        }
    }
}
