import Foundation
import GalleryModel
@testable import GalleryLSP
import GalleryStyleCheck
import Testing

/// Positions in UTF-16 (the protocol's default) and UTF-8 (when the client offers it), the check's UTF-8 columns turned
/// into them, and incremental edits applied as an editor made them.
@Suite("Positions and edits")
struct PositionTests {
    @Test("The specification's a𐐀b: a at 0, 𐐀 at 1 and b at 3 in UTF-16; 0, 1 and 5 in UTF-8")
    func specificationExample() {
        let document = TextDocument(text: "a𐐀b")
        #expect([0, 1, 5].map { document.position(of: $0, in: .utf16).character } == [0, 1, 3])
        #expect([0, 1, 5].map { document.position(of: $0, in: .utf8).character } == [0, 1, 5])
        #expect([0, 1, 3].map { document.offset(of: Position(line: 0, character: $0), in: .utf16) } == [0, 1, 5])
        #expect([0, 1, 5].map { document.offset(of: Position(line: 0, character: $0), in: .utf8) } == [0, 1, 5])
        // Inside the surrogate pair, or inside the character's bytes: the character's start.
        #expect(document.offset(of: Position(line: 0, character: 2), in: .utf16) == 1)
        #expect(document.offset(of: Position(line: 0, character: 3), in: .utf8) == 1)
    }

    @Test("Lines end at \\n, \\r\\n and \\r; a character past its line's end is the line's end; a line past the end is the end")
    func linesAndClamping() {
        let document = TextDocument(text: "one\ntwo\r\nthree\rfour")
        #expect(document.lineCount == 4)
        #expect((0..<4).map { document.offset(of: Position(line: $0, character: 0), in: .utf16) } == [0, 4, 9, 15])
        #expect(document.offset(of: Position(line: 1, character: 99), in: .utf16) == 7)
        #expect(document.offset(of: Position(line: 2, character: 99), in: .utf8) == 14)
        #expect(document.offset(of: Position(line: 9, character: 0), in: .utf16) == 19)
        #expect(document.position(of: 8, in: .utf16) == Position(line: 1, character: 3))
        #expect(document.position(of: 19, in: .utf16) == Position(line: 3, character: 4))
        #expect(TextDocument(text: "").lineCount == 1)
        #expect(TextDocument(text: "a\n").lineCount == 2)
    }

    @Test("The check's UTF-8 column after non-ASCII text becomes the right character in UTF-16 and in UTF-8")
    func checkColumns() throws {
        let source = """
            import SwiftUI
            struct Row: View {
                var body: some View {
                    HStack { Text("Größe 🌍"); Text("x").buttonStyle(.glass) }
                }
            }
            """
        let check = StyleCheck.check([StyleCheck.Input(name: "Row.swift", source: .text(source), targets: [DeploymentTarget(platform: .iOS, release: "18")], conditions: [])])
        let finding = try #require(check.first?.findings.first)
        let line = source.components(separatedBy: "\n")[3]
        let prefix = String(line[..<line.range(of: ".buttonStyle")!.lowerBound])
        // The column counts bytes: "Größe" has two 2-byte letters and 🌍 four bytes; UTF-16 counts 🌍 as two.
        #expect((prefix.count, prefix.utf16.count, prefix.utf8.count) == (43, 44, 48))
        #expect(finding.diagnostic.location == SceneLocation(line: 4, column: 49))
        let document = TextDocument(text: source)
        let offset = document.offset(line: 4, utf8Column: 49)
        #expect(document.position(of: offset, in: .utf16) == Position(line: 3, character: 44))
        #expect(document.position(of: offset, in: .utf8) == Position(line: 3, character: 48))
    }

    @Test("Incremental edits in UTF-16 and UTF-8, as an editor sends them, give the editor's text (a seeded sequence)")
    func incrementalEdits() {
        let alphabet: [Character] = ["a", "b", " ", "\n", "é", "🌍", "中", "\r\n", "\t", "𐐀"]
        for encoding in [PositionEncoding.utf16, .utf8] {
            var generator = SplitMix64(seed: encoding == .utf16 ? 1 : 2)
            var editor: [Character] = Array("struct A {\n\tlet größe = \"🌍\"\r\n}\n")
            var document = TextDocument(text: String(editor))
            for _ in 0..<400 {
                // The editor's own text, split at characters: a range between two characters.
                let a = Int(generator.next() % UInt64(editor.count + 1)), b = Int(generator.next() % UInt64(editor.count + 1))
                let (low, high) = (min(a, b), max(a, b))
                let inserted = String((0..<Int(generator.next() % 4)).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] })
                let range = TextRange(start: Self.position(of: low, in: editor, encoding), end: Self.position(of: high, in: editor, encoding))
                editor.replaceSubrange(low..<high, with: Array(inserted))
                document.replace(range, with: inserted, in: encoding)
                #expect(document.text == String(editor))
                if document.text != String(editor) { return }
            }
        }
    }

    /// Where character `index` of `characters` is, as an editor counts (lines split at \n, \r\n and \r).
    static func position(of index: Int, in characters: [Character], _ encoding: PositionEncoding) -> Position {
        var line = 0, column = 0
        for character in characters[..<index] {
            if character == "\n" || character == "\r\n" || character == "\r" {
                line += 1
                column = 0
            } else {
                column += encoding == .utf16 ? character.utf16.count : character.utf8.count
            }
        }
        return Position(line: line, character: column)
    }

    @Test("The encoding: UTF-8 when the client offers it, UTF-16 otherwise")
    func negotiation() {
        #expect(PositionEncoding.negotiated(offering: ["utf-8", "utf-16"]) == .utf8)
        #expect(PositionEncoding.negotiated(offering: ["utf-16", "utf-8"]) == .utf8)
        #expect(PositionEncoding.negotiated(offering: ["utf-32", "utf-16"]) == .utf16)
        #expect(PositionEncoding.negotiated(offering: nil) == .utf16)
    }
}
