/// A small JSON reader that remembers where each value starts, so that the
/// configuration importer can name the line of a bad field.
///
/// It accepts exactly RFC 8259 JSON, refuses duplicate keys, and limits nesting
/// so that hostile input cannot exhaust the stack.
struct JSONDocument {
    /// A parsed value and the line (1-based) on which it starts.
    struct Node {
        enum Value {
            case object([Member])
            case array([Node])
            case string(String)
            /// A number, as written.
            case number(String)
            case bool(Bool)
            case null
        }

        let value: Value
        let line: Int
    }

    /// One `"key": value` pair of an object, with the line of its key.
    struct Member {
        let key: String
        let line: Int
        let node: Node
    }

    /// Where and why the text is not JSON.
    struct SyntaxError: MessageError, Equatable {
        let line: Int
        let column: Int
        /// Why, without the place: "expected ',' or ']' in a list but found '2'".
        let text: LocalizedText
    }

    /// The root value.
    let root: Node

    private static let maximumDepth = 64

    /// Parses `bytes` as one JSON text.
    init(bytes: [UInt8]) throws(SyntaxError) {
        var reader = Reader(bytes: bytes)
        reader.skipWhitespace()
        let root = try reader.value(depth: 0)
        reader.skipWhitespace()
        if !reader.atEnd {
            throw reader.error(say("unexpected text after the end of the JSON value"))
        }
        self.root = root
    }

    /// The line of the value reached by following `path` (object keys and array
    /// indices) from the root, or of the deepest value that exists on the way.
    func line(at path: [PathComponent]) -> Int {
        var node = root
        for component in path {
            switch (node.value, component) {
            case (.object(let members), .key(let key)):
                guard let member = members.first(where: { $0.key == key }) else { return node.line }
                node = member.node
            case (.array(let items), .index(let index)) where items.indices.contains(index):
                node = items[index]
            default:
                return node.line
            }
        }
        return node.line
    }

    /// A step into a JSON value.
    enum PathComponent: Equatable {
        case key(String)
        case index(Int)
    }

    /// A cursor over UTF-8 bytes that tracks line and column.
    private struct Reader {
        let bytes: [UInt8]
        var offset = 0
        var line = 1
        var lineStart = 0

        var atEnd: Bool { offset >= bytes.count }

        func error(_ text: LocalizedText) -> SyntaxError {
            SyntaxError(line: line, column: offset - lineStart + 1, text: text)
        }

        mutating func skipWhitespace() {
            while offset < bytes.count {
                switch bytes[offset] {
                case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"):
                    offset += 1
                case UInt8(ascii: "\n"):
                    offset += 1
                    line += 1
                    lineStart = offset
                default:
                    return
                }
            }
        }

        mutating func value(depth: Int) throws(SyntaxError) -> Node {
            guard depth < JSONDocument.maximumDepth else {
                throw error(say("values are nested more than \(JSONDocument.maximumDepth) levels deep"))
            }
            guard offset < bytes.count else {
                throw error(say("the file ends where a value was expected (is it truncated?)"))
            }
            let startLine = line
            switch bytes[offset] {
            case UInt8(ascii: "{"):
                return Node(value: .object(try object(depth: depth)), line: startLine)
            case UInt8(ascii: "["):
                return Node(value: .array(try array(depth: depth)), line: startLine)
            case UInt8(ascii: "\""):
                return Node(value: .string(try string()), line: startLine)
            case UInt8(ascii: "t"):
                try literal("true")
                return Node(value: .bool(true), line: startLine)
            case UInt8(ascii: "f"):
                try literal("false")
                return Node(value: .bool(false), line: startLine)
            case UInt8(ascii: "n"):
                try literal("null")
                return Node(value: .null, line: startLine)
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                return Node(value: .number(try number()), line: startLine)
            default:
                throw error(say("unexpected character \(describe(bytes[offset])) where a value was expected"))
            }
        }

        private func describe(_ byte: UInt8) -> LocalizedText {
            if byte >= 0x20 && byte < 0x7F { return .verbatim("'\(Character(Unicode.Scalar(byte)))'") }
            return say("byte 0x\(String(byte, radix: 16, uppercase: true))")
        }

