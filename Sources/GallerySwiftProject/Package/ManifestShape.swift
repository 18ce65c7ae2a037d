import GalleryModel

/// The shape of a manifest measured before SwiftParser sees it, in one pass over its bytes, so that no manifest
/// makes parsing take long or recurse deep:
///
/// - brackets (`(`, `[`, `{` and string interpolations) nested at most ``ProjectLimits/maximumManifestNesting``
///   deep: SwiftParser recurses once per level;
/// - SwiftParser's look-ahead for square brackets bounded: at every `[` that could begin a type, swift-syntax 603
///   looks ahead (twice: for InlineArray sugar and for a collection type), meeting every `[` nested inside again,
///   so `[[[[…` twenty deep takes minutes. The scan counts the `[`s still *alive* (open, with nothing since they
///   opened that no type can hold: a string, `{`, `=`, an operator) and charges each byte 2^alive × (1 + open `<`)
///   − 1; ordinary manifests cost nothing (their strings end every look-ahead), and the bound
///   (``ProjectLimits/maximumManifestLookahead``) refuses only shapes no one writes by hand.
///
/// Comments and string literals (single-line, multi-line, raw) are skipped, `\(…)` interpolations scanned as code.
/// The scan errs only towards counting more than the parser does.
struct ManifestShape {
    /// Where the manifest went past a bound and which, or nil when it may be parsed.
    static func refusal(of bytes: [UInt8]) -> (spot: ManifestSpot, message: LocalizedText)? {
        var scanner = Scanner(bytes: bytes)
        return scanner.run()
    }

    private struct Scanner {
        let bytes: [UInt8]
        var offset = 0
        var line = 1
        var lineStart = 0
        /// What each open bracket is: `(`, `[`, `{`, or `\` for an interpolation (with the string it returns to).
        var open: [(kind: UInt8, hashes: Int, multiline: Bool)] = []
        var aliveSquares = 0
        var openAngles = 0
        var work = 0

        init(bytes: [UInt8]) {
            self.bytes = bytes
        }

        var spot: ManifestSpot { ManifestSpot(line: line, column: offset - lineStart + 1) }

        func peek(_ distance: Int = 0) -> UInt8? {
            offset + distance < bytes.count ? bytes[offset + distance] : nil
        }

        mutating func advance() {
            if bytes[offset] == UInt8(ascii: "\n") {
                line += 1
                lineStart = offset + 1
            }
            offset += 1
        }

        /// Ends every look-ahead open.
        mutating func kill() {
            aliveSquares = 0
            openAngles = 0
        }

        mutating func run() -> (spot: ManifestSpot, message: LocalizedText)? {
            while let byte = peek() {
                if aliveSquares > 0 {
                    work += (1 << min(aliveSquares, 30)) * (1 + openAngles) - 1
                    if work > ProjectLimits.maximumManifestLookahead {
                        return (spot, say("square brackets are nested too deeply inside one another here for the parser to read in time; the manifest is not read"))
                    }
                }
                switch byte {
                case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "/"):
                    while let next = peek(), next != UInt8(ascii: "\n") { advance() }
                    continue
                case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "*"):
                    skipBlockComment()
                    continue
                case UInt8(ascii: "#") where peek(1) == UInt8(ascii: "#") || peek(1) == UInt8(ascii: "\""):
                    var hashes = 0
                    while peek() == UInt8(ascii: "#") { hashes += 1; advance() }
                    if peek() == UInt8(ascii: "\"") {
                        kill()
                        if let refusal = string(hashes: hashes) { return refusal }
                    }
                    continue
                case UInt8(ascii: "\""):
                    kill()
                    if let refusal = string(hashes: 0) { return refusal }
                    continue
                case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
                    if byte == UInt8(ascii: "{") { kill() }
                    if byte == UInt8(ascii: "[") { aliveSquares += 1 }
                    open.append((byte, 0, false))
                    if open.count > ProjectLimits.maximumManifestNesting {
                        return (spot, say("brackets are nested more than \(ProjectLimits.maximumManifestNesting) deep here; the manifest is not read"))
                    }
                case UInt8(ascii: ")"):
                    // The end of an interpolation returns to its string.
                    if let last = open.last, last.kind == UInt8(ascii: "\\") {
                        open.removeLast()
                        advance()
                        kill()
                        if let refusal = stringBody(hashes: last.hashes, multiline: last.multiline) { return refusal }
                        continue
                    }
                    if !open.isEmpty { open.removeLast() }
                case UInt8(ascii: "]"):
                    if !open.isEmpty { open.removeLast() }
                    if aliveSquares > 0 { aliveSquares -= 1 }
                case UInt8(ascii: "}"):
                    if !open.isEmpty { open.removeLast() }
                    kill()
                case UInt8(ascii: "<"):
                    openAngles += 1
                case UInt8(ascii: ">"):
                    if openAngles > 0 { openAngles -= 1 }
                case UInt8(ascii: "-") where peek(1) == UInt8(ascii: ">"):
                    advance()
                case UInt8(ascii: "="), UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "*"), UInt8(ascii: "/"),
                     UInt8(ascii: "%"), UInt8(ascii: "^"), UInt8(ascii: "|"), UInt8(ascii: "~"), UInt8(ascii: ";"),
                     UInt8(ascii: "'"), UInt8(ascii: "`"):
                    kill()
                default:
                    break
                }
                advance()
            }
            return nil
        }

        mutating func skipBlockComment() {
            var depth = 0
            while let byte = peek() {
                if byte == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "*") {
                    depth += 1
                    advance()
                } else if byte == UInt8(ascii: "*"), peek(1) == UInt8(ascii: "/") {
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

        /// A string literal whose opening `"` is at the current byte, after `hashes` `#`s.
        mutating func string(hashes: Int) -> (spot: ManifestSpot, message: LocalizedText)? {
            let multiline = peek(1) == UInt8(ascii: "\"") && peek(2) == UInt8(ascii: "\"")
            for _ in 0..<(multiline ? 3 : 1) { advance() }
            return stringBody(hashes: hashes, multiline: multiline)
        }

        /// The rest of a string literal, up to its closing quote or an interpolation (scanned as code).
        mutating func stringBody(hashes: Int, multiline: Bool) -> (spot: ManifestSpot, message: LocalizedText)? {
            while let byte = peek() {
                if byte == UInt8(ascii: "\\") {
                    var count = 0
                    while count < hashes, peek(1 + count) == UInt8(ascii: "#") { count += 1 }
                    if count == hashes, peek(1 + hashes) == UInt8(ascii: "(") {
                        for _ in 0...(hashes + 1) { advance() }
                        open.append((UInt8(ascii: "\\"), hashes, multiline))
                        if open.count > ProjectLimits.maximumManifestNesting {
                            return (spot, say("brackets are nested more than \(ProjectLimits.maximumManifestNesting) deep here; the manifest is not read"))
                        }
                        return nil
                    }
                    advance()
                    if peek() != nil { advance() }
                    continue
                }
                if byte == UInt8(ascii: "\"") {
                    let quotes = multiline ? 3 : 1
                    var closes = (0..<quotes).allSatisfy { peek($0) == UInt8(ascii: "\"") }
                    closes = closes && (0..<hashes).allSatisfy { peek(quotes + $0) == UInt8(ascii: "#") }
                    if closes {
                        for _ in 0..<(quotes + hashes) { advance() }
                        return nil
                    }
                }
                if byte == UInt8(ascii: "\n"), !multiline { return nil }
                advance()
            }
            return nil
        }
    }
}
