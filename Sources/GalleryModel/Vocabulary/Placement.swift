/// Where an example sits: the context that SwiftUI consults when it resolves
/// an `automatic` style.
public enum Placement: String, CaseIterable, Codable, Sendable, NamedValue {
    /// On its own in an ordinary view hierarchy (a VStack on a blank canvas).
    case standard
    /// A row of a `Form`.
    case form
    /// A row of a `List`.
    case list
    /// Content of a `toolbar(content:)` modifier.
    case toolbar
    /// Content of a `Menu`.
    case menu

    public static let kindName: LocalizedText = say("placement")
    public static let kindPluralName: LocalizedText = say("placements")

    /// One line describing the context, for the placement selector and the inspector.
    public var summary: String {
        switch self {
        case .standard: "On its own, in an ordinary stack of views."
        case .form: "A row of a Form, where SwiftUI manages spacing and alignment."
        case .list: "A row of a List."
        case .toolbar: "An item in a toolbar."
        case .menu: "An entry inside a Menu."
        }
    }

    /// The placement's place in ``allCases``, found without a search (resolution tables are laid out by it).
    var ordinal: Int {
        switch self {
        case .standard: 0
        case .form: 1
        case .list: 2
        case .toolbar: 3
        case .menu: 4
        }
    }
}
