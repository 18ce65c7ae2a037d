import GalleryModel

/// What a Swift file holds for the gallery: a scene for each view it declares (each `View` struct, each
/// `#Preview`, each `PreviewProvider`'s previews, and the views written at the top level, as a card's code
/// writes them), in source order, and the problems found in the file as a whole.
public struct SceneFile: Sendable, Equatable {
    /// The file's name as it was given, for messages.
    public let fileName: String
    /// The file's text as read, which the window shows as the scene's code.
    public let source: String
    /// Every view of the file, in source order. Each scene's diagnostics hold the file's syntax errors as well
    /// as what was found while reading that view.
    public let views: [Scene]
    /// The problems of the file as a whole: syntax errors, and a file with no view.
    public let diagnostics: [SceneDiagnostic]
    /// The diagnostic of a file that declares no view, at its start: `gallery check` passes over such a file, which
    /// a folder of an app's sources has many of.
    public static let declaresNoView = SceneDiagnostic(.error, at: SceneLocation(line: 1, column: 1), say("The file declares no SwiftUI view."))
    /// The index in ``views`` of the view a file shows when none is named, or nil when there is no view.
    let defaultIndex: Int?

    init(fileName: String, source: String, views: [Scene], diagnostics: [SceneDiagnostic], defaultIndex: Int?) {
        self.fileName = fileName
        self.source = source
        self.views = views
        self.diagnostics = diagnostics
        self.defaultIndex = defaultIndex
    }

    /// The view named `name` (a struct's name or a preview's title), or with nil the file's default view: the
    /// first `#Preview`, else a `PreviewProvider`'s previews, else the views written at the top level, else the
    /// first `View` struct that no other view of the file uses.
    ///
    /// - Throws: ``SceneFileError`` when the file has no view, or none of that name (naming the views it has).
    public func scene(named name: String? = nil) throws(SceneFileError) -> Scene {
        guard let name else {
            guard let defaultIndex else { throw SceneFileError(fileName: fileName, problem: say("it declares no SwiftUI view")) }
            return views[defaultIndex]
        }
        if let scene = views.first(where: { $0.name == name }) { return scene }
        let names = views.map(\.name).joined(separator: ", ")
        throw SceneFileError(fileName: fileName, problem: views.isEmpty
            ? say("it declares no SwiftUI view")
            : say("it has no view named \(Quoting.quoted(name)); its views are \(names)"))
    }
}
