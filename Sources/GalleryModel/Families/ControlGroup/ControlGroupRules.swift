extension ControlGroupFamily {
    /// What `automatic` becomes for a ControlGroup: the first row that covers the platform, placement and
    /// release wins. Each row cites its source; ``AutomaticStyleTable`` is every family's rows in one table.
    static let automaticRules: [AutomaticRule<ControlGroupFamily>] = [
        AutomaticRule(in: [.menu], Look.menuRow,
            because: "Inside a Menu a control group becomes a compact horizontal row of up to four items.",
            source: "https://developer.apple.com/documentation/swiftui/populating-swiftui-menus-with-adaptive-controls"),
        AutomaticRule(Look.segmented,
            because: "By default a control group is a momentary segmented control.",
            source: "https://developer.apple.com/documentation/swiftui/controlgroupstyle/automatic"),
    ]

    /// Examples of what `automatic` becomes, each decided by one of the rows above; the model's tests resolve every
    /// one, and hold every row to an example it decides and every release bound to an example on each side of it.
    static let resolutionExamples: [ResolutionExample<ControlGroupFamily>] = [
        ResolutionExample(.iOS, .segmented),
        ResolutionExample(.iOS, in: .menu, .menuRow),
        ResolutionExample(.watchOS, .segmented, unavailable: true),
    ]

    /// Where SwiftUI changes a chosen control group style in a context; the first that applies wins.
    static let adjustments: [StyleAdjustment<ControlGroupFamily>] = [
        StyleAdjustment([.compactMenu, .menu], in: [.menu], becomes: .submenu,
            because: "Nested in a larger menu, the menu and compactMenu control group styles become a submenu.",
            source: "reference/view-styles.zh.md (controlGroupStyle compactMenu, menu)"),
        StyleAdjustment([.palette], in: Placement.outsideMenus, becomes: .segmented,
            because: "Outside a menu the palette control group style is rendered as a segmented control.",
            source: "reference/view-styles.zh.md (controlGroupStyle palette note)"),
        StyleAdjustment([.palette], in: [.menu], becomes: nil,
            because: "Inside a menu the palette control group shows its controls as a compact row of symbols.",
            source: "reference/view-styles.zh.md (controlGroupStyle palette example)"),
        StyleAdjustment(in: [.menu], becomes: .menuRow,
            because: "Inside a menu any other control group becomes the compact row of items.",
            source: "gallery's reading of " + ExplicitStyleTable.menuArticle),
    ]
}
