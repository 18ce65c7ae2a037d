/// The TextField page: the document's field whose Text echoes it and whose onSubmit checks it, and its field bound to a
/// PersonNameComponents through a format style, from
/// ``TextFieldViewContent``. The window draws it from this definition alone.
struct TextFieldPage: ViewPageDefinition {
    let page = ViewPage.textFieldView
    let title = "TextField"
    let icon = "insert-text-symbolic"
    let searchTerms = ["onSubmit", "focused", "FocusState", "username", "textInputAutocapitalization", "PersonNameComponents", "format"]
    var summary: LocalizedText { LocalizedText(TextFieldViewContent.summary) }

    func examples(for configuration: Configuration) -> [ViewExample] {
        TextFieldViewContent.examples(for: configuration)
    }

    func inspection(for configuration: Configuration) -> ViewPageInspection {
        ViewPageInspection(title: say("TextField · echo, focus and onSubmit"), summary: LocalizedText(TextFieldViewContent.inspectorSummary),
                           code: TextFieldViewContent.echoExample(for: configuration).code)
    }

    var slots: [ExampleSlot] { TextFieldViewContent.slots }

    var messages: [String] {
        [TextFieldViewContent.summary, TextFieldViewContent.inspectorSummary]
    }
}

extension ViewPage {
    /// TextField: a line of text bound to a value, echoed, focused and submitted.
    public static let textFieldView = ViewPage(declaring: "textFieldView")
}
