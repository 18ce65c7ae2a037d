/// What a Text tells assistive technologies besides its words: its heading level, a label read in its place,
/// and the kind of text it holds.
public struct TextAccessibility: Sendable, Equatable {
    /// `accessibilityHeading(_:)`; nil when the Text is no heading.
    public var heading: AccessibilityHeadingLevel?
    /// `accessibilityLabel(_:)`: what a screen reader reads instead of the words; nil reads the words.
    public var label: String?
    /// `accessibilityTextContentType(_:)`; nil leaves SwiftUI's default, `.plain`.
    public var textContentType: AccessibilityTextContentType?

    public init(heading: AccessibilityHeadingLevel? = nil, label: String? = nil,
                textContentType: AccessibilityTextContentType? = nil) {
        self.heading = heading
        self.label = label
        self.textContentType = textContentType
    }

    /// The labels the page accepts: one line.
    public static let labelLimit = TextLimit(characters: 200, lines: 1)

    /// What the window tells assistive technologies beyond the words, said on the page under the sample: the
    /// heading and its level, the label read instead of the words, the content type.
    public var notes: [LocalizedText] {
        var notes: [LocalizedText] = []
        if let heading {
            notes.append(heading.number.map { say("Read as a heading, level \($0).") } ?? say("Read as a heading without a level."))
        }
        if let label { notes.append(say("Read as “\(label)” instead of its words.")) }
        if let textContentType { notes.append(say("Text content type: \(textContentType.rawValue).")) }
        return notes
    }

    /// The sample's accessible description, or nil. The window gives GTK the heading's level as a property too,
    /// but GTK 4.8's AT-SPI bridge exports neither a level nor a content type (its object attributes are the
    /// toolkit and a placeholder), so the description says both, where AT-SPI reads them back.
    public var accessibleDescription: LocalizedText? {
        switch (heading?.number, textContentType) {
        case let (level?, type?): say("Level \(level). Text content type: \(type.rawValue).")
        case let (level?, nil): say("Level \(level).")
        case let (nil, type?): say("Text content type: \(type.rawValue).")
        case (nil, nil): nil
        }
    }

    /// The modifiers as SwiftUI writes them, one per line, only those set.
    public var codeLines: [String] {
        var lines: [String] = []
        if let heading { lines.append(".accessibilityHeading(.\(heading.rawValue))") }
        if let label { lines.append(".accessibilityLabel(\(SwiftSource.literal(label)))") }
        if let type = textContentType { lines.append(".accessibilityTextContentType(.\(type.rawValue))") }
        return lines
    }
}

/// `AccessibilityHeadingLevel`: a heading's rank among others, h1 the highest; `unspecified` is a heading
/// without a hierarchy, SwiftUI's default.
/// https://developer.apple.com/documentation/swiftui/accessibilityheadinglevel
public enum AccessibilityHeadingLevel: String, CaseIterable, Codable, Sendable, NamedValue {
    case unspecified, h1, h2, h3, h4, h5, h6
    public static let kindName: LocalizedText = say("heading level")
    public static let kindPluralName: LocalizedText = say("heading levels")

    /// The level as a number, 1 for h1 … 6 for h6; nil for `unspecified`.
    public var number: Int? {
        Self.allCases.firstIndex(of: self).flatMap { $0 == 0 ? nil : $0 }
    }
}

/// `AccessibilityTextContentType`: the kind of text, which assistive technologies may speak differently
/// (all punctuation in source code, for instance). `plain` is SwiftUI's default.
/// https://developer.apple.com/documentation/swiftui/accessibilitytextcontenttype
public enum AccessibilityTextContentType: String, CaseIterable, Codable, Sendable, NamedValue {
    case plain, console, fileSystem, messaging, narrative, sourceCode, spreadsheet, wordProcessing
    public static let kindName: LocalizedText = say("text content type")
    public static let kindPluralName: LocalizedText = say("text content types")
}
