import GalleryModel

/// A change of a document's text: the bytes `start..<end` replaced by `text`.
struct SourceEdit: Sendable, Equatable {
    let start: Int
    let end: Int
    let text: String
}

/// The code actions' edits, made from the sites SwiftSyntax found (``SourceSites``) and the document's bytes.
enum SourceEdits {
    /// `if #available(iOS 17.0, macOS 14.0, *)` for the releases each platform needs; iPadOS is `iOS` there, as in
    /// Swift's availability conditions.
    static func availabilityCondition(_ needed: [Platform: OSVersion]) -> String {
        var byName: [(name: String, release: OSVersion)] = []
        for platform in Platform.allCases {
            guard let release = needed[platform] else { continue }
            let name = platform == .iPadOS ? Platform.iOS.rawValue : platform.rawValue
            if let index = byName.firstIndex(where: { $0.name == name }) {
                byName[index].release = max(byName[index].release, release)
            } else {
                byName.append((name, release))
            }
        }
        return "#available(" + (byName.map { "\($0.name) \($0.release.badgeForm)" } + ["*"]).joined(separator: ", ") + ")"
    }

    /// The statement holding `site` wrapped in `if CONDITION { statement } else { statement without the call }`, its
    /// indentation kept: the `if` stands where the statement stood, each branch one level deeper, and the `else` keeps
    /// what older releases had, the view without the style.
    static func wrap(_ site: SourceSites.ModifierSite, needing needed: [Platform: OSVersion], in bytes: [UInt8]) -> SourceEdit? {
        guard let statement = site.statement, let baseEnd = site.baseEnd, !needed.isEmpty,
              statement.start <= baseEnd, site.end <= statement.end else { return nil }
        let body = Array(bytes[statement.start..<statement.end])
        let otherwise = Array(bytes[statement.start..<baseEnd]) + Array(bytes[site.end..<statement.end])
        return wrap(statement, availabilityCondition(needed), body: body, otherwise: otherwise, in: bytes)
    }

    /// The statement that is `view` (with its modifiers) wrapped in `if CONDITION { statement }`, without an `else`: a
    /// view builder shows nothing there on older releases, which had no such view.
    static func wrap(_ view: SourceSites.ViewSite, needing needed: [Platform: OSVersion], in bytes: [UInt8]) -> SourceEdit? {
        guard let statement = view.statement, !needed.isEmpty else { return nil }
        return wrap(statement, availabilityCondition(needed), body: Array(bytes[statement.start..<statement.end]), otherwise: nil, in: bytes)
    }

    private static func wrap(_ statement: SourceSites.Statement, _ condition: String, body: [UInt8], otherwise: [UInt8]?,
                             in bytes: [UInt8]) -> SourceEdit {
        let newline = lineEnding(of: bytes)
        let inner = statement.indent + statement.unit
        var text = "if \(condition) {" + newline + inner + indented(body, by: statement.unit) + newline + statement.indent + "}"
        if let otherwise {
            text += " else {" + newline + inner + indented(otherwise, by: statement.unit) + newline + statement.indent + "}"
        }
        return SourceEdit(start: statement.start, end: statement.end, text: text)
    }

    /// `code` with `unit` added at the start of each of its lines but the first (which the caller indents) and the
    /// empty ones; its own line endings kept. Every line of a multi-line string literal moves with its closing
    /// delimiter, so the string's value stays the same.
    static func indented(_ code: [UInt8], by unit: String) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(code.count)
        let unitBytes = Array(unit.utf8)
        var index = 0
        while index < code.count {
            let byte = code[index]
            out.append(byte)
            index += 1
            let lineEnded = byte == 0x0A || (byte == 0x0D && (index >= code.count || code[index] != 0x0A))
            if lineEnded, index < code.count, code[index] != 0x0A, code[index] != 0x0D {
                out += unitBytes
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// The document's line ending: that of its first line (a new line is `\n` when it has none).
    static func lineEnding(of bytes: [UInt8]) -> String {
        guard let index = bytes.firstIndex(where: { $0 == 0x0A || $0 == 0x0D }) else { return "\n" }
        if bytes[index] == 0x0A { return "\n" }
        return index + 1 < bytes.count && bytes[index + 1] == 0x0A ? "\r\n" : "\r"
    }

    /// `branch` of `site`'s deprecated style replaced by `modifiers`: the whole call when the argument is one style (a
    /// modifier after the first on a line of its own when the call was on one); only the branch when it is one of a
    /// `?:` and the replacement is one style of the same family. Nil when the replacement cannot stand there.
    static func replace(_ branch: SourceSites.Branch, of site: SourceSites.ModifierSite, with modifiers: [String], in bytes: [UInt8]) -> SourceEdit? {
        guard let first = modifiers.first else { return nil }
        if site.branches.count > 1 {
            let prefix = ".\(site.family.modifierName)("
            guard modifiers.count == 1, first.hasPrefix(prefix), first.hasSuffix(")") else { return nil }
            return SourceEdit(start: branch.start, end: branch.end, text: String(first.dropFirst(prefix.count).dropLast()))
        }
        var written = modifiers
        if site.baseEnd == nil { written[0] = String(first.dropFirst()) }
        let separator = site.beginsLine ? lineEnding(of: bytes) + indent(at: site.start, in: bytes) : ""
        return SourceEdit(start: site.start, end: site.end, text: written.joined(separator: separator))
    }

    /// The spaces and tabs that begin the line holding `offset`.
    static func indent(at offset: Int, in bytes: [UInt8]) -> String {
        var lineStart = min(offset, bytes.count)
        while lineStart > 0, bytes[lineStart - 1] != 0x0A, bytes[lineStart - 1] != 0x0D { lineStart -= 1 }
        var end = lineStart
        while end < bytes.count, bytes[end] == 0x20 || bytes[end] == 0x09 { end += 1 }
        return String(decoding: bytes[lineStart..<end], as: UTF8.self)
    }

    /// `bytes` with `edit` made.
    static func applying(_ edit: SourceEdit, to bytes: [UInt8]) -> [UInt8] {
        var result = bytes
        result.replaceSubrange(edit.start..<edit.end, with: Array(edit.text.utf8))
        return result
    }
}
