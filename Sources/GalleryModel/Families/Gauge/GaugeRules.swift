extension GaugeFamily {
    /// What `automatic` becomes for a Gauge: the first row that covers the platform, placement and
    /// release wins. Each row cites its source; ``AutomaticStyleTable`` is every family's rows in one table.
    static let automaticRules: [AutomaticRule<GaugeFamily>] = [
        AutomaticRule(on: [.watchOS], before: [.watchOS: "9"], Look.linear,
            because: "Before watchOS 9 brought the capacity styles, the default gauge on Apple Watch was the linear style: a bar filled up to the value.",
            source: "https://developer.apple.com/documentation/swiftui/gaugestyle/linear (watchOS 7.0+); "
                + "https://developer.apple.com/documentation/swiftui/gaugestyle/linearcapacity (watchOS 9.0+); gallery's reading"),
        AutomaticRule(Look.linearCapacity,
            because: "The default gauge is a continuous horizontal bar filled up to the current value, on every platform.",
            source: "https://developer.apple.com/documentation/swiftui/gauge (default is a linear, continuous bar)"),
    ]

    /// Examples of what `automatic` becomes, each decided by one of the rows above; the model's tests resolve every
    /// one, and hold every row to an example it decides and every release bound to an example on each side of it.
    static let resolutionExamples: [ResolutionExample<GaugeFamily>] = [
        ResolutionExample(.iOS, .linearCapacity),
        ResolutionExample(.iOS, in: .menu, .linearCapacity, outsidePlacement: true),
        ResolutionExample(.tvOS, .linearCapacity, unavailable: true),
        ResolutionExample(.watchOS, release: "8", .linear),
        ResolutionExample(.watchOS, .linearCapacity),
    ]
}
