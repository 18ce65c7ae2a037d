extension MenuFamily {
    /// What `automatic` becomes for a Menu: the first row that covers the platform, placement and
    /// release wins. Each row cites its source; ``AutomaticStyleTable`` is every family's rows in one table.
    static let automaticRules: [AutomaticRule<MenuFamily>] = [
        AutomaticRule(in: [.menu], Look.submenu,
            because: "A Menu nested inside another Menu resolves to a submenu.",
            source: "reference/view-styles.zh.md (menuStyle automatic); https://developer.apple.com/documentation/swiftui/menustyle/automatic"),
        AutomaticRule(on: [.macOS], before: [.macOS: "13"], Look.borderedButton,
            because: "Before macOS 13 named the button menu style, the Mac drew a menu as the bordered pull-down button style.",
            source: "https://developer.apple.com/documentation/swiftui/menustyle/borderedbutton (macOS 11.0+); "
                + "https://developer.apple.com/documentation/swiftui/menustyle/button (macOS 13.0+)"),
        AutomaticRule(on: [.iOS, .iPadOS], before: [.iOS: "16", .iPadOS: "16"], Look.borderlessButton,
            because: "Before iOS 16 named the button menu style, iPhone and iPad drew a menu as the borderless button style: tinted text that opens the menu.",
            source: "https://developer.apple.com/documentation/swiftui/menustyle/borderlessbutton (iOS 14.0+); "
                + "https://developer.apple.com/documentation/swiftui/menustyle/button (iOS 16.0+)"),
        AutomaticRule(on: [.macOS], Look.button,
            because: "macOS draws a menu as a bordered pull-down button (the button menu style with the bordered button look).",
            source: "reference/view-styles.zh.md (menuStyle automatic: macOS uses a bordered button)"),
        AutomaticRule(Look.button,
            because: "The menu is a button that opens its content, drawn in the context's default button look.",
            source: "gallery's reading of https://developer.apple.com/documentation/swiftui/menustyle/button and reference/view-styles.zh.md (menus take the button style)"),
    ]

    /// Examples of what `automatic` becomes, each decided by one of the rows above; the model's tests resolve every
    /// one, and hold every row to an example it decides and every release bound to an example on each side of it.
    static let resolutionExamples: [ResolutionExample<MenuFamily>] = [
        ResolutionExample(.iOS, release: "15", .borderlessButton),
        ResolutionExample(.iOS, .button),
        ResolutionExample(.iOS, in: .menu, .submenu),
        ResolutionExample(.iPadOS, release: "15", .borderlessButton),
        ResolutionExample(.iPadOS, .button),
        ResolutionExample(.macOS, release: "12", .borderedButton),
        ResolutionExample(.macOS, .button),
        ResolutionExample(.watchOS, .button, unavailable: true),
    ]

    /// Where SwiftUI changes a chosen menu style in a context; the first that applies wins.
    static let adjustments: [StyleAdjustment<MenuFamily>] = [
        StyleAdjustment(in: [.menu], becomes: .submenu,
            because: "A Menu placed inside another Menu becomes a submenu item.",
            source: ExplicitStyleTable.menuArticle),
    ]

    /// How a Menu's look in a scene depends on more than its own style.
    static let compositionRules: [SceneCompositionRule] = [
        // A Menu acquires the button style in force through composition, as a Toggle does (buttonStyle(_:)).
        SceneCompositionRule(Look.button, .takesStyle(of: .button, part: say("draws as a button")), source: SceneSources.buttonStyle),
        // "Create submenus by nesting Menu instances inside others" (Menus and commands).
        SceneCompositionRule(Look.submenu, in: .menu, .namesEnclosingMenu, source: "https://developer.apple.com/documentation/swiftui/menus-and-commands"),
    ]
}
