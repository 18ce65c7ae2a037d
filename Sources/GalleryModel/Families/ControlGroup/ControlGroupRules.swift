extension ControlGroupFamily {
    /// What `automatic` becomes for a ControlGroup: the first row that covers the platform, placement and
    /// release wins. Each row cites its source; ``AutomaticStyleTable`` is every family's rows in one table.
    static let automaticRules: [AutomaticRule] = [
        AutomaticRule(.controlGroup, in: [.menu], Look.menuRow,
            because: "Inside a Menu a control group becomes a compact horizontal row of up to four items.",
            source: "https://developer.apple.com/documentation/swiftui/populating-swiftui-menus-with-adaptive-controls"),
        AutomaticRule(.controlGroup, Look.segmented,
            because: "By default a control group is a momentary segmented control.",
            source: "https://developer.apple.com/documentation/swiftui/controlgroupstyle/automatic"),
    ]
}
