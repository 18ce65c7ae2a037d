import GalleryModel

/// What a position's `character` counts (LSP 3.17, `PositionEncodingKind`): UTF-16 code units unless the client
/// offers UTF-8 in `general.positionEncodings`, which the server then takes, as its text is UTF-8 already.
enum PositionEncoding: String, Sendable {
    case utf8 = "utf-8"
    case utf16 = "utf-16"

    /// The encoding to use with a client that offers `offered` (nil: it offered none, so UTF-16, which every client
    /// speaks).
    static func negotiated(offering offered: [String]?) -> PositionEncoding {
        offered?.contains(PositionEncoding.utf8.rawValue) == true ? .utf8 : .utf16
    }
}

/// A place in a document as the protocol says it: a line and a character, both from 0.
struct Position: Sendable, Hashable, Comparable {
    let line: Int
    let character: Int

    static func < (a: Position, b: Position) -> Bool {
        (a.line, a.character) < (b.line, b.character)
    }

    var json: JSONValue {
        ["line": .integer(line), "character": .integer(character)]
    }

    /// A position read from JSON, or nil when it is not one.
    init?(_ value: JSONValue?) {
        guard let line = value?["line"]?.integer, let character = value?["character"]?.integer, line >= 0, character >= 0 else { return nil }
        self.init(line: line, character: character)
    }

    init(line: Int, character: Int) {
        self.line = line
        self.character = character
    }
}

/// A stretch of a document, its end exclusive.
struct TextRange: Sendable, Hashable {
    let start: Position
    let end: Position

    var json: JSONValue {
        ["start": start.json, "end": end.json]
    }

    init?(_ value: JSONValue?) {
        guard let start = Position(value?["start"]), let end = Position(value?["end"]) else { return nil }
        self.init(start: start, end: end)
    }

    init(start: Position, end: Position) {
        self.start = start
        self.end = end
    }
}

/// An open document's text, kept in UTF-8 with where each line starts, so that a position of the protocol (in the
/// encoding negotiated) and a byte offset convert into each other by looking at one line only.
///
/// Lines end at `\n`, `\r\n` or `\r`, as the protocol and SwiftSyntax both split them.
struct TextDocument: Sendable {
    private(set) var bytes: [UInt8]
    /// The byte offset of each line's first byte; the first is 0.
    private(set) var lineStarts: [Int]

    init(text: String) {
        bytes = Array(text.utf8)
        lineStarts = Self.lineStarts(of: bytes)
    }

    var text: String {
        String(decoding: bytes, as: UTF8.self)
    }

    var lineCount: Int { lineStarts.count }

    private static func lineStarts(of bytes: [UInt8]) -> [Int] {
        var starts = [0]
        var index = 0
        while index < bytes.count {
            switch bytes[index] {
            case 0x0A:
                starts.append(index + 1)
            case 0x0D:
                if index + 1 < bytes.count, bytes[index + 1] == 0x0A { index += 1 }
                starts.append(index + 1)
            default:
                break
            }
            index += 1
        }
        return starts
    }

    /// Where line `line`'s text ends, before its line ending.
    func lineEnd(_ line: Int) -> Int {
        guard line + 1 < lineStarts.count else { return bytes.count }
        var end = lineStarts[line + 1]
        if end > lineStarts[line], bytes[end - 1] == 0x0A { end -= 1 }
        if end > lineStarts[line], bytes[end - 1] == 0x0D { end -= 1 }
        return end
    }

    /// The byte offset of `position`. As the specification says, a character past the end of its line is the end of
    /// the line; a line past the end of the document is its end. A position inside a character (in the middle of a
    /// UTF-16 surrogate pair or of a character's UTF-8 bytes) is the start of that character.
    func offset(of position: Position, in encoding: PositionEncoding) -> Int {
        guard position.line < lineStarts.count else { return bytes.count }
        let start = lineStarts[position.line], end = lineEnd(position.line)
        var offset = start
        var counted = 0
        while offset < end {
            let length = Self.scalarLength(bytes[offset])
            let units = encoding == .utf8 ? length : (length == 4 ? 2 : 1)
            if counted + units > position.character { break }
            counted += units
            offset = min(offset + length, end)
        }
        return offset
    }

    /// The position of the byte offset `offset` (clamped to the document).
    func position(of offset: Int, in encoding: PositionEncoding) -> Position {
        let offset = max(0, min(offset, bytes.count))
        let line = lineIndex(containing: offset)
        let start = lineStarts[line]
        let end = max(start, min(offset, lineEnd(line)))
        guard encoding == .utf16 else { return Position(line: line, character: end - start) }
        var units = 0
        var index = start
        while index < end {
            let length = Self.scalarLength(bytes[index])
            units += length == 4 ? 2 : 1
            index += length
        }
        return Position(line: line, character: units)
    }

    /// The byte offset of a line and UTF-8 column from 1, as SwiftSyntax and `gallery check` give them.
    func offset(line: Int, utf8Column column: Int) -> Int {
        guard line >= 1, line <= lineStarts.count else { return bytes.count }
        return min(lineStarts[line - 1] + max(column - 1, 0), lineEnd(line - 1))
    }

    /// The line (from 0) that holds `offset`.
    func lineIndex(containing offset: Int) -> Int {
        var low = 0, high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return low
    }

    func range(from start: Int, to end: Int, in encoding: PositionEncoding) -> TextRange {
        TextRange(start: position(of: start, in: encoding), end: position(of: end, in: encoding))
    }

    /// Replaces `range` (the whole text when nil) with `text`.
    mutating func replace(_ range: TextRange?, with text: String, in encoding: PositionEncoding) {
        guard let range else {
            self = TextDocument(text: text)
            return
        }
        let start = offset(of: range.start, in: encoding)
        let end = max(start, offset(of: range.end, in: encoding))
        bytes.replaceSubrange(start..<end, with: Array(text.utf8))
        lineStarts = Self.lineStarts(of: bytes)
    }

    /// How many bytes the UTF-8 sequence that starts with `byte` has (1 for a byte that starts none).
    private static func scalarLength(_ byte: UInt8) -> Int {
        switch byte {
        case 0xF0...0xF7: 4
        case 0xE0...0xEF: 3
        case 0xC0...0xDF: 2
        default: 1
        }
    }
}
