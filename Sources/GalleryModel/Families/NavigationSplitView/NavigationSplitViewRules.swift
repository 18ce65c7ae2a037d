extension NavigationSplitViewFamily {
    /// What `automatic` becomes for a NavigationSplitView: the first row that covers the platform, placement and
    /// release wins. Each row cites its source; ``AutomaticStyleTable`` is every family's rows in one table.
    static let automaticRules: [AutomaticRule<NavigationSplitViewFamily>] = [
        AutomaticRule(on: [.iOS, .watchOS], Look.stack,
            because: "On iPhone and Apple Watch the columns collapse into a single navigation stack.",
            source: "https://developer.apple.com/documentation/swiftui/navigationsplitview (collapses into a stack on iPhone or Apple Watch)"),
        AutomaticRule(on: [.tvOS], Look.stack,
            because: "Apple TV shows one full-screen column at a time, so the columns collapse into a navigation stack there too.",
            source: "gallery's reading of https://developer.apple.com/documentation/swiftui/navigationsplitview (collapsing in compact contexts)"),
        AutomaticRule(on: [.iPadOS], Look.prominentDetail,
            because: "On iPad the detail keeps its size and the leading columns slide over it.",
            source: "reference/view-styles.zh.md (automatic and prominentDetail share one picture); gallery's reading"),
        AutomaticRule(Look.balanced,
            because: "On the Mac and Vision Pro the columns sit side by side and the detail shrinks to make room.",
            source: "gallery's reading of https://developer.apple.com/documentation/swiftui/balancednavigationsplitviewstyle"),
    ]

    /// Examples of what `automatic` becomes, each decided by one of the rows above; the model's tests resolve every
    /// one, and hold every row to an example it decides and every release bound to an example on each side of it.
    static let resolutionExamples: [ResolutionExample<NavigationSplitViewFamily>] = [
        ResolutionExample(.iOS, .stack),
        ResolutionExample(.iOS, in: .form, .stack, outsidePlacement: true),
        ResolutionExample(.iPadOS, .prominentDetail),
        ResolutionExample(.macOS, .balanced),
        ResolutionExample(.tvOS, .stack),
    ]

    /// Where SwiftUI changes a chosen split view style in a context; the first that applies wins.
    static let adjustments: [StyleAdjustment<NavigationSplitViewFamily>] = [
        // https://developer.apple.com/documentation/swiftui/navigationsplitviewcolumn: "A NavigationSplitView collapses
        // into a single stack in some contexts, like on iPhone or Apple Watch", whatever its style.
        StyleAdjustment([.balanced, .prominentDetail], on: [.iOS, .watchOS], becomes: .stack,
            because: "At the compact width of iPhone and Apple Watch every split view collapses into one navigation stack: "
                + "the sidebar first, the detail pushed when a row is chosen; the style only matters where the columns fit side by side.",
            source: "https://developer.apple.com/documentation/swiftui/navigationsplitviewcolumn "
                + "(collapses into a single stack on iPhone or Apple Watch)"),
    ]
}
