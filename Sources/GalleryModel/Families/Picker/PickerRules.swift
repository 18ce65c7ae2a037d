extension PickerFamily {
    /// Apple's page of the automatic style, written for the first releases: a wheel on iOS and watchOS, a pop-up
    /// button on macOS, a segmented control on tvOS.
    private static let automaticPage = "https://developer.apple.com/documentation/swiftui/pickerstyle/automatic"
    /// The navigation-link style's page (iOS 16, tvOS 16, watchOS 9), which calls the menu style "the default" in navigation stacks.
    private static let navigationLinkPage = "https://developer.apple.com/documentation/swiftui/pickerstyle/navigationlink"
    /// WWDC22, What's new in SwiftUI: in the 2022 releases pickers became menus by default, in forms and out of them.
    private static let whatsNew2022 = "https://developer.apple.com/videos/play/wwdc2022/10052/"

    /// What `automatic` becomes for a Picker: the first row that covers the platform, placement and
    /// release wins. Each row cites its source; ``AutomaticStyleTable`` is every family's rows in one table.
    static let automaticRules: [AutomaticRule<PickerFamily>] = [
        AutomaticRule(in: [.menu], Look.inline,
            because: "Inside a Menu SwiftUI applies the inline style: the choices appear as items, the selected one checked.",
            source: "https://developer.apple.com/documentation/swiftui/populating-swiftui-menus-with-adaptive-controls"),
        AutomaticRule(on: [.watchOS], in: [.form, .list, .toolbar], since: [.watchOS: "9"], Look.navigationLink,
            because: "In a watchOS list a picker is a row that opens the choices on a pushed screen (the navigationLink style, named in watchOS 9).",
            source: "gallery's reading of https://developer.apple.com/design/human-interface-guidelines/pickers (watchOS); " + navigationLinkPage),
        AutomaticRule(on: [.watchOS], in: [.form, .list, .toolbar], before: [.watchOS: "9"], Look.navigationRow,
            because: "In a watchOS list a picker is a row that opens the choices on a pushed screen; before watchOS 9 that look had no style name.",
            source: "gallery's reading of https://developer.apple.com/design/human-interface-guidelines/pickers (watchOS); " + navigationLinkPage
                + " (watchOS 9.0+)"),
        AutomaticRule(on: [.tvOS], in: [.form, .list], since: [.tvOS: "16"], Look.navigationLink,
            because: "In a tvOS list a picker is a focusable row that pushes the list of choices (the navigationLink style, named in tvOS 16).",
            source: "gallery's reading of https://developer.apple.com/documentation/swiftui/picker (list rows with a chevron); " + navigationLinkPage),
        AutomaticRule(on: [.tvOS], in: [.form, .list], before: [.tvOS: "16"], Look.navigationRow,
            because: "In a tvOS list a picker is a focusable row that pushes the list of choices; before tvOS 16 that look had no style name.",
            source: "gallery's reading of https://developer.apple.com/documentation/swiftui/picker (list rows with a chevron); " + navigationLinkPage
                + " (tvOS 16.0+)"),
        AutomaticRule(on: [.iOS, .iPadOS, .visionOS], in: [.form, .list], since: [.iOS: "16", .iPadOS: "16"], Look.menu,
            because: "On iPhone and iPad (since iOS 16) and on Vision Pro a picker row in a Form or List shows the current choice and opens a menu of the others.",
            source: navigationLinkPage + " (prefer the default menu style); " + whatsNew2022),
        AutomaticRule(on: [.iOS, .iPadOS], in: [.form, .list], before: [.iOS: "16", .iPadOS: "16"], Look.navigationRow,
            because: "Before iOS 16 a picker row in an iPhone or iPad Form or List showed the current choice and pushed the list of choices, "
                + "the look the navigationLink style later named.",
            source: whatsNew2022 + " (form pickers became menus); " + navigationLinkPage + " (iOS 16.0+)"),
        AutomaticRule(on: [.tvOS], in: [.toolbar], before: [.tvOS: "17"], Look.segmented,
            because: "Before tvOS 17 brought the menu picker style, a picker in a tvOS toolbar kept the segmented look of a standard view.",
            source: "gallery's reading of " + automaticPage + " (segmented on tvOS); https://developer.apple.com/documentation/swiftui/pickerstyle/menu (tvOS 17.0+)"),
        AutomaticRule(on: [.macOS], before: [.macOS: "11"], Look.popUpButtonPickerStyle,
            because: "Before macOS 11 named the menu style, the Mac's default picker was the pop-up button style.",
            source: automaticPage + " (a pop-up button on macOS); https://developer.apple.com/documentation/swiftui/popupbuttonpickerstyle"),
        AutomaticRule(in: [.toolbar], Look.menu,
            because: "A picker in a toolbar is a pull-down button listing the choices.",
            source: "gallery's reading of https://developer.apple.com/documentation/swiftui/pickerstyle/menu"),
        AutomaticRule(on: [.iOS, .iPadOS], since: [.iOS: "16", .iPadOS: "16"], Look.menu,
            because: "In a standard view iPhone and iPad (since iOS 16) show the default picker as a button naming the choice, which opens a menu of the others.",
            source: whatsNew2022 + " (pickers are menus by default); " + navigationLinkPage + " (the default menu style)",
            disagreeing: Disagreement(page: Look.wheel, says: automaticPage, drawn: whatsNew2022)),
        AutomaticRule(on: [.iOS, .iPadOS, .watchOS], Look.wheel,
            because: "In a standard view the default picker on iPhone, iPad and Apple Watch is a wheel.",
            source: "reference/view-styles.zh.md (pickerStyle automatic); " + automaticPage),
        AutomaticRule(on: [.macOS], Look.menu,
            because: "In a standard view the default picker on macOS is a pop-up button.",
            source: "reference/view-styles.zh.md (pickerStyle automatic)"),
        AutomaticRule(on: [.tvOS], Look.segmented,
            because: "In a standard view the default picker on tvOS is a segmented control.",
            source: "reference/view-styles.zh.md (pickerStyle automatic)"),
        AutomaticRule(on: [.visionOS], Look.menu,
            because: "visionOS shows a pop-up menu button for a standalone picker.",
            source: "gallery's reading: no per-platform statement for visionOS in " + automaticPage),
    ]

    /// Examples of what `automatic` becomes, each decided by one of the rows above; the model's tests resolve every
    /// one, and hold every row to an example it decides and every release bound to an example on each side of it.
    static let resolutionExamples: [ResolutionExample<PickerFamily>] = [
        ResolutionExample(.iOS, release: "15", .wheel),
        ResolutionExample(.iOS, release: "15", in: .form, .navigationRow),
        ResolutionExample(.iOS, .menu),
        ResolutionExample(.iOS, in: .form, .menu),
        ResolutionExample(.iOS, in: .toolbar, .menu),
        ResolutionExample(.iOS, in: .menu, .inline),
        ResolutionExample(.iPadOS, release: "15", .wheel),
        ResolutionExample(.iPadOS, release: "15", in: .form, .navigationRow),
        ResolutionExample(.iPadOS, .menu),
        ResolutionExample(.iPadOS, in: .form, .menu),
        ResolutionExample(.macOS, release: "10.15", .popUpButtonPickerStyle),
        ResolutionExample(.macOS, .menu),
        ResolutionExample(.tvOS, release: "15", in: .form, .navigationRow),
        ResolutionExample(.tvOS, release: "16", in: .toolbar, .segmented),
        ResolutionExample(.tvOS, .segmented),
        ResolutionExample(.tvOS, in: .form, .navigationLink),
        ResolutionExample(.tvOS, in: .toolbar, .menu),
        ResolutionExample(.watchOS, release: "8", in: .form, .navigationRow),
        ResolutionExample(.watchOS, .wheel),
        ResolutionExample(.watchOS, in: .form, .navigationLink),
        ResolutionExample(.watchOS, in: .menu, .wheel, outsidePlacement: true),
        ResolutionExample(.visionOS, .menu),
    ]

    /// Where SwiftUI changes a chosen picker style in a context; the first that applies wins.
    static let adjustments: [StyleAdjustment<PickerFamily>] = [
        StyleAdjustment([.tabs], on: [.iOS, .iPadOS, .tvOS, .visionOS], in: Placement.outsideMenus, becomes: .segmented,
            because: "Outside the Mac the tabs picker looks exactly like a segmented one; VoiceOver still announces its options as tabs.",
            source: "https://developer.apple.com/documentation/swiftui/pickerstyle/tabs"),
        StyleAdjustment([.menu], in: [.menu], becomes: .submenu,
            because: "The menu picker style nested in a larger menu becomes a submenu.",
            source: "reference/view-styles.zh.md (pickerStyle menu); " + ExplicitStyleTable.menuArticle),
        StyleAdjustment([.palette], in: Placement.outsideMenus, becomes: .segmented,
            because: "Outside a menu the palette style is rendered as a segmented picker.",
            source: "reference/view-styles.zh.md (pickerStyle palette note)"),
        StyleAdjustment([.palette], in: [.menu], becomes: nil,
            because: "Inside a menu the palette shows the choices as a compact row of symbols.",
            source: ExplicitStyleTable.menuArticle),
        StyleAdjustment([.inline], in: [.menu], becomes: nil,
            because: "Inside a menu the inline style lists the choices as items, the selected one checked.",
            source: ExplicitStyleTable.menuArticle),
        StyleAdjustment(in: [.menu], becomes: .inline,
            because: "A menu can show a picker only as inline items, a submenu or a palette; other styles fall back to inline items.",
            source: "gallery's reading of " + ExplicitStyleTable.menuArticle),
    ]

    /// How a Picker's look in a scene depends on more than its own style.
    static let compositionRules: [SceneCompositionRule] = [
        // Inside a Menu a picker shows its choices inline (the automatic table's menu row); with the menu style it
        // is "a submenu when nested within a larger menu" (PickerStyle.menu; the adjustments' menu row).
        SceneCompositionRule(Look.inline, in: .menu, .namesEnclosingMenu, source: SceneSources.menus),
        SceneCompositionRule(Look.submenu, in: .menu, .namesEnclosingMenu, source: "https://developer.apple.com/documentation/swiftui/pickerstyle/menu"),
    ]
}
