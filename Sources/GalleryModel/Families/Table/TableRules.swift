extension TableFamily {
    /// What `automatic` becomes for a Table: the first row that covers the platform, placement and
    /// release wins. Each row cites its source; ``AutomaticStyleTable`` is every family's rows in one table.
    static let automaticRules: [AutomaticRule<TableFamily>] = [
        AutomaticRule(on: [.iOS], Look.inset,
            because: "Tables default to the inset look; on an iPhone-width screen only the first column shows, without headers.",
            source: "https://developer.apple.com/documentation/swiftui/table (compact width hides columns after the first); inset: gallery's reading"),
        AutomaticRule(Look.inset,
            because: "Tables default to the inset look, with every column under its header.",
            source: "gallery's reading of https://developer.apple.com/documentation/swiftui/table"),
    ]

    /// Examples of what `automatic` becomes, each decided by one of the rows above; the model's tests resolve every
    /// one, and hold every row to an example it decides and every release bound to an example on each side of it.
    static let resolutionExamples: [ResolutionExample<TableFamily>] = [
        ResolutionExample(.iOS, .inset),
        ResolutionExample(.iOS, in: .form, .inset, outsidePlacement: true),
        ResolutionExample(.iPadOS, .inset),
        ResolutionExample(.tvOS, .inset, unavailable: true),
    ]
}
