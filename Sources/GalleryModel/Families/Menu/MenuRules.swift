extension MenuFamily {
    /// What `automatic` becomes for a Menu: the first row that covers the platform, placement and
    /// release wins. Each row cites its source; ``AutomaticStyleTable`` is every family's rows in one table.
    static let automaticRules: [AutomaticRule] = [
        AutomaticRule(.menu, in: [.menu], Look.submenu,
            because: "A Menu nested inside another Menu resolves to a submenu.",
            source: "reference/view-styles.zh.md (menuStyle automatic); https://developer.apple.com/documentation/swiftui/menustyle/automatic"),
        AutomaticRule(.menu, on: [.macOS], Look.button,
            because: "macOS draws a menu as a bordered pull-down button (the button menu style with the bordered button look).",
            source: "reference/view-styles.zh.md (menuStyle automatic: macOS uses a bordered button)"),
        AutomaticRule(.menu, Look.button,
            because: "The menu is a button that opens its content, drawn in the context's default button look.",
            source: "gallery's reading of https://developer.apple.com/documentation/swiftui/menustyle/button and reference/view-styles.zh.md (menus take the button style)"),
    ]
}