        private mutating func expect(_ character: Character, _ what: LocalizedText) throws(SyntaxError) {
            skipWhitespace()
            guard offset < bytes.count else {
                throw error(say("the file ends where \(what) was expected (is it truncated?)"))
            }
            guard bytes[offset] == character.asciiValue! else {
                throw error(say("expected \(what) but found \(describe(bytes[offset]))"))
            }
            offset += 1
        }

        private mutating func object(depth: Int) throws(SyntaxError) -> [Member] {
            offset += 1
            var members: [Member] = []
            skipWhitespace()
            if offset < bytes.count, bytes[offset] == UInt8(ascii: "}") {
                offset += 1
                return members
            }
            while true {
                skipWhitespace()
                guard offset < bytes.count else {
                    throw error(say("the file ends inside an object (is it truncated?)"))
                }
                guard bytes[offset] == UInt8(ascii: "\"") else {
                    throw error(say("expected a quoted field name but found \(describe(bytes[offset]))"))
                }
                let keyLine = line
                let key = try string()
                if members.contains(where: { $0.key == key }) {
                    throw SyntaxError(line: keyLine, column: 1, text: say("the field \(Quoting.quoted(key)) appears twice in the same object"))
                }
                try expect(":", say("':' after the field name \(Quoting.quoted(key))"))
                skipWhitespace()
                let node = try value(depth: depth + 1)
                members.append(Member(key: key, line: keyLine, node: node))
                skipWhitespace()
                guard offset < bytes.count else {
                    throw error(say("the file ends inside an object (is it truncated?)"))
                }
                if bytes[offset] == UInt8(ascii: ",") {
                    offset += 1
                    continue
                }
                if bytes[offset] == UInt8(ascii: "}") {
                    offset += 1
                    return members
                }
                throw error(say("expected ',' or '}' after the value of \(Quoting.quoted(key)) but found \(describe(bytes[offset]))"))
            }
        }

        private mutating func array(depth: Int) throws(SyntaxError) -> [Node] {
            offset += 1
            var items: [Node] = []
            skipWhitespace()
            if offset < bytes.count, bytes[offset] == UInt8(ascii: "]") {
                offset += 1
                return items
            }
            while true {
                skipWhitespace()
                items.append(try value(depth: depth + 1))
                skipWhitespace()
                guard offset < bytes.count else {
                    throw error(say("the file ends inside a list (is it truncated?)"))
                }
                if bytes[offset] == UInt8(ascii: ",") {
                    offset += 1
                    continue
                }
                if bytes[offset] == UInt8(ascii: "]") {
                    offset += 1
                    return items
                }
                throw error(say("expected ',' or ']' in a list but found \(describe(bytes[offset]))"))
            }
        }

        private mutating func literal(_ word: String) throws(SyntaxError) {
            for expected in word.utf8 {
                guard offset < bytes.count, bytes[offset] == expected else {
                    throw error(say("expected '\(word)'"))
                }
                offset += 1
            }
        }

        /// Reads a number and returns it as written; refuses one no double can hold.
        private mutating func number() throws(SyntaxError) -> String {
            let literalStart = offset
            func digits() -> Int {
                let start = offset
                while offset < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[offset]) {
                    offset += 1
                }
                return offset - start
            }
            if bytes[offset] == UInt8(ascii: "-") { offset += 1 }
            let start = offset
            let count = digits()
            guard count > 0 else { throw error(say("a number needs digits after '-'")) }
            if count > 1, bytes[start] == UInt8(ascii: "0") {
                throw error(say("numbers may not start with 0"))
            }
            if offset < bytes.count, bytes[offset] == UInt8(ascii: ".") {
                offset += 1
                guard digits() > 0 else { throw error(say("a number needs digits after '.'")) }
            }
            if offset < bytes.count, bytes[offset] == UInt8(ascii: "e") || bytes[offset] == UInt8(ascii: "E") {
                offset += 1
                if offset < bytes.count, bytes[offset] == UInt8(ascii: "+") || bytes[offset] == UInt8(ascii: "-") {
                    offset += 1
                }
                guard digits() > 0 else { throw error(say("a number needs digits in its exponent")) }
            }
            let literal = String(decoding: bytes[literalStart..<offset], as: UTF8.self)
            let shown = Quoting.quoted(literal)
            let value = Double(literal) ?? .infinity
            let mantissa = literal.prefix { $0 != "e" && $0 != "E" }
            let tooSmall = value == 0 && mantissa.contains(where: { ("1"..."9").contains($0) })
            if !value.isFinite || tooSmall {
                offset = literalStart  // Point at the number's start.
                throw error(tooSmall ? say("the number \(shown) is too small to tell from zero; write 0") : say("the number \(shown) is too large to read"))
            }
            return literal
        }

