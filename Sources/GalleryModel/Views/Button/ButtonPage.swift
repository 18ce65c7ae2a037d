/// The Button page: every built-in style with every role, the documents' custom styles, buttons in containers
/// and controls that take their look from the button style. The window draws its grid its own way, from
/// ``ButtonViewContent``.
struct ButtonPage: ViewPageDefinition {
    let page = ViewPage.button
    let title = "Button"
    let icon = "input-touchpad-symbolic"
    let searchTerms = ["role", "cancel", "destructive", "PrimitiveButtonStyle", "MyButtonStyle"]
    var summary: LocalizedText { LocalizedText(ButtonViewContent.summary) }

    func examples(for configuration: Configuration) -> [ViewExample] {
        ButtonViewContent.examples(for: configuration)
    }

    func inspection(for configuration: Configuration) -> ViewPageInspection {
        ViewPageInspection(title: say("Button · roles and custom styles"), summary: LocalizedText(ButtonViewContent.inspectorSummary),
                           code: ButtonViewContent.containerExamples(for: configuration)[0].code)
    }

    /// Every built-in style with every role, as the stage's platform draws them.
    func variant(for configuration: Configuration) -> ViewVariant {
        .example(ButtonViewContent.gridExample(for: configuration))
    }

    /// The line naming the last button pressed, the double-click counter, the toggles drawn as buttons and the
    /// folder chosen in the list.
    var slots: [ExampleSlot] {
        [
            ExampleSlot(ViewPageKeys.lastAction, .string(""), .text(TextLimit(characters: 100, lines: 1))),
            ExampleSlot(ViewPageKeys.doubleClicks, .int(0), .count),
            ExampleSlot(ViewPageKeys.notifications, .bool(true), .bool),
            ExampleSlot(ViewPageKeys.sounds, .bool(false), .bool),
            ExampleSlot(ViewPageKeys.folderSelection, .int(-1), .index(-1...(SampleContent.folders.count - 1))),
        ]
    }

    var messages: [String] {
        [ButtonViewContent.summary, ButtonViewContent.inspectorSummary] + ButtonViewContent.roleColumns.filter { !$0.hasPrefix(".") }
            + ButtonViewContent.feedback.galleryWords
    }
}

extension ViewPage {
    /// Button: roles, custom styles and containers.
    public static let button = ViewPage(declaring: "buttonView")
}
