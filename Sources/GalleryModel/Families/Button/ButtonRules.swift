extension ButtonFamily {
    /// What `automatic` becomes for a Button: the first row that covers the platform, placement and
    /// release wins. Each row cites its source; ``AutomaticStyleTable`` is every family's rows in one table.
    static let automaticRules: [AutomaticRule<ButtonFamily>] = [
        AutomaticRule(in: [.menu], Look.menuItem,
            because: "A Button inside a Menu becomes an ordinary menu item that runs its action.",
            source: "https://developer.apple.com/documentation/swiftui/populating-swiftui-menus-with-adaptive-controls"),
        AutomaticRule(on: [.iOS, .iPadOS, .tvOS, .watchOS, .visionOS], in: [.form, .list], Look.listRow,
            because: "In a List or Form the button becomes the row itself: tap anywhere on it to run the action.",
            source: "https://developer.apple.com/documentation/swiftui/button (Adding buttons to containers); reference/text-label-textfield-button.zh.md"),
        AutomaticRule(on: [.macOS], in: [.form, .list], Look.bordered,
            because: "macOS keeps its bordered push button inside forms and lists.",
            source: "gallery's reading of https://developer.apple.com/documentation/swiftui/primitivebuttonstyle/automatic (containers use their recommended style)"),
        AutomaticRule(on: [.iOS, .iPadOS, .macOS, .visionOS], in: [.toolbar], Look.borderless,
            because: "Toolbar items are drawn without a bezel of their own and show only the icon of a Label.",
            source: "https://developer.apple.com/documentation/swiftui/button (icons only in toolbars); bezel: gallery's reading"),
        AutomaticRule(on: [.watchOS], in: [.toolbar], Look.bordered,
            because: "On Apple Watch a toolbar item is a button on its own platter in a corner of the screen, beside the time and the title.",
            source: "https://developer.apple.com/design/human-interface-guidelines/toolbars (watchOS)"),
        AutomaticRule(on: [.iOS, .iPadOS], Look.borderless,
            because: "On a blank canvas iPhone and iPad use the borderless button style: tinted text, no bezel.",
            source: "https://developer.apple.com/documentation/swiftui/primitivebuttonstyle/automatic"),
        AutomaticRule(on: [.macOS, .tvOS, .watchOS], Look.bordered,
            because: "On a blank canvas macOS, tvOS and watchOS use the bordered button style.",
            source: "https://developer.apple.com/documentation/swiftui/primitivebuttonstyle/automatic"),
        AutomaticRule(on: [.visionOS], Look.bordered,
            because: "visionOS buttons carry a visible background platter, which is the bordered style.",
            source: "gallery's reading of https://developer.apple.com/design/human-interface-guidelines/buttons (visionOS)"),
    ]

    /// Examples of what `automatic` becomes, each decided by one of the rows above; the model's tests resolve every
    /// one, and hold every row to an example it decides and every release bound to an example on each side of it.
    static let resolutionExamples: [ResolutionExample<ButtonFamily>] = [
        ResolutionExample(.iOS, .borderless),
        ResolutionExample(.iOS, in: .form, .listRow),
        ResolutionExample(.iOS, in: .toolbar, .borderless),
        ResolutionExample(.watchOS, in: .toolbar, .bordered),
        ResolutionExample(.iOS, in: .menu, .menuItem),
        ResolutionExample(.macOS, .bordered),
        ResolutionExample(.macOS, in: .form, .bordered),
        ResolutionExample(.watchOS, in: .menu, .bordered, outsidePlacement: true),
        ResolutionExample(.visionOS, .bordered),
    ]

    /// Where SwiftUI changes a chosen button style in a context; the first that applies wins.
    static let adjustments: [StyleAdjustment<ButtonFamily>] = [
        StyleAdjustment(in: [.menu], becomes: .menuItem,
            because: "Inside a Menu every Button is drawn as a menu item, whatever its button style.",
            source: ExplicitStyleTable.menuArticle),
    ]
}
