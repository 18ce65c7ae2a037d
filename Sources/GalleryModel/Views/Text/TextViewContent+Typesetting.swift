import Foundation

/// The Text page's typesetting examples: the shaping language, Thai line breaking, a symbol
/// inside a Text, tightening and shrinking, an attribute's colour over the modifier's, every line
/// pattern, and the timer's two switches.
extension TextViewContent {
    /// What the two Han renderings show.
    public static let hanCaption: LocalizedText = say("The same characters shaped as Simplified Chinese and as Japanese: the font system draws each language's own forms of them.")
    /// What the Thai example shows.
    public static let thaiCaption: LocalizedText = say("Thai leaves no spaces between words; shaped as Thai, a line breaks only where a word ends.")
    /// What the inline symbol shows.
    public static let inlineSymbolCaption: LocalizedText = say("A symbol inside a Text takes the Text's font and colour and sits on its baseline.")
    /// Why the inline symbol is approximate.
    public static let inlineSymbolApproximation: LocalizedText = say("A GTK label cannot hold a picture, so the symbol sits between two labels in a row that does not wrap.")
    /// What the fitting examples show.
    public static let fittingCaption: LocalizedText = say("One line in a frame too narrow for it: tightening moves the letters closer, the scale factor shrinks the font, and what still does not fit is truncated.")
    /// What the attribute colour example shows.
    public static let attributeColorCaption: LocalizedText = say("An attributed string's own foregroundColor wins over the foregroundColor(_:) modifier, which colours only the text that has none.")
    /// How the line patterns are drawn.
    public static let linePatternCaption: LocalizedText = say("Pango draws solid lines only; the gallery strokes every other pattern itself along the run's characters.")
    /// What the timer switches show.
    public static let timerCaption: LocalizedText = say("countsDown shows the time left or the time gone; showsHours false lets the minutes pass 59.")

    /// Han characters whose Simplified Chinese and Japanese forms differ in Noto Sans CJK.
    public static let hanSample = "直骨角写 今令"

    /// The same Han characters shaped as Simplified Chinese and as Japanese: the font system picks each
    /// language's regional glyphs.
    public static func hanLanguages(on platform: Platform) -> [RenderedExample] {
        [TypesettingLanguage.simplifiedChinese, .japanese].map { language in
            var settings = TextSettings()
            settings.content = hanSample
            settings.source = .verbatim
            settings.font = .largeTitle
            settings.typesetting.language = language
            return RenderedExample(
                title: language.rawValue, caption: hanCaption, text: TextRenderer.render(settings, on: platform), code: TextCode.code(for: settings))
        }
    }

    /// A Thai sentence, word by word: Thai writes no spaces between words, so a line may break only
    /// where a dictionary finds a word's end.
    public static let thaiWords = ["ภาษา", "ไทย", "เขียน", "คำ", "ติด", "กัน", "โดย", "ไม่", "เว้น", "วรรค"]

    /// The width the Thai example is drawn in, in points.
    public static let thaiWidth = 150

    /// The Thai sentence shaped as Thai in a narrow frame, where it breaks onto several lines.
    public static func thai(on platform: Platform) -> RenderedExample {
        var settings = TextSettings()
        settings.content = thaiWords.joined()
        settings.source = .verbatim
        settings.font = .title2
        settings.frameWidth = thaiWidth
        settings.typesetting.language = .thai
        return RenderedExample(title: "th", caption: thaiCaption, text: TextRenderer.render(settings, on: platform), code: TextCode.code(for: settings))
    }

    /// Whether lines starting at these UTF-8 offsets of the Thai sentence all start at a word.
    public static func thaiBreaksBetweenWords(lineStarts: [Int]) -> Bool {
        var wordStarts: Set<Int> = [], offset = 0
        for word in thaiWords {
            wordStarts.insert(offset)
            offset += word.utf8.count
        }
        return lineStarts.allSatisfy(wordStarts.contains)
    }

    /// The sentence the fitting examples squeeze into ``fittingWidth`` points on one line.
    public static let fittingSample = "Brevity is the soul of wit."
    /// The frame the fitting examples are drawn in, in points.
    public static let fittingWidth = 200

    /// One line too long for its frame: truncated, tightened, shrunk to half its size at most, and both.
    public static func fitting(on platform: Platform) -> [RenderedExample] {
        let choices: [(String, Bool, Double)] = [
            ("lineLimit(1) alone", false, 1), ("allowsTightening(true)", true, 1), ("minimumScaleFactor(0.5)", false, 0.5),
            ("allowsTightening(true) and minimumScaleFactor(0.5)", true, 0.5),
        ]
        return choices.map { title, tightening, factor in
            var settings = TextSettings()
            settings.content = fittingSample
            settings.font = .title2
            settings.lineLimit = 1
            settings.frameWidth = fittingWidth
            settings.typesetting.allowsTightening = tightening
            settings.typesetting.minimumScaleFactor = factor
            let code = TextCode.code(for: settings)
            return RenderedExample(title: title, caption: fittingCaption, text: TextRenderer.render(settings, on: platform), code: code)
        }
    }

