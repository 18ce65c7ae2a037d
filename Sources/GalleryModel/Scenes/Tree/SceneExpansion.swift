/// What a node of a scene read from a project was expanded from: a custom view drawn from its own body, a computed
/// property or a function expanded in place, a `ViewModifier` or a `View` extension method applied as its code says.
/// The outline says where each view is written and through which of the project's declarations it came; the call
/// sites of a view (``SceneCallSite``) are found by it.
public struct SceneExpansion: Sendable, Hashable {
    /// Which kind of declaration.
    public enum Kind: String, Sendable, Hashable {
        /// A type conforming to `View` (or `ToolbarContent`), drawn from its `body`.
        case view
        /// A computed property, as `var list: some View`.
        case property
        /// A function, as `func row(_:) -> some View`.
        case function
        /// A `ViewModifier` applied with `.modifier(…)`, or a `View` extension method.
        case modifier
        /// A custom style's `makeBody(configuration:)`, drawing the control its modifier reaches (``SceneStyleBody``).
        case style
        /// The control a custom style's `makeBody` builds from its configuration (`Label(configuration)`), drawn with the
        /// style in force outside the custom style.
        case styleConfiguration
    }

    public let kind: Kind
    /// The declaration's name: `OrderRow`, `OrdersView.list`, `OrdersView.orderRows`, `CardModifier`, `View.card`.
    public let name: String
    /// Where it is used: the call, property or modifier that expanded it.
    public let location: SceneLocation

    public init(_ kind: Kind, name: String, at location: SceneLocation) {
        self.kind = kind
        self.name = name
        self.location = location
    }
}

/// A place where a view is used: the scene that uses it (an app's root scene, a preview) and the path of the node
/// that is the view there. ``SceneResolver/resolve(_:in:usedAt:)`` resolves the view in that place's environment.
public struct SceneCallSite: Sendable, Equatable {
    /// The scene the view is used in.
    public let scene: Scene
    /// The view's node in it.
    public let path: ScenePath
    /// Where the view is used: the call.
    public let location: SceneLocation

    public init(scene: Scene, path: ScenePath, location: SceneLocation) {
        self.scene = scene
        self.path = path
        self.location = location
    }

    /// The view as used there: the subtree at ``path``, as a scene of its own named `name`, or nil when the path is
    /// not in the scene.
    public func view(named name: String) -> Scene? {
        scene.node(at: path).map { Scene(name: name, roots: [$0], state: scene.state, diagnostics: scene.diagnostics) }
    }
}

extension Scene {
    /// The places in the scene where the view `name` (a type of the project's) is drawn from its body, in source order of
    /// the walk: each node expanded from it, with where it is used. Found without recursion.
    public func callSites(of name: String) -> [SceneCallSite] {
        var sites: [SceneCallSite] = []
        var pending = roots.indices.reversed().map { (roots[$0], ScenePath([$0])) }
        while let (node, path) = pending.popLast() {
            if let expansion = node.expansions.first(where: { $0.kind == .view && $0.name == name }) {
                sites.append(SceneCallSite(scene: self, path: path, location: expansion.location))
            }
            let children = node.allChildren
            pending += children.indices.reversed().map { (children[$0], path.appending($0)) }
        }
        return sites
    }
}
