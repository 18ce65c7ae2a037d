import GalleryModel

/// Reads an old-style (OpenStep) property list, as Xcode writes `project.pbxproj`:
///
/// ```
/// // !$*UTF8*$!
/// {
///     archiveVersion = 1;
///     objects = {
///         0A1B… /* App.swift */ = {isa = PBXFileReference; path = App.swift; sourceTree = "<group>"; };
///     };
///     list = ( a, "b c", );
/// }
/// ```
///
/// Values are dictionaries (`{ key = value; }`), arrays (`( a, b, )`, a trailing comma allowed), strings (quoted
/// with `\"`, `\\`, `\n`, `\t`, octal `\012` and `\U00e9` escapes, or bare: letters, digits and `_$+/:.-@`) and data
/// (`<0fbd 7a>`). Comments (`/* … */`, `// …`) go anywhere between tokens; the `// !$*UTF8*$!` header is one.
///
/// The parser is linear and iterative: one pass over the bytes, an explicit stack of the dictionaries and arrays
/// open, never deeper than ``ProjectLimits/maximumPropertyListNesting``. Its caller bounds the size.
struct PropertyListParser {
    /// Where and why the text is not a property list.
    struct Failure: Error, Equatable {
        let line: Int
        let column: Int
        let message: LocalizedText
    }

    private let bytes: [UInt8]
    private var offset = 0
    private var line = 1
    private var lineStart = 0

    /// Parses `bytes` (UTF-8) as one property list value followed by nothing but comments and white space.
    static func parse(_ bytes: [UInt8]) throws(Failure) -> PropertyList {
        var parser = PropertyListParser(bytes: bytes)
        return try parser.parseDocument()
    }

    private init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// A token and where it starts.
    private enum Token: Equatable {
        case open(UInt8)
        case close(UInt8)
        case equals
        case semicolon
        case comma
        case string(String)
        case data([UInt8])
        case end
    }

    /// A dictionary or array being read.
    private enum Container {
        case dictionary([String: PropertyList], key: String?, line: Int, column: Int)
        case array([PropertyList])
    }

    /// What may come next.
    private enum Expectation {
        case value
        case keyOrClose
        case equals
        case semicolon
        case valueOrClose
        case commaOrClose
        case end
    }

    private mutating func parseDocument() throws(Failure) -> PropertyList {
        var stack: [Container] = []
        var expectation = Expectation.value
        var result: PropertyList?
        while true {
            let (token, tokenLine, tokenColumn) = try nextToken()
            func fail(_ message: LocalizedText) -> Failure { Failure(line: tokenLine, column: tokenColumn, message: message) }
            // A value just completed goes into the container open, or is the document.
            func complete(_ value: PropertyList) -> Expectation {
                switch stack.popLast() {
                case nil:
                    result = value
                    return .end
                case .dictionary(var entries, let key?, let line, let column):
                    entries[key] = value
                    stack.append(.dictionary(entries, key: nil, line: line, column: column))
                    return .semicolon
                case .dictionary(let entries, nil, let line, let column):
                    // Not reached: a value is only read after a key.
                    stack.append(.dictionary(entries, key: nil, line: line, column: column))
                    return .semicolon
                case .array(var items):
                    items.append(value)
                    stack.append(.array(items))
                    return .commaOrClose
                }
            }
            switch (expectation, token) {
            case (.value, .open(let bracket)), (.valueOrClose, .open(let bracket)):
                guard stack.count < ProjectLimits.maximumPropertyListNesting else {
                    throw fail(say("the property list nests more than \(ProjectLimits.maximumPropertyListNesting) levels deep"))
                }
                if bracket == UInt8(ascii: "{") {
                    stack.append(.dictionary([:], key: nil, line: tokenLine, column: tokenColumn))
                    expectation = .keyOrClose
                } else {
                    stack.append(.array([]))
                    expectation = .valueOrClose
                }
            case (.value, .string(let text)), (.valueOrClose, .string(let text)):
                expectation = complete(.string(text))
            case (.value, .data(let data)), (.valueOrClose, .data(let data)):
                expectation = complete(.data(data))
            case (.valueOrClose, .close(UInt8(ascii: ")"))), (.commaOrClose, .close(UInt8(ascii: ")"))):
                guard case .array(let items)? = stack.popLast() else { throw fail(say("a ) closes no array")) }
                expectation = complete(.array(items))
            case (.commaOrClose, .comma):
                expectation = .valueOrClose
            case (.keyOrClose, .string(let key)):
                guard case .dictionary(let entries, _, let line, let column)? = stack.popLast() else {
                    throw fail(say("a key outside a dictionary"))
                }
                stack.append(.dictionary(entries, key: key, line: line, column: column))
                expectation = .equals
            case (.keyOrClose, .close(UInt8(ascii: "}"))):
                guard case .dictionary(let entries, _, let line, let column)? = stack.popLast() else {
                    throw fail(say("a } closes no dictionary"))
                }
                expectation = complete(.dictionary(PropertyListDictionary(entries: entries, line: line, column: column)))
            case (.equals, .equals):
                expectation = .value
            case (.semicolon, .semicolon):
                expectation = .keyOrClose
            case (.end, .end):
                // Set when the expectation became .end.
                return result!
            case (_, .end):
                throw fail(say("the property list ends before it is complete"))
            default:
                throw fail(Self.expected(expectation))
            }
        }
    }

