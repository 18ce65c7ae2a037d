extension FormFamily {
    /// What `automatic` becomes for a Form: the first row that covers the platform, placement and
    /// release wins. Each row cites its source; ``AutomaticStyleTable`` is every family's rows in one table.
    ///
    /// Apple's page of the automatic style says only "The default form style"; the Form page says which look
    /// each platform gets ("forms appear as grouped lists on iOS, and as aligned vertical stacks on macOS"),
    /// and the pages of the columns and grouped styles describe those two looks.
    static let automaticRules: [AutomaticRule<FormFamily>] = [
        AutomaticRule(on: [.macOS], Look.columns,
            because: "On the Mac a form is a stack of rows aligned on two columns: labels trailing-aligned on the left, controls leading-aligned on the right.",
            source: "https://developer.apple.com/documentation/swiftui/form (aligned vertical stacks on macOS); https://developer.apple.com/documentation/swiftui/formstyle/columns"),
        AutomaticRule(on: [.iOS, .iPadOS], Look.grouped,
            because: "On iPhone and iPad a form is a grouped list: its sections are rounded panels of rows, each label leading and each control trailing.",
            source: "https://developer.apple.com/documentation/swiftui/form (grouped lists on iOS); https://developer.apple.com/documentation/swiftui/formstyle/grouped"),
        AutomaticRule(on: [.tvOS, .watchOS, .visionOS], Look.grouped,
            because: "Apple TV, Apple Watch and Vision Pro show a form as a grouped list too, in their own list's look.",
            source: "gallery's reading: https://developer.apple.com/documentation/swiftui/form names only iOS and macOS; https://developer.apple.com/documentation/swiftui/formstyle/grouped"),
    ]

    /// Examples of what `automatic` becomes, each decided by one of the rows above; the model's tests resolve every
    /// one, and hold every row to an example it decides and every release bound to an example on each side of it.
    static let resolutionExamples: [ResolutionExample<FormFamily>] = [
        ResolutionExample(.iOS, .grouped),
        ResolutionExample(.iOS, in: .form, .grouped, outsidePlacement: true),
        ResolutionExample(.macOS, .columns),
        ResolutionExample(.tvOS, .grouped),
    ]
}
