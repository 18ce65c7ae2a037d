extension TextEditorFamily {
    /// What `automatic` becomes for a TextEditor: the first row that covers the platform, placement and
    /// release wins. Each row cites its source; ``AutomaticStyleTable`` is every family's rows in one table.
    static let automaticRules: [AutomaticRule<TextEditorFamily>] = [
        AutomaticRule(on: [.visionOS], Look.roundedBorder,
            because: "visionOS, the only platform with the rounded-border editor, gives editors that border.",
            source: "gallery's reading: https://developer.apple.com/documentation/swiftui/roundedbordertexteditorstyle is visionOS only"),
        AutomaticRule(Look.plain,
            because: "The editor is a plain scrolling text area with no border of its own.",
            source: "gallery's reading of https://developer.apple.com/documentation/swiftui/texteditorstyle/automatic"),
    ]

    /// Examples of what `automatic` becomes, each decided by one of the rows above; the model's tests resolve every
    /// one, and hold every row to an example it decides and every release bound to an example on each side of it.
    static let resolutionExamples: [ResolutionExample<TextEditorFamily>] = [
        ResolutionExample(.iOS, .plain),
        ResolutionExample(.iOS, in: .toolbar, .plain, outsidePlacement: true),
        ResolutionExample(.tvOS, .plain, unavailable: true),
        ResolutionExample(.visionOS, .roundedBorder),
    ]
}
