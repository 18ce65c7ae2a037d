extension ProgressViewFamily {
    /// What `automatic` becomes for a ProgressView: the first row that covers the platform, placement and
    /// release wins. Each row cites its source; ``AutomaticStyleTable`` is every family's rows in one table.
    static let automaticRules: [AutomaticRule] = [
        AutomaticRule(.progressView, Look.linear,
            because: "The gallery's progress view has a value (it is determinate), and a determinate progress view is a horizontal bar; an indeterminate ProgressView() would spin instead.",
            source: "https://developer.apple.com/documentation/swiftui/progressviewstyle/automatic (based on how the view was created); bar: gallery's reading"),
    ]
}
