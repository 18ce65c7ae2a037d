/// The outline of a resolved scene as the window lists it beside the stage: one row per view, depth first in
/// source order, each naming its view and, for a control, the style asked for and the look it resolved to.
public struct SceneOutline: Sendable, Equatable {
    /// The rows, in the order they are listed.
    public let rows: [Row]

    /// The outline of `scene`.
    public init(_ scene: ResolvedScene) {
        var rows: [Row] = []
        func walk(_ node: ResolvedSceneNode, depth: Int) {
            rows.append(Row(node, depth: depth, context: scene.context))
            for child in node.children { walk(child, depth: depth + 1) }
            // The views a custom style's code draws the control as, under the control, each naming the control's path.
            for view in node.control?.styleBody ?? [] { walk(view, depth: depth + 1) }
        }
        for root in scene.roots { walk(root, depth: 0) }
        self.rows = rows
    }

    /// The row of the node at `path`, or nil.
    public func row(at path: ScenePath) -> Row? {
        rows.first { $0.path == path }
    }

    /// One view of the outline.
    public struct Row: Sendable, Equatable {
        /// The view's place in the scene.
        public let path: ScenePath
        /// How many views it sits inside (0 for a root).
        public let depth: Int
        /// The view's SwiftUI type and title as the source writes them: `Toggle “Wi-Fi”`, `HStack`.
        public let label: String
        /// For a control, the style asked for and the look drawn: `button → bordered`; nil for other views.
        public let styles: String?
        /// False when the control's style does not exist on the platform or in the release: the row is dimmed.
        public let isAvailable: Bool
        /// Whether the gallery does not know the view and draws it as a placeholder.
        public let isUnknown: Bool
        /// The SF Symbol the view shows that the gallery has no drawing for (a dashed square holds its place), or nil.
        public let undrawnSymbol: String?
        /// What assistive technologies read: "Toggle “Wi-Fi”: button → bordered", and why it is dimmed.
        public let accessibleName: LocalizedText

        init(_ node: ResolvedSceneNode, depth: Int, context: Context) {
            let label = Self.label(of: node.node)
            let styles = node.control.map(Self.styles)
            // A view missing where it is drawn (its style, its framework, or the view itself) is dimmed.
            let isAvailable = node.missing(in: context) == nil
            let isUnknown = if case .unknown = node.node.kind { true } else { false }
            path = node.path
            self.depth = depth
            self.label = label
            self.styles = styles
            self.isAvailable = isAvailable
            self.isUnknown = isUnknown
            undrawnSymbol = node.node.ownSymbol.flatMap { SymbolCatalog.hasStandIn(for: $0) ? nil : $0 }
            let named = styles.map { "\(label): \($0)" } ?? label
            accessibleName = if let symbol = undrawnSymbol {
                say("\(named), its symbol \(symbol) not drawn: a placeholder stands in")
            } else if !isAvailable {
                say("\(named), not available in \(context.platform.rawValue) \(context.release)")
            } else if isUnknown {
                say("\(named), not known to the gallery: drawn as a placeholder")
            } else {
                .verbatim(named)
            }
        }

        /// `Toggle “Wi-Fi”`: the type, and the title when the initializer has one; a UIKit or AppKit view's type and the
        /// class it hosts, `WebView → WKWebView`.
        static func label(of node: SceneNode) -> String {
            if case .platformView(let view) = node.kind, let hosted = view.platformClass { return "\(view.name) → \(hosted)" }
            return node.title.map { "\(node.kind.typeName) “\($0)”" } ?? node.kind.typeName
        }

        /// `automatic → switch`; for a control drawn with another family's style in force (a `.button` Toggle
        /// inside `.buttonStyle(.bordered)`), the look it takes from there: `button → bordered`.
        static func styles(of control: SceneControlResolution) -> String {
            // A custom style's code draws the control: `CaptionOnlyStyle() → makeBody(configuration:)`, its views listed under it.
            if let written = control.projectStyle, control.styleBody != nil { return "\(written) → makeBody(configuration:)" }
            let drawn = control.composed.last?.resolved ?? control.resolution.resolved
            return "\(control.resolution.requested) → \(drawn.name)"
        }
    }
}
