import GalleryModel

/// The shape of Swift source measured before it is parsed, in one pass over its bytes: how deeply brackets,
/// string interpolations and `#if` blocks nest, and how much work SwiftParser's look-ahead for square brackets
/// will do. A file past any bound is refused before SwiftParser sees it (``SourceShape/check(_:fileName:)``), so
/// no input makes parsing take more than a moment, however it is written.
///
/// Why square and angle brackets: at every `[` that could begin a type, swift-syntax 603's parser looks ahead
/// twice, once for InlineArray sugar (`[3 of Int]`) and once for an ordinary collection type, and each look-ahead
/// meets the `[`s nested inside it again, so `[(` nested twenty deep takes minutes; at every `<` written against a
/// name (`Array<`) it looks ahead for generic arguments, through every `<` after it, so a few thousand take
/// minutes too. ``lookaheadWork`` estimates that work: a `[` or `<` is *alive* while everything written after it
/// could still be part of a type (names, `.`, `,`, `:`, brackets, `<>`, `?`, `!`, `&`, `->`…); the first token
/// no type can hold (a number, a string, an operator, a `{`) ends every look-ahead then open. Each byte of code
/// costs 2^(alive `[`s) × (1 + alive `<`s) − 1, so ordinary code costs nothing, an array of numbers almost
/// nothing, and `[[[[Int]]]]` a few hundred. The estimate never under-counts what the parser does, so its bound
/// refuses only shapes no one writes by hand.
///
/// The scan skips comments and string literals (single-line, multi-line and raw), follows `\(…)` interpolations
/// back into code, and counts `#if` at the start of a line. It does not know regular expression literals, whose
/// brackets it counts as code: that can only make a measure larger.
public struct SourceShape: Equatable {
    /// The deepest nesting of `(`, `[`, `{` and interpolations.
    var bracketDepth = Deepest(limit: SceneReadingLimits.maximumBracketDepth)
    /// The deepest nesting of string interpolations inside string interpolations.
    var interpolationDepth = Deepest(limit: SceneReadingLimits.maximumInterpolationDepth)
    /// The deepest nesting of `#if` blocks.
    var conditionalDepth = Deepest(limit: SceneReadingLimits.maximumConditionalDepth)
    /// SwiftParser's look-ahead work for the square brackets, in bytes looked at.
    var lookaheadWork = 0
    /// Where ``lookaheadWork`` first went past ``SceneReadingLimits/maximumLookaheadWork``, if it did.
    var lookaheadWorkExceededAt: SceneLocation?

    /// The greatest depth reached, and the place where it first went past a limit.
    struct Deepest: Equatable {
        /// The bound the place is kept for.
        let limit: Int
        /// The greatest depth reached.
        var depth = 0
        /// Where the depth first went past ``limit``, if it did.
        var exceededAt: SceneLocation?

        init(limit: Int) {
            self.limit = limit
        }

        mutating func reach(_ depth: Int, at location: SceneLocation) {
            self.depth = max(self.depth, depth)
            if depth > limit, exceededAt == nil { exceededAt = location }
        }
    }

    /// The refusal of a file whose shape is past one of the reading limits, naming the place and the limit; nil when
    /// the file may be parsed.
    public static func check(_ bytes: some Collection<UInt8>, fileName: String) -> SceneFileError? {
        let shape = measure(bytes)
        if let place = shape.bracketDepth.exceededAt {
            return SceneFileError(fileName: fileName, location: place, problem: say(
                "brackets are nested more than \(SceneReadingLimits.maximumBracketDepth) deep here; the gallery does not read the file"), isPastLimits: true)
        }
        if let place = shape.interpolationDepth.exceededAt {
            return SceneFileError(fileName: fileName, location: place, problem: say(
                "string interpolations are nested more than \(SceneReadingLimits.maximumInterpolationDepth) deep here; the gallery does not read the file"), isPastLimits: true)
        }
        if let place = shape.conditionalDepth.exceededAt {
            return SceneFileError(fileName: fileName, location: place, problem: say(
                "#if blocks are nested more than \(SceneReadingLimits.maximumConditionalDepth) deep here; the gallery does not read the file"), isPastLimits: true)
        }
        if let place = shape.lookaheadWorkExceededAt {
            return SceneFileError(fileName: fileName, location: place, problem: say(
                "square brackets are nested too deeply inside one another for the parser to read in time; the gallery does not read the file"), isPastLimits: true)
        }
        return nil
    }

    /// Measures `bytes` in one pass.
    static func measure(_ bytes: some Collection<UInt8>) -> SourceShape {
        var scanner = Scanner(Array(bytes))
        scanner.run()
        return scanner.shape
    }

    /// The scan's state: where it is, what is open, and what it measured so far.
    private struct Scanner {
        /// What an open bracket is.
        enum Opener: Equatable {
            case parenthesis, brace
            /// A `[`, with the generation it opened in.
            case square(generation: Int)
            /// A `\(` in a string literal, whose `)` returns to that string.
            case interpolation(StringLiteral)
        }

