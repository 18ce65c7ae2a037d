/// The Text page: a sample whose every modifier is live, concatenation, the three sources of a string,
/// typesetting, and dates and timers that tick. The window draws it its own way (the modifier form, the ticking
/// clock), from ``TextViewContent``.
struct TextPage: ViewPageDefinition {
    let page = ViewPage.text
    let title = "Text"
    let icon = "font-x-generic-symbolic"
    let searchTerms = ["font", "markdown", "kerning", "tracking", "underline", "strikethrough", "date", "timer"]
    var summary: LocalizedText { LocalizedText(TextViewContent.summary) }

    func examples(for configuration: Configuration) -> [ViewExample] {
        TextViewContent.examples(for: configuration)
    }

    func inspection(for configuration: Configuration) -> ViewPageInspection {
        ViewPageInspection(title: say("Text · modifiers"),
                           summary: TextViewContent.inspectorSummary(for: configuration.text, on: configuration.platform),
                           code: TextViewContent.sample(for: configuration).code)
    }

    /// The sample with the configuration's modifiers, at the stage's text size.
    func variant(for configuration: Configuration) -> ViewVariant {
        .text(TextRenderer.render(configuration.text, on: configuration.platform, contentSize: configuration.contentSize))
    }

    var messages: [String] {
        [TextViewContent.summary, TextViewContent.concatenation(on: .iOS).title]
            + TextViewContent.sources(of: TextSettings().content, on: .iOS).map(\.title)
    }
}

extension ViewPage {
    /// Text and its modifiers.
    public static let text = ViewPage(declaring: "text")
}
