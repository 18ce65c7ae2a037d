/// Where SwiftUI changes an explicitly chosen style (built-in or custom) because
/// of its context, as the documents state. A chosen style not covered here passes
/// through unchanged.
public enum ExplicitStyleTable {
    /// One documented adjustment of explicitly chosen styles.
    public struct Adjustment: Sendable, Equatable {
        /// The family.
        public let family: StyleFamily
        /// The chosen styles it adjusts; empty means every chosen style but `automatic`, custom ones included.
        public let styles: Set<String>
        /// The platforms it covers.
        public let platforms: Set<Platform>
        /// The placements it covers.
        public let placements: Set<Placement>
        /// Per platform, the first release it holds for (none: every release).
        public let since: [Platform: OSVersion]
        /// What the style becomes; nil keeps the chosen style and only adds the reason.
        public let resolved: ResolvedStyle?
        /// Why, in one sentence.
        public let reason: String
        /// Where it is written.
        public let source: String

        init(
            _ family: StyleFamily,
            _ styles: Set<String> = [],
            on platforms: Set<Platform> = Set(Platform.allCases),
            in placements: Set<Placement> = Set(Placement.allCases),
            since: [Platform: OSVersion] = [:],
            becomes resolved: ResolvedStyle?,
            because reason: String,
            source: String
        ) {
            self.family = family
            self.styles = styles
            self.platforms = platforms
            self.placements = placements
            self.since = since
            self.resolved = resolved
            self.reason = reason
            self.source = source
        }

        /// Whether the adjustment covers `style` on `platform` in `placement` in `release` (any release when nil).
        public func applies(to style: String, on platform: Platform, in placement: Placement, release: OSVersion? = nil) -> Bool {
            (styles.isEmpty || styles.contains(style)) && platforms.contains(platform) && placements.contains(placement)
                && (release.flatMap { release in since[platform].map { $0 <= release } } ?? true)
        }
    }

    private static let menuArticle = "https://developer.apple.com/documentation/swiftui/populating-swiftui-menus-with-adaptive-controls"
    private static let outsideMenus: Set<Placement> = [.standard, .form, .list, .toolbar]

    private static let sidebarAdaptable = "https://developer.apple.com/documentation/swiftui/tabviewstyle/sidebaradaptable"

    // https://developer.apple.com/documentation/swiftui/navigationsplitviewcolumn: "A NavigationSplitView collapses
    // into a single stack in some contexts, like on iPhone or Apple Watch", whatever its style.
    private static let splitViewCollapse = "https://developer.apple.com/documentation/swiftui/navigationsplitviewcolumn "
        + "(collapses into a single stack on iPhone or Apple Watch)"

