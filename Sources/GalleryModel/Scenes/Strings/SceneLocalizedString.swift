/// A title SwiftUI took as a `LocalizedStringKey` and found in the app's string table: what the source writes and
/// what the table says, so the stage shows the words the app shows while the outline's inspector and the printed code
/// keep the key (https://developer.apple.com/documentation/swiftui/localizedstringkey).
public struct SceneLocalizedString: Sendable, Hashable {
    /// The argument as the Swift source writes it: `"settings.general"`, `"\(count) items"`.
    public let written: String
    /// The key the table holds it under: `settings.general`, `%lld items` for an interpolated literal.
    public let key: String
    /// The words the table gives, the interpolated values put in.
    public let words: String
    /// The table's name (`Localizable`) and the file it was read from.
    public let table: String
    public let file: String
    /// The language whose words these are (`en`, `zh-Hans`).
    public let language: String

    public init(written: String, key: String, words: String, table: String, file: String, language: String) {
        self.written = written
        self.key = key
        self.words = words
        self.table = table
        self.file = file
        self.language = language
    }

    /// `“settings.general” in Localizable.xcstrings (en)`: the key and where its words come from, as the inspector says it.
    public var origin: LocalizedText {
        let fileName = SceneLocation.fileName(file)
        return say("“\(key)” in \(fileName) (\(language))")
    }
}

/// A key as the source writes it, before it is looked up: a plain literal (`"settings.general"`), or a literal
/// interpolating values (`"\(count) items"`), each value as far as the reader knows it.
public struct SceneStringKey: Sendable, Hashable {
    /// One piece of the literal.
    public enum Segment: Sendable, Hashable {
        /// Words written in the literal.
        case text(String)
        /// An interpolated value: what the stage shows for it (its words when known, else its source), and its
        /// number when the source states one.
        case value(shown: String, number: Double?, isText: Bool)
    }

    public let segments: [Segment]
    /// The argument as the source writes it.
    public let written: String

    public init(segments: [Segment], written: String) {
        self.segments = segments
        self.written = written
    }

    /// The key of a literal without interpolation.
    public init(literal: String, written: String) {
        self.init(segments: [.text(literal)], written: written)
    }

    /// The values the literal interpolates, in order.
    var values: [(shown: String, number: Double?)] {
        segments.compactMap { if case .value(let shown, let number, _) = $0 { (shown, number) } else { nil } }
    }

    /// The most interpolated values whose types are tried in turn; past it a value is taken as an object (`%@`).
    static let maximumGuessedValues = 3

    /// The keys the table may hold it under, the likeliest first. SwiftUI writes each interpolated value as its type's
    /// format specifier (`Int` as `%lld`, `Double` as `%lf`, a `String` or any other as `%@`) and doubles each `%` of
    /// the words around it (https://developer.apple.com/documentation/swiftui/localizedstringkey/stringinterpolation).
    /// A value whose type the source does not state is tried as each.
    public var candidates: [String] {
        guard segments.contains(where: { if case .value = $0 { true } else { false } }) else {
            return segments.map { if case .text(let words) = $0 { words } else { "" } }
        }
        var keys = [""]
        var guessed = 0
        for segment in segments {
            let options: [String]
            switch segment {
            case .text(let words):
                options = [words.replacingOccurrences(of: "%", with: "%%")]
            case .value(_, let number?, _):
                options = [number == number.rounded() ? "%lld" : "%lf"]
            case .value(_, nil, true):
                options = ["%@"]
            case .value(_, nil, false):
                guessed += 1
                options = guessed > Self.maximumGuessedValues ? ["%@"] : ["%@", "%lld", "%lf"]
            }
            keys = keys.flatMap { key in options.map { key + $0 } }
        }
        return keys
    }
}
