extension LabelFamily {
    /// What `automatic` becomes for a Label: the first row that covers the platform, placement and
    /// release wins. Each row cites its source; ``AutomaticStyleTable`` is every family's rows in one table.
    static let automaticRules: [AutomaticRule] = [
        AutomaticRule(.label, on: [.iOS, .iPadOS, .macOS], in: [.toolbar], Look.iconOnly,
            because: "Toolbars on iPhone, iPad and the Mac show only a label's icon.",
            source: "reference/view-styles.zh.md (titleAndIcon); reference/text-label-textfield-button.zh.md (Label)"),
        AutomaticRule(.label, on: [.macOS], in: [.menu], Look.titleOnly,
            because: "macOS menu items built from a Label show the title without the icon.",
            source: "https://developer.apple.com/documentation/swiftui/populating-swiftui-menus-with-adaptive-controls"),
        AutomaticRule(.label, Look.titleAndIcon,
            because: "Everywhere else a label shows its icon followed by its title.",
            source: "reference/view-styles.zh.md (titleAndIcon: most contexts show both)"),
    ]
}
