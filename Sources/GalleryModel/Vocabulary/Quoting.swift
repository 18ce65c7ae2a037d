/// How messages show what a person typed or a file held: quoted, escaped and
/// shortened, so that a newline cannot split a message over lines and an escape
/// sequence cannot reach the terminal.
public enum Quoting {
    /// The longest piece of input a message repeats, in characters.
    public static let maximumShown = 60

    /// `text` in single quotes, with control and formatting characters, quotes and
    /// backslashes escaped, cut after ``maximumShown`` characters: `'ios\nX'`.
    public static func quoted(_ text: String) -> String {
        quoted(text, cutAfter: maximumShown)
    }

    /// A path quoted and escaped like ``quoted(_:)`` but whole: a person needs all of it to find the file.
    public static func path(_ path: String) -> String {
        quoted(path, cutAfter: Int.max)
    }

    private static func quoted(_ text: String, cutAfter limit: Int) -> String {
        let shown = text.count > limit ? String(text.prefix(limit)) : text
        var result = "'" + Escapes.singleQuoted.escaping(shown, other: escaped) + "'"
        if shown.count < text.count { result += "… (\(text.count) characters)" }
        return result
    }

    /// `line` with every control or formatting character escaped: what a message
    /// holds, made safe to print as one line.
    public static func oneLine(_ line: String) -> String {
        line.unicodeScalars.map(escaped).joined()
    }

    private static func escaped(_ scalar: Unicode.Scalar) -> String {
        // A byte of a path that is not UTF-8 (see SystemPath), shown as the byte it is.
        if let byte = SystemPath.rawByte(scalar) {
            return "\\x" + (byte < 0x10 ? "0" : "") + String(byte, radix: 16, uppercase: true)
        }
        if let named = Escapes.message.replacements[scalar] { return named }
        switch scalar.properties.generalCategory {
        // Controls (escape, bell), formats (bidirectional overrides), separators that break lines, and unassigned or private code points.
        case .control, .format, .lineSeparator, .paragraphSeparator, .surrogate, .unassigned:
            return "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
        default:
            return String(scalar)
        }
    }
}
