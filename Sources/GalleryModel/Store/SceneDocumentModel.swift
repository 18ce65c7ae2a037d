/// One scene's source while the window has it open: the file, the scene last read from it without errors, what the
/// last reading found, the view chosen in it and its controls' values.
///
/// The file is watched (``WindowEffect/watchSceneFile(_:path:)``) and read again on a reading thread once a change
/// leaves it whole. A reading that fails or has errors leaves the last good scene in place, stale, beside the new
/// diagnostics, so a half-typed edit never half-draws the stage.
public struct SceneDocumentModel: Sendable, Equatable {
    /// Which page it is.
    public let origin: SceneOrigin
    /// The file read.
    public let path: String
    /// The scene drawn: the last one read without errors (the first reading's, errors or not).
    public internal(set) var scene: Scene
    /// The file's text when ``scene`` was read: the code the inspector shows, as the developer wrote it.
    public internal(set) var source: String
    /// What the last reading found: the file's problems and the view's.
    public internal(set) var diagnostics: [SceneDiagnostic]
    /// Why the scene drawn is not the file as it is now (a reading that failed, in one line, or had errors); nil
    /// while it is.
    public internal(set) var staleReason: LocalizedText?
    /// The view chosen in the outline or on the stage, kept by path across platform switches and readings.
    public internal(set) var selection: ScenePath?
    /// The values its controls' bindings were given.
    public internal(set) var examples = SceneControlValues()
    /// How many times the stage must be drawn anew since it was opened: each reading of the file, and each value
    /// given to a control whose state a project's style body reads (``ResolvedScene/keysReadByStyles``).
    public internal(set) var revision = 0
    /// Whether a reading of the file is under way on its thread.
    public internal(set) var isReading = false
    /// The branches chosen of the file's conditionals, kept for every later reading of it.
    public internal(set) var branches = SceneBranchChoices()
    /// Whether the file changed again while it was being read, so it is read once more when that reading ends.
    var readsAgain = false
    /// Counts the changes the file's monitor reported, so only the last of a burst reads the file.
    var changes = 0

    /// The document of `reading`, the first reading of `origin`'s file at `path`.
    init(origin: SceneOrigin, path: String, reading: SceneReading) {
        self.origin = origin
        self.path = path
        scene = reading.scene
        source = reading.source
        diagnostics = reading.diagnostics
    }

    /// The file's name, as diagnostics and the inspector name it.
    public var fileName: String {
        origin.fileName
    }

    /// The scene as its page's stage resolves it in `context`, its controls holding the values they were given.
    public func resolved(in context: Context) -> ResolvedScene {
        SceneResolver.resolve(scene, onStage: context, values: examples)
    }

    /// Gives `slot` `value`, when it accepts it; the stage is drawn anew (``revision``) when a style's body reads it.
    mutating func set(_ slot: ExampleSlot, to value: ExampleValue, in context: Context) {
        if examples.set(slot, to: value, redrawing: scene, in: context) { revision += 1 }
    }

    /// Takes a later reading: one without errors replaces the scene; one with errors or one that failed keeps it,
    /// stale. The chosen view stays chosen while it exists.
    mutating func take(_ result: Result<SceneReading, ProblemLine>) {
        isReading = false
        switch result {
        case .success(let reading):
            diagnostics = reading.diagnostics
            if reading.hasErrors {
                staleReason = say("The file has errors: the stage shows it as it last read without any.")
            } else {
                scene = reading.scene
                source = reading.source
                staleReason = nil
            }
        case .failure(let failure):
            staleReason = failure.text
        }
        if let selection, scene.node(at: selection) == nil { self.selection = nil }
        revision += 1
    }
}

/// What reading a scene's file gave: the first view's scene, the file's text and every diagnostic, the file's and
/// the view's, each once, in source order.
public struct SceneReading: Sendable, Equatable {
    public let scene: Scene
    public let source: String
    public let diagnostics: [SceneDiagnostic]

    /// The reading of `source`, whose first view is `scene`, with the file's diagnostics `fileDiagnostics`.
    public init(scene: Scene, source: String, fileDiagnostics: [SceneDiagnostic]) {
        self.scene = scene
        self.source = source
        var seen = Set<SceneDiagnostic>()
        diagnostics = (fileDiagnostics + scene.diagnostics).filter { seen.insert($0).inserted }.sorted { $0.location < $1.location }
    }

    /// Whether an error was found: the scene is not the file as it stands.
    public var hasErrors: Bool {
        diagnostics.contains { $0.severity == .error }
    }
}

/// Why something asked of the world gave nothing (a file that does not read, a configuration that does not import),
/// in one line.
public struct ProblemLine: Error, Sendable, Equatable {
    public let text: LocalizedText

    public init(_ text: LocalizedText) {
        self.text = text
    }
}

/// The values a scene's controls were given, by their bindings' keys. A key without a value shows its slot's
/// default (a `@State`'s initial value, or the family's); a slot the file changed keeps a value that still fits it.
public struct SceneControlValues: Sendable, Equatable {
    public internal(set) var values: [ExampleKey: ExampleValue] = [:]

    /// No values given: every key shows its slot's default.
    public init() {}

    /// The value `slot` shows: the one given, if it fits the slot, else the slot's default.
    public func value(of slot: ExampleSlot) -> ExampleValue {
        values[slot.key].flatMap { try? slot.validate($0).get() } ?? slot.defaultValue
    }

    /// Keeps `value` for `slot` if the slot accepts it.
    mutating func set(_ slot: ExampleSlot, to value: ExampleValue) {
        if let accepted = try? slot.validate(value).get() { values[slot.key] = accepted }
    }

    /// Keeps `value` for `slot` if the slot accepts it, and says whether `scene`'s stage in `context` must be drawn anew
    /// for it: when a project's style body reads the state it changed (``ResolvedScene/keysReadByStyles``), which the
    /// body draws from. Only a Boolean is a flag a style reads; any other edit (a keystroke in a field) the widgets
    /// already show.
    mutating func set(_ slot: ExampleSlot, to value: ExampleValue, redrawing scene: Scene, in context: Context) -> Bool {
        let before = self
        set(slot, to: value)
        guard case .bool = value, self != before else { return false }
        return SceneResolver.resolve(scene, onStage: context, values: self).keysReadByStyles.contains(slot.key)
    }
}
