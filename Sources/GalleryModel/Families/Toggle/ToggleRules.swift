extension ToggleFamily {
    /// What `automatic` becomes for a Toggle: the first row that covers the platform, placement and
    /// release wins. Each row cites its source; ``AutomaticStyleTable`` is every family's rows in one table.
    static let automaticRules: [AutomaticRule<ToggleFamily>] = [
        AutomaticRule(in: [.menu], Look.checkmarkMenuItem,
            because: "A Toggle inside a Menu uses a style you cannot create yourself: its title, with a checkmark only while on.",
            source: "reference/toggle-styles.zh.md; https://developer.apple.com/documentation/swiftui/togglestyle/automatic"),
        AutomaticRule(on: [.tvOS], before: [.tvOS: "18"], Look.tvOSButton,
            because: "tvOS uses its own button-like toggle that fills the row and spells out its state (the button toggle style does not exist on tvOS).",
            source: "reference/toggle-styles.zh.md (tvOS row); https://developer.apple.com/documentation/swiftui/buttontogglestyle (no tvOS)"),
        AutomaticRule(on: [.tvOS], since: [.tvOS: "18"], Look.switch,
            because: "Since the switch style came to tvOS, Apple's table of defaults names it for Apple TV, which draws it as a wide button that spells out its state.",
            source: "https://developer.apple.com/documentation/swiftui/togglestyle/automatic (Platform defaults); https://developer.apple.com/documentation/swiftui/togglestyle/switch (tvOS 18.0+)"),
        AutomaticRule(in: [.toolbar], since: [.iOS: "15", .iPadOS: "15", .macOS: "12", .watchOS: "9"], Look.button,
            because: "A Toggle in a toolbar defaults to the button style.",
            source: "reference/toggle-styles.zh.md; https://developer.apple.com/documentation/swiftui/togglestyle/button "
                + "(iOS 15.0+, macOS 12.0+, watchOS 9.0+; before it a toolbar toggle kept the platform's default look: gallery's reading)"),
        AutomaticRule(on: [.iOS, .iPadOS, .watchOS], Look.switch,
            because: "iOS, iPadOS and watchOS show a switch in most contexts.",
            source: "reference/toggle-styles.zh.md (default style table)"),
        AutomaticRule(on: [.macOS], Look.checkbox,
            because: "macOS shows a check box in most contexts.",
            source: "reference/toggle-styles.zh.md (default style table)"),
        AutomaticRule(on: [.visionOS], Look.switch,
            because: "visionOS follows iPadOS and shows a switch.",
            source: "gallery's reading: https://developer.apple.com/documentation/swiftui/togglestyle/automatic lists no visionOS row; the HIG notes no visionOS difference"),
    ]

    /// Examples of what `automatic` becomes, each decided by one of the rows above; the model's tests resolve every
    /// one, and hold every row to an example it decides and every release bound to an example on each side of it.
    static let resolutionExamples: [ResolutionExample<ToggleFamily>] = [
        ResolutionExample(.iOS, release: "14", in: .toolbar, .switch),
        ResolutionExample(.iOS, .switch),
        ResolutionExample(.iOS, in: .toolbar, .button),
        ResolutionExample(.iOS, in: .menu, .checkmarkMenuItem),
        ResolutionExample(.iPadOS, release: "14", in: .toolbar, .switch),
        ResolutionExample(.iPadOS, in: .toolbar, .button),
        ResolutionExample(.macOS, release: "11", in: .toolbar, .checkbox),
        ResolutionExample(.macOS, .checkbox),
        ResolutionExample(.macOS, in: .toolbar, .button),
        ResolutionExample(.tvOS, release: "17", .tvOSButton),
        ResolutionExample(.tvOS, .switch),
        ResolutionExample(.watchOS, release: "8", in: .toolbar, .switch),
        ResolutionExample(.watchOS, in: .toolbar, .button),
        ResolutionExample(.watchOS, in: .menu, .switch, outsidePlacement: true),
        ResolutionExample(.visionOS, .switch),
    ]

    /// Where SwiftUI changes a chosen toggle style in a context; the first that applies wins.
    static let adjustments: [StyleAdjustment<ToggleFamily>] = [
        StyleAdjustment([.switch], on: [.tvOS], in: Placement.outsideMenus, becomes: nil,
            because: "Apple TV draws the switch style as a wide button that fills the row and spells out its state.",
            source: "https://developer.apple.com/documentation/swiftui/togglestyle/automatic (Platform defaults: tvOS); "
                + "https://developer.apple.com/documentation/swiftui/togglestyle/switch (tvOS picture)"),
        StyleAdjustment(in: [.menu], becomes: .checkmarkMenuItem,
            because: "Inside a Menu a Toggle always appears as an item with a checkmark showing its state.",
            source: ExplicitStyleTable.menuArticle),
    ]

    /// How a Toggle's look in a scene depends on more than its own style.
    static let compositionRules: [SceneCompositionRule] = [
        // "You can also use this modifier to set the style for controls that acquire a button style through
        // composition, like the Menu and Toggle views" (buttonStyle(_:)); the documents' sign-in row.
        SceneCompositionRule(Look.button, .takesStyle(of: .button, part: say("draws as a button")), source: SceneSources.buttonStyle),
    ]
}
