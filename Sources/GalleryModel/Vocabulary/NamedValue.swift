/// A closed set of SwiftUI names (platforms, placements, families...) that the
/// command line and the configuration accept case-insensitively.
public protocol NamedValue: CaseIterable, RawRepresentable<String>, Sendable {
    /// What one value is called in messages: "platform", "placement".
    static var kindName: LocalizedText { get }
    /// The plural of ``kindName``, for the list of valid names.
    static var kindPluralName: LocalizedText { get }
}

extension NamedValue {

    /// The value whose SwiftUI name matches `name`, ignoring case.
    ///
    /// - Throws: ``UnknownNameError`` listing every valid name.
    public static func named(_ name: String) throws(UnknownNameError) -> Self {
        let wanted = name.lowercased()
        if let match = allCases.first(where: { $0.rawValue.lowercased() == wanted }) {
            return match
        }
        throw UnknownNameError(kind: kindName, kindPlural: kindPluralName, name: name, validNames: allCases.map(\.rawValue))
    }
}

/// A name that is not one of SwiftUI's: the message lists the valid ones.
public struct UnknownNameError: MessageError, Equatable, Sendable {
    /// What was being named: "platform", "toggle style".
    public let kind: LocalizedText
    /// The plural of ``kind``.
    public let kindPlural: LocalizedText
    /// The name as given.
    public let name: String
    /// Every name that would have been accepted.
    public let validNames: [String]

    public init(kind: LocalizedText, kindPlural: LocalizedText, name: String, validNames: [String]) {
        self.kind = kind
        self.kindPlural = kindPlural
        self.name = name
        self.validNames = validNames
    }

    /// The message, to be said in the reader's language.
    public var text: LocalizedText {
        validNames.isEmpty ? say("unknown \(kind) \(Quoting.quoted(name))")
            : say("unknown \(kind) \(Quoting.quoted(name)); valid \(kindPlural): \(validNames.joined(separator: ", "))")
    }
}
