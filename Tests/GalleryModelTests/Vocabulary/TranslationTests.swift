import Foundation
import GalleryTestSupport
import Testing
@testable import GalleryModel

/// The Simplified Chinese catalog against the messages the gallery says, and the machinery that says them.
@Suite("Translations")
struct TranslationTests {
    /// The placeholders of a message or its translation, each as often as it occurs.
    private func placeholders(_ text: String) -> [String] {
        let pattern = /\{(?:\d+|value|percent)\}/
        return text.matches(of: pattern).map { String($0.output) }.sorted()
    }

    private func chineseCatalog() throws -> MessageCatalog {
        let entries = try POFile.repository("zh_CN.po").entries.filter { !$0.entry.isFuzzy && !$0.entry.translation.isEmpty }
        return MessageCatalog(translations: Dictionary(entries.map { ($0.message, $0.entry.translation) }, uniquingKeysWith: { a, _ in a }))
    }

    @Test("Every message of the catalog (summaries, reasons, titles, composed sentences) has a Chinese translation", .sweep)
    func catalogIsTranslated() throws {
        let chinese = try POFile.repository("zh_CN.po").byMessage
        let missing = MessageInventory.all.filter { message in
            guard let entry = chinese[message] else { return true }
            return entry.translation.isEmpty || entry.isFuzzy
        }
        #expect(missing.isEmpty, "\(missing.count) untranslated, e.g. \(missing.prefix(3))")
    }

    @Test("Every message of the template is translated and keeps each of its placeholders")
    func placeholdersSurviveTranslation() throws {
        let template = try POFile.repository("swiftui-style-gallery.pot")
        let chinese = try POFile.repository("zh_CN.po").byMessage
        #expect(template.entries.count > 600)
        for (message, _) in template.entries {
            let translation = chinese[message]?.translation ?? ""
            #expect(!translation.isEmpty, "no translation of \(message)")
            #expect(translation.isEmpty || placeholders(message) == placeholders(translation), "\(message) → \(translation)")
        }
    }

    /// Every verbatim piece of `text`: the names, numbers and releases a translation must still show.
    private func verbatims(_ text: LocalizedText) -> [String] {
        text.pieces.flatMap { piece -> [String] in
            switch piece {
            case .verbatim(let words): [words]
            case .message(_, let arguments): arguments.flatMap(verbatims)
            }
        }
    }

