/// A scene resolved for one platform, release and colour scheme: every node with, for each control,
/// how the environment around it chose its look. Made by ``SceneResolver``, drawn by ``ScenePlanner``.
public struct ResolvedScene: Sendable, Equatable {
    /// The scene as read.
    public let scene: Scene
    /// The platform, release, colour scheme and Dynamic Type size it was resolved for. Its placement is the
    /// scene's outermost context; each control's own placement is in its resolution.
    public let context: Context
    /// The resolved roots, in the scene's order.
    public let roots: [ResolvedSceneNode]
    /// The keys of controls' state that a project's style body reads (`if configuration.isOn { … }`): when one of
    /// them changes, the style draws other views, so the stage is resolved and drawn again.
    public let keysReadByStyles: Set<ExampleKey>

    public init(scene: Scene, context: Context, roots: [ResolvedSceneNode], keysReadByStyles: Set<ExampleKey> = []) {
        self.scene = scene
        self.context = context
        self.roots = roots
        self.keysReadByStyles = keysReadByStyles
    }

    /// Every resolved node, depth first, in source order.
    public var allNodes: [ResolvedSceneNode] {
        roots.flatMap(\.subtree)
    }

    /// The resolved node at `path`, or nil.
    public func node(at path: ScenePath) -> ResolvedSceneNode? {
        allNodes.first { $0.path == path }
    }
}

/// One node of a resolved scene.
public struct ResolvedSceneNode: Sendable, Equatable {
    /// The node as read.
    public let node: SceneNode
    /// Where it sits.
    public let path: ScenePath
    /// For a view of a style family, how its style resolved here; nil for other views.
    public let control: SceneControlResolution?
    /// Its resolved children, in ``SceneNode/allChildren`` order.
    public let children: [ResolvedSceneNode]

    public init(node: SceneNode, path: ScenePath, control: SceneControlResolution?, children: [ResolvedSceneNode]) {
        self.node = node
        self.path = path
        self.control = control
        self.children = children
    }

    /// This node and every node under it, depth first.
    public var subtree: [ResolvedSceneNode] {
        [self] + children.flatMap(\.subtree)
    }

    /// The node and everything under it, each at `path`: the views a custom style draws a control as, which are the
    /// control's wherever a person points at them.
    func pinned(to path: ScenePath) -> ResolvedSceneNode {
        var control = self.control
        let body = control?.styleBody?.map { $0.pinned(to: path) }
        control?.styleBody = body
        return ResolvedSceneNode(node: node, path: path, control: control, children: children.map { $0.pinned(to: path) })
    }
}

/// How one control's style was decided: the resolver's answer in the control's container, where the deciding
/// style modifier was written, the values in force around it, and the whole reason chain.
public struct SceneControlResolution: Sendable, Equatable {
    /// The family's style (the nearest style modifier's, or `automatic`) resolved in the placement its nearest
    /// container gives.
    public let resolution: Resolution
    /// Where the deciding style modifier was written and on which view; nil when no modifier chose the style.
    public let setAt: StyleSite?
    /// Why, step by step: the scene's own steps (the modifier that chose the style, the container that set the
    /// placement, looks taken from another family) and then the resolver's.
    public let steps: [Resolution.Step]
    /// The other values in force around the control.
    public let environment: SceneEnvironmentValues
    /// Looks the control takes from another family's style in force: the button style a `.button` Menu or
    /// Toggle draws with.
    public let composed: [Resolution]
    /// For a Label under several label styles, how the stack composes (``LabelComposer``); nil otherwise.
    public let labelComposition: LabelComposition?
    /// The project's own style that decides the look, as written (`BadgeStyle()`), when the nearest style is one;
    /// ``resolution`` is then its family's automatic style, which stands in for it where its code was not read
    /// (``styleBody`` is nil).
    public let projectStyle: String?
    /// The views the project's style draws the control as, its `makeBody` bound to the control's own parts and resolved
    /// in the control's place (each at the control's path); nil where the control is drawn by its family.
    public internal(set) var styleBody: [ResolvedSceneNode]?

    public init(resolution: Resolution, setAt: StyleSite?, steps: [Resolution.Step], environment: SceneEnvironmentValues,
                composed: [Resolution], labelComposition: LabelComposition? = nil, projectStyle: String? = nil) {
        self.resolution = resolution
        self.setAt = setAt
        self.steps = steps
        self.environment = environment
        self.composed = composed
        self.labelComposition = labelComposition
        self.projectStyle = projectStyle
    }
}

/// Where a style modifier was written: its place in the source, and the view it is attached to.
public struct StyleSite: Sendable, Hashable {
    /// Where the modifier begins.
    public let location: SceneLocation
    /// The view it is attached to.
    public let view: SceneViewKind
    /// That view's path.
    public let path: ScenePath

    public init(location: SceneLocation, view: SceneViewKind, path: ScenePath) {
        self.location = location
        self.view = view
        self.path = path
    }
}

/// The environment values besides styles that a scene's modifiers set, as they stand at one view (nil where
/// nothing set them).
public struct SceneEnvironmentValues: Sendable, Hashable {
    public var tint: SceneColor?
    public var controlSize: ControlSize?
    public var isDisabled: Bool
    public var font: SceneFont?
    public var foregroundStyle: SceneColor?
    /// Whether a Label here draws its icon in the accent colour: in a sidebar's rows (``FamilyDefinition/tintsLabelIcons(_:)``).
    public var tintsLabelIcons = false

    public init(tint: SceneColor? = nil, controlSize: ControlSize? = nil, isDisabled: Bool = false, font: SceneFont? = nil,
                foregroundStyle: SceneColor? = nil) {
        self.tint = tint
        self.controlSize = controlSize
        self.isDisabled = isDisabled
        self.font = font
        self.foregroundStyle = foregroundStyle
    }
}