    /// The documents' two lines under a red modifier: "Blue text", an attributed string whose own colour is blue, stays
    /// blue; "Red text", a plain Text, takes the modifier's red (reference/displaying-text.zh.md, AttributedString;
    /// https://developer.apple.com/documentation/swiftui/text/init(_:)-1a4oh).
    public static func attributeColor(on platform: Platform) -> RenderedExample {
        var settings = TextSettings()
        settings.source = .verbatim
        // The documents' large title: the blue and the red read at WCAG's 3:1 for large text on either scheme's stage.
        settings.font = .largeTitle
        settings.foreground = .red
        let lines: [(String, NamedColor?)] = [("Blue text", .blue), ("\n", nil), ("Red text", nil)]
        let runs = lines.flatMap { content, attribute -> [TextRun] in
            var settings = settings
            settings.content = content
            return TextRenderer.render(settings, on: platform).runs.map { run in
                var run = run
                run.attributes.color = TextRenderer.color(attribute: attribute, modifier: settings.foreground, on: platform)
                return run
            }
        }
        return RenderedExample(
            title: "AttributedString",
            caption: attributeColorCaption,
            text: RenderedText(runs: runs, lineLimit: nil, truncationMode: .tail, width: nil, alignment: .leading, approximations: [],
                               writtenColors: RenderedText.colors(of: runs)),
            code: """
                var blueWords: AttributedString {
                    var words = AttributedString("Blue text")
                    words.foregroundColor = .blue
                    return words
                }

                VStack {
                    Text(blueWords)
                    Text("Red text")
                }
                .foregroundColor(.red)
                .font(.largeTitle)
                """)
    }

    /// Every `Text.LineStyle.Pattern`, struck through in red and underlined in the text colour.
    public static func linePatterns(on platform: Platform) -> [RenderedExample] {
        LinePattern.allCases.flatMap { pattern in
            [true, false].map { strikethrough in
                var settings = TextSettings()
                settings.content = pattern.rawValue
                settings.source = .verbatim
                settings.font = .title2
                if strikethrough {
                    settings.strikethrough = TextSettings.LineStyle(isActive: true, pattern: pattern, color: .red)
                } else {
                    settings.underline = TextSettings.LineStyle(isActive: true, pattern: pattern)
                }
                let code = TextCode.code(for: settings)
                let title = (strikethrough ? "strikethrough" : "underline") + "(pattern: .\(pattern.rawValue))"
                return RenderedExample(title: title, caption: linePatternCaption, text: TextRenderer.render(settings, on: platform),
                                       code: code)
            }
        }
    }

    /// The typesetting examples as the window shows them, in its order: a symbol inside a Text, the fitting lines, an
    /// attribute's colour, every line pattern, the Han characters in two languages and the Thai sentence.
    static func typesettingExamples(on platform: Platform) -> [ViewExample] {
        let symbol = inlineSymbol(on: platform)
        let inline = ViewExample(
            title: "Text(Image(systemName:))", caption: inlineSymbolCaption,
            plan: Build.hstack(spacing: 0, [Build.text(symbol.before.text), Build.icon(symbol.symbol), Build.text(symbol.after.text)]),
            code: symbol.code, approximation: inlineSymbolApproximation.english)
        let rendered = fitting(on: platform) + [attributeColor(on: platform)] + linePatterns(on: platform)
            + hanLanguages(on: platform) + [thai(on: platform)]
        return [inline] + rendered.map(\.example)
    }

    /// `Text(Image(systemName:))` between two Texts: the symbol flows with the words around it
    /// (reference/displaying-text.zh.md, "Creating a text view from an image"; https://developer.apple.com/documentation/swiftui/text).
    public static func inlineSymbol(on platform: Platform) -> InlineSymbolExample {
        var settings = TextSettings()
        settings.source = .verbatim
        settings.font = .title3
        func text(_ words: String) -> RenderedText {
            settings.content = words
            return TextRenderer.render(settings, on: platform)
        }
        return InlineSymbolExample(
            before: text("Saved "), symbol: "checkmark", after: text(" to your library."),
            code: """
                (Text("Saved ") + Text(Image(systemName: "checkmark")) + Text(" to your library."))
                    .font(.title3)
                """)
    }

    /// `Text(timerInterval:countsDown:showsHours:)` with both values of each switch, over a three-hour meeting
    /// that began 65 minutes before `opened` (https://developer.apple.com/documentation/swiftui/text/init(timerinterval:pausetime:countsdown:showshours:)).
    /// Its date is named `meetingStart`, apart from the `opened` of the paused timer.
    public static func timerSwitches(opened: Date, now: Date) -> [DateTexts.Example] {
        let meetingStart = opened.addingTimeInterval(-65 * 60)
        let interval = meetingStart...meetingStart.addingTimeInterval(3 * 3600)
        return [(true, true), (true, false), (false, true), (false, false)].map { countsDown, showsHours in
            DateTexts.Example(
                code: "Text(timerInterval: meetingStart...meetingStart.addingTimeInterval(3 * 3600), countsDown: \(countsDown), showsHours: \(showsHours))",
                text: DateTexts.timer(at: now, interval: interval, countsDown: countsDown, showsHours: showsHours))
        }
    }
}

/// A symbol inside a Text, between two runs of words.
public struct InlineSymbolExample: Sendable, Equatable {
    /// The words before the symbol.
    public let before: RenderedText
    /// The SF Symbol's name.
    public let symbol: String
    /// The words after it.
    public let after: RenderedText
    /// The SwiftUI code.
    public let code: String

    /// The freedesktop icon the symbol is drawn with.
    public var iconName: String { SymbolCatalog.iconName(for: symbol) }
    /// The symbol's size in pixels: the words' font size, as a symbol in a Text takes its font.
    public var symbolSize: Double { before.runs.first?.attributes.size ?? 17 }
}
