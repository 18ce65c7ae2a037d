extension SampleContent {
    /// The facts the LabeledContent example labels: a title and its value each.
    public static let labeledContent: [(title: String, value: String)] = [
        ("Version", "2.4.1"),
        ("Size", "18 MB"),
    ]
}