    @Test("Said in Chinese, a reason chain keeps every name, number and release it carries and fills every placeholder",
          arguments: [
              ("toggle", "checkbox", Platform.iOS, nil as OSVersion?),
              ("toggle", "automatic", .tvOS, "17"),
              ("menu", "borderlessButton", .macOS, nil),
              ("button", "glass", .iOS, "18"),
              ("tabView", "page", .macOS, nil),
          ])
    func argumentsSurvive(family: String, style: String, platform: Platform, release: OSVersion?) throws {
        let chinese = try chineseCatalog()
        let resolution = try StyleResolver.resolve(StyleFamily.named(family), style: style, platform: platform, release: release)
        let said = chinese.localize(resolution.reasonText)
        #expect(said != resolution.reason)
        #expect(said.contains(where: { ("\u{4E00}"..."\u{9FFF}").contains($0) }))
        for words in verbatims(resolution.reasonText) { #expect(said.contains(words), "\(words) lost from \(said)") }
        #expect(placeholders(said).isEmpty, "\(said)")
    }

    @Test("A literal's interpolations become numbered placeholders; arguments are filled in one pass")
    func templates() {
        let platform = Platform.macOS
        let release: OSVersion = "14"
        let text = say("Needs \(platform.rawValue) \(release); this is \(say("the {1} release"))")
        #expect(text.templates == ["Needs {0} {1}; this is {2}", "the {1} release"])
        #expect(text.english == "Needs macOS 14; this is the {1} release")
        #expect(LocalizedText.placeholders(in: "{0} and {10}, not {x}") == ["{0}", "{10}"])
    }

    @Test("The language follows gettext: LC_ALL, LC_MESSAGES, LANG choose the locale, LANGUAGE lists preferences, C is English",
          arguments: [
              ([:], InterfaceLanguage.english),
              (["LANG": "zh_CN.UTF-8"], .simplifiedChinese),
              (["LANG": "zh_TW.UTF-8"], .english),
              (["LANG": "C.UTF-8", "LANGUAGE": "zh_CN"], .english),
              (["LANG": "en_GB.UTF-8", "LANGUAGE": "zh_CN:en"], .simplifiedChinese),
              (["LANG": "zh_CN.UTF-8", "LANGUAGE": "fr:en"], .english),
              (["LANG": "de_DE.UTF-8"], .english),
              (["LANG": "zh_CN.UTF-8", "LC_ALL": "C"], .english),
              (["LANG": "C", "LC_MESSAGES": "zh_SG.UTF-8"], .simplifiedChinese),
              (["LANG": "de_DE.UTF-8", "LANGUAGE": "zh"], .simplifiedChinese),
          ])
    func languageFromEnvironment(environment: [String: String], language: InterfaceLanguage) {
        #expect(InterfaceLanguage.preferred(in: environment) == language)
    }

    /// A `.mo` file as msgfmt lays it out: header, the two tables, then the strings, NUL-terminated.
    private func mo(_ pairs: [(String, String)], bigEndian: Bool = false) -> Data {
        let sorted = pairs.sorted { $0.0.utf8.lexicographicallyPrecedes($1.0.utf8) }
        var words: [UInt32] = [0x9504_12de, 0, UInt32(sorted.count), 28, UInt32(28 + 8 * sorted.count), 0, 0]
        var strings = Data()
        let stringsStart = 28 + 16 * sorted.count
        var originals: [UInt32] = []
        var translations: [UInt32] = []
        for text in sorted.map(\.0) + sorted.map(\.1) {
            let bytes = Array(text.utf8)
            let entry = [UInt32(bytes.count), UInt32(stringsStart + strings.count)]
            if originals.count < 2 * sorted.count { originals += entry } else { translations += entry }
            strings.append(contentsOf: bytes + [0])
        }
        words += originals + translations
        var data = Data()
        for word in words {
            let value = bigEndian ? word.bigEndian : word.littleEndian
            withUnsafeBytes(of: value) { data.append(contentsOf: $0) }
        }
        return data + strings
    }

    @Test("A .mo file is read in either byte order; a cut-short or foreign file is refused")
    func moFiles() throws {
        let pairs = [("Copy Code", "拷贝代码"), ("Needs {0} {1}.", "需要 {0} {1}。"), ("", "Content-Type: text/plain; charset=UTF-8\n")]
        for bigEndian in [false, true] {
            let catalog = try MessageCatalog(mo: mo(pairs, bigEndian: bigEndian))
            #expect(catalog.count == 2)
            #expect(catalog.translation(of: "Copy Code") == "拷贝代码")
            let release: OSVersion = "17"
            #expect(catalog.localize(say("Needs \(Platform.iOS.rawValue) \(release).")) == "需要 iOS 17。")
            #expect(catalog.translation(of: "Missing") == nil)
        }
        #expect(throws: MessageCatalogError.self) { try MessageCatalog(mo: mo(pairs).prefix(40)) }
        #expect(throws: MessageCatalogError.self) { try MessageCatalog(mo: Data("not a catalog at all, just text".utf8)) }
    }

    @Test("The gallery's own words in a plan (status lines, hints) are said in the reader's language; the example's are not")
    func galleryWords() throws {
        let configuration = Configuration(platform: .iOS)
        let card = StyleCard.card(for: StyleCatalog.family(.button).automatic, in: configuration)
        let words = card.plan.widget.galleryWords
        #expect(words.contains("Pressed {value} times"))
        #expect(!words.contains(SampleContent.button.title))
        let said = card.plan.widget.sayingGalleryWords { "«\($0)»" }
        #expect(said.galleryWords.contains("«Pressed {value} times»"))
        #expect(said.appearance != card.plan.widget.appearance)
        let untouched = said.sayingGalleryWords { $0 }.children.map(\.kind)
        #expect(untouched == card.plan.widget.children.map(\.kind))
    }
}