        /// A string literal being read: its `#`s and whether it is a multi-line one.
        struct StringLiteral: Equatable {
            let hashes: Int
            let multiline: Bool
        }

        let bytes: [UInt8]
        var index = 0
        var line = 1
        var lineStart = 0
        var open: [Opener] = []
        /// How many open `[`s are still alive: nothing written since each of them rules out a type.
        var aliveSquares = 0
        /// Bumped each time a token ends every look-ahead: a `[` or `<` is alive while the generation it opened in
        /// lasts.
        var generation = 0
        /// The `<`s written against a name and not closed yet, each with its generation and how many brackets were
        /// open around it (a bracket that closes ends the `<`s opened inside it).
        var angles: [(generation: Int, depth: Int)] = []
        /// How many of ``angles`` are still alive.
        var aliveAngles = 0
        /// Whether the last code byte was a `[` (white space aside): a number may begin InlineArray sugar there.
        var afterSquare = false
        /// Whether the last code byte belongs to a name, so that a digit continues it rather than begins a number.
        var inName = false
        /// The last code byte (white space aside).
        var previousCode: UInt8 = 0
        var interpolations = 0
        var conditionals = 0
        var shape = SourceShape()

        init(_ bytes: [UInt8]) {
            self.bytes = bytes
        }

        var location: SceneLocation { SceneLocation(line: line, column: index - lineStart + 1) }

        func byte(at offset: Int) -> UInt8? {
            let position = index + offset
            return position < bytes.count ? bytes[position] : nil
        }

        mutating func advance() {
            if bytes[index] == UInt8(ascii: "\n") {
                line += 1
                lineStart = index + 1
            }
            index += 1
        }

        mutating func run() {
            var atLineStart = true
            while index < bytes.count {
                let current = bytes[index]
                switch current {
                case UInt8(ascii: "/") where byte(at: 1) == UInt8(ascii: "/"):
                    while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { advance() }
                    continue
                case UInt8(ascii: "/") where byte(at: 1) == UInt8(ascii: "*"):
                    skipBlockComment()
                    continue
                case UInt8(ascii: "#") where atLineStart && startsWord("#if"):
                    conditionals += 1
                    shape.conditionalDepth.reach(conditionals, at: location)
                case UInt8(ascii: "#") where atLineStart && startsWord("#endif"):
                    conditionals = max(0, conditionals - 1)
                case UInt8(ascii: "#"), UInt8(ascii: "\""):
                    if let literal = stringLiteralStart() {
                        // No type holds a string: every look-ahead open fails here.
                        endLookaheads()
                        readString(literal)
                        atLineStart = false
                        continue
                    }
                case UInt8(ascii: "("):
                    push(.parenthesis)
                case UInt8(ascii: "["):
                    push(.square(generation: generation))
                case UInt8(ascii: "{"):
                    push(.brace)
                case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                    if let literal = close(current) {
                        // The `)` of an interpolation: back inside its string.
                        advance()
                        readString(literal)
                        continue
                    }
                default:
                    break
                }
                if current == UInt8(ascii: "\n") {
                    atLineStart = true
                } else if current != UInt8(ascii: " ") && current != UInt8(ascii: "\t") {
                    atLineStart = false
                }
                charge(current)
                advance()
            }
        }

        /// Whether `word` begins here, followed by anything but a letter, digit or underscore.
        func startsWord(_ word: String) -> Bool {
            let utf8 = Array(word.utf8)
            for (offset, expected) in utf8.enumerated() where byte(at: offset) != expected { return false }
            guard let next = byte(at: utf8.count) else { return true }
            return !(next == UInt8(ascii: "_") || (next >= UInt8(ascii: "a") && next <= UInt8(ascii: "z"))
                || (next >= UInt8(ascii: "A") && next <= UInt8(ascii: "Z")) || (next >= UInt8(ascii: "0") && next <= UInt8(ascii: "9")))
        }

        mutating func push(_ opener: Opener) {
            open.append(opener)
            shape.bracketDepth.reach(open.count, at: location)
            if case .square = opener { aliveSquares += 1 }
        }

