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

    /// A message written by someone else (SwiftParser's "unexpected code '…' in source file") with each piece it
    /// quotes in single quotes cut after ``maximumShown`` characters, as ``quoted(_:)`` cuts, so that it repeats no
    /// more of a file than a few words of the code it is about: `unexpected code 'abc…'… (5000 characters) in source
    /// file`. A quote left open runs to the end and is cut the same way. An apostrophe within a word (the gallery's own
    /// "a shape of the project's: …") opens no quote.
    public static func shorteningQuotes(_ message: String) -> String {
        var result = ""
        var rest = message[...]
        while let open = rest.indices.first(where: { index in
            rest[index] == "'" && (index == message.startIndex || !message[message.index(before: index)].isLetter)
        }) {
            result += rest[...open]
            let inside = rest[rest.index(after: open)...]
            let close = inside.firstIndex(of: "'") ?? inside.endIndex
            let quoted = inside[..<close]
            result += quoted.count > maximumShown ? "\(quoted.prefix(maximumShown))'… (\(quoted.count) characters)" : quoted + (close < inside.endIndex ? "'" : "")
            rest = close < inside.endIndex ? inside[inside.index(after: close)...] : inside[inside.endIndex...]
        }
        return result + rest
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