        private mutating func string() throws(SyntaxError) -> String {
            offset += 1
            var scalars = String.UnicodeScalarView()
            var pending: [UInt8] = []
            func flush() throws(SyntaxError) {
                guard !pending.isEmpty else { return }
                guard let text = String(validating: pending, as: UTF8.self) else {
                    throw error(say("the text is not valid UTF-8"))
                }
                scalars.append(contentsOf: text.unicodeScalars)
                pending.removeAll()
            }
            while true {
                guard offset < bytes.count else {
                    throw error(say("the file ends inside a string (is it truncated?)"))
                }
                let byte = bytes[offset]
                switch byte {
                case UInt8(ascii: "\""):
                    offset += 1
                    try flush()
                    return String(scalars)
                case UInt8(ascii: "\\"):
                    try flush()
                    offset += 1
                    scalars.append(try escape())
                case 0..<0x20:
                    throw error(say("control character \(describe(byte)) inside a string"))
                default:
                    pending.append(byte)
                    offset += 1
                }
            }
        }

        private mutating func escape() throws(SyntaxError) -> Unicode.Scalar {
            guard offset < bytes.count else {
                throw error(say("the file ends inside a string (is it truncated?)"))
            }
            let byte = bytes[offset]
            offset += 1
            switch byte {
            case UInt8(ascii: "\""): return "\""
            case UInt8(ascii: "\\"): return "\\"
            case UInt8(ascii: "/"): return "/"
            case UInt8(ascii: "b"): return "\u{08}"
            case UInt8(ascii: "f"): return "\u{0C}"
            case UInt8(ascii: "n"): return "\n"
            case UInt8(ascii: "r"): return "\r"
            case UInt8(ascii: "t"): return "\t"
            case UInt8(ascii: "u"):
                let high = try hex4()
                if (0xD800..<0xDC00).contains(high) {
                    guard offset + 1 < bytes.count, bytes[offset] == UInt8(ascii: "\\"), bytes[offset + 1] == UInt8(ascii: "u") else {
                        throw error(say("an unpaired UTF-16 surrogate in a \\u escape"))
                    }
                    offset += 2
                    let low = try hex4()
                    guard (0xDC00..<0xE000).contains(low) else {
                        throw error(say("an unpaired UTF-16 surrogate in a \\u escape"))
                    }
                    return Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00))!
                }
                guard let scalar = Unicode.Scalar(high) else {
                    throw error(say("an unpaired UTF-16 surrogate in a \\u escape"))
                }
                return scalar
            default:
                // The character after the backslash escaped in turn, so a newline or a control cannot split the message.
                throw error(say("unknown escape '\\\(Quoting.oneLine(String(Character(Unicode.Scalar(byte)))))' in a string"))
            }
        }

        private mutating func hex4() throws(SyntaxError) -> UInt32 {
            var value: UInt32 = 0
            for _ in 0..<4 {
                guard offset < bytes.count, let digit = hexValue(bytes[offset]) else {
                    throw error(say("a \\u escape needs four hexadecimal digits"))
                }
                value = value * 16 + digit
                offset += 1
            }
            return value
        }

        private func hexValue(_ byte: UInt8) -> UInt32? {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
            default: nil
            }
        }
    }
}
