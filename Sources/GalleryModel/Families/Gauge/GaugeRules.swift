extension GaugeFamily {
    /// What `automatic` becomes for a Gauge: the first row that covers the platform, placement and
    /// release wins. Each row cites its source; ``AutomaticStyleTable`` is every family's rows in one table.
    static let automaticRules: [AutomaticRule] = [
        AutomaticRule(.gauge, Look.linearCapacity,
            because: "The default gauge is a continuous horizontal bar filled up to the current value, on every platform.",
            source: "https://developer.apple.com/documentation/swiftui/gauge (default is a linear, continuous bar)"),
    ]
}
