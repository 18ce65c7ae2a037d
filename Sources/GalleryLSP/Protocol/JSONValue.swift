import Foundation
import GalleryModel

/// A JSON value as the protocol carries it (RFC 8259): what the client sends is read into one, what the server
/// answers is written from one.
enum JSONValue: Sendable, Equatable {
    case null
    case bool(Bool)
    /// A number written without a fraction or an exponent that fits an `Int` (an id, a line, a version).
    case integer(Int)
    /// Any other number.
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    /// The member `key` of an object; nil for anything else or a missing member.
    subscript(key: String) -> JSONValue? {
        if case .object(let members) = self { members[key] } else { nil }
    }

    var string: String? {
        if case .string(let text) = self { text } else { nil }
    }

    var integer: Int? {
        if case .integer(let number) = self { number } else { nil }
    }

    var bool: Bool? {
        if case .bool(let value) = self { value } else { nil }
    }

    var array: [JSONValue]? {
        if case .array(let items) = self { items } else { nil }
    }

    var object: [String: JSONValue]? {
        if case .object(let members) = self { members } else { nil }
    }

    var isNull: Bool {
        self == .null
    }

    /// The name of the value's JSON type, for a message about a value of the wrong type.
    var typeName: LocalizedText {
        switch self {
        case .null: .verbatim("null")
        case .bool: say("a Boolean")
        case .integer, .number: say("a number")
        case .string: say("a string")
        case .array: say("an array")
        case .object: say("an object")
        }
    }
}

extension JSONValue: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral, ExpressibleByBooleanLiteral,
    ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral, ExpressibleByNilLiteral {
    init(stringLiteral value: String) { self = .string(value) }
    init(integerLiteral value: Int) { self = .integer(value) }
    init(booleanLiteral value: Bool) { self = .bool(value) }
    init(arrayLiteral elements: JSONValue...) { self = .array(elements) }
    init(dictionaryLiteral elements: (String, JSONValue)...) {
        self = .object(Dictionary(elements) { _, last in last })
    }
    init(nilLiteral: ()) { self = .null }
}

// MARK: - Writing

extension JSONValue {
    /// The value as compact JSON text in UTF-8, object members in the order of their keys (so that the same value is
    /// always the same bytes).
    var serialized: [UInt8] {
        var out: [UInt8] = []
        write(into: &out)
        return out
    }

    private func write(into out: inout [UInt8]) {
        switch self {
        case .null: out += Array("null".utf8)
        case .bool(let value): out += Array((value ? "true" : "false").utf8)
        case .integer(let number): out += Array(String(number).utf8)
        case .number(let number):
            // Only finite numbers are read or made ("1000.0", "3.5", "1e+20": each JSON, read back as the same number).
            out += Array((number.isFinite ? String(number) : "null").utf8)
        case .string(let text): Self.writeString(text, into: &out)
        case .array(let items):
            out.append(UInt8(ascii: "["))
            for (index, item) in items.enumerated() {
                if index > 0 { out.append(UInt8(ascii: ",")) }
                item.write(into: &out)
            }
            out.append(UInt8(ascii: "]"))
        case .object(let members):
            out.append(UInt8(ascii: "{"))
            for (index, key) in members.keys.sorted().enumerated() {
                if index > 0 { out.append(UInt8(ascii: ",")) }
                Self.writeString(key, into: &out)
                out.append(UInt8(ascii: ":"))
                members[key]!.write(into: &out)
            }
            out.append(UInt8(ascii: "}"))
        }
    }

    private static func writeString(_ text: String, into out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\""): out += [UInt8(ascii: "\\"), UInt8(ascii: "\"")]
            case UInt8(ascii: "\\"): out += [UInt8(ascii: "\\"), UInt8(ascii: "\\")]
            case 0x0A: out += [UInt8(ascii: "\\"), UInt8(ascii: "n")]
            case 0x0D: out += [UInt8(ascii: "\\"), UInt8(ascii: "r")]
            case 0x09: out += [UInt8(ascii: "\\"), UInt8(ascii: "t")]
            case 0x00..<0x20, 0x7F:
                let hex = Array("0123456789abcdef".utf8)
                out += Array("\\u00".utf8) + [hex[Int(byte >> 4)], hex[Int(byte & 0xF)]]
            default: out.append(byte)
            }
        }
        out.append(UInt8(ascii: "\""))
    }
}

