/// A SwiftUI view hierarchy the gallery can resolve and draw: the views of one `body`, `#Preview` or card,
/// with their modifiers in source order, and what could not be understood while reading it.
///
/// Read from source by `SceneReader` (the `GallerySceneReader` module, with SwiftSyntax), printed back by
/// ``SceneSource``, resolved by ``SceneResolver`` and drawn by ``ScenePlanner``.
public struct Scene: Sendable, Equatable {
    /// The view's name: the struct's (`SignInRow`), the preview's title, or "Preview".
    public var name: String
    /// The top-level views of the body, laid out one above the other as a preview lays them out.
    public var roots: [SceneNode]
    /// The view's `@State` properties with their initial values, which the bindings of its controls start from.
    public var state: [SceneState]
    /// What could not be read or understood, in source order.
    public var diagnostics: [SceneDiagnostic]
    /// The `if`s, `switch`es, `?:`s and `#if`s met while reading, in source order, each with its branches and the one
    /// drawn.
    public var conditionals: [SceneConditional]

    public init(name: String, roots: [SceneNode], state: [SceneState] = [], diagnostics: [SceneDiagnostic] = [],
                conditionals: [SceneConditional] = []) {
        self.name = name
        self.roots = roots
        self.state = state
        self.diagnostics = diagnostics
        self.conditionals = conditionals
    }

    /// The node at `path`, or nil when there is none.
    public func node(at path: ScenePath) -> SceneNode? {
        guard let first = path.indices.first, roots.indices.contains(first) else { return nil }
        var node = roots[first]
        for index in path.indices.dropFirst() {
            let children = node.allChildren
            guard children.indices.contains(index) else { return nil }
            node = children[index]
        }
        return node
    }
}

/// A problem found while reading a scene: where, how serious, and what, in one sentence.
public struct SceneDiagnostic: Sendable, Hashable {
    /// How serious a diagnostic is, as a compiler says it.
    public enum Severity: String, Sendable, Hashable, Codable {
        case error, warning, note
    }

    /// Where the construct begins.
    public let location: SceneLocation
    /// How serious it is.
    public let severity: Severity
    /// What is wrong, in one sentence.
    public let message: LocalizedText

    public init(_ severity: Severity, at location: SceneLocation, _ message: LocalizedText) {
        self.location = location
        self.severity = severity
        self.message = message
    }
}

/// A `@State` property of a scene's view: `@State private var wifi = true`.
public struct SceneState: Sendable, Hashable {
    /// The property's name, which bindings name (`$wifi`).
    public var name: String
    /// Its initial value.
    public var value: SceneValue
    /// Where it is declared.
    public var location: SceneLocation

    public init(name: String, value: SceneValue, location: SceneLocation = .none) {
        self.name = name
        self.value = value
        self.location = location
    }
}
