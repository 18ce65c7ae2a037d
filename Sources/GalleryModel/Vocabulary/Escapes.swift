/// The characters a quoting format writes as escapes, and what it writes for each: one table per
/// format, so Swift literals, JSON strings and messages escape from data rather than from their own switches.
struct Escapes: Sendable {
    /// What each escaped character becomes.
    let replacements: [Unicode.Scalar: String]

    /// A Swift string literal's escapes: quotes, backslashes and newlines.
    static let swiftLiteral = Escapes(replacements: ["\"": "\\\"", "\\": "\\\\", "\n": "\\n"])
    /// A JSON string's named escapes; other control characters take `\u00XX`.
    static let json = Escapes(replacements: ["\"": "\\\"", "\\": "\\\\", "\n": "\\n", "\t": "\\t", "\r": "\\r"])
    /// The control characters a message writes by name; the rest take `\u{…}`.
    static let message = Escapes(replacements: ["\n": "\\n", "\r": "\\r", "\t": "\\t"])
    /// A quoted piece of input's own delimiters.
    static let singleQuoted = Escapes(replacements: ["'": "\\'", "\\": "\\\\"])

    /// `text` with each listed character replaced and every other one given to `other`.
    func escaping(_ text: String, other: (Unicode.Scalar) -> String = { String($0) }) -> String {
        text.unicodeScalars.map { replacements[$0] ?? other($0) }.joined()
    }
}
