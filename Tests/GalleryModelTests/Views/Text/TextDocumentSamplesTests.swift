import Foundation
@testable import GalleryModel
import Testing

/// The Text documents' own samples on the Text page, read from the page's rendered text and code: the overview's
/// Hamlet lines, a variable against its localized key, the attributed strings and the timer, each with the
/// documents' words and numbers (reference/text-label-textfield-button.zh.md and reference/displaying-text.zh.md).
@Suite("Text page: the documents' samples")
struct TextDocumentSamplesTests {
    @Test("The overview shows Hamlet as a title, the byline in a 12-point light serif italic and in Markdown, and two lines in 100-point frames")
    func overview() {
        let samples = TextViewContent.overview(on: .iOS)
        #expect(samples.map(\.text.text) == ["Hamlet", "by William Shakespeare", "Hamlet by William Shakespeare",
                                              "To be, or not to be, that is the question:", "Brevity is the soul of wit."])
        #expect(samples[0].code == "Text(\"Hamlet\")\n    .font(.title)")
        let byline = samples[1].text.runs[0].attributes
        #expect(byline.size == 12 && byline.family == "Serif" && byline.italic && byline.weight == FontWeight.light.numericWeight)
        #expect(samples[1].code.contains(".font(.system(size: 12, weight: .light, design: .serif))") && samples[1].code.contains(".italic()"))
        // The Markdown byline: only "Hamlet" is italic, in the same serif.
        #expect(samples[2].text.runs.map(\.attributes.italic) == [true, false])
        #expect(samples[2].text.runs.allSatisfy { $0.attributes.family == "Serif" && $0.attributes.size == 12 })
        #expect(samples[2].code.contains("AttributedString(markdown: \"_Hamlet_ by William Shakespeare\")"))
        #expect(samples[3].text.width == 100 && samples[3].text.lineLimit == nil)
        #expect(samples[4].text.width == 100 && samples[4].text.lineLimit == 1 && samples[4].text.truncationMode == .tail)
        #expect(samples[4].code.contains(".lineLimit(1)") && samples[4].code.contains(".frame(width: 100)"))
    }

    @Test("A String variable and LocalizedStringKey made from it: both show the key \"pencil\" without a translation, only the second is looked up")
    func localizing() {
        let samples = TextViewContent.localizing(on: .macOS)
        #expect(samples.map(\.text.text) == ["pencil", "pencil"])
        #expect(samples[0].code.hasSuffix("Text(toolName)") && samples[1].code.hasSuffix("Text(LocalizedStringKey(toolName))"))
    }

    @Test("stronglyEmphasized with the red modifier draws \"Some text\" bold, red and in the large title")
    func emphasis() {
        let sample = TextViewContent.emphasis(on: .iOS)
        let attributes = sample.text.runs.map(\.attributes)
        #expect(sample.text.text == "Some text")
        #expect(attributes.allSatisfy { $0.weight >= FontWeight.bold.numericWeight && $0.color == NamedColor.red.textHex(on: .iOS) })
        #expect(attributes.allSatisfy { $0.size == TextStyleMetrics.metrics(of: .largeTitle, on: .iOS).size })
        #expect(sample.code.contains("inlinePresentationIntent = .stronglyEmphasized") && sample.code.contains(".foregroundColor(.red)"))
    }

    @Test("inflect: true makes the noun agree with its number")
    func inflection() {
        #expect(TextViewContent.inflection(on: .iOS).map(\.text.text) == ["You have 1 pencil.", "You have 3 pencils."])
        #expect(TextViewContent.inflection(on: .iOS).allSatisfy { $0.code.contains("^[\\(count) pencil](inflect: true)") })
        #expect(EnglishInflection.agree("2 box") == "2 boxes" && EnglishInflection.agree("0 city") == "0 cities"
                    && EnglishInflection.agree("5 day") == "5 days" && EnglishInflection.agree("pencil") == "pencil")
    }

    @Test("The attribute's blue wins over the red modifier; the plain Text below takes the red")
    func attributeBeatsModifier() {
        let sample = TextViewContent.attributeColor(on: .iOS)
        let colored = sample.text.runs.filter { !$0.text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty }
        #expect(colored.map(\.text) == ["Blue text", "Red text"])
        #expect(colored.map(\.attributes.color) == [NamedColor.blue.hex, NamedColor.red.hex])
        #expect(sample.code.contains("words.foregroundColor = .blue") && sample.code.contains(".foregroundColor(.red)")
                    && sample.code.contains(".font(.largeTitle)"))
    }

    @Test("The documents' timer runs 12 minutes and pauses at 10; the switches' meeting has a name of its own")
    func timer() {
        let opened = Date(timeIntervalSinceReferenceDate: 0)
        let timer = TextViewContent.timerExample(opened: opened, now: opened)
        #expect(timer.text == "12:00")
        #expect(TextViewContent.timerExample(opened: opened, now: opened.addingTimeInterval(11 * 60)).text == "2:00")
        #expect(timer.code.contains("addingTimeInterval(12 * 60)") && timer.code.contains("pauseTime: opened.addingTimeInterval(10 * 60)"))
        // Each date the codes name is one date: the timer's `opened`, the switches' `meetingStart`.
        let switches = TextViewContent.timerSwitches(opened: opened, now: opened)
        #expect(switches.allSatisfy { $0.code.contains("meetingStart...") && !$0.code.contains("opened") })
        #expect(!timer.code.contains("meetingStart"))
    }

    @Test("The page's examples, as the command line prints them, include every document sample")
    func onThePage() {
        let titles = TextViewContent.examples(for: Configuration()).map(\.title)
        for title in ["font(.title)", "frame(width: 100) · lineLimit(1)", "Text(LocalizedStringKey(_:))",
                      "inlinePresentationIntent = .stronglyEmphasized", "count = 3"] {
            #expect(titles.contains(title), "\(title) is not on the page")
        }
    }
}