// MARK: - Reading

extension JSONValue {
    /// Why a text is not JSON, and the byte where reading stopped.
    struct SyntaxError: Error, Equatable {
        /// The byte offset, from 0.
        let offset: Int
        let reason: LocalizedText
    }

    /// The deepest nesting of arrays and objects read: the protocol's messages nest less than 10 deep, and a limit
    /// keeps a hostile message from exhausting the reading thread's stack.
    static let maximumDepth = 64

    /// Reads `bytes` as one JSON text (UTF-8, RFC 8259); a member given twice keeps its last value.
    init(parsing bytes: [UInt8]) throws(SyntaxError) {
        var reader = JSONReader(bytes: bytes)
        reader.skipWhitespace()
        let value = try reader.value(depth: 0)
        reader.skipWhitespace()
        guard reader.atEnd else { throw reader.error(say("text after the end of the JSON value")) }
        self = value
    }
}

/// A cursor over the bytes of a JSON text.
private struct JSONReader {
    let bytes: [UInt8]
    var index = 0

    var atEnd: Bool { index >= bytes.count }

    func error(_ reason: LocalizedText) -> JSONValue.SyntaxError {
        JSONValue.SyntaxError(offset: index, reason: reason)
    }

    mutating func skipWhitespace() {
        while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
    }

    /// What the byte at the cursor is, for a message.
    private var found: LocalizedText {
        guard index < bytes.count else { return say("the end") }
        let byte = bytes[index]
        return (0x21..<0x7F).contains(byte) ? .verbatim("'\(Character(Unicode.Scalar(byte)))'") : say("byte \(String(format: "0x%02X", byte))")
    }

    mutating func value(depth: Int) throws(JSONValue.SyntaxError) -> JSONValue {
        guard index < bytes.count else { throw error(say("a value was expected but the text ends")) }
        switch bytes[index] {
        case UInt8(ascii: "{"): return try object(depth: depth + 1)
        case UInt8(ascii: "["): return try array(depth: depth + 1)
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"): try literal("true"); return .bool(true)
        case UInt8(ascii: "f"): try literal("false"); return .bool(false)
        case UInt8(ascii: "n"): try literal("null"); return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try number()
        default: throw error(say("a value was expected but found \(found)"))
        }
    }

    private mutating func literal(_ word: String) throws(JSONValue.SyntaxError) {
        let expected = Array(word.utf8)
        guard bytes.count - index >= expected.count, Array(bytes[index..<index + expected.count]) == expected else {
            throw error(say("a value was expected but found \(found)"))
        }
        index += expected.count
    }

    private mutating func object(depth: Int) throws(JSONValue.SyntaxError) -> JSONValue {
        guard depth <= JSONValue.maximumDepth else { throw error(say("objects and arrays nest deeper than \(JSONValue.maximumDepth)")) }
        index += 1
        var members: [String: JSONValue] = [:]
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") { index += 1; return .object(members) }
        while true {
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { throw error(say("a member's name in quotes was expected but found \(found)")) }
            let key = try string()
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { throw error(say("':' was expected after a member's name but found \(found)")) }
            index += 1
            skipWhitespace()
            members[key] = try value(depth: depth)
            skipWhitespace()
            guard index < bytes.count else { throw error(say("',' or '}' was expected but the text ends")) }
            if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
            if bytes[index] == UInt8(ascii: "}") { index += 1; return .object(members) }
            throw error(say("',' or '}' was expected in an object but found \(found)"))
        }
    }

