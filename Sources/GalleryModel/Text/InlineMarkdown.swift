/// The inline Markdown SwiftUI's Text styles: `**strong**`, `*emphasis*` (or
/// with underscores), `~~strikethrough~~`, `` `code` `` and `[links](url)`,
/// with backslash escapes. Block syntax (headings, lists) stays plain text, as in Text.
public enum InlineMarkdown {
    /// A stretch of text with the presentation intents Markdown gave it.
    public struct Run: Sendable, Equatable {
        /// The characters.
        public var text: String
        /// `**strong**`: drawn bold.
        public var strong = false
        /// `*emphasis*`: drawn italic.
        public var emphasized = false
        /// `~~strikethrough~~`.
        public var strikethrough = false
        /// `` `code` ``: drawn monospaced.
        public var code = false
        /// The URL of `[text](url)`.
        public var link: String?

        public init(_ text: String, strong: Bool = false, emphasized: Bool = false, strikethrough: Bool = false,
                    code: Bool = false, link: String? = nil) {
            self.text = text
            self.strong = strong
            self.emphasized = emphasized
            self.strikethrough = strikethrough
            self.code = code
            self.link = link
        }
    }

    /// The runs of `source`; neighbouring runs with the same intents are merged.
    public static func parse(_ source: String) -> [Run] {
        var parser = Parser(Array(source))
        parser.parse(until: nil)
        return parser.runs
    }

    private struct Parser {
        let characters: [Character]
        var index = 0
        var runs: [Run] = []
        var strong = false
        var emphasized = false
        var strikethrough = false
        var link: String?

        init(_ characters: [Character]) {
            self.characters = characters
        }

        mutating func parse(until end: Int?) {
            let limit = end ?? characters.count
            while index < limit {
                let character = characters[index]
                if character == "\\", index + 1 < limit, characters[index + 1].isPunctuation || characters[index + 1].isSymbol {
                    append(String(characters[index + 1]))
                    index += 2
                } else if character == "`", let close = find("`", from: index + 1, before: limit) {
                    append(String(characters[(index + 1)..<close]), code: true)
                    index = close + 1
                } else if matches("**", at: index) || matches("__", at: index) {
                    toggle(\.strong, marker: String(characters[index..<(index + 2)]), limit: limit)
                } else if matches("~~", at: index) {
                    toggle(\.strikethrough, marker: "~~", limit: limit)
                } else if character == "*" || character == "_" {
                    toggle(\.emphasized, marker: String(character), limit: limit)
                } else if character == "[", let (textEnd, urlEnd) = linkBounds(from: index, before: limit) {
                    let url = String(characters[(textEnd + 2)..<urlEnd])
                    let outer = link
                    link = url
                    index += 1
                    parse(until: textEnd)
                    link = outer
                    index = urlEnd + 1
                } else {
                    append(String(character))
                    index += 1
                }
            }
        }

        /// Opens or closes an intent at a delimiter; an opener without a closer is plain text.
        mutating func toggle(_ flag: WritableKeyPath<Parser, Bool>, marker: String, limit: Int) {
            let length = marker.count
            if self[keyPath: flag] {
                self[keyPath: flag] = false
                index += length
            } else if find(marker, from: index + length, before: limit) != nil {
                self[keyPath: flag] = true
                index += length
            } else {
                append(marker)
                index += length
            }
        }

        mutating func append(_ text: String, code: Bool = false) {
            let run = Run(text, strong: strong, emphasized: emphasized, strikethrough: strikethrough, code: code, link: link)
            if var last = runs.last, last.strong == run.strong, last.emphasized == run.emphasized,
               last.strikethrough == run.strikethrough, last.code == run.code, last.link == run.link {
                last.text += text
                runs[runs.count - 1] = last
            } else {
                runs.append(run)
            }
        }

        func matches(_ marker: String, at position: Int) -> Bool {
            let marker = Array(marker)
            guard position + marker.count <= characters.count else { return false }
            return Array(characters[position..<(position + marker.count)]) == marker
        }

        func find(_ marker: String, from start: Int, before limit: Int) -> Int? {
            var position = start
            while position + marker.count <= limit {
                if characters[position] == "\\" { position += 2; continue }
                if matches(marker, at: position) { return position }
                position += 1
            }
            return nil
        }

        /// For `[text](url)` at `start`: the index of `]` and of `)`.
        func linkBounds(from start: Int, before limit: Int) -> (Int, Int)? {
            guard let textEnd = find("]", from: start + 1, before: limit), textEnd + 1 < limit,
                  characters[textEnd + 1] == "(", let urlEnd = find(")", from: textEnd + 2, before: limit)
            else { return nil }
            return (textEnd, urlEnd)
        }
    }
}
