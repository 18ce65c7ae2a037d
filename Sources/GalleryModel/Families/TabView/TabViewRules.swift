extension TabViewFamily {
    /// What `automatic` becomes for a TabView: the first row that covers the platform, placement and
    /// release wins. Each row cites its source; ``AutomaticStyleTable`` is every family's rows in one table.
    static let automaticRules: [AutomaticRule<TabViewFamily>] = [
        AutomaticRule(on: [.watchOS], Look.page,
            because: "watchOS has no tab bar; a TabView pages horizontally with dots.",
            source: "https://developer.apple.com/design/human-interface-guidelines/tab-bars (not supported in watchOS); page: gallery's reading"),
        AutomaticRule(on: [.iPadOS], before: [.iPadOS: "18"], Look.tabBar,
            because: "Before iPadOS 18 the iPad shows a tab bar at the bottom of the screen, as the iPhone does.",
            source: "https://developer.apple.com/documentation/swiftui/enhancing-your-app-content-with-tab-navigation (iPadOS 18: the bar moves to the top)"),
        AutomaticRule(Look.tabBar,
            because: "Other platforms show a tab bar: at the bottom on iPhone, at the top on iPad and Apple TV, tabs over a pane on the Mac, an ornament on Vision Pro.",
            source: "https://developer.apple.com/design/human-interface-guidelines/tab-bars; https://developer.apple.com/design/human-interface-guidelines/tab-views (the Mac's tabbed control); https://developer.apple.com/documentation/swiftui/enhancing-your-app-content-with-tab-navigation (iPadOS 18: the bar moves to the top); gallery's reading for automatic"),
    ]

    /// Examples of what `automatic` becomes, each decided by one of the rows above; the model's tests resolve every
    /// one, and hold every row to an example it decides and every release bound to an example on each side of it.
    static let resolutionExamples: [ResolutionExample<TabViewFamily>] = [
        ResolutionExample(.iOS, .tabBar),
        ResolutionExample(.iOS, in: .form, .tabBar, outsidePlacement: true),
        ResolutionExample(.iPadOS, release: "17", .tabBar),
        ResolutionExample(.iPadOS, .tabBar),
        ResolutionExample(.watchOS, .page),
    ]

    private static let sidebarAdaptable = "https://developer.apple.com/documentation/swiftui/tabviewstyle/sidebaradaptable"

    /// Where SwiftUI changes a chosen tab view style in a context; the first that applies wins.
    static let adjustments: [StyleAdjustment<TabViewFamily>] = [
        StyleAdjustment([.sidebarAdaptable], on: [.macOS, .tvOS], becomes: .tabSidebar,
            because: "On the Mac and Apple TV the sidebar-adaptable style always shows its tabs as a sidebar.",
            source: sidebarAdaptable),
        StyleAdjustment([.sidebarAdaptable], on: [.iPadOS], becomes: .adaptableTabBar,
            because: "On iPad the sidebar-adaptable style shows a tab bar at the top that people can turn into a sidebar.",
            source: sidebarAdaptable),
        StyleAdjustment([.sidebarAdaptable], on: [.iOS, .visionOS], becomes: .tabBar,
            because: "On iPhone the sidebar-adaptable style keeps the tab bar at the bottom; on Vision Pro it is an ornament "
                + "(tabs grouped in a TabSection would add a sidebar).",
            source: sidebarAdaptable),
    ]

    /// How a TabView's look in a scene depends on more than its own style.
    static let compositionRules: [SceneCompositionRule] = [
        // A page TabView shows a page index, which the index view style in force draws ("Sets the style for the index
        // view within the current environment", https://developer.apple.com/documentation/swiftui/view/indexviewstyle(_:)).
        SceneCompositionRule(Look.page, .takesStyle(of: .indexView, part: say("shows a page index")), source: indexViewStyle),
        SceneCompositionRule(Look.pageIndexDisplayMode, .takesStyle(of: .indexView, part: say("shows a page index")), source: indexViewStyle),
    ]

    private static let indexViewStyle = "https://developer.apple.com/documentation/swiftui/view/indexviewstyle(_:)"
}
