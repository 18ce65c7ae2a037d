extension LabeledContentFamily {
    /// What `automatic` becomes for LabeledContent: the first row that covers the platform, placement and
    /// release wins. Each row cites its source; ``AutomaticStyleTable`` is every family's rows in one table.
    static let automaticRules: [AutomaticRule<LabeledContentFamily>] = [
        // A Mac form is the columns form unless a style says otherwise (FormRules): labels in a trailing-aligned
        // column beside a leading-aligned column of values (formstyle/columns), and LabeledContent takes the layout of
        // the form's other controls (its page: it adapts to its container). A grouped form changes that:
        // ``compositionRules``.
        AutomaticRule(on: [.macOS], in: [.form], Look.labelColumn,
            because: "A Mac form of the columns style, the automatic one, puts the label in its trailing-aligned column of labels and the value in the column of values.",
            source: "https://developer.apple.com/documentation/swiftui/formstyle/columns"),
        AutomaticRule(Look.trailingValue,
            because: "Without a column of labels to join, the label leads and the value sits at the trailing edge in the secondary colour.",
            source: "gallery's reading of https://developer.apple.com/documentation/swiftui/labeledcontent"),
    ]

    /// In a grouped form the rows lead with their labels and put their controls at the trailing edge, on the Mac too
    /// (https://developer.apple.com/documentation/swiftui/formstyle/grouped), so an automatic LabeledContent there
    /// leads with its label and puts its value at the trailing edge, whatever the placement's own row says.
    static let compositionRules: [SceneCompositionRule] = [
        SceneCompositionRule(LabeledContentFamily.self, in: .form, automaticOnly: true, .followsLeadingLabelRows(ResolvedStyle(Look.trailingValue)),
                             source: "https://developer.apple.com/documentation/swiftui/formstyle/grouped"),
    ]

    /// Examples of what `automatic` becomes, each decided by one of the rows above; the model's tests resolve every
    /// one, and hold every row to an example it decides and every release bound to an example on each side of it.
    static let resolutionExamples: [ResolutionExample<LabeledContentFamily>] = [
        ResolutionExample(.iOS, .trailingValue),
        ResolutionExample(.iOS, in: .menu, .trailingValue, outsidePlacement: true),
        ResolutionExample(.macOS, in: .form, .labelColumn),
    ]
}
