extension ListFamily {
    /// What `automatic` becomes for a List: the first row that covers the platform, placement and
    /// release wins. Each row cites its source; ``AutomaticStyleTable`` is every family's rows in one table.
    static let automaticRules: [AutomaticRule<ListFamily>] = [
        AutomaticRule(on: [.iOS, .iPadOS], before: [.iOS: "15", .iPadOS: "15"], Look.plain,
            because: "Before iOS 15 lists on iPhone and iPad run edge to edge with plain rows under their section headers.",
            source: "gallery's reading of https://developer.apple.com/documentation/swiftui/list (style chosen by platform); "
                + "https://developer.apple.com/documentation/swiftui/liststyle/plain (iOS 13.0+)"),
        AutomaticRule(on: [.iOS, .iPadOS, .visionOS], since: [.iOS: "15", .iPadOS: "15"], Look.insetGrouped,
            because: "Lists on iPhone and iPad (since iOS 15) and on Vision Pro draw their sections as inset rounded groups.",
            source: "gallery's reading of https://developer.apple.com/documentation/swiftui/list (style chosen by platform)"),
        AutomaticRule(on: [.macOS], before: [.macOS: "11"], Look.plain,
            because: "Before macOS 11 brought the inset style, Mac lists outside a sidebar were plain tables of rows.",
            source: "gallery's reading of https://developer.apple.com/documentation/swiftui/list; "
                + "https://developer.apple.com/documentation/swiftui/liststyle/inset (macOS 11.0+)"),
        AutomaticRule(on: [.macOS], Look.inset,
            because: "Mac lists outside a sidebar use the inset look.",
            source: "gallery's reading of https://developer.apple.com/documentation/swiftui/list"),
        AutomaticRule(on: [.tvOS], Look.grouped,
            because: "tvOS lists use the grouped look with large focusable rows.",
            source: "gallery's reading of https://developer.apple.com/documentation/swiftui/list"),
        AutomaticRule(on: [.watchOS], Look.platters,
            because: "watchOS lists show each row on its own rounded platter; carousel and elliptical must be asked for.",
            source: "gallery's reading of https://developer.apple.com/design/human-interface-guidelines/lists-and-tables (watchOS)"),
    ]

    /// Examples of what `automatic` becomes, each decided by one of the rows above; the model's tests resolve every
    /// one, and hold every row to an example it decides and every release bound to an example on each side of it.
    static let resolutionExamples: [ResolutionExample<ListFamily>] = [
        ResolutionExample(.iOS, release: "14", .plain),
        ResolutionExample(.iOS, .insetGrouped),
        ResolutionExample(.iOS, in: .form, .insetGrouped, outsidePlacement: true),
        ResolutionExample(.iPadOS, release: "14", .plain),
        ResolutionExample(.iPadOS, .insetGrouped),
        ResolutionExample(.macOS, release: "10.15", .plain),
        ResolutionExample(.macOS, .inset),
        ResolutionExample(.tvOS, .grouped),
        ResolutionExample(.watchOS, .platters),
    ]

    /// A List the app leaves automatic in the sidebar column of a NavigationSplitView is drawn as a sidebar on the Mac and
    /// iPad, as Apple's Food Truck sample's sidebar is, which writes no list style.
    static let compositionRules: [SceneCompositionRule] = [
        SceneCompositionRule(ListFamily.self, automaticOnly: true, .takesSidebarLook(ResolvedStyle(Look.sidebar)),
            source: "https://developer.apple.com/documentation/swiftui/liststyle/automatic (the platform's default for a list where it stands); https://developer.apple.com/documentation/swiftui/navigationsplitview/init(sidebar:detail:) (the leading column); gallery's reading of Apple's Food Truck sample"),
    ]
}
