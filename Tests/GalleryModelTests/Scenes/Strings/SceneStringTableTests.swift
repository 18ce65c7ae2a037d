import Foundation
import GalleryModel
import Testing

/// An app's string tables read from their files and a `LocalizedStringKey` looked up in them: the development
/// language's words, the gallery's language where the table has it, plurals by the number, interpolated values put in,
/// and a file that is no table refused with one reason.
@Suite("String tables read and looked up")
struct SceneStringTableTests {
    /// A catalogue of a sailing app, in English and Simplified Chinese.
    static let catalogue = Data("""
    {
      "sourceLanguage" : "en",
      "strings" : {
        "boat.sail" : { "localizations" : {
          "en" : { "stringUnit" : { "state" : "translated", "value" : "Set Sail" } },
          "zh-Hans" : { "stringUnit" : { "state" : "translated", "value" : "起航" } } } },
        "boat.dock" : { "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : "Dock" } } } },
        "Knots" : { },
        "%lld knots" : { "localizations" : { "en" : { "variations" : { "plural" : {
          "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld knot" } },
          "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld knots" } } } } } } },
        "%@ crew of %lld" : { "localizations" : { "en" : {
          "stringUnit" : { "state" : "translated", "value" : "%1$@: %#@crew@" },
          "substitutions" : { "crew" : { "argNum" : 2, "formatSpecifier" : "lld", "variations" : { "plural" : {
            "one" : { "stringUnit" : { "state" : "translated", "value" : "%arg sailor" } },
            "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg sailors" } } } } } } } } },
        "boat.helm" : { "localizations" : { "en" : { "variations" : { "device" : {
          "mac" : { "stringUnit" : { "state" : "translated", "value" : "Helm (Mac)" } },
          "other" : { "stringUnit" : { "state" : "translated", "value" : "Helm" } } } } } } }
      },
      "version" : "1.0"
    }
    """.utf8)

    static func tables(languages: [String] = []) throws -> SceneStringTables {
        SceneStringTables([try SceneStringTableReading.catalogue(catalogue, file: "/app/Localizable.xcstrings")], languages: languages)
    }

    static func key(_ text: String) -> SceneStringKey {
        SceneStringKey(literal: text, written: "\"\(text)\"")
    }

    @Test("A key is shown as the development language's words, keeping the key, its table and its file")
    func plain() throws {
        let found = try #require(try Self.tables().localize(Self.key("boat.sail")))
        #expect(found.words == "Set Sail")
        #expect(found.key == "boat.sail")
        #expect(found.written == "\"boat.sail\"")
        #expect(found.table == "Localizable")
        #expect(found.language == "en")
        #expect(found.origin.english == "“boat.sail” in Localizable.xcstrings (en)")
    }

    @Test("The preferred language where the key has it, else the development language")
    func language() throws {
        let tables = try Self.tables(languages: ["zh-Hans"])
        #expect(tables.localize(Self.key("boat.sail"))?.words == "起航")
        #expect(tables.localize(Self.key("boat.dock"))?.words == "Dock")
    }

    @Test("A key the table lacks, or holds with no words, or a table of another name, finds nothing: SwiftUI shows the key")
    func missing() throws {
        let tables = try Self.tables()
        #expect(tables.localize(Self.key("boat.anchor")) == nil)
        #expect(tables.localize(Self.key("Knots")) == nil)
        #expect(tables.localize(Self.key("boat.sail"), table: "Harbour") == nil)
        #expect(SceneStringTables.none.localize(Self.key("boat.sail")) == nil)
    }

    @Test("An interpolated number is looked up as %lld and picks its plural form; an unknown one takes the other form with its source")
    func plural() throws {
        let tables = try Self.tables()
        let one = SceneStringKey(segments: [.value(shown: "1", number: 1, isText: false), .text(" knots")], written: "\"\\(speed) knots\"")
        #expect(one.candidates == ["%lld knots"])
        #expect(tables.localize(one)?.words == "1 knot")
        let unknown = SceneStringKey(segments: [.value(shown: "speed", number: nil, isText: false), .text(" knots")], written: "\"\\(speed) knots\"")
        #expect(unknown.candidates == ["%@ knots", "%lld knots", "%lf knots"])
        #expect(tables.localize(unknown)?.words == "speed knots")
        #expect(tables.localize(unknown)?.key == "%lld knots")
    }

    @Test("Substitutions put each value into its own part, by number; positional specifiers take their value")
    func substitutions() throws {
        let key = SceneStringKey(segments: [.value(shown: "Wren", number: nil, isText: true), .text(" crew of "),
                                            .value(shown: "1", number: 1, isText: false)], written: "\"\\(boat) crew of \\(count)\"")
        #expect(try Self.tables().localize(key)?.words == "Wren: 1 sailor")
    }