        /// Charges the byte here to the look-ahead estimate, and ends every look-ahead when no type can hold it.
        mutating func charge(_ current: UInt8) {
            let isNameByte = current == UInt8(ascii: "_") || current == UInt8(ascii: "$") || current >= 0x80
                || (current >= UInt8(ascii: "a") && current <= UInt8(ascii: "z")) || (current >= UInt8(ascii: "A") && current <= UInt8(ascii: "Z"))
            let isDigit = current >= UInt8(ascii: "0") && current <= UInt8(ascii: "9")
            switch current {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                return
            case _ where isNameByte, UInt8(ascii: "."), UInt8(ascii: ","), UInt8(ascii: ":"), UInt8(ascii: "("), UInt8(ascii: ")"),
                 UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "?"), UInt8(ascii: "!"),
                 UInt8(ascii: "&"), UInt8(ascii: "-"), UInt8(ascii: "@"), UInt8(ascii: "~"), UInt8(ascii: "#"), UInt8(ascii: "`"):
                break
            case _ where isDigit && (inName || afterSquare):
                break
            default:
                endLookaheads()
            }
            if current == UInt8(ascii: "<"), inName || previousCode == UInt8(ascii: ">") {
                angles.append((generation, open.count))
                aliveAngles += 1
            } else if current == UInt8(ascii: ">"), let last = angles.last, last.depth == open.count {
                angles.removeLast()
                if last.generation == generation { aliveAngles -= 1 }
            }
            inName = isNameByte || (isDigit && inName)
            afterSquare = current == UInt8(ascii: "[")
            previousCode = current
            let cost = aliveSquares >= 40 ? Int.max / 4 : (1 << aliveSquares) * (1 + min(aliveAngles, 1 << 20)) - 1
            shape.lookaheadWork = min(Int.max / 2, shape.lookaheadWork + cost)
            if shape.lookaheadWork > SceneReadingLimits.maximumLookaheadWork, shape.lookaheadWorkExceededAt == nil {
                shape.lookaheadWorkExceededAt = location
            }
        }

        /// A token no type can hold: every look-ahead open fails here.
        mutating func endLookaheads() {
            aliveSquares = 0
            aliveAngles = 0
            generation += 1
        }

        /// Closes the innermost bracket when `byte` closes it. A closer that matches nothing open is a syntax error the
        /// parser reports; here it closes nothing. Returns the string literal to go back into when it closed an
        /// interpolation.
        mutating func close(_ byte: UInt8) -> StringLiteral? {
            guard let last = open.last else { return nil }
            switch (last, byte) {
            case (.parenthesis, UInt8(ascii: ")")), (.square, UInt8(ascii: "]")), (.brace, UInt8(ascii: "}")), (.interpolation, UInt8(ascii: ")")):
                break
            default:
                return nil
            }
            open.removeLast()
            while let angle = angles.last, angle.depth > open.count {
                angles.removeLast()
                if angle.generation == generation { aliveAngles -= 1 }
            }
            switch last {
            case .square(let opened):
                if opened == generation { aliveSquares -= 1 }
            case .interpolation(let literal):
                interpolations -= 1
                return literal
            case .parenthesis, .brace:
                break
            }
            return nil
        }

        mutating func skipBlockComment() {
            var depth = 0
            while index < bytes.count {
                if bytes[index] == UInt8(ascii: "/"), byte(at: 1) == UInt8(ascii: "*") {
                    depth += 1
                    advance()
                } else if bytes[index] == UInt8(ascii: "*"), byte(at: 1) == UInt8(ascii: "/") {
                    depth -= 1
                    advance()
                    if depth == 0 {
                        advance()
                        return
                    }
                }
                advance()
            }
        }

        /// The string literal that begins here (`"`, `"""`, `#"`, `##"""`…), consuming its opening delimiter.
        mutating func stringLiteralStart() -> StringLiteral? {
            var hashes = 0
            while byte(at: hashes) == UInt8(ascii: "#") { hashes += 1 }
            guard byte(at: hashes) == UInt8(ascii: "\"") else { return nil }
            let multiline = byte(at: hashes + 1) == UInt8(ascii: "\"") && byte(at: hashes + 2) == UInt8(ascii: "\"")
            for _ in 0..<(hashes + (multiline ? 3 : 1)) { advance() }
            return StringLiteral(hashes: hashes, multiline: multiline)
        }

        /// Reads a string's contents up to its closing delimiter, or up to an interpolation, which it opens.
        mutating func readString(_ literal: StringLiteral) {
            while index < bytes.count {
                let current = bytes[index]
                if current == UInt8(ascii: "\\"), hashesFollow(literal.hashes, from: 1) {
                    let after = byte(at: 1 + literal.hashes)
                    if after == UInt8(ascii: "(") {
                        for _ in 0..<(2 + literal.hashes) { advance() }
                        interpolations += 1
                        shape.interpolationDepth.reach(interpolations, at: location)
                        open.append(.interpolation(literal))
                        shape.bracketDepth.reach(open.count, at: location)
                        return
                    }
                    // Any other escape: skip the backslash, its hashes and the escaped character.
                    for _ in 0..<min(2 + literal.hashes, bytes.count - index) { advance() }
                    continue
                }
                if current == UInt8(ascii: "\"") {
                    let quotes = literal.multiline ? 3 : 1
                    var closes = true
                    for offset in 0..<quotes where byte(at: offset) != UInt8(ascii: "\"") { closes = false }
                    if closes, hashesFollow(literal.hashes, from: quotes) {
                        for _ in 0..<(quotes + literal.hashes) { advance() }
                        return
                    }
                }
                // A single-line string ends at the line's end, closed or not (the parser says which).
                if current == UInt8(ascii: "\n"), !literal.multiline { return }
                advance()
            }
        }

        /// Whether `count` `#`s follow at `offset`.
        func hashesFollow(_ count: Int, from offset: Int) -> Bool {
            for step in 0..<count where byte(at: offset + step) != UInt8(ascii: "#") { return false }
            return true
        }
    }
}
