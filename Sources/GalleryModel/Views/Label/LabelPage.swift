/// The Label page: a style-stack editor composed by the document's rules, the document's own stacks, Labels in a
/// toolbar, a composed icon and Label's initializers. The window draws it its own way (the stack editor), from
/// ``LabelViewContent``.
struct LabelPage: ViewPageDefinition {
    let page = ViewPage.label
    let title = "Label"
    let icon = "starred-symbolic"
    var searchTerms: [String] { ["labelStyle"] + LabelStyleKind.allCases.map(\.rawValue) }
    var summary: LocalizedText { LocalizedText(LabelViewContent.summary) }

    func examples(for configuration: Configuration) -> [ViewExample] {
        LabelViewContent.examples(for: configuration)
    }

    /// The steps that composed the configuration's stack, and its code.
    func inspection(for configuration: Configuration) -> ViewPageInspection {
        ViewPageInspection(title: say("Label · style stack"),
                           summary: .joined(LabelViewContent.compose(configuration).stepTexts, separator: " "),
                           code: LabelViewContent.stackExample(for: configuration).code)
    }

    var messages: [String] {
        [LabelViewContent.summary] + LabelViewContent.documentStacks.flatMap { [$0.title, $0.caption] }
    }
}

extension ViewPage {
    /// Label: style stacks, toolbars and composed icons.
    public static let label = ViewPage(declaring: "labelView")
}