    @Test("Words that vary by device take the catalogue's words for any device")
    func device() throws {
        #expect(try Self.tables().localize(Self.key("boat.helm"))?.words == "Helm")
    }

    @Test("A percent sign in an interpolated literal's words is doubled in its key, as SwiftUI writes it")
    func percent() {
        let key = SceneStringKey(segments: [.value(shown: "5", number: 5, isText: false), .text("% battery")], written: "")
        #expect(key.candidates == ["%lld%% battery"])
    }

    @Test("A file that is no catalogue is refused with the reason: not JSON, or a layout that is not a catalogue's")
    func malformed() {
        #expect(throws: SceneStringTableReading.Failure.self) { try SceneStringTableReading.catalogue(Data("{ \"sourceLanguage\": ".utf8), file: "x.xcstrings") }
        do {
            _ = try SceneStringTableReading.catalogue(Data("{ \"strings\": {} }".utf8), file: "x.xcstrings")
            Issue.record("a catalogue without a sourceLanguage was read")
        } catch {
            #expect(error.reason.english == "the catalogue has no sourceLanguage")
        }
        do {
            _ = try SceneStringTableReading.catalogue(Data("{ \"sourceLanguage\": \"en\", \"strings\": { \"a\": { \"localizations\": 3 } } }".utf8), file: "x.xcstrings")
            Issue.record("a catalogue with a number for localizations was read")
        } catch {
            #expect(error.reason.english == "strings › a › localizations is not what a string catalogue holds there")
        }
    }

    @Test(".strings files: comments, escapes and bare words read; a pair without its semicolon refused at its line")
    func stringsFiles() throws {
        let pairs = try SceneStringTableReading.strings(Data("""
        /* A comment
           over lines. */
        "sail" = "Set \\"Sail\\"\\n";
        // Another.
        dock = "Dock \\U2693";
        """.utf8))
        #expect(pairs == ["sail": "Set \"Sail\"\n", "dock": "Dock ⚓"])
        let wide = try SceneStringTableReading.strings("\u{FEFF}\"sail\" = \"起航\";".data(using: .utf16)!)
        #expect(wide == ["sail": "起航"])
        do {
            _ = try SceneStringTableReading.strings(Data("\"sail\" = \"Set Sail\";\n\"dock\" = \"Dock\"\n".utf8))
            Issue.record("a pair without ; was read")
        } catch {
            #expect(error.reason.english == "line 3: a pair does not end with ;")
        }
    }

    @Test("A .stringsdict's plural rule is a substituted entry")
    func stringsdict() throws {
        let entries = try SceneStringTableReading.stringsdict(Data("""
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict><key>%lld boats</key><dict>
        <key>NSStringLocalizedFormatKey</key><string>%#@boats@</string>
        <key>boats</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
        <key>NSStringFormatValueTypeKey</key><string>lld</string>
        <key>one</key><string>%lld boat</string><key>other</key><string>%lld boats</string></dict>
        </dict></dict></plist>
        """.utf8))
        let table = SceneStringTable(name: "Localizable", file: "en.lproj/Localizable.stringsdict", sourceLanguage: "en",
                                     entries: entries.mapValues { ["en": $0] })
        let key = SceneStringKey(segments: [.value(shown: "2", number: 2, isText: false), .text(" boats")], written: "")
        #expect(SceneStringTables([table]).localize(key)?.words == "2 boats")
        #expect(throws: SceneStringTableReading.Failure.self) { try SceneStringTableReading.stringsdict(Data("not a plist".utf8)) }
    }

    @Test("Which titles SwiftUI takes as keys: a Text's, a control's, a Section's; not an Image's, a Color's or an unknown view's")
    func places() {
        #expect(LocalizedStringKeyPlaces.takesKey(.plain(.text)))
        #expect(LocalizedStringKeyPlaces.takesKey(.styled(.toggle)))
        #expect(LocalizedStringKeyPlaces.takesKey(.layout(.section)))
        #expect(!LocalizedStringKeyPlaces.takesKey(.plain(.image)))
        #expect(!LocalizedStringKeyPlaces.takesKey(.plain(.color)))
        #expect(!LocalizedStringKeyPlaces.takesKey(.layout(.vStack)))
        #expect(!LocalizedStringKeyPlaces.takesKey(.unknown("BoatRow")))
        #expect(LocalizedStringKeyPlaces.takesTextKey(.styled(.textField), label: "prompt"))
        #expect(!LocalizedStringKeyPlaces.takesTextKey(.styled(.textField), label: "text"))
    }
}