    /// Every adjustment; the first that applies wins.
    public static let adjustments: [Adjustment] = [
        Adjustment(.toggle, ["switch"], on: [.tvOS], in: outsideMenus, becomes: nil,
            because: "Apple TV draws the switch style as a wide button that fills the row and spells out its state.",
            source: "https://developer.apple.com/documentation/swiftui/togglestyle/automatic (Platform defaults: tvOS); "
                + "https://developer.apple.com/documentation/swiftui/togglestyle/switch (tvOS picture)"),
        Adjustment(.picker, ["tabs"], on: [.iOS, .iPadOS, .tvOS, .visionOS], in: outsideMenus, becomes: ResolvedStyle(.picker, "segmented"),
            because: "Outside the Mac the tabs picker looks exactly like a segmented one; VoiceOver still announces its options as tabs.",
            source: "https://developer.apple.com/documentation/swiftui/pickerstyle/tabs"),
        Adjustment(.textField, ["squareBorder"], on: [.macOS], since: [.macOS: "26"], becomes: ResolvedStyle(.textField, "roundedBorder"),
            because: "Since macOS 26 text fields have no rectangular border, so the square-border style draws the rounded one.",
            source: "https://developer.apple.com/documentation/swiftui/textfieldstyle/squareborder"),
        Adjustment(.tabView, ["sidebarAdaptable"], on: [.macOS, .tvOS], becomes: ResolvedStyle(.tabView, "tabSidebar"),
            because: "On the Mac and Apple TV the sidebar-adaptable style always shows its tabs as a sidebar.",
            source: sidebarAdaptable),
        Adjustment(.tabView, ["sidebarAdaptable"], on: [.iPadOS], becomes: ResolvedStyle(.tabView, "adaptableTabBar"),
            because: "On iPad the sidebar-adaptable style shows a tab bar at the top that people can turn into a sidebar.",
            source: sidebarAdaptable),
        Adjustment(.tabView, ["sidebarAdaptable"], on: [.iOS, .visionOS], becomes: ResolvedStyle(.tabView, "tabBar"),
            because: "On iPhone the sidebar-adaptable style keeps the tab bar at the bottom; on Vision Pro it is an ornament "
                + "(tabs grouped in a TabSection would add a sidebar).",
            source: sidebarAdaptable),
        Adjustment(.navigationSplitView, ["balanced", "prominentDetail"], on: [.iOS, .watchOS],
            becomes: ResolvedStyle(.navigationSplitView, "stack"),
            because: "At the compact width of iPhone and Apple Watch every split view collapses into one navigation stack: "
                + "the sidebar first, the detail pushed when a row is chosen; the style only matters where the columns fit side by side.",
            source: splitViewCollapse),
        Adjustment(.button, in: [.menu], becomes: ResolvedStyle(.button, "menuItem"),
            because: "Inside a Menu every Button is drawn as a menu item, whatever its button style.",
            source: menuArticle),
        Adjustment(.toggle, in: [.menu], becomes: ResolvedStyle(.toggle, "checkmarkMenuItem"),
            because: "Inside a Menu a Toggle always appears as an item with a checkmark showing its state.",
            source: menuArticle),
        Adjustment(.picker, ["menu"], in: [.menu], becomes: ResolvedStyle(.picker, "submenu"),
            because: "The menu picker style nested in a larger menu becomes a submenu.",
            source: "reference/view-styles.zh.md (pickerStyle menu); " + menuArticle),
        Adjustment(.picker, ["palette"], in: outsideMenus, becomes: ResolvedStyle(.picker, "segmented"),
            because: "Outside a menu the palette style is rendered as a segmented picker.",
            source: "reference/view-styles.zh.md (pickerStyle palette note)"),
        Adjustment(.picker, ["palette"], in: [.menu], becomes: nil,
            because: "Inside a menu the palette shows the choices as a compact row of symbols.",
            source: menuArticle),
        Adjustment(.picker, ["inline"], in: [.menu], becomes: nil,
            because: "Inside a menu the inline style lists the choices as items, the selected one checked.",
            source: menuArticle),
        Adjustment(.picker, in: [.menu], becomes: ResolvedStyle(.picker, "inline"),
            because: "A menu can show a picker only as inline items, a submenu or a palette; other styles fall back to inline items.",
            source: "gallery's reading of " + menuArticle),
        Adjustment(.menu, in: [.menu], becomes: ResolvedStyle(.menu, "submenu"),
            because: "A Menu placed inside another Menu becomes a submenu item.",
            source: menuArticle),
        Adjustment(.progressView, ["circular"], on: [.watchOS], since: [.watchOS: "9"], becomes: ResolvedStyle(.gauge, "accessoryCircularCapacity"),
            because: "On watchOS a circular progress view is drawn as a gauge in the accessoryCircularCapacity style (which arrived in watchOS 9).",
            source: "reference/view-styles.zh.md (progressViewStyle circular)"),
        Adjustment(.progressView, ["circular"], on: [.iOS, .iPadOS, .tvOS, .visionOS], becomes: nil,
            because: "Outside macOS a circular progress view may draw as a spinning indicator even when it has a value.",
            source: "https://developer.apple.com/documentation/swiftui/progressview"),
        Adjustment(.controlGroup, ["compactMenu", "menu"], in: [.menu], becomes: ResolvedStyle(.controlGroup, "submenu"),
            because: "Nested in a larger menu, the menu and compactMenu control group styles become a submenu.",
            source: "reference/view-styles.zh.md (controlGroupStyle compactMenu, menu)"),
        Adjustment(.controlGroup, ["palette"], in: outsideMenus, becomes: ResolvedStyle(.controlGroup, "segmented"),
            because: "Outside a menu the palette control group style is rendered as a segmented control.",
            source: "reference/view-styles.zh.md (controlGroupStyle palette note)"),
        Adjustment(.controlGroup, ["palette"], in: [.menu], becomes: nil,
            because: "Inside a menu the palette control group shows its controls as a compact row of symbols.",
            source: "reference/view-styles.zh.md (controlGroupStyle palette example)"),
        Adjustment(.controlGroup, in: [.menu], becomes: ResolvedStyle(.controlGroup, "menuRow"),
            because: "Inside a menu any other control group becomes the compact row of items.",
            source: "gallery's reading of " + menuArticle),
    ]

    /// The first adjustment of the chosen `style` on `platform` in `placement` in `release` (the newest when nil).
    public static func adjustment(
        for family: StyleFamily, style: String, on platform: Platform, in placement: Placement, release: OSVersion? = nil
    ) -> Adjustment? {
        let release = release ?? platform.newestRelease
        return adjustments.first { $0.family == family && $0.applies(to: style, on: platform, in: placement, release: release) }
    }
}