    private mutating func array(depth: Int) throws(JSONValue.SyntaxError) -> JSONValue {
        guard depth <= JSONValue.maximumDepth else { throw error(say("objects and arrays nest deeper than \(JSONValue.maximumDepth)")) }
        index += 1
        var items: [JSONValue] = []
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") { index += 1; return .array(items) }
        while true {
            skipWhitespace()
            items.append(try value(depth: depth))
            skipWhitespace()
            guard index < bytes.count else { throw error(say("',' or ']' was expected but the text ends")) }
            if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
            if bytes[index] == UInt8(ascii: "]") { index += 1; return .array(items) }
            throw error(say("',' or ']' was expected in an array but found \(found)"))
        }
    }

    private mutating func number() throws(JSONValue.SyntaxError) -> JSONValue {
        let start = index
        func digits() -> Int {
            let first = index
            while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) { index += 1 }
            return index - first
        }
        if bytes[index] == UInt8(ascii: "-") { index += 1 }
        guard index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) else {
            throw error(say("a digit was expected in a number but found \(found)"))
        }
        if bytes[index] == UInt8(ascii: "0") {
            index += 1
        } else {
            _ = digits()
        }
        var integral = true
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            integral = false
            guard digits() > 0 else { throw error(say("a digit was expected after '.' but found \(found)")) }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            integral = false
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
            guard digits() > 0 else { throw error(say("a digit was expected in an exponent but found \(found)")) }
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        if integral, let number = Int(text) { return .integer(number) }
        guard let number = Double(text), number.isFinite else {
            index = start
            throw error(say("the number \(text) is too large"))
        }
        return .number(number)
    }

    /// A string; the cursor is on its opening quote.
    mutating func string() throws(JSONValue.SyntaxError) -> String {
        index += 1
        var out: [UInt8] = []
        while true {
            guard index < bytes.count else { throw error(say("a string is not closed")) }
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""):
                index += 1
                guard let text = String(validating: out, as: UTF8.self) else {
                    throw error(say("a string is not UTF-8"))
                }
                return text
            case UInt8(ascii: "\\"):
                index += 1
                guard index < bytes.count else { throw error(say("a string is not closed")) }
                let escaped = bytes[index]
                index += 1
                switch escaped {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): out.append(escaped)
                case UInt8(ascii: "b"): out.append(0x08)
                case UInt8(ascii: "f"): out.append(0x0C)
                case UInt8(ascii: "n"): out.append(0x0A)
                case UInt8(ascii: "r"): out.append(0x0D)
                case UInt8(ascii: "t"): out.append(0x09)
                case UInt8(ascii: "u"): out += Array(String(Character(try unicodeEscape())).utf8)
                default:
                    index -= 1
                    throw error(say("'\\' is followed by \(found), which no escape is"))
                }
            case 0x00..<0x20:
                throw error(say("a string holds the control character \(String(format: "0x%02X", byte)) unescaped"))
            default:
                out.append(byte)
                index += 1
            }
        }
    }

    /// The scalar of a `\uXXXX` escape (two for a surrogate pair); the cursor is after the `u`. A surrogate without
    /// its other half is U+FFFD, as a decoder of UTF-16 reads it.
    private mutating func unicodeEscape() throws(JSONValue.SyntaxError) -> Unicode.Scalar {
        let high = try hexQuad()
        if (0xD800..<0xDC00).contains(high) {
            let save = index
            if index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") {
                index += 2
                let low = try hexQuad()
                if (0xDC00..<0xE000).contains(low) {
                    return Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00))!
                }
            }
            index = save
            return "\u{FFFD}"
        }
        return Unicode.Scalar(high) ?? "\u{FFFD}"
    }

    private mutating func hexQuad() throws(JSONValue.SyntaxError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard index < bytes.count, let digit = Self.hexDigit(bytes[index]) else {
                throw error(say("four hexadecimal digits were expected after '\\u' but found \(found)"))
            }
            value = value << 4 | digit
            index += 1
        }
        return value
    }

    private static func hexDigit(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }
}
