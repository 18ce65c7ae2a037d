import Foundation

/// A gettext `.po` or `.pot` file of the repository, read for the translation tests: each message with its
/// translation and whether a translator marked it fuzzy. Obsolete (`#~`) entries and the header are left out.
struct POFile {
    struct Entry {
        let translation: String
        let isFuzzy: Bool
    }

    /// The entries by English message, in file order.
    let entries: [(message: String, entry: Entry)]

    /// The entries by English message.
    var byMessage: [String: Entry] {
        Dictionary(entries.map { ($0.message, $0.entry) }, uniquingKeysWith: { first, _ in first })
    }

    /// `po/NAME` of this repository.
    static func repository(_ name: String) throws -> POFile {
        let root = TestFiles.package
        return try POFile(String(contentsOf: root.appendingPathComponent("po/\(name)"), encoding: .utf8))
    }

    init(_ text: String) {
        var entries: [(String, Entry)] = []
        var message: String?
        var translation: String?
        var fuzzy = false
        var field = ""
        func flush() {
            if let message, !message.isEmpty { entries.append((message, Entry(translation: translation ?? "", isFuzzy: fuzzy))) }
            message = nil
            translation = nil
            fuzzy = false
        }
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("#~") { continue }
            if line.isEmpty {
                flush()
                field = ""
            } else if line.hasPrefix("#,") {
                fuzzy = line.contains("fuzzy")
            } else if line.hasPrefix("msgid ") {
                message = Self.unquote(line.dropFirst(6))
                field = "msgid"
            } else if line.hasPrefix("msgstr ") {
                translation = Self.unquote(line.dropFirst(7))
                field = "msgstr"
            } else if line.hasPrefix("\"") {
                if field == "msgid" { message = (message ?? "") + Self.unquote(line) }
                if field == "msgstr" { translation = (translation ?? "") + Self.unquote(line) }
            }
        }
        flush()
        self.entries = entries
    }

    private static func unquote(_ quoted: Substring) -> String {
        var result = ""
        var escaped = false
        for character in quoted.dropFirst().dropLast() {
            if escaped {
                switch character {
                case "n": result.append("\n")
                case "t": result.append("\t")
                default: result.append(character)
                }
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else {
                result.append(character)
            }
        }
        return result
    }
}
