/// The single source of truth for what `automatic` resolves to: per family, an
/// ordered list of rules, the first that covers the platform and placement wins.
///
/// Every row names its source. Rows the reference documents or Apple's pages
/// state are cited directly; where Apple documents no per-platform answer the
/// source says "gallery's reading" and names the page the reading rests on.
/// The resolver only consults placements a family supports (see
/// ``PlacementSupport``), so e.g. a Gauge never meets a `.menu` rule.
public enum AutomaticStyleTable {
    /// Every rule, grouped by family in `StyleFamily.allCases` order.
    public static let rules: [AutomaticRule] = [
        // MARK: Button
        AutomaticRule(.button, in: [.menu], "menuItem",
            because: "A Button inside a Menu becomes an ordinary menu item that runs its action.",
            source: "https://developer.apple.com/documentation/swiftui/populating-swiftui-menus-with-adaptive-controls"),
        AutomaticRule(.button, on: [.iOS, .iPadOS, .tvOS, .watchOS, .visionOS], in: [.form, .list], "listRow",
            because: "In a List or Form the button becomes the row itself: tap anywhere on it to run the action.",
            source: "https://developer.apple.com/documentation/swiftui/button (Adding buttons to containers); reference/text-label-textfield-button.zh.md"),
        AutomaticRule(.button, on: [.macOS], in: [.form, .list], "bordered",
            because: "macOS keeps its bordered push button inside forms and lists.",
            source: "gallery's reading of https://developer.apple.com/documentation/swiftui/primitivebuttonstyle/automatic (containers use their recommended style)"),
        AutomaticRule(.button, on: [.iOS, .iPadOS, .macOS, .visionOS], in: [.toolbar], "borderless",
            because: "Toolbar items are drawn without a bezel of their own and show only the icon of a Label.",
            source: "https://developer.apple.com/documentation/swiftui/button (icons only in toolbars); bezel: gallery's reading"),
        AutomaticRule(.button, on: [.iOS, .iPadOS], "borderless",
            because: "On a blank canvas iPhone and iPad use the borderless button style: tinted text, no bezel.",
            source: "https://developer.apple.com/documentation/swiftui/primitivebuttonstyle/automatic"),
        AutomaticRule(.button, on: [.macOS, .tvOS, .watchOS], "bordered",
            because: "On a blank canvas macOS, tvOS and watchOS use the bordered button style.",
            source: "https://developer.apple.com/documentation/swiftui/primitivebuttonstyle/automatic"),
        AutomaticRule(.button, on: [.visionOS], "bordered",
            because: "visionOS buttons carry a visible background platter, which is the bordered style.",
            source: "gallery's reading of https://developer.apple.com/design/human-interface-guidelines/buttons (visionOS)"),

        // MARK: Toggle
        AutomaticRule(.toggle, in: [.menu], "checkmarkMenuItem",
            because: "A Toggle inside a Menu uses a style you cannot create yourself: its title, with a checkmark only while on.",
            source: "reference/toggle-styles.zh.md; https://developer.apple.com/documentation/swiftui/togglestyle/automatic"),
        AutomaticRule(.toggle, on: [.tvOS], before: [.tvOS: "18"], "tvOSButton",
            because: "tvOS uses its own button-like toggle that fills the row and spells out its state (the button toggle style does not exist on tvOS).",
            source: "reference/toggle-styles.zh.md (tvOS row); https://developer.apple.com/documentation/swiftui/buttontogglestyle (no tvOS)"),
        AutomaticRule(.toggle, on: [.tvOS], since: [.tvOS: "18"], "switch",
            because: "Since the switch style came to tvOS, Apple's table of defaults names it for Apple TV, which draws it as a wide button that spells out its state.",
            source: "https://developer.apple.com/documentation/swiftui/togglestyle/automatic (Platform defaults); https://developer.apple.com/documentation/swiftui/togglestyle/switch (tvOS 18.0+)"),
        AutomaticRule(.toggle, in: [.toolbar], "button",
            because: "A Toggle in a toolbar defaults to the button style.",
            source: "reference/toggle-styles.zh.md; https://developer.apple.com/documentation/swiftui/togglestyle/button"),
        AutomaticRule(.toggle, on: [.iOS, .iPadOS, .watchOS], "switch",
            because: "iOS, iPadOS and watchOS show a switch in most contexts.",
            source: "reference/toggle-styles.zh.md (default style table)"),
        AutomaticRule(.toggle, on: [.macOS], "checkbox",
            because: "macOS shows a check box in most contexts.",
            source: "reference/toggle-styles.zh.md (default style table)"),
        AutomaticRule(.toggle, on: [.visionOS], "switch",
            because: "visionOS follows iPadOS and shows a switch.",
            source: "gallery's reading: https://developer.apple.com/documentation/swiftui/togglestyle/automatic lists no visionOS row; the HIG notes no visionOS difference"),

        // MARK: Picker
        AutomaticRule(.picker, in: [.menu], "inline",
            because: "Inside a Menu SwiftUI applies the inline style: the choices appear as items, the selected one checked.",
            source: "https://developer.apple.com/documentation/swiftui/populating-swiftui-menus-with-adaptive-controls"),
        AutomaticRule(.picker, on: [.watchOS], in: [.form, .list, .toolbar], "navigationLink",
            because: "In a watchOS list a picker is a row that opens the choices on a pushed screen.",
            source: "gallery's reading of https://developer.apple.com/design/human-interface-guidelines/pickers (watchOS)"),
        AutomaticRule(.picker, on: [.tvOS], in: [.form, .list], "navigationLink",
            because: "In a tvOS list a picker is a focusable row that pushes the list of choices.",
            source: "gallery's reading of https://developer.apple.com/documentation/swiftui/picker (list rows with a chevron)"),
        AutomaticRule(.picker, on: [.iOS, .iPadOS, .visionOS], in: [.form, .list], "menu",
            because: "On iPhone and iPad (since iOS 16) and on Vision Pro a picker row in a Form or List shows the current choice and opens a menu of the others.",
            source: "https://developer.apple.com/documentation/swiftui/pickerstyle/navigationlink (prefer the default menu style); https://developer.apple.com/documentation/swiftui/picker"),
        AutomaticRule(.picker, in: [.toolbar], "menu",
            because: "A picker in a toolbar is a pull-down button listing the choices.",
            source: "gallery's reading of https://developer.apple.com/documentation/swiftui/pickerstyle/menu"),
        AutomaticRule(.picker, on: [.iOS, .iPadOS, .watchOS], "wheel",
            because: "In a standard view the default picker on iPhone, iPad and Apple Watch is a wheel.",
            source: "reference/view-styles.zh.md (pickerStyle automatic); https://developer.apple.com/documentation/swiftui/pickerstyle/automatic"),
        AutomaticRule(.picker, on: [.macOS], "menu",
            because: "In a standard view the default picker on macOS is a pop-up button.",
            source: "reference/view-styles.zh.md (pickerStyle automatic)"),
        AutomaticRule(.picker, on: [.tvOS], "segmented",
            because: "In a standard view the default picker on tvOS is a segmented control.",
            source: "reference/view-styles.zh.md (pickerStyle automatic)"),
        AutomaticRule(.picker, on: [.visionOS], "menu",
            because: "visionOS shows a pop-up menu button for a standalone picker.",
            source: "gallery's reading: no per-platform statement for visionOS in https://developer.apple.com/documentation/swiftui/pickerstyle/automatic"),

        // MARK: DatePicker
        AutomaticRule(.datePicker, on: [.iOS, .iPadOS, .visionOS], "compact",
            because: "iPhone, iPad and Vision Pro show the date as tinted text that opens a calendar when tapped: the compact style.",
            source: "https://developer.apple.com/documentation/swiftui/datepicker (text that opens a calendar)"),
        AutomaticRule(.datePicker, on: [.macOS], "stepperField",
            because: "macOS shows editable date fields with a stepper, the style Apple recommends over the plain field.",
            source: "gallery's reading of https://developer.apple.com/documentation/swiftui/datepickerstyle/field (use stepperField instead)"),
        AutomaticRule(.datePicker, on: [.watchOS], "wheel",
            because: "watchOS picks dates and times with wheels.",
            source: "gallery's reading of https://developer.apple.com/design/human-interface-guidelines/pickers (watchOS wheels)"),

        // MARK: Menu
        AutomaticRule(.menu, in: [.menu], "submenu",
            because: "A Menu nested inside another Menu resolves to a submenu.",
            source: "reference/view-styles.zh.md (menuStyle automatic); https://developer.apple.com/documentation/swiftui/menustyle/automatic"),
        AutomaticRule(.menu, on: [.macOS], "button",
            because: "macOS draws a menu as a bordered pull-down button (the button menu style with the bordered button look).",
            source: "reference/view-styles.zh.md (menuStyle automatic: macOS uses a bordered button)"),
        AutomaticRule(.menu, "button",
            because: "The menu is a button that opens its content, drawn in the context's default button look.",
            source: "gallery's reading of https://developer.apple.com/documentation/swiftui/menustyle/button and reference/view-styles.zh.md (menus take the button style)"),

        // MARK: Gauge
        AutomaticRule(.gauge, "linearCapacity",
            because: "The default gauge is a continuous horizontal bar filled up to the current value, on every platform.",
            source: "https://developer.apple.com/documentation/swiftui/gauge (default is a linear, continuous bar)"),

        // MARK: ProgressView
        AutomaticRule(.progressView, "linear",
            because: "The gallery's progress view has a value (it is determinate), and a determinate progress view is a horizontal bar; an indeterminate ProgressView() would spin instead.",
            source: "https://developer.apple.com/documentation/swiftui/progressviewstyle/automatic (based on how the view was created); bar: gallery's reading"),

        // MARK: Label
        AutomaticRule(.label, on: [.iOS, .iPadOS, .macOS], in: [.toolbar], "iconOnly",
            because: "Toolbars on iPhone, iPad and the Mac show only a label's icon.",
            source: "reference/view-styles.zh.md (titleAndIcon); reference/text-label-textfield-button.zh.md (Label)"),
        AutomaticRule(.label, on: [.macOS], in: [.menu], "titleOnly",
            because: "macOS menu items built from a Label show the title without the icon.",
            source: "https://developer.apple.com/documentation/swiftui/populating-swiftui-menus-with-adaptive-controls"),
        AutomaticRule(.label, "titleAndIcon",
            because: "Everywhere else a label shows its icon followed by its title.",
            source: "reference/view-styles.zh.md (titleAndIcon: most contexts show both)"),

        // MARK: TextField
        AutomaticRule(.textField, on: [.macOS], in: [.toolbar], before: [.macOS: "27"], "roundedBorder",
            because: "Text fields in a Mac toolbar get the rounded bezel.",
            source: "gallery's reading of https://developer.apple.com/documentation/swiftui/textfieldstyle/automatic"),
        AutomaticRule(.textField, on: [.macOS], before: [.macOS: "26"], "squareBorder",
            because: "macOS draws its standard bezelled field; in a Form the label sits at the leading edge.",
            source: "https://developer.apple.com/documentation/swiftui/textfield (forms on macOS); bezel: gallery's reading"),
        AutomaticRule(.textField, on: [.macOS], since: [.macOS: "26"], before: [.macOS: "27"], "roundedBorder",
            because: "Since macOS 26 Mac text fields have no rectangular border: the standard field is the rounded one.",
            source: "https://developer.apple.com/documentation/swiftui/textfieldstyle/squareborder (no rectangular border as of macOS 26); rounded: gallery's reading"),
        AutomaticRule(.textField, on: [.iOS, .iPadOS], in: [.toolbar], before: [.iOS: "27", .iPadOS: "27"], "roundedBorder",
            because: "A field in an iPhone or iPad toolbar gets a rounded background so it reads as a field among icons.",
            source: "gallery's reading of https://developer.apple.com/documentation/swiftui/textfieldstyle/automatic"),
        AutomaticRule(.textField, on: [.macOS], since: [.macOS: "27"], "bordered",
            because: "The bezel styles this default used are deprecated in macOS 27; their replacement, the bordered style, takes their place.",
            source: "https://developer.apple.com/documentation/swiftui/textfieldstyle/roundedborder (deprecated, use bordered); https://developer.apple.com/documentation/swiftui/textfieldstyle/squareborder (deprecated in macOS 27)"),
        AutomaticRule(.textField, on: [.iOS, .iPadOS], in: [.toolbar], since: [.iOS: "27", .iPadOS: "27"], "bordered",
            because: "The rounded-border style this default used is deprecated in iOS and iPadOS 27; its replacement, the bordered style, takes its place.",
            source: "https://developer.apple.com/documentation/swiftui/textfieldstyle/roundedborder (deprecated, use bordered with textInputBorderShape)"),
        AutomaticRule(.textField, on: [.visionOS], "roundedBorder",
            because: "visionOS fields sit on a rounded, recessed background.",
            source: "gallery's reading of https://developer.apple.com/design/human-interface-guidelines/text-fields (visionOS)"),
        AutomaticRule(.textField, "plain",
            because: "iPhone, iPad, Apple TV and Apple Watch draw the field without a border; in a Form the prompt or label becomes the placeholder.",
            source: "https://developer.apple.com/documentation/swiftui/textfield (forms on iOS); border: gallery's reading"),

        // MARK: TextEditor
        AutomaticRule(.textEditor, on: [.visionOS], "roundedBorder",
            because: "visionOS, the only platform with the rounded-border editor, gives editors that border.",
            source: "gallery's reading: https://developer.apple.com/documentation/swiftui/roundedbordertexteditorstyle is visionOS only"),
        AutomaticRule(.textEditor, "plain",
            because: "The editor is a plain scrolling text area with no border of its own.",
            source: "gallery's reading of https://developer.apple.com/documentation/swiftui/texteditorstyle/automatic"),

        // MARK: List
        AutomaticRule(.list, on: [.iOS, .iPadOS, .visionOS], "insetGrouped",
            because: "Lists on iPhone and iPad (since iOS 15) and on Vision Pro draw their sections as inset rounded groups.",
            source: "gallery's reading of https://developer.apple.com/documentation/swiftui/list (style chosen by platform)"),
        AutomaticRule(.list, on: [.macOS], "inset",
            because: "Mac lists outside a sidebar use the inset look.",
            source: "gallery's reading of https://developer.apple.com/documentation/swiftui/list"),
        AutomaticRule(.list, on: [.tvOS], "grouped",
            because: "tvOS lists use the grouped look with large focusable rows.",
            source: "gallery's reading of https://developer.apple.com/documentation/swiftui/list"),
        AutomaticRule(.list, on: [.watchOS], "platters",
            because: "watchOS lists show each row on its own rounded platter; carousel and elliptical must be asked for.",
            source: "gallery's reading of https://developer.apple.com/design/human-interface-guidelines/lists-and-tables (watchOS)"),

        // MARK: Table
        AutomaticRule(.table, on: [.iOS], "inset",
            because: "Tables default to the inset look; on an iPhone-width screen only the first column shows, without headers.",
            source: "https://developer.apple.com/documentation/swiftui/table (compact width hides columns after the first); inset: gallery's reading"),
        AutomaticRule(.table, "inset",
            because: "Tables default to the inset look, with every column under its header.",
            source: "gallery's reading of https://developer.apple.com/documentation/swiftui/table"),

        // MARK: DisclosureGroup
        AutomaticRule(.disclosureGroup, on: [.macOS], "disclosureTriangle",
            because: "macOS shows a disclosure triangle before the label.",
            source: "gallery's reading of https://developer.apple.com/documentation/swiftui/automaticdisclosuregroupstyle"),
        AutomaticRule(.disclosureGroup, "disclosureChevron",
            because: "Outside the Mac the label row carries a chevron at its trailing edge.",
            source: "gallery's reading of https://developer.apple.com/documentation/swiftui/automaticdisclosuregroupstyle"),

        // MARK: NavigationSplitView
        AutomaticRule(.navigationSplitView, on: [.iOS, .watchOS], "stack",
            because: "On iPhone and Apple Watch the columns collapse into a single navigation stack.",
            source: "https://developer.apple.com/documentation/swiftui/navigationsplitview (collapses into a stack on iPhone or Apple Watch)"),
        AutomaticRule(.navigationSplitView, on: [.tvOS], "stack",
            because: "Apple TV shows one full-screen column at a time, so the columns collapse into a navigation stack there too.",
            source: "gallery's reading of https://developer.apple.com/documentation/swiftui/navigationsplitview (collapsing in compact contexts)"),
        AutomaticRule(.navigationSplitView, on: [.iPadOS], "prominentDetail",
            because: "On iPad the detail keeps its size and the leading columns slide over it.",
            source: "reference/view-styles.zh.md (automatic and prominentDetail share one picture); gallery's reading"),
        AutomaticRule(.navigationSplitView, "balanced",
            because: "On the Mac and Vision Pro the columns sit side by side and the detail shrinks to make room.",
            source: "gallery's reading of https://developer.apple.com/documentation/swiftui/balancednavigationsplitviewstyle"),

        // MARK: TabView
        AutomaticRule(.tabView, on: [.watchOS], "page",
            because: "watchOS has no tab bar; a TabView pages horizontally with dots.",
            source: "https://developer.apple.com/design/human-interface-guidelines/tab-bars (not supported in watchOS); page: gallery's reading"),
        AutomaticRule(.tabView, "tabBar",
            because: "Other platforms show a tab bar: at the bottom on iPhone, at the top on iPad (at the bottom before iPadOS 18) and Apple TV, tabs over a pane on the Mac, an ornament on Vision Pro.",
            source: "https://developer.apple.com/design/human-interface-guidelines/tab-bars; https://developer.apple.com/design/human-interface-guidelines/tab-views (the Mac's tabbed control); https://developer.apple.com/documentation/swiftui/enhancing-your-app-content-with-tab-navigation (iPadOS 18: the bar moves to the top); gallery's reading for automatic"),

        // MARK: ControlGroup
        AutomaticRule(.controlGroup, in: [.menu], "menuRow",
            because: "Inside a Menu a control group becomes a compact horizontal row of up to four items.",
            source: "https://developer.apple.com/documentation/swiftui/populating-swiftui-menus-with-adaptive-controls"),
        AutomaticRule(.controlGroup, "segmented",
            because: "By default a control group is a momentary segmented control.",
            source: "https://developer.apple.com/documentation/swiftui/controlgroupstyle/automatic"),
    ]

    /// The first rule for `family` that covers `platform` in `placement` in `release` (the newest release when nil).
    public static func rule(
        for family: StyleFamily, on platform: Platform, in placement: Placement, release: OSVersion? = nil
    ) -> AutomaticRule? {
        let release = release ?? platform.newestRelease
        return rules.first { $0.family == family && $0.applies(on: platform, in: placement, release: release) }
    }
}
