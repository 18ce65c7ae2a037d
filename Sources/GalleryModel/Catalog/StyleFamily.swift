/// A kind of SwiftUI view whose look is chosen by a style modifier, such as
/// `Toggle` with `toggleStyle(_:)`. The gallery has one page per family.
///
/// Each family is declared in its own folder (`Families/<Name>/`, `StyleFamily.toggle`) and listed in
/// ``FamilyRegistry``; everything said here is read from its ``FamilyDefinition``.
public struct StyleFamily: NamedValue, Hashable, Codable, Sendable, CustomStringConvertible {
    /// SwiftUI's name of the family: `datePicker`.
    public let rawValue: String

    /// Declares the family `name`; a family's definition does this, once.
    init(declaring name: String) {
        rawValue = name
    }

    /// The registered family named exactly `rawValue`, or nil.
    public init?(rawValue: String) {
        guard let family = Self.allCases.first(where: { $0.rawValue == rawValue }) else { return nil }
        self = family
    }

    /// Every family, in the sidebar's order.
    public static var allCases: [StyleFamily] {
        FamilyRegistry.families
    }

    public static let kindName: LocalizedText = say("family")
    public static let kindPluralName: LocalizedText = say("families")

    public var description: String {
        rawValue
    }

    /// Everything the gallery knows about the family.
    var definition: any FamilyDefinition {
        FamilyRegistry.definition(of: self)
    }

    /// The SwiftUI view type: `DatePicker`.
    public var viewName: String {
        definition.viewName
    }

    /// The style modifier without its argument label list: `datePickerStyle`.
    public var modifierName: String {
        rawValue + "Style"
    }

    /// The style protocol: `DatePickerStyle`.
    public var protocolName: String {
        viewName + "Style"
    }

    /// The page title in the sidebar: "Date Pickers".
    public var title: String {
        definition.title
    }

    /// Whether the family's examples need wide cards (two to a row instead of three).
    public var prefersWideCards: Bool {
        definition.prefersWideCards
    }

    /// The freedesktop icon shown beside the family in the sidebar.
    public var sidebarIcon: String {
        definition.sidebarIcon
    }

    /// Whether the family has a view of its own, as every family but a style another family's view takes has (a page
    /// TabView's index takes IndexViewStyle): a file writes the family's style on that other view.
    public var hasOwnView: Bool {
        !definition.isComposed
    }
}
