import GalleryModel

/// What a Swift file holds for the gallery: a scene for each view it declares (each `View` struct, each
/// `#Preview`, each `PreviewProvider`'s previews, and the views written at the top level, as a card's code
/// writes them), in source order, and the problems found in the file as a whole.
public struct SceneFile: Sendable, Equatable {
    /// Which of a file's views to read: reading a view expands the views it uses, so a file is read no further than
    /// what is asked of it.
    public enum Choice: Sendable, Hashable {
        /// The view a file shows when none is named (``scene(named:)`` with nil).
        case shown
        /// The view of that name.
        case named(String)
        /// Every view.
        case every

        /// The view `name` names, or the shown one for nil.
        public init(_ name: String?) {
            self = name.map(Choice.named) ?? .shown
        }
    }

    /// The file's name as it was given, for messages.
    public let fileName: String
    /// The file's text as read, which the window shows as the scene's code.
    public let source: String
    /// The names of the file's views, in source order: a struct's name, a preview's title, "Preview".
    public let viewNames: [String]
    /// The views read (the ``Choice`` asked for), in source order. Each scene's diagnostics hold the file's syntax
    /// errors as well as what was found while reading that view.
    public let views: [Scene]
    /// The problems of the file as a whole: syntax errors, and a file with no view.
    public let diagnostics: [SceneDiagnostic]
    /// The diagnostic of a file that declares no view, at its start: `gallery check` passes over such a file, which
    /// a folder of an app's sources has many of.
    public static let declaresNoView = SceneDiagnostic(.error, at: SceneLocation(line: 1, column: 1), say("The file declares no SwiftUI view."))
    /// The name of the view a file shows when none is named, or nil when there is no view.
    public let defaultName: String?
    /// Why the file was not read at all, when its shape is past the reading limits (brackets nested hundreds deep,
    /// a chain of thousands of modifiers): ``scene(named:)`` throws it, and ``diagnostics`` holds it.
    public let refusal: SceneFileError?

    init(fileName: String, source: String, viewNames: [String], views: [Scene], diagnostics: [SceneDiagnostic], defaultName: String?) {
        self.fileName = fileName
        self.source = source
        self.viewNames = viewNames
        self.views = views
        self.diagnostics = diagnostics
        self.defaultName = defaultName
        refusal = nil
    }

    /// A file not read, for `refusal`.
    init(source: String, refusal: SceneFileError) {
        fileName = refusal.fileName
        self.source = source
        viewNames = []
        views = []
        diagnostics = [SceneDiagnostic(.error, at: refusal.location, refusal.problem)]
        defaultName = nil
        self.refusal = refusal
    }

    /// The view named `name` (a struct's name or a preview's title), or with nil the file's default view: the
    /// first `#Preview`, else a `PreviewProvider`'s previews, else the views written at the top level, else the
    /// first `View` struct that no other view of the file uses. It must be among the views read (the file's
    /// ``Choice``).
    ///
    /// - Throws: ``SceneFileError`` when the file was not read (``refusal``), has no view, or none of that name
    ///   (naming the views it has).
    public func scene(named name: String? = nil) throws(SceneFileError) -> Scene {
        if let refusal { throw refusal }
        guard let wanted = name ?? defaultName else { throw SceneFileError(fileName: fileName, problem: say("it declares no SwiftUI view")) }
        if let scene = views.first(where: { $0.name == wanted }) { return scene }
        let names = viewNames.joined(separator: ", ")
        throw SceneFileError(fileName: fileName, problem: viewNames.isEmpty
            ? say("it declares no SwiftUI view")
            : say("it has no view named \(Quoting.quoted(wanted)); its views are \(names)"))
    }
}
