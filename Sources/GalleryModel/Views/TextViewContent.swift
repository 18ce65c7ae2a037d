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

    /// A rendered example and its code.
    public struct RenderedExample: Sendable, Equatable {
        /// What the example shows.
        public let title: String
        /// The text to draw.
        public let text: RenderedText
        /// The SwiftUI code.
        public let code: String
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
            text: RenderedText(runs: runs, lineLimit: nil, truncationMode: .tail, width: nil, alignment: .leading, approximations: []),
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
            return RenderedExample(title: title, text: TextRenderer.render(settings, on: platform), code: TextCode.code(for: settings))
        }
    }

    /// The countdown of the timer example: 15 minutes from `start`, paused after 10.
    public static func timerExample(start: Date, now: Date) -> DateTexts.Example {
        DateTexts.Example(
            code: "Text(timerInterval: start...start.addingTimeInterval(15 * 60), pauseTime: start.addingTimeInterval(10 * 60))",
            text: DateTexts.timer(at: now, interval: start...start.addingTimeInterval(15 * 60),
                                  pauseTime: start.addingTimeInterval(10 * 60)))
    }
}
