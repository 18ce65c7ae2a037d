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
    /// The platforms that have the style, with the source of the fact.
    public let availability: Availability
    /// One paragraph, in the gallery's own words, on what the style looks like and when to use it.
    public let summary: String
    /// SwiftUI code that applies the style.
    public let code: String

    public init(
        _ family: StyleFamily,
        _ name: String,
        origin: Origin = .builtIn,
        availability: Availability,
        summary: String,
        code: String
    ) {
        self.family = family
        self.name = name
        self.origin = origin
        self.availability = availability
        self.summary = summary
        self.code = code
    }

    /// "toggle.checkbox": unique across the catalog.
    public var id: String { "\(family.rawValue).\(name)" }

    /// Whether this is the family's `automatic` style.
    public var isAutomatic: Bool { name == "automatic" }
}
