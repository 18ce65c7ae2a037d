/// A custom style of the project's as its code draws a control: the views its `makeBody(configuration:)` returns, with
/// the parts of the configuration it places (``SceneStylePart``) standing where the code writes them, and the
/// configuration's flags (``SceneStyleFlag``) in the values that read them. ``SceneResolver`` binds them to each control
/// the style reaches (``SceneStyleBinding``) and resolves the views that result in the control's place.
///
/// "Implement this method when you define a custom toggle style … Use the `configuration` input … to access the
/// toggle's label and state" (https://developer.apple.com/documentation/swiftui/togglestyle/makebody(configuration:));
/// every family's style protocol reads the same way.
public struct SceneStyleBody: Sendable, Equatable {
    /// The style's type: `TitleOnlyBadge`.
    public var name: String
    /// Where its `makeBody(configuration:)` is written, in the style's own file.
    public var location: SceneLocation
    /// The views it returns, each at its own file, line and column.
    public var roots: [SceneNode]

    public init(name: String, location: SceneLocation, roots: [SceneNode]) {
        self.name = name
        self.location = location
        self.roots = roots
    }
}

/// A part of a style's configuration that its `makeBody` places among its views.
public enum SceneStylePart: Sendable, Hashable {
    /// `configuration.label`: the control's label (a Button's, a Toggle's, a GroupBox's…).
    case label
    /// `configuration.title`: a Label's title (https://developer.apple.com/documentation/swiftui/labelstyleconfiguration).
    case title
    /// `configuration.icon`: a Label's icon.
    case icon
    /// `configuration.content`: what a GroupBox, DisclosureGroup or LabeledContent holds.
    case content
    /// `Label(configuration)`, `Toggle(configuration)`, `Button(configuration)`…: the control itself, drawn with the style in
    /// force outside the custom style ("useful for custom toggle styles that only modify the current toggle style":
    /// https://developer.apple.com/documentation/swiftui/toggle/init(_:);
    /// https://developer.apple.com/documentation/swiftui/labeledcontent/init(_:)).
    case control(StyleFamily)
    /// `if configuration.isOn { … } else { … }` (or `configuration.isOn ? A : B` among views): the node's children when the
    /// flag holds for the control, its `else` slot's views when not.
    case branch(SceneStyleFlag)

    /// The part as the style's code writes it: `configuration.label`, `Label(configuration)`, `if configuration.isOn`.
    public var written: String {
        switch self {
        case .branch(let flag): "if \(flag.written)"
        case .label: "configuration.label"
        case .title: "configuration.title"
        case .icon: "configuration.icon"
        case .content: "configuration.content"
        case .control(let family): "\(family.viewName)(configuration)"
        }
    }
}

/// A flag of a style's configuration that the style's code reads: `configuration.isOn`, `configuration.isPressed`,
/// `configuration.isExpanded`, `configuration.role == .destructive`.
public enum SceneStyleFlag: Sendable, Hashable {
    /// A Toggle's state (https://developer.apple.com/documentation/swiftui/togglestyleconfiguration/ison).
    case isOn
    /// Whether a Button is pressed (https://developer.apple.com/documentation/swiftui/buttonstyleconfiguration/ispressed).
    case isPressed
    /// Whether a DisclosureGroup is open.
    case isExpanded
    /// Whether a Button's role is the one named (`destructive`, `cancel`), as `configuration.role == .destructive` asks.
    case role(String)

    /// The flag as the style's code writes it.
    public var written: String {
        switch self {
        case .isOn: "configuration.isOn"
        case .isPressed: "configuration.isPressed"
        case .isExpanded: "configuration.isExpanded"
        case .role(let role): "configuration.role == .\(role)"
        }
    }
}
