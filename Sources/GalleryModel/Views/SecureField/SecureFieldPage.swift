/// The SecureField page: what the field hides and why, what it does on the platform, then a label and a prompt,
/// a Form as the platform lays it out, what onSubmit sees, and revealing the text on request, from
/// ``SecureFieldViewContent``.
struct SecureFieldPage: ViewPageDefinition {
    let page = ViewPage.secureField
    let title = "SecureField"
    let icon = "dialog-password-symbolic"
    let searchTerms = ["password", "prompt", "onSubmit", "secure"]
    var summary: LocalizedText { LocalizedText(SecureFieldViewContent.summary) }

    /// Why the field hides what it hides, and what it does on the configuration's platform, each with its source.
    func introduction(for configuration: Configuration) -> [ViewPageBlock] {
        [.heading(say("What it hides, and why")), .paragraph(LocalizedText(SecureFieldViewContent.explanation)),
         .caption(SecureFieldViewContent.behaviourCaption(on: configuration.platform))]
            + SecureFieldBehaviour.on(configuration.platform).map { .bullet($0.sentence, source: $0.source) }
    }

    func examples(for configuration: Configuration) -> [ViewExample] {
        SecureFieldViewContent.examples(for: configuration)
    }

    func inspection(for configuration: Configuration) -> ViewPageInspection {
        ViewPageInspection(title: say("SecureField · label, prompt and onSubmit"), summary: LocalizedText(SecureFieldViewContent.inspectorSummary),
                           code: SecureFieldViewContent.formExample(for: configuration).code)
    }

    /// The Form, where the platforms differ most: the Mac's label column against the prompt in a row.
    func variant(for configuration: Configuration) -> ViewVariant {
        .example(SecureFieldViewContent.formExample(for: configuration))
    }

    var slots: [ExampleSlot] { SecureFieldViewContent.slots }

    var messages: [String] {
        [SecureFieldViewContent.summary, SecureFieldViewContent.inspectorSummary, SecureFieldViewContent.explanation]
    }
}

extension ViewPage {
    /// SecureField: label and prompt, forms, onSubmit, and what the field hides.
    public static let secureField = ViewPage(declaring: "secureField")
}
