/// What the composer's knobs show for a view: the words it shows, the family whose style it takes, the style
/// modifiers written on it, and its `.tint`, `.controlSize` and `.disabled`.
public struct SceneNodeSettings: Sendable, Equatable {
    /// Its first string argument, which the title entry edits; nil when it has none.
    public let title: String?
    /// The family whose style chooses its look (a Toggle's), or nil for a view with none (a VStack, a Text).
    public let family: StyleFamily?
    /// The style written on it for each family it sets one for (`.toggleStyle(.button)` on a Form sets Toggle's).
    public let styles: [StyleFamily: StyleDescriptor]
    /// Its `.tint(_:)`, or nil.
    public let tint: SceneColor?
    /// Its `.controlSize(_:)`, or nil.
    public let controlSize: ControlSize?
    /// Whether `.disabled(true)` is written on it.
    public let isDisabled: Bool

    /// The settings written on `node` itself (not those it inherits from its containers).
    public init(_ node: SceneNode) {
        title = node.title
        if case .styled(let family) = node.kind { self.family = family } else { family = nil }
        var styles: [StyleFamily: StyleDescriptor] = [:]
        var tint: SceneColor?
        var controlSize: ControlSize?
        var isDisabled = false
        for modifier in node.modifiers {
            switch modifier.kind {
            case .style(let style, _): styles[style.family] = style
            case .tint(let color): tint = color
            case .controlSize(let size): controlSize = size
            case .disabled(let disabled): isDisabled = disabled
            default: break
            }
        }
        self.styles = styles
        self.tint = tint
        self.controlSize = controlSize
        self.isDisabled = isDisabled
    }

    /// The family the style drop-down offers first: the view's own when a style of it is written there, else a family
    /// whose style is written there (`.toggleStyle(.button)` on a Form), else the view's own, else Button's (a
    /// container's most common style modifier).
    public var suggestedFamily: StyleFamily {
        if let family, styles[family] != nil { return family }
        return styles.keys.sorted { $0.rawValue < $1.rawValue }.first ?? family ?? .button
    }
}
