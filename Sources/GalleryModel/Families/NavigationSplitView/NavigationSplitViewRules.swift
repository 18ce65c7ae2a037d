extension NavigationSplitViewFamily {
    /// What `automatic` becomes for a NavigationSplitView: the first row that covers the platform, placement and
    /// release wins. Each row cites its source; ``AutomaticStyleTable`` is every family's rows in one table.
    static let automaticRules: [AutomaticRule] = [
        AutomaticRule(.navigationSplitView, on: [.iOS, .watchOS], Look.stack,
            because: "On iPhone and Apple Watch the columns collapse into a single navigation stack.",
            source: "https://developer.apple.com/documentation/swiftui/navigationsplitview (collapses into a stack on iPhone or Apple Watch)"),
        AutomaticRule(.navigationSplitView, on: [.tvOS], Look.stack,
            because: "Apple TV shows one full-screen column at a time, so the columns collapse into a navigation stack there too.",
            source: "gallery's reading of https://developer.apple.com/documentation/swiftui/navigationsplitview (collapsing in compact contexts)"),
        AutomaticRule(.navigationSplitView, on: [.iPadOS], Look.prominentDetail,
            because: "On iPad the detail keeps its size and the leading columns slide over it.",
            source: "reference/view-styles.zh.md (automatic and prominentDetail share one picture); gallery's reading"),
        AutomaticRule(.navigationSplitView, Look.balanced,
            because: "On the Mac and Vision Pro the columns sit side by side and the detail shrinks to make room.",
            source: "gallery's reading of https://developer.apple.com/documentation/swiftui/balancednavigationsplitviewstyle"),
    ]
}
