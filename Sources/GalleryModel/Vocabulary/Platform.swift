/// The Apple platforms the gallery emulates, in SwiftUI's own spelling.
///
/// The order of the cases is the gallery's canonical order: it is the order of
/// the platform selector, of availability badges, and of the search for the
/// first platform on which an unavailable style can be shown.
public enum Platform: String, CaseIterable, Codable, Sendable, NamedValue {
    case iOS
    case iPadOS
    case macOS
    case tvOS
    case watchOS
    case visionOS

    public static let kindName: LocalizedText = say("platform")
    public static let kindPluralName: LocalizedText = say("platforms")

    /// The platform's place in ``allCases``, found without a search (resolution tables are laid out by it).
    var ordinal: Int {
        switch self {
        case .iOS: 0
        case .iPadOS: 1
        case .macOS: 2
        case .tvOS: 3
        case .watchOS: 4
        case .visionOS: 5
        }
    }
}
