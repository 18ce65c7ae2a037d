extension ListFamily {
    /// What `automatic` becomes for a List: the first row that covers the platform, placement and
    /// release wins. Each row cites its source; ``AutomaticStyleTable`` is every family's rows in one table.
    static let automaticRules: [AutomaticRule] = [
        AutomaticRule(.list, on: [.iOS, .iPadOS, .visionOS], Look.insetGrouped,
            because: "Lists on iPhone and iPad (since iOS 15) and on Vision Pro draw their sections as inset rounded groups.",
            source: "gallery's reading of https://developer.apple.com/documentation/swiftui/list (style chosen by platform)"),
        AutomaticRule(.list, on: [.macOS], Look.inset,
            because: "Mac lists outside a sidebar use the inset look.",
            source: "gallery's reading of https://developer.apple.com/documentation/swiftui/list"),
        AutomaticRule(.list, on: [.tvOS], Look.grouped,
            because: "tvOS lists use the grouped look with large focusable rows.",
            source: "gallery's reading of https://developer.apple.com/documentation/swiftui/list"),
        AutomaticRule(.list, on: [.watchOS], Look.platters,
            because: "watchOS lists show each row on its own rounded platter; carousel and elliptical must be asked for.",
            source: "gallery's reading of https://developer.apple.com/design/human-interface-guidelines/lists-and-tables (watchOS)"),
    ]
}
