import GalleryModel
import Testing

/// Every Text modifier of the Text page becomes the attributes the document describes.
@Suite("Text modifiers")
struct TextRendererTests {
    private func render(_ edit: (inout TextSettings) -> Void, on platform: Platform = .iOS) -> RenderedText {
        var settings = TextSettings()
        settings.content = "Sample 1234"
        settings.source = .verbatim
        edit(&settings)
        return TextRenderer.render(settings, on: platform)
    }

    private func attributes(_ edit: (inout TextSettings) -> Void, on platform: Platform = .iOS) -> TextAttributes {
        render(edit, on: platform).runs[0].attributes
    }

    @Test("Text styles take the platform's sizes and weights")
    func textStyles() {
        #expect(attributes({ _ in }).size == 17)
        #expect(attributes({ _ in }, on: .macOS).size == 13)
        #expect(attributes({ $0.font = .largeTitle }).size == 34)
        #expect(attributes({ $0.font = .headline }).weight == 600)
        #expect(attributes({ $0.font = .headline }, on: .macOS).weight == 700)
        #expect(attributes({ $0.font = .caption2 }).size == 11)
        #expect(attributes({ $0.font = .title }, on: .tvOS).size > attributes({ $0.font = .title }).size)
    }

    @Test(".system(size:weight:design:) sets all three")
    func systemFont() {
        let system = attributes {
            $0.font = .system
            $0.systemSize = 48
            $0.systemWeight = .light
            $0.systemDesign = .serif
        }
        #expect(system.size == 48)
        #expect(system.weight == 300)
        #expect(system.family == "Serif")
    }

    @Test("fontWeight covers all nine weights", arguments: FontWeight.allCases.enumerated().map { ($0.element, ($0.offset + 1) * 100) })
    func weights(weight: FontWeight, numeric: Int) {
        #expect(attributes { $0.fontWeight = weight }.weight == numeric)
    }

    @Test("bold() and italic(); bold comes after fontWeight and wins")
    func boldItalic() {
        #expect(attributes { $0.bold = true }.weight == 700)
        #expect(attributes { $0.fontWeight = .light; $0.bold = true }.weight == 700)
        #expect(attributes { $0.italic = true }.italic)
        #expect(!attributes { _ in }.italic)
    }

    @Test("fontDesign and monospaced() choose the family: the default and rounded designs the stage's typeface, Inter at 17; rounded is approximate")
    func designs() {
        #expect(attributes { $0.fontDesign = .serif }.family == "Serif")
        #expect(attributes { $0.fontDesign = .monospaced }.family == "Monospace")
        #expect(attributes { $0.fontDesign = .default }.family == AppleTypeface.pangoFamily(at: 17))
        #expect(attributes { $0.monospaced = true }.family == "Monospace")
        let rounded = render { $0.fontDesign = .rounded }
        #expect(rounded.runs[0].attributes.family == AppleTypeface.pangoFamily(at: 17))
        #expect(rounded.approximations == [.roundedDesign])
    }

    @Test("fontWidth sets the width; compressed is approximate", arguments: FontWidth.allCases)
    func widths(width: FontWidth) {
        let rendered = render { $0.fontWidth = width }
        #expect(rendered.runs[0].attributes.width == width)
        #expect(rendered.approximations.contains(.compressedWidth) == (width == .compressed))
    }

    @Test("strikethrough and underline carry isActive, pattern and colour", arguments: LinePattern.allCases)
    func lines(pattern: LinePattern) {
        let struck = render { $0.strikethrough = TextSettings.LineStyle(isActive: true, pattern: pattern, color: .red) }
        #expect(struck.runs[0].attributes.strikethrough == TextAttributes.Line(pattern: pattern, color: "#ff3b30"))
        // Pango draws the solid lines; the window strokes the others, so none is approximate.
        #expect(struck.approximations.isEmpty)
        #expect(struck.patternedLines.map(\.pattern) == (pattern == .solid ? [] : [pattern]))
        let underlined = render { $0.underline = TextSettings.LineStyle(isActive: true, pattern: pattern) }
        #expect(underlined.runs[0].attributes.underline == TextAttributes.Line(pattern: pattern, color: nil))
        #expect(attributes { $0.underline = TextSettings.LineStyle(isActive: false, pattern: pattern) }.underline == nil)
    }

    @Test("monospacedDigit() asks for tabular digits only")
    func monospacedDigit() {
        let digits = attributes { $0.monospacedDigit = true }
        #expect(digits.tabularDigits)
        #expect(digits.family == AppleTypeface.pangoFamily(at: 17))
    }

    @Test("tracking wins over kerning when both are set")
    func trackingOverKerning() {
        let both = render { $0.kerning = 6; $0.tracking = 3 }
        #expect(both.runs[0].attributes.letterSpacing == 3)
        #expect(!both.approximations.contains(.kerning))
        let kerning = render { $0.kerning = -2 }
        #expect(kerning.runs[0].attributes.letterSpacing == -2)
        #expect(kerning.approximations == [.kerning])
        #expect(attributes { $0.tracking = 5 }.letterSpacing == 5)
    }

    @Test("baselineOffset, foregroundStyle and textScale")
    func offsetColorScale() {
        #expect(attributes { $0.baselineOffset = -10 }.baselineOffset == -10)
        #expect(attributes { $0.foreground = .green }.color == "#34c759")
        #expect(attributes { $0.foreground = .primary }.color == nil)
        let secondary = render { $0.textScale = .secondary }
        #expect(secondary.runs[0].attributes.size == 17 * 0.8)
        #expect(secondary.approximations == [.secondaryScale])
    }

    @Test("lineLimit, truncationMode, frame width and alignment shape the layout")
    func layout() {
        let laid = render {
            $0.lineLimit = 1
            $0.truncationMode = .middle
            $0.frameWidth = 100
            $0.alignment = .center
        }
        #expect(laid.lineLimit == 1)
        #expect(laid.truncationMode == .middle)
        #expect(laid.width == 100)
        #expect(laid.alignment == .center)
        #expect(render { _ in }.lineLimit == nil)
    }

    @Test("Markdown is styled for localized keys and attributed strings, not for verbatim text")
    func markdownSources() {
        let content = "Plain **strong** *soft* ~~gone~~ `code` [link](https://example.com)"
        for source in [TextSource.localizedKey, .attributedString] {
            let runs = render { $0.content = content; $0.source = source; $0.fontWeight = .light }.runs
            #expect(runs.map(\.text).joined() == "Plain strong soft gone code link")
            let strong = runs.first { $0.text == "strong" }!.attributes
            #expect(strong.weight == 700, "the attributed string's intent wins over fontWeight")
            #expect(runs.first { $0.text == "soft" }!.attributes.italic)
            #expect(runs.first { $0.text == "gone" }!.attributes.strikethrough != nil)
            #expect(runs.first { $0.text == "code" }!.attributes.family == "Monospace")
            let link = runs.first { $0.text == "link" }!.attributes
            #expect(link.link == "https://example.com")
            #expect(link.color == NamedColor.blue.hex)
        }
        let verbatim = render { $0.content = content; $0.source = .verbatim }
        #expect(verbatim.runs.count == 1)
        #expect(verbatim.text == content)
    }
}
