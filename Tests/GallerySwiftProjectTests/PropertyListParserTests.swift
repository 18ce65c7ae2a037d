import GalleryModel
import Testing
@testable import GallerySwiftProject

/// The old-style property list parser: every form Xcode writes, its errors at their line and column, and its bounds.
@Suite("Property list parser")
struct PropertyListParserTests {
    private func parse(_ text: String) throws -> PropertyList {
        try PropertyListParser.parse(Array(text.utf8))
    }

    private func failure(_ text: String) -> PropertyListParser.Failure? {
        do {
            _ = try PropertyListParser.parse(Array(text.utf8))
            return nil
        } catch {
            return error
        }
    }

    @Test("Dictionaries, arrays, bare and quoted strings, data and comments")
    func forms() throws {
        let text = """
            // !$*UTF8*$!
            {
                bare = com.apple.product-type.app-extension;  /* a comment */
                path = "$(SRCROOT)/a";
                bareSymbols = a_b+c:d@2x.png;
                quoted = "two words \\"quoted\\" \\\\ \\n\\t\\101\\U00e9";
                list = ( a, "b c", /* inside */ d, );
                empty = ( );
                nested = { inner = { deepest = (1, 2); }; };
                data = <0fbd 7A>;
                // a line comment
                "quoted key" = value;
            }
            """
        let root = try #require(try parse(text).dictionary)
        #expect(root.string("bare") == "com.apple.product-type.app-extension")
        #expect(root.string("path") == "$(SRCROOT)/a")
        #expect(root.string("bareSymbols") == "a_b+c:d@2x.png")
        #expect(root.string("quoted") == "two words \"quoted\" \\ \n\tAé")
        #expect(root.strings("list") == ["a", "b c", "d"])
        #expect(root["empty"] == .array([]))
        #expect(root.dictionary("nested")?.dictionary("inner")?.strings("deepest") == ["1", "2"])
        #expect(root["data"] == .data([0x0F, 0xBD, 0x7A]))
        #expect(root.string("quoted key") == "value")
        #expect(root.line == 2 && root.column == 1)
        #expect(root.dictionary("nested")?.line == 9)
    }

    @Test("A key written twice keeps its last value")
    func repeatedKey() throws {
        #expect(try parse("{ a = 1; a = 2; }").dictionary?.string("a") == "2")
    }

    @Test("Text that is not a property list fails at its line and column", arguments: [
        ("{ a = 1 }", 1, 9, "; was expected here, after the value"),
        ("{ a = 1;\n  b 2; }", 2, 5, "= was expected here, after the key"),
        ("{ a = (1 2); }", 1, 10, ", or ) was expected here, after the value"),
        ("{ a = \"open; }", 1, 7, "a quoted string is never closed"),
        ("{ a = 1; } }", 1, 12, "nothing but comments may follow the property list"),
        ("{ a = 1;", 1, 9, "the property list ends before it is complete"),
        ("/* never closed", 1, 1, "a /* comment is never closed"),
        ("{ a = <0g>; }", 1, 9, "a <data> value holds something that is not a hexadecimal digit"),
        ("{ a = \"\\U12\"; }", 1, 12, "a \\U escape needs four hexadecimal digits"),
        ("{ a = #; }", 1, 7, "this character cannot begin a value"),
        ("", 1, 1, "the property list ends before it is complete"),
    ])
    func failures(text: String, line: Int, column: Int, message: String) {
        let failure = self.failure(text)
        #expect(failure?.line == line)
        #expect(failure?.column == column)
        #expect(failure?.message.english == message)
    }

    @Test("Nesting deeper than the bound is refused, not followed")
    func nesting() throws {
        let depth = ProjectLimits.maximumPropertyListNesting
        let allowed = String(repeating: "(", count: depth) + String(repeating: ")", count: depth)
        #expect(try parse(allowed).array != nil)
        let tooDeep = String(repeating: "(", count: depth + 1) + String(repeating: ")", count: depth + 1)
        #expect(failure(tooDeep)?.message.english == "the property list nests more than \(depth) levels deep")
        // Far deeper than any stack would hold, were it recursive: still one quick failure.
        #expect(failure(String(repeating: "{a=", count: 1_000_000))?.column == depth * 3 + 1)
    }

    @Test("Text that is not UTF-8 fails")
    func notUTF8() {
        let bytes: [UInt8] = Array("{ a = \"".utf8) + [0xFF] + Array("\"; }".utf8)
        #expect(throws: PropertyListParser.Failure.self) { try PropertyListParser.parse(bytes) }
    }
}
