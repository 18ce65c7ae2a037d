extension TabViewFamily {
    /// What `automatic` becomes for a TabView: the first row that covers the platform, placement and
    /// release wins. Each row cites its source; ``AutomaticStyleTable`` is every family's rows in one table.
    static let automaticRules: [AutomaticRule] = [
        AutomaticRule(.tabView, on: [.watchOS], Look.page,
            because: "watchOS has no tab bar; a TabView pages horizontally with dots.",
            source: "https://developer.apple.com/design/human-interface-guidelines/tab-bars (not supported in watchOS); page: gallery's reading"),
        AutomaticRule(.tabView, on: [.iPadOS], before: [.iPadOS: "18"], Look.tabBar,
            because: "Before iPadOS 18 the iPad shows a tab bar at the bottom of the screen, as the iPhone does.",
            source: "https://developer.apple.com/documentation/swiftui/enhancing-your-app-content-with-tab-navigation (iPadOS 18: the bar moves to the top)"),
        AutomaticRule(.tabView, Look.tabBar,
            because: "Other platforms show a tab bar: at the bottom on iPhone, at the top on iPad and Apple TV, tabs over a pane on the Mac, an ornament on Vision Pro.",
            source: "https://developer.apple.com/design/human-interface-guidelines/tab-bars; https://developer.apple.com/design/human-interface-guidelines/tab-views (the Mac's tabbed control); https://developer.apple.com/documentation/swiftui/enhancing-your-app-content-with-tab-navigation (iPadOS 18: the bar moves to the top); gallery's reading for automatic"),
    ]
}
