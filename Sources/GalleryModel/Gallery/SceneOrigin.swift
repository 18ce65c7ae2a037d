/// Where a scene page's SwiftUI source comes from: one of the shipped examples, or a file a person opened.
public enum SceneOrigin: Hashable, Sendable {
    /// A shipped example, by its view's name (``SceneExample/viewName``).
    case example(String)
    /// A `.swift` file opened in the window, by its path.
    case file(String)

    /// The name the sidebar and the page's heading show, in English: the example's title, or the file's name
    /// without its folder.
    public var title: String {
        switch self {
        case .example(let name): example?.title.english ?? name
        case .file(let path): path.split(separator: "/").last.map(String.init) ?? path
        }
    }

    /// The file's name without its folder, as diagnostics and the inspector name the places in it: `SignInRow.swift`.
    public var fileName: String {
        switch self {
        case .example(let name): example?.fileName ?? name + ".swift"
        case .file: title
        }
    }

    /// The shipped example, or nil for a file or an example the gallery does not ship.
    public var example: SceneExample? {
        guard case .example(let name) = self else { return nil }
        return SceneExamples.all.first { $0.viewName == name }
    }
}
