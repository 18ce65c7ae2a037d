/// One style of a family, as the catalog describes it: its SwiftUI name, where
/// it exists, what it looks like, and the code that applies it.
public struct StyleDescriptor: Sendable, Equatable, Identifiable {
    /// Whether SwiftUI ships the style or a document defines it.
    public enum Origin: String, Sendable, Codable {
        /// A style SwiftUI provides, such as `.switch`.
        case builtIn
        /// A style written in one of the reference documents, such as `ShadowLabelStyle`.
        case custom
    }

    /// The family the style belongs to.
    public let family: StyleFamily
    /// SwiftUI's name: `roundedBorder`, `page(indexDisplayMode:)`, `MyLabelStyle`.
    public let name: String
    /// Built in or custom.
    public let origin: Origin
    /// As written in the catalog: the style's own availability for a built-in style; the protocol's for a
    /// custom one, whose real first releases also depend on the APIs its code calls.
    public let declaredAvailability: Availability
    /// One paragraph, in the gallery's own words, on what the style looks like and when to use it.
    public let summary: String
    /// The Swift definition of a custom style (the struct and its `makeBody`); nil for built-in styles.
    public let definition: String?
    /// What the style modifier is given to apply the style: `.switch`, `.page(indexDisplayMode: .never)`,
    /// `MyLabelStyle()`.
    public let argument: String

    public init(
        _ family: StyleFamily,
        _ name: String,
        origin: Origin = .builtIn,
        availability: Availability,
        summary: String,
        definition: String? = nil,
        argument: String? = nil
    ) {
        self.family = family
        self.name = name
        self.origin = origin
        self.declaredAvailability = availability
        self.summary = summary
        self.definition = definition
        self.argument = argument ?? (origin == .custom ? name + "()" : "." + name)
    }

    /// The platforms and releases that have the style, with the source of the facts. For a custom style, the
    /// earliest releases where its protocol and every API its card's code calls exist (``CustomStyleAPIs``).
    public var availability: Availability {
        origin == .builtIn ? declaredAvailability : CustomStyleAPIs.availability(of: self)
    }

    /// "toggle.checkbox": unique across the catalog.
    public var id: String { "\(family.rawValue).\(name)" }

    /// Whether this is the family's `automatic` style.
    public var isAutomatic: Bool { name == "automatic" }

    /// The modifier that applies the style: `.toggleStyle(.checkbox)`, `.labelStyle(ShadowLabelStyle())`.
    public var modifier: String {
        ".\(family.modifierName)(\(argument))"
    }
}
