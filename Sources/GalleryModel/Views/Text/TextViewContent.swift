import Foundation

/// The Text page's fixed examples: concatenation, the three ways of creating a
/// Text from the same string, and the date and timer texts.
public enum TextViewContent {
    /// The page's introduction.
    public static let summary = """
        A Text draws a string with the platform's body font unless modifiers say otherwise. Change any modifier below: \
        the sample and its SwiftUI code follow, and switching platform changes the text styles' sizes.
        """

    /// What the inspector says about the sample: its approximations, or that it is faithful.
    public static func inspectorSummary(for settings: TextSettings, on platform: Platform) -> LocalizedText {
        let notes = TextRenderer.render(settings, on: platform).approximations
        return notes.isEmpty ? say("Every modifier of the sample is drawn as SwiftUI draws it.")
            : .joined(notes.map { LocalizedText($0.reason) }, separator: " ")
    }

    /// Every example of the page, in the window's order: the sample with the configuration's modifiers,
    /// concatenation, the three sources of the sample's string, then the dates and the timer, for a page
    /// opened at `opened` and read at `now` (`opened` when nil). Their plans are the texts' words; the window
    /// draws each ``RenderedExample``'s runs.
    public static func examples(for configuration: Configuration, opened: Date = Date(), now: Date? = nil) -> [ViewExample] {
        renderedExamples(for: configuration).map(\.example) + documentExamples(on: configuration.platform)
            + typesettingExamples(on: configuration.platform) + [datesExample(opened: opened, now: now ?? opened)]
    }

    /// The examples the window draws from rendered text: the sample, concatenation and the three sources.
    public static func renderedExamples(for configuration: Configuration) -> [RenderedExample] {
        [sample(for: configuration), concatenation(on: configuration.platform)]
            + sources(of: configuration.text.content, on: configuration.platform)
    }

    /// A rendered example and its code.
    public struct RenderedExample: Sendable, Equatable {
        /// What the example shows.
        public let title: String
        /// One sentence on what it shows.
        public let caption: LocalizedText
        /// The text to draw.
        public let text: RenderedText
        /// The SwiftUI code.
        public let code: String
        /// Where a colour its code writes misses WCAG AA on the platform's stages.
        public let contrastFindings: [ContrastFinding]

        /// An example of `text`; on `platform`, its caption also says where a colour its code writes falls short of
        /// WCAG AA on the platform's stages (``RenderedText/contrastFindings(on:)``).
        public init(title: String, caption: LocalizedText, text: RenderedText, code: String, on platform: Platform? = nil) {
            self.title = title
            self.contrastFindings = platform.map(text.contrastFindings(on:)) ?? []
            self.caption = LocalizedText.joined([caption] + [ContrastFinding.report(contrastFindings)].compactMap { $0 }, separator: " ")
            self.text = text
            self.code = code
        }

        /// The example as the command line prints it: its plan is a label with the text's words, and what GTK
        /// only approximates is said in one note.
        public var example: ViewExample {
            let notes = text.approximations.map(\.reason)
            return ViewExample(title: title, caption: caption, plan: Build.text(text.text), code: code,
                               approximation: notes.isEmpty ? nil : notes.joined(separator: " "), contrastFindings: contrastFindings)
        }
    }

    /// The sample Text with the configuration's modifiers, on its platform.
    public static func sample(for configuration: Configuration) -> RenderedExample {
        RenderedExample(title: "Sample", caption: inspectorSummary(for: configuration.text, on: configuration.platform),
                        text: TextRenderer.render(configuration.text, on: configuration.platform),
                        code: TextCode.code(for: configuration.text), on: configuration.platform)
    }

    /// `Text + Text`: each part keeps its own modifiers.
    public static func concatenation(on platform: Platform) -> RenderedExample {
        var plain = TextSettings()
        plain.font = .title2
        var bold = plain
        bold.bold = true
        bold.foreground = .blue
        var italic = plain
        italic.italic = true
        italic.underline = TextSettings.LineStyle(isActive: true)
        let parts: [(String, TextSettings)] = [("Styles ", plain), ("compose", bold), (" across Text.", italic)]
        let runs = parts.flatMap { content, settings -> [TextRun] in
            var settings = settings
            settings.content = content
            settings.source = .verbatim
            return TextRenderer.render(settings, on: platform).runs
        }
        return RenderedExample(
            title: "Concatenation",
            caption: say("Text joined with + keeps each part's own modifiers."),
            text: RenderedText(runs: runs, lineLimit: nil, truncationMode: .tail, width: nil, alignment: .leading, approximations: [],
                               writtenColors: RenderedText.colors(of: runs)),
            code: """
                Text("Styles ")
                    + Text("compose").bold().foregroundStyle(.blue)
                    + Text(" across Text.").italic().underline()
                """)
    }

    /// The same string as a localized key, verbatim, and as a Markdown attributed string.
    public static func sources(of content: String, on platform: Platform) -> [RenderedExample] {
        TextSource.allCases.map { source in
            var settings = TextSettings()
            settings.content = content
            settings.source = source
            let title = switch source {
            case .localizedKey: "Localized key (Markdown styled; no translation, so the key shows)"
            case .verbatim: "Verbatim (shown as written)"
            case .attributedString: "AttributedString from Markdown"
            }
            return RenderedExample(title: title, caption: say("The sample's string, made into a Text this way."),
                                   text: TextRenderer.render(settings, on: platform), code: TextCode.code(for: settings))
        }
    }

    /// The dates and the timer of a page opened at `opened`, read at `now`: a departure 2 hours 5 minutes
    /// after `opened` in every date style and format, then the timer.
    public static func dateExamples(opened: Date, now: Date, timeZone: TimeZone = .current) -> [DateTexts.Example] {
        DateTexts.examples(date: opened.addingTimeInterval(2 * 3600 + 5 * 60), now: now, timeZone: timeZone)
            + [timerExample(opened: opened, now: now)] + timerSwitches(opened: opened, now: now)
    }

    /// The dates and the timer as one example: each line of code, and what it shows at `now`.
    public static func datesExample(opened: Date, now: Date, timeZone: TimeZone = .current) -> ViewExample {
        let lines = dateExamples(opened: opened, now: now, timeZone: timeZone)
        return ViewExample(title: "Dates and timers",
                           caption: say("Dates in every style and format, and a timer; the relative ones tick every second."),
                           plan: Build.vstack(spacing: 6, lines.map { Build.text($0.text, classes: ["numeric"]) }),
                           code: lines.map(\.code).joined(separator: "\n"))
    }

    /// The timer the documents show: twelve minutes from `opened`, paused when ten have passed
    /// (reference/displaying-text.zh.md, "Creating a text view with a timer";
    /// https://developer.apple.com/documentation/swiftui/text/init(timerinterval:pausetime:countsdown:showshours:)).
    public static func timerExample(opened: Date, now: Date) -> DateTexts.Example {
        DateTexts.Example(
            code: "Text(timerInterval: opened...opened.addingTimeInterval(\(timerMinutes) * 60), pauseTime: opened.addingTimeInterval(\(timerPauseMinutes) * 60))",
            text: DateTexts.timer(at: now, interval: opened...opened.addingTimeInterval(Double(timerMinutes) * 60),
                                  pauseTime: opened.addingTimeInterval(Double(timerPauseMinutes) * 60)))
    }

    /// How long the documents' timer runs, in minutes.
    public static let timerMinutes = 12
    /// When the documents' timer pauses, in minutes from its start.
    public static let timerPauseMinutes = 10
}
