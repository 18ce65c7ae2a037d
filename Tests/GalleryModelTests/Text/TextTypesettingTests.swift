import Foundation
import GalleryModel
import Testing

/// The Text page's typesetting: the shaping language, fitting one line, attribute colours, line
/// patterns and the timer's switches.
@Suite("Text typesetting")
struct TextTypesettingTests {
    private func settings(_ edit: (inout TextSettings) -> Void) -> TextSettings {
        var settings = TextSettings()
        settings.content = "Sample"
        settings.source = .verbatim
        edit(&settings)
        return settings
    }

    @Test("typesettingLanguage shapes every run in the language's font tag and is written as SwiftUI spells it")
    func language() {
        let text = settings { $0.typesetting.language = .simplifiedChinese }
        #expect(TextRenderer.render(text, on: .iOS).runs.allSatisfy { $0.attributes.language == "zh-CN" })
        #expect(TextCode.code(for: text).contains(
            ".typesettingLanguage(.explicit(.init(languageCode: .chinese, script: .hanSimplified)))"))
        #expect(TypesettingLanguage.japanese.fontLanguage == "ja")
        #expect(TypesettingLanguage.thai.swiftLanguage == ".init(languageCode: .thai)")
        #expect(TextRenderer.render(settings { _ in }, on: .iOS).runs[0].attributes.language == nil)
    }

    @Test("The Han example is shaped once as Simplified Chinese and once as Japanese, the same characters")
    func hanExample() {
        let examples = TextViewContent.hanLanguages(on: .iOS)
        #expect(examples.map { $0.text.runs[0].attributes.language } == ["zh-CN", "ja"])
        #expect(Set(examples.map(\.text.text)) == [TextViewContent.hanSample])
    }

    @Test("The Thai example breaks only where a word ends")
    func thaiBreaks() {
        let thai = TextViewContent.thai(on: .iOS)
        #expect(thai.text.width == TextViewContent.thaiWidth)
        #expect(thai.code.contains(".typesettingLanguage(.explicit(.init(languageCode: .thai)))"))
        let second = TextViewContent.thaiWords[0].utf8.count
        #expect(TextViewContent.thaiBreaksBetweenWords(lineStarts: [0, second]))
        #expect(!TextViewContent.thaiBreaksBetweenWords(lineStarts: [0, second + 3]))
    }

    @Test("A line that fits is left alone")
    func fits() {
        let fit = TextFit.fit(naturalWidth: 90, available: 100, characters: 10, fontSize: 17, allowsTightening: true, minimumScaleFactor: 0.5)
        #expect(fit == .unchanged)
    }

    @Test("Without either modifier an over-long line is truncated as it is")
    func truncates() {
        let fit = TextFit.fit(naturalWidth: 150, available: 100, characters: 20, fontSize: 20, allowsTightening: false, minimumScaleFactor: 1)
        #expect(fit == TextFit(scale: 1, tightening: 0, truncates: true))
    }

    @Test("allowsTightening takes only what the line needs, at most a twentieth of an em a character")
    func tightening() {
        let little = TextFit.fit(naturalWidth: 109, available: 100, characters: 20, fontSize: 20, allowsTightening: true, minimumScaleFactor: 1)
        #expect(little.tightening == -0.5 && little.scale == 1 && !little.truncates)
        let much = TextFit.fit(naturalWidth: 150, available: 100, characters: 20, fontSize: 20, allowsTightening: true, minimumScaleFactor: 1)
        #expect(much.tightening == -1 && much.truncates)
    }

    @Test("minimumScaleFactor shrinks the font to fit, never below the factor, then truncates")
    func scale() {
        let fits = TextFit.fit(naturalWidth: 198, available: 100, characters: 20, fontSize: 20, allowsTightening: false, minimumScaleFactor: 0.5)
        #expect(fits.scale == 0.5 && !fits.truncates)
        let floor = TextFit.fit(naturalWidth: 300, available: 100, characters: 20, fontSize: 20, allowsTightening: false, minimumScaleFactor: 0.5)
        #expect(floor.scale == 0.5 && floor.truncates)
        let both = TextFit.fit(naturalWidth: 130, available: 100, characters: 20, fontSize: 20, allowsTightening: true, minimumScaleFactor: 0.5)
        #expect(both.tightening == -1 && both.scale == 99.0 / 110 && !both.truncates)
    }

    @Test("Only one line in a frame of its own is fitted; fitted runs shrink and tighten")
    func fitted() {
        let free = TextRenderer.render(settings { $0.typesetting.minimumScaleFactor = 0.5 }, on: .iOS)
        #expect(!free.fits && free.fit(naturalWidth: 500) == .unchanged)
        let plain = TextRenderer.render(settings {
            $0.lineLimit = 1
            $0.frameWidth = 100
        }, on: .iOS)
        #expect(plain.fit(naturalWidth: 150) == TextFit(truncates: true), "without the modifiers the line is only truncated")
        let framed = TextRenderer.render(settings {
            $0.typesetting.minimumScaleFactor = 0.5
            $0.lineLimit = 1
            $0.frameWidth = 100
        }, on: .iOS)
        #expect(framed.fits)
        let fit = framed.fit(naturalWidth: 150)
        #expect(fit.scale == 99.0 / 150)
        let shrunk = framed.fitted(TextFit(scale: 0.5, tightening: -1))
        #expect(shrunk.runs[0].attributes.size == framed.runs[0].attributes.size / 2)
        #expect(shrunk.runs[0].attributes.letterSpacing == -0.5)
    }

    @Test("The fitting examples write the modifiers they draw")
    func fittingExamples() {
        let codes = TextViewContent.fitting(on: .iOS).map(\.code)
        #expect(codes.count == 4)
        #expect(codes.filter { $0.contains(".allowsTightening(true)") }.count == 2)
        #expect(codes.filter { $0.contains(".minimumScaleFactor(0.5)") }.count == 2)
        #expect(codes.allSatisfy { $0.contains(".lineLimit(1)") && $0.contains(".frame(width: \(TextViewContent.fittingWidth))") })
    }

    @Test("An attribute's colour wins over foregroundStyle; runs without one take the modifier's")
    func attributeColor() {
        #expect(TextRenderer.color(attribute: .red, modifier: .blue, on: .iOS) == NamedColor.red.hex)
        #expect(TextRenderer.color(attribute: nil, modifier: .blue, on: .iOS) == NamedColor.blue.hex)
    }

    @Test("visionOS draws every system colour in text vibrant, readable as large text on its glass in either scheme; elsewhere it is Apple's value")
    func vibrantTextColors() {
        let theme = PlatformTheme.of(.visionOS)
        for color in NamedColor.allCases {
            guard let hex = color.hex, let vibrant = color.textHex(on: .visionOS) else {
                #expect(color == .primary)
                continue
            }
            #expect(color.textHex(on: .iOS) == hex)
            for scheme in ColorScheme.allCases {
                let contrast = RGBColor.contrast(RGBColor(hex: vibrant), theme.palette(scheme).background)
                #expect(contrast >= 3, "\(color) on visionOS, \(scheme): \(contrast)")
            }
        }
        let example = TextViewContent.attributeColor(on: .visionOS)
        #expect(example.text.runs.map(\.attributes.color) == [NamedColor.blue.textHex(on: .visionOS), NamedColor.red.textHex(on: .visionOS),
                                                               NamedColor.red.textHex(on: .visionOS)])
    }

    @Test("Each line pattern's dashes: dots a thickness long, dashes four, gaps two", arguments: LinePattern.allCases)
    func dashes(pattern: LinePattern) {
        let expected: [Double] = switch pattern {
        case .solid: []
        case .dot: [2, 4]
        case .dash: [8, 4]
        case .dashDot: [8, 4, 2, 4]
        case .dashDotDot: [8, 4, 2, 4, 2, 4]
        }
        #expect(pattern.dashes(thickness: 2) == expected)
    }

    @Test("Patterned lines cover their run's bytes; an underline sits below the baseline, a strikethrough above")
    func patternedLines() {
        var settings = TextSettings()
        settings.content = "é **bold**"
        settings.underline = TextSettings.LineStyle(isActive: true, pattern: .dash)
        settings.strikethrough = TextSettings.LineStyle(isActive: true, pattern: .dot, color: .red)
        let lines = TextRenderer.render(settings, on: .iOS).patternedLines
        #expect(lines.map(\.bytes) == [0..<3, 0..<3, 3..<7, 3..<7])
        #expect(lines.first { $0.kind == .strikethrough }?.color == NamedColor.red.hex)
        #expect(lines.allSatisfy { ($0.kind == .underline) == ($0.offset > 0) && $0.thickness >= 1 })
        #expect(TextViewContent.linePatterns(on: .iOS).count == LinePattern.allCases.count * 2)
    }

    @Test("The timer's countsDown and showsHours each change what it shows")
    func timerSwitches() {
        let opened = Date(timeIntervalSinceReferenceDate: 0)
        let texts = TextViewContent.timerSwitches(opened: opened, now: opened).map(\.text)
        // 65 minutes into three hours: 1:55:00 left, 65:00 gone.
        #expect(texts == ["1:55:00", "115:00", "1:05:00", "65:00"])
    }

    @Test("The inline symbol is drawn with the catalog's icon between its words")
    func inlineSymbol() {
        let example = TextViewContent.inlineSymbol(on: .iOS)
        #expect(example.iconName == SymbolCatalog.iconName(for: "checkmark"))
        #expect(example.code.contains("Text(Image(systemName: \"checkmark\"))"))
        #expect(example.before.text == "Saved " && example.after.text == " to your library.")
    }

    @Test("The typesetting settings survive export and import, and a bad factor is refused")
    func roundTrip() throws {
        var configuration = Configuration()
        configuration.text.typesetting = TextTypesetting(language: .thai, allowsTightening: true, minimumScaleFactor: 0.4)
        let exported = ConfigurationFile.export(configuration)
        #expect(try ConfigurationFile.decode(exported).text.typesetting == configuration.text.typesetting)
        #expect(!String(decoding: ConfigurationFile.export(Configuration()), as: UTF8.self).contains("typesetting"))
        let bad = String(decoding: exported, as: UTF8.self).replacingOccurrences(of: "0.4", with: "0")
        #expect(throws: ConfigurationError.self) { try ConfigurationFile.decode(Data(bad.utf8)) }
    }
}

/// How a rendered Text breaks its lines, wherever it is drawn.
@Suite("Text line breaking")
struct TextLineBreakingTests {
    @Test("A framed Text may break inside a word, an unframed kerned one only at spaces; neither adds a hyphen")
    func breaking() {
        var settings = TextSettings()
        settings.content = "ABCDEF"
        settings.source = .verbatim
        settings.kerning = 6
        let open = TextRenderer.render(settings, on: .iOS)
        #expect(!open.isFramed && !open.breaksInsideWords && !open.insertsHyphens)
        settings.frameWidth = 100
        settings.lineLimit = 1
        let framed = TextRenderer.render(settings, on: .iOS)
        #expect(framed.isFramed && framed.breaksInsideWords && !framed.insertsHyphens && framed.width == 100 && framed.lineLimit == 1)
    }

    @Test("An unframed Text with unspaced letters may break a word wider than its line: Apple TV's large title fits its card")
    func unspacedBreaksLongWords() {
        var settings = TextSettings()
        settings.content = "inlinePresentationIntent"
        settings.font = .largeTitle
        let open = TextRenderer.render(settings, on: .tvOS)
        #expect(!open.isFramed && open.breaksInsideWords && !open.insertsHyphens)
    }
}
