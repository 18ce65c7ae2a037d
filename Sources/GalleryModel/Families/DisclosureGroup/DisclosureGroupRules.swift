extension DisclosureGroupFamily {
    /// What `automatic` becomes for a DisclosureGroup: the first row that covers the platform, placement and
    /// release wins. Each row cites its source; ``AutomaticStyleTable`` is every family's rows in one table.
    static let automaticRules: [AutomaticRule<DisclosureGroupFamily>] = [
        AutomaticRule(on: [.macOS], Look.disclosureTriangle,
            because: "macOS shows a disclosure triangle before the label.",
            source: "gallery's reading of https://developer.apple.com/documentation/swiftui/automaticdisclosuregroupstyle"),
        AutomaticRule(Look.disclosureChevron,
            because: "Outside the Mac the label row carries a chevron at its trailing edge.",
            source: "gallery's reading of https://developer.apple.com/documentation/swiftui/automaticdisclosuregroupstyle"),
    ]

    /// Examples of what `automatic` becomes, each decided by one of the rows above; the model's tests resolve every
    /// one, and hold every row to an example it decides and every release bound to an example on each side of it.
    static let resolutionExamples: [ResolutionExample<DisclosureGroupFamily>] = [
        ResolutionExample(.iOS, .disclosureChevron),
        ResolutionExample(.iOS, in: .toolbar, .disclosureChevron, outsidePlacement: true),
        ResolutionExample(.macOS, .disclosureTriangle),
        ResolutionExample(.tvOS, .disclosureChevron, unavailable: true),
    ]
}
