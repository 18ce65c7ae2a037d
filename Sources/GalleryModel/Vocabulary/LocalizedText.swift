import Foundation

/// Words the model says, kept as a message (an English template with numbered
/// placeholders) and its arguments, so the edge can say them in the reader's
/// language: the window and the command line look the template up in a catalog
/// of translations; exports and JSON keys always use ``english``.
///
/// A literal is a message without arguments: `"Lets SwiftUI choose."`. An interpolated
/// literal records its interpolations as arguments, in order: `"Needs \(platform) \(release)."`
/// is the template `Needs {0} {1}.` with two arguments. Arguments are SwiftUI's names, numbers
/// and releases, said as they are, or other localized text, which is translated in turn.
public struct LocalizedText: Sendable, Hashable, CustomStringConvertible {
    /// One stretch of the text.
    enum Piece: Sendable, Hashable {
        /// A message: an English template and what fills its `{0}`, `{1}`... placeholders.
        case message(String, [LocalizedText])
        /// Words said as they are in every language: a SwiftUI name, a number, a release.
        case verbatim(String)
    }

    let pieces: [Piece]

    init(pieces: [Piece]) {
        self.pieces = pieces
    }

    /// A message: `template` with `{0}`, `{1}`... filled by `arguments`.
    public init(_ template: String, _ arguments: LocalizedText...) {
        pieces = [.message(template, arguments)]
    }

    /// Words said as they are in every language: SwiftUI's names, numbers, releases, paths.
    public static func verbatim(_ text: String) -> LocalizedText {
        LocalizedText(pieces: [.verbatim(text)])
    }

    /// The text in English, as exports, JSON and the tests read it.
    public var english: String {
        localized { _ in nil }
    }

    public var description: String { english }

    /// The text with every message looked up by `translation` (nil: say it in English).
    public func localized(_ translation: (String) -> String?) -> String {
        pieces.map { piece in
            switch piece {
            case .verbatim(let text):
                return text
            case .message(let template, let arguments):
                return Self.fill(translation(template) ?? template, arguments.map { $0.localized(translation) })
            }
        }.joined()
    }

    /// Every message template in the text, its arguments' included: what a translation catalog must hold.
    public var templates: [String] {
        pieces.flatMap { piece -> [String] in
            switch piece {
            case .verbatim: []
            case .message(let template, let arguments): [template] + arguments.flatMap(\.templates)
            }
        }
    }

    /// `self` followed by `other`.
    public static func + (lhs: LocalizedText, rhs: LocalizedText) -> LocalizedText {
        LocalizedText(pieces: lhs.pieces + rhs.pieces)
    }

    /// `texts` one after the other, with `separator` between them.
    public static func joined(_ texts: [LocalizedText], separator: String) -> LocalizedText {
        var pieces: [Piece] = []
        for (index, text) in texts.enumerated() {
            if index > 0, !separator.isEmpty { pieces.append(.verbatim(separator)) }
            pieces += text.pieces
        }
        return LocalizedText(pieces: pieces)
    }

    /// `template` with each `{n}` replaced by `arguments[n]`, in one pass (an argument's own braces stay).
    static func fill(_ template: String, _ arguments: [String]) -> String {
        var result = ""
        var rest = Substring(template)
        while let open = rest.firstIndex(of: "{") {
            result += rest[..<open]
            let afterOpen = rest.index(after: open)
            if let close = rest[afterOpen...].firstIndex(of: "}"), let index = Int(rest[afterOpen..<close]),
               arguments.indices.contains(index) {
                result += arguments[index]
                rest = rest[rest.index(after: close)...]
            } else {
                result += "{"
                rest = rest[afterOpen...]
            }
        }
        return result + rest
    }

    /// The placeholders `{0}`, `{1}`... that `template` uses.
    public static func placeholders(in template: String) -> Set<String> {
        var found: Set<String> = []
        var rest = Substring(template)
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            let inside = rest[rest.index(after: open)..<close]
            if !inside.isEmpty, inside.allSatisfy(\.isNumber) { found.insert("{\(inside)}") }
            rest = rest[rest.index(after: close)...]
        }
        return found
    }
}

/// Marks words of the model for translation: `say("Needs \(platform) \(release).")`. The message extractor
/// (`scripts/update-translations`) collects every `say(...)` literal, its interpolations numbered `{0}`, `{1}`...
public func say(_ text: LocalizedText) -> LocalizedText {
    text
}

extension LocalizedText: ExpressibleByStringInterpolation {
    public init(stringLiteral value: String) {
        self.init(value)
    }

    public init(stringInterpolation: Interpolation) {
        self.init(pieces: [.message(stringInterpolation.template, stringInterpolation.arguments)])
    }

    /// Builds the template of an interpolated literal: each interpolation becomes the next `{n}`.
    public struct Interpolation: StringInterpolationProtocol {
        var template = ""
        var arguments: [LocalizedText] = []

        public init(literalCapacity: Int, interpolationCount: Int) {}

        public mutating func appendLiteral(_ literal: String) {
            template += literal
        }

        /// Localized text, translated in turn.
        public mutating func appendInterpolation(_ text: LocalizedText) {
            template += "{\(arguments.count)}"
            arguments.append(text)
        }

        /// A string of the catalog (a summary, a rule's reason) that is itself a message: `\(translated: rule.reason)`.
        public mutating func appendInterpolation(translated message: String) {
            appendInterpolation(LocalizedText(message))
        }

        /// A name, number or release, said as it is.
        public mutating func appendInterpolation(_ value: some CustomStringConvertible) {
            template += "{\(arguments.count)}"
            arguments.append(.verbatim(value.description))
        }
    }
}
