extension ToggleFamily {
    /// What `automatic` becomes for a Toggle: the first row that covers the platform, placement and
    /// release wins. Each row cites its source; ``AutomaticStyleTable`` is every family's rows in one table.
    static let automaticRules: [AutomaticRule] = [
        AutomaticRule(.toggle, in: [.menu], Look.checkmarkMenuItem,
            because: "A Toggle inside a Menu uses a style you cannot create yourself: its title, with a checkmark only while on.",
            source: "reference/toggle-styles.zh.md; https://developer.apple.com/documentation/swiftui/togglestyle/automatic"),
        AutomaticRule(.toggle, on: [.tvOS], before: [.tvOS: "18"], Look.tvOSButton,
            because: "tvOS uses its own button-like toggle that fills the row and spells out its state (the button toggle style does not exist on tvOS).",
            source: "reference/toggle-styles.zh.md (tvOS row); https://developer.apple.com/documentation/swiftui/buttontogglestyle (no tvOS)"),
        AutomaticRule(.toggle, on: [.tvOS], since: [.tvOS: "18"], Look.switch,
            because: "Since the switch style came to tvOS, Apple's table of defaults names it for Apple TV, which draws it as a wide button that spells out its state.",
            source: "https://developer.apple.com/documentation/swiftui/togglestyle/automatic (Platform defaults); https://developer.apple.com/documentation/swiftui/togglestyle/switch (tvOS 18.0+)"),
        AutomaticRule(.toggle, in: [.toolbar], since: [.iOS: "15", .iPadOS: "15", .macOS: "12", .watchOS: "9"], Look.button,
            because: "A Toggle in a toolbar defaults to the button style.",
            source: "reference/toggle-styles.zh.md; https://developer.apple.com/documentation/swiftui/togglestyle/button "
                + "(iOS 15.0+, macOS 12.0+, watchOS 9.0+; before it a toolbar toggle kept the platform's default look: gallery's reading)"),
        AutomaticRule(.toggle, on: [.iOS, .iPadOS, .watchOS], Look.switch,
            because: "iOS, iPadOS and watchOS show a switch in most contexts.",
            source: "reference/toggle-styles.zh.md (default style table)"),
        AutomaticRule(.toggle, on: [.macOS], Look.checkbox,
            because: "macOS shows a check box in most contexts.",
            source: "reference/toggle-styles.zh.md (default style table)"),
        AutomaticRule(.toggle, on: [.visionOS], Look.switch,
            because: "visionOS follows iPadOS and shows a switch.",
            source: "gallery's reading: https://developer.apple.com/documentation/swiftui/togglestyle/automatic lists no visionOS row; the HIG notes no visionOS difference"),
    ]
}
