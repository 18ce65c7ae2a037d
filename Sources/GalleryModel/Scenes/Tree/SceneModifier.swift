/// A modifier on a scene node, with where it was written.
public struct SceneModifier: Sendable, Equatable {
    /// Which modifier, with its value.
    public var kind: Kind
    /// Where its name begins (the `.` of `.toggleStyle(…)`).
    public var location: SceneLocation

    public init(_ kind: Kind, location: SceneLocation = .none) {
        self.kind = kind
        self.location = location
    }

    /// The modifiers the gallery understands, and a verbatim case for the rest.
    public enum Kind: Sendable, Equatable {
        /// A family's style modifier: `.toggleStyle(.button)`, `.listStyle(.inset(alternatesRowBackgrounds: true))`,
        /// `.buttonStyle(MyButtonStyle())`; `argument` is the style parameter's choice as Swift spells it, or nil.
        case style(StyleDescriptor, argument: String?)
        /// `.tint(.orange)`.
        case tint(SceneColor)
        /// `.controlSize(.small)`.
        case controlSize(ControlSize)
        /// `.disabled(true)`.
        case disabled(Bool)
        /// `.font(.headline)`.
        case font(SceneFont)
        /// `.foregroundStyle(.secondary)`.
        case foregroundStyle(SceneColor)
        /// `.navigationTitle("Inbox")`: the words shown, and where they come from when the title is a key the app's
        /// string table holds (`.navigationTitle("inbox.title")` showing "Inbox").
        case navigationTitle(String, localized: SceneLocalizedString? = nil)
        /// A style of the project's own, as written (`.labelStyle(BadgeStyle())`, `.buttonStyle(.pill)` where the project
        /// declares `pill`): the nearest style of its family decides, so no farther style does. The gallery draws it from
        /// its `makeBody` where it could read it (`body`), else its family's automatic look stands in for it.
        case projectStyle(StyleFamily, written: String, body: SceneStyleBody? = nil)
        /// `.toolbar { … }`, holding its items.
        case toolbar([SceneNode])
        /// `.contextMenu { … }`, holding the menu's contents.
        case contextMenu([SceneNode])
        /// `.sheet { … }`, `.overlay { … }`, `.swipeActions { … }` and the other modifiers whose closure holds views
        /// SwiftUI shows somewhere of their own (``SceneAttachment``), holding those views.
        case attached(SceneAttachment, [SceneNode])
        /// An environment modifier a custom style's code writes with a choice on its configuration
        /// (`.foregroundStyle(configuration.isOn ? .green : .gray)`): the control's state picks one when the style is
        /// bound to it (``SceneStyleBinding``); `source` is the modifier as written.
        indirect case chosen(SceneStyleFlag, ifTrue: Kind, ifFalse: Kind, source: String)
        /// `.onTapGesture { configuration.isOn.toggle() }` in a custom style's code (or `isExpanded`, inside `withAnimation`
        /// or not): a tap on the view runs the action (https://developer.apple.com/documentation/swiftui/view/ontapgesture(count:perform:)),
        /// which flips the state the control's binding holds, and the style draws again from it
        /// (https://developer.apple.com/documentation/swiftui/togglestyleconfiguration/ison); `source` is the modifier as written.
        case togglesOnTap(SceneStyleFlag, source: String)
        /// `.searchable(text: $query, prompt: "Birds")`: the screen's search field, showing `prompt` (nil: the
        /// platform's "Search") (https://developer.apple.com/documentation/swiftui/view/searchable(text:placement:prompt:));
        /// `source` is the modifier as written.
        case searchable(prompt: String?, source: String)
        /// Any other modifier (`.padding()`, `.frame(width: 200)`), kept as source text so the scene prints back
        /// as written; `name` is the modifier's name without the dot.
        case other(name: String, source: String)
    }

    /// The views the modifier holds: a toolbar's items, a context menu's contents, an attachment's views; empty for
    /// the others.
    public var content: [SceneNode] {
        switch kind {
        case .toolbar(let nodes), .contextMenu(let nodes), .attached(_, let nodes): nodes
        default: []
        }
    }
}

extension SceneModifier.Kind {
    /// The same modifier holding `nodes` instead of its views; the modifier itself when it holds none.
    public func holding(_ nodes: [SceneNode]) -> SceneModifier.Kind {
        switch self {
        case .toolbar: .toolbar(nodes)
        case .contextMenu: .contextMenu(nodes)
        case .attached(let attachment, _): .attached(attachment, nodes)
        default: self
        }
    }
}

/// The sizes `controlSize(_:)` takes.
public enum ControlSize: String, Sendable, Hashable, CaseIterable {
    case mini, small, regular, large, extraLarge
}

/// A colour or shape style as `.tint(_:)` and `.foregroundStyle(_:)` take it: SwiftUI's named colours and
/// hierarchical styles, spelt as Swift spells them without the dot.
public enum SceneColor: String, Sendable, Hashable, CaseIterable {
    case red, orange, yellow, green, mint, teal, cyan, blue, indigo, purple, pink, brown
    case white, gray, black, clear
    case primary, secondary, tertiary, quaternary
    case accentColor

    /// The system colour it is, for the colours a stage can tint with; nil for the accent, the hierarchical styles,
    /// white, black and clear.
    public var namedColor: NamedColor? {
        NamedColor(rawValue: rawValue).flatMap { [.primary, .secondary].contains($0) ? nil : $0 }
    }

    /// The colour a view of it fills with, as "#rrggbb": a system colour's light-mode value, white and black as they
    /// are; nil for the accent, the hierarchical styles and clear, which take their colour from where they are drawn.
    public var fill: String? {
        switch self {
        case .white: "#ffffff"
        case .black: "#000000"
        default: namedColor?.hex
        }
    }
}

/// The text styles `.font(_:)` takes.
public enum SceneFont: String, Sendable, Hashable, CaseIterable {
    case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2

    /// The text style whose size and weight each platform gives it (``TextStyleMetrics``).
    var textStyle: TextStyleName {
        // The same names: SwiftUI's Font.TextStyle.
        TextStyleName(rawValue: rawValue)!
    }
}
