extension PlatformTheme {
    /// The stylesheet of the stages of `kinds`: every rule of their platforms' sheet (``stylesheet(for:)``) that can
    /// match a stage of one of them, in the same order, the rest left out.
    ///
    /// A CSS selector matches a widget only if each of its compound selectors matches a widget of the window (the
    /// widget itself, an ancestor, or a sibling of one). A compound naming `stage` and a platform's, an era's or a
    /// scheme's class matches only a stage of that kind, so a rule all of whose selectors hold such a compound
    /// matching none of `kinds` matches nothing in a window whose stages are of `kinds`: the kept rules give every
    /// widget the style the whole sheet gives it (the cascade compares rules within one sheet by specificity, then
    /// order, both unchanged). Classes inside parentheses (`:not(.scheme-dark)`) are not read, which only keeps more.
    /// The window's first page shows one scheme and mostly one platform in one era: its sheet is about half its
    /// platforms' (`StylesheetScopeTests`), and GTK parses it in about half the time.
    public static func stylesheet(forStages kinds: Set<StageKind>) -> String {
        let platforms = Platform.allCases.filter { platform in kinds.contains { $0.platform == platform } }
        let sheet = stylesheet(for: platforms)
        let complete = platforms.allSatisfy { platform in
            DesignEra.allCases.allSatisfy { era in
                ColorScheme.allCases.allSatisfy { kinds.contains(StageKind(platform: platform, era: era, scheme: $0)) }
            }
        }
        return complete ? sheet : StageRuleFilter(kinds: kinds).rules(of: sheet)
    }
}

/// Reads a generated stylesheet statement by statement and keeps those that can match a stage of its kinds (see
/// ``PlatformTheme/stylesheet(forStages:)``). It reads bytes: the sheets are hundreds of kilobytes, read at the start.
struct StageRuleFilter {
    /// The classes a stage rule's compound is read for, `stage` first, then every platform's, era's and scheme's
    /// (the classes that tell a stage's kind), each as bytes; a compound's classes among them are a bit set.
    private let names: [[UInt8]]
    /// The kind classes each kind's stages carry, as bit sets over ``names``.
    private let carried: [UInt32]

    init(kinds: Set<StageKind>) {
        let kindClasses = Platform.allCases.map { PlatformTheme.of($0).cssClass } + DesignEra.allCases.map(\.cssClass)
            + ColorScheme.allCases.map(StageKind.schemeClass)
        let names = ["stage"] + kindClasses
        self.names = names.map { Array($0.utf8) }
        carried = kinds.map { kind in
            kind.classes.reduce(UInt32(0)) { bits, name in bits | (names.firstIndex(of: name).map { 1 << $0 } ?? 0) }
        }
    }

    /// `css` without the rules that match no stage of the filter's kinds: each kept statement as written, with the
    /// space before it, so that a sheet whose rules are all kept comes back byte for byte.
    func rules(of css: String) -> String {
        let bytes = Array(css.utf8)
        var kept: [UInt8] = []
        kept.reserveCapacity(bytes.count)
        var start = 0, depth = 0, index = 0
        var headerEnd = 0
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "/") where index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "*"):
                index = Self.end(ofCommentAt: index, in: bytes)
                continue
            case UInt8(ascii: "\""), UInt8(ascii: "'"):
                index = Self.end(ofStringAt: index, in: bytes)
                continue
            case UInt8(ascii: "{"):
                if depth == 0 { headerEnd = index }
                depth += 1
            case UInt8(ascii: "}"):
                depth -= 1
                if depth == 0 {
                    if keeps(header: bytes[start..<headerEnd]) { kept += bytes[start...index] }
                    start = index + 1
                }
            default:
                break
            }
            index += 1
        }
        kept += bytes[min(start, bytes.count)...]
        return String(decoding: kept, as: UTF8.self)
    }

    /// Whether a statement headed by `header` (its selector list, or an at-rule's prelude) is kept: an at-rule always,
    /// a rule when one of its selectors can match.
    private func keeps(header: ArraySlice<UInt8>) -> Bool {
        let text = Self.withoutComments(header)
        guard let first = text.first(where: { !Self.isSpace($0) }), first != UInt8(ascii: "@") else { return true }
        var selectorStart = text.startIndex, parens = 0
        for index in text.indices {
            switch text[index] {
            case UInt8(ascii: "("): parens += 1
            case UInt8(ascii: ")"): parens -= 1
            case UInt8(ascii: ",") where parens == 0:
                if canMatch(selector: text[selectorStart..<index]) { return true }
                selectorStart = index + 1
            default: break
            }
        }
        return canMatch(selector: text[selectorStart...])
    }

    /// Whether every compound of `selector` that names `stage` and kind classes can match a stage of one of the kinds.
    private func canMatch(selector: ArraySlice<UInt8>) -> Bool {
        var compound: UInt32 = 0
        var parens = 0, index = selector.startIndex
        while index < selector.endIndex {
            let byte = selector[index]
            if byte == UInt8(ascii: "(") {
                parens += 1
            } else if byte == UInt8(ascii: ")") {
                parens -= 1
            } else if parens == 0 {
                if Self.isSpace(byte) || byte == UInt8(ascii: ">") || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "~") {
                    if !canMatch(compound: compound) { return false }
                    compound = 0
                } else if byte == UInt8(ascii: ".") {
                    var end = index + 1
                    while end < selector.endIndex, Self.isNameByte(selector[end]) { end += 1 }
                    compound |= bit(of: selector[(index + 1)..<end])
                    index = end
                    continue
                }
            }
            index += 1
        }
        return canMatch(compound: compound)
    }

    /// The bit of the class `name` among ``names``, or 0 for a class the filter does not read.
    private func bit(of name: ArraySlice<UInt8>) -> UInt32 {
        for (position, candidate) in names.enumerated() where candidate.count == name.count && candidate.elementsEqual(name) {
            return 1 << position
        }
        return 0
    }

    /// Whether a compound whose classes among ``names`` are `classes` can match a widget: one without `stage` can, and
    /// a stage's can when some kind carries every kind class it names.
    private func canMatch(compound classes: UInt32) -> Bool {
        guard classes & 1 != 0 else { return true }
        let named = classes & ~1
        return named == 0 || carried.contains { named & $0 == named }
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r")
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_")
    }

    /// The index after the comment that opens at `index`.
    private static func end(ofCommentAt index: Int, in bytes: [UInt8]) -> Int {
        var end = index + 2
        while end + 1 < bytes.count, !(bytes[end] == UInt8(ascii: "*") && bytes[end + 1] == UInt8(ascii: "/")) { end += 1 }
        return min(end + 2, bytes.count)
    }

    /// The index after the quoted string that opens at `index`.
    private static func end(ofStringAt index: Int, in bytes: [UInt8]) -> Int {
        let quote = bytes[index]
        var end = index + 1
        while end < bytes.count, bytes[end] != quote {
            end += bytes[end] == UInt8(ascii: "\\") ? 2 : 1
        }
        return min(end + 1, bytes.count)
    }

    /// `header` with its comments left out.
    private static func withoutComments(_ header: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        guard header.contains(UInt8(ascii: "*")) else { return header }
        let bytes = Array(header)
        var text: [UInt8] = [], index = 0
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "*") {
                index = end(ofCommentAt: index, in: bytes)
                text.append(UInt8(ascii: " "))
            } else {
                text.append(bytes[index])
                index += 1
            }
        }
        return text[...]
    }
}