    /// What was expected, said when something else came.
    private static func expected(_ expectation: Expectation) -> LocalizedText {
        switch expectation {
        case .value: say("a value was expected here (a string, { or ()")
        case .keyOrClose: say("a key or } was expected here")
        case .equals: say("= was expected here, after the key")
        case .semicolon: say("; was expected here, after the value")
        case .valueOrClose: say("a value or ) was expected here")
        case .commaOrClose: say(", or ) was expected here, after the value")
        case .end: say("nothing but comments may follow the property list")
        }
    }

    // MARK: Tokens

    private var column: Int { offset - lineStart + 1 }

    private mutating func advance() {
        if bytes[offset] == UInt8(ascii: "\n") {
            line += 1
            lineStart = offset + 1
        }
        offset += 1
    }

    private func peek(_ distance: Int = 0) -> UInt8? {
        offset + distance < bytes.count ? bytes[offset + distance] : nil
    }

    private func failure(_ message: LocalizedText) -> Failure {
        Failure(line: line, column: column, message: message)
    }

    /// Skips white space and comments.
    private mutating func skipTrivia() throws(Failure) {
        while let byte = peek() {
            if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") {
                advance()
            } else if byte == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "*") {
                let start = failure(say("a /* comment is never closed"))
                advance()
                advance()
                while true {
                    guard let next = peek() else { throw start }
                    if next == UInt8(ascii: "*"), peek(1) == UInt8(ascii: "/") {
                        advance()
                        advance()
                        break
                    }
                    advance()
                }
            } else if byte == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "/") {
                while let next = peek(), next != UInt8(ascii: "\n") { advance() }
            } else {
                return
            }
        }
    }

    private mutating func nextToken() throws(Failure) -> (Token, Int, Int) {
        try skipTrivia()
        let tokenLine = line
        let tokenColumn = column
        guard let byte = peek() else { return (.end, tokenLine, tokenColumn) }
        let token: Token
        switch byte {
        case UInt8(ascii: "{"), UInt8(ascii: "("):
            advance()
            token = .open(byte)
        case UInt8(ascii: "}"), UInt8(ascii: ")"):
            advance()
            token = .close(byte)
        case UInt8(ascii: "="):
            advance()
            token = .equals
        case UInt8(ascii: ";"):
            advance()
            token = .semicolon
        case UInt8(ascii: ","):
            advance()
            token = .comma
        case UInt8(ascii: "\""):
            token = .string(try quotedString())
        case UInt8(ascii: "<"):
            token = .data(try data())
        default:
            guard Self.isBare(byte) else { throw failure(say("this character cannot begin a value")) }
            let start = offset
            while let next = peek(), Self.isBare(next) { advance() }
            token = .string(try text(bytes[start..<offset]))
        }
        return (token, tokenLine, tokenColumn)
    }

    /// Whether `byte` may be part of a bare (unquoted) string. Bytes from 0x80 are let through, for bare words in
    /// other scripts that some tools write.
    private static func isBare(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"): true
        case UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "+"), UInt8(ascii: "/"), UInt8(ascii: ":"), UInt8(ascii: "."),
             UInt8(ascii: "-"), UInt8(ascii: "@"): true
        default: byte >= 0x80
        }
    }

    /// `bytes` as UTF-8 text.
    private func text(_ bytes: ArraySlice<UInt8>) throws(Failure) -> String {
        var decoder = UTF8()
        var iterator = bytes.makeIterator()
        var scalars = String.UnicodeScalarView()
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar): scalars.append(scalar)
            case .emptyInput: return String(scalars)
            case .error: throw failure(say("a string here is not UTF-8 text"))
            }
        }
    }

    /// A quoted string, its escapes worked out.
    private mutating func quotedString() throws(Failure) -> String {
        let unterminated = failure(say("a quoted string is never closed"))
        advance()
        var collected: [UInt8] = []
        var scalars = String.UnicodeScalarView()
        // Flushes the bytes collected so far as UTF-8 into the scalars.
        func flush(_ parser: PropertyListParser) throws(Failure) {
            if !collected.isEmpty {
                scalars.append(contentsOf: try parser.text(collected[...]).unicodeScalars)
                collected.removeAll(keepingCapacity: true)
            }
        }
        while true {
            guard let byte = peek() else { throw unterminated }
            if byte == UInt8(ascii: "\"") {
                advance()
                try flush(self)
                return String(scalars)
            }
            guard byte == UInt8(ascii: "\\") else {
                collected.append(byte)
                advance()
                continue
            }
            advance()
            guard let escaped = peek() else { throw unterminated }
            switch escaped {
            case UInt8(ascii: "n"): collected.append(UInt8(ascii: "\n")); advance()
            case UInt8(ascii: "t"): collected.append(UInt8(ascii: "\t")); advance()
            case UInt8(ascii: "r"): collected.append(UInt8(ascii: "\r")); advance()
            case UInt8(ascii: "a"): collected.append(7); advance()
            case UInt8(ascii: "b"): collected.append(8); advance()
            case UInt8(ascii: "f"): collected.append(12); advance()
            case UInt8(ascii: "v"): collected.append(11); advance()
            case UInt8(ascii: "0")...UInt8(ascii: "7"):
                var value = 0
                var digits = 0
                while digits < 3, let digit = peek(), (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(digit) {
                    value = value * 8 + Int(digit - UInt8(ascii: "0"))
                    digits += 1
                    advance()
                }
                guard value < 256 else { throw failure(say("an octal escape here is above \\377")) }
                collected.append(UInt8(value))
            case UInt8(ascii: "U"), UInt8(ascii: "u"):
                advance()
                var value: UInt32 = 0
                for _ in 0..<4 {
                    guard let digit = peek(), let number = Self.hexValue(digit) else {
                        throw failure(say("a \\U escape needs four hexadecimal digits"))
                    }
                    value = value * 16 + UInt32(number)
                    advance()
                }
                try flush(self)
                // A lone surrogate half stands for nothing Swift can hold: the replacement character.
                scalars.append(Unicode.Scalar(value) ?? "\u{FFFD}")
            default:
                // `\"`, `\\` and any other escaped byte stand for themselves.
                collected.append(escaped)
                advance()
            }
        }
    }

    /// `<0fbd 7a>`: bytes written in hexadecimal, white space allowed between digits.
    private mutating func data() throws(Failure) -> [UInt8] {
        let unterminated = failure(say("a <data> value is never closed"))
        advance()
        var result: [UInt8] = []
        var high: UInt8?
        while true {
            guard let byte = peek() else { throw unterminated }
            if byte == UInt8(ascii: ">") {
                guard high == nil else { throw failure(say("a <data> value has an odd number of hexadecimal digits")) }
                advance()
                return result
            }
            if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r") {
                advance()
                continue
            }
            guard let value = Self.hexValue(byte) else { throw failure(say("a <data> value holds something that is not a hexadecimal digit")) }
            advance()
            if let first = high {
                result.append(first << 4 | value)
                high = nil
            } else {
                high = value
            }
        }
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
