extension PickerFamily {
    /// What `automatic` becomes for a Picker: the first row that covers the platform, placement and
    /// release wins. Each row cites its source; ``AutomaticStyleTable`` is every family's rows in one table.
    static let automaticRules: [AutomaticRule] = [
        AutomaticRule(.picker, in: [.menu], Look.inline,
            because: "Inside a Menu SwiftUI applies the inline style: the choices appear as items, the selected one checked.",
            source: "https://developer.apple.com/documentation/swiftui/populating-swiftui-menus-with-adaptive-controls"),
        AutomaticRule(.picker, on: [.watchOS], in: [.form, .list, .toolbar], Look.navigationLink,
            because: "In a watchOS list a picker is a row that opens the choices on a pushed screen.",
            source: "gallery's reading of https://developer.apple.com/design/human-interface-guidelines/pickers (watchOS)"),
        AutomaticRule(.picker, on: [.tvOS], in: [.form, .list], Look.navigationLink,
            because: "In a tvOS list a picker is a focusable row that pushes the list of choices.",
            source: "gallery's reading of https://developer.apple.com/documentation/swiftui/picker (list rows with a chevron)"),
        AutomaticRule(.picker, on: [.iOS, .iPadOS, .visionOS], in: [.form, .list], Look.menu,
            because: "On iPhone and iPad (since iOS 16) and on Vision Pro a picker row in a Form or List shows the current choice and opens a menu of the others.",
            source: "https://developer.apple.com/documentation/swiftui/pickerstyle/navigationlink (prefer the default menu style); https://developer.apple.com/documentation/swiftui/picker"),
        AutomaticRule(.picker, in: [.toolbar], Look.menu,
            because: "A picker in a toolbar is a pull-down button listing the choices.",
            source: "gallery's reading of https://developer.apple.com/documentation/swiftui/pickerstyle/menu"),
        AutomaticRule(.picker, on: [.iOS, .iPadOS, .watchOS], Look.wheel,
            because: "In a standard view the default picker on iPhone, iPad and Apple Watch is a wheel.",
            source: "reference/view-styles.zh.md (pickerStyle automatic); https://developer.apple.com/documentation/swiftui/pickerstyle/automatic"),
        AutomaticRule(.picker, on: [.macOS], Look.menu,
            because: "In a standard view the default picker on macOS is a pop-up button.",
            source: "reference/view-styles.zh.md (pickerStyle automatic)"),
        AutomaticRule(.picker, on: [.tvOS], Look.segmented,
            because: "In a standard view the default picker on tvOS is a segmented control.",
            source: "reference/view-styles.zh.md (pickerStyle automatic)"),
        AutomaticRule(.picker, on: [.visionOS], Look.menu,
            because: "visionOS shows a pop-up menu button for a standalone picker.",
            source: "gallery's reading: no per-platform statement for visionOS in https://developer.apple.com/documentation/swiftui/pickerstyle/automatic"),
    ]
}
