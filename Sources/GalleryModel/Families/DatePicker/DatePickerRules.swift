extension DatePickerFamily {
    /// What `automatic` becomes for a DatePicker: the first row that covers the platform, placement and
    /// release wins. Each row cites its source; ``AutomaticStyleTable`` is every family's rows in one table.
    static let automaticRules: [AutomaticRule<DatePickerFamily>] = [
        AutomaticRule(on: [.iOS, .iPadOS], before: [.iOS: "14", .iPadOS: "14"], Look.wheel,
            because: "Before iOS 14 iPhone and iPad pick dates with wheels: the compact style did not exist yet.",
            source: "https://developer.apple.com/documentation/swiftui/datepickerstyle/compact (iOS 14.0+); "
                + "https://developer.apple.com/documentation/swiftui/datepickerstyle/wheel (iOS 13.0+)"),
        AutomaticRule(on: [.iOS, .iPadOS, .visionOS], since: [.iOS: "14", .iPadOS: "14"], Look.compact,
            because: "iPhone and iPad (since iOS 14) and Vision Pro show the date as tinted text that opens a calendar when tapped: the compact style.",
            source: "https://developer.apple.com/documentation/swiftui/datepicker (text that opens a calendar); "
                + "https://developer.apple.com/documentation/swiftui/datepickerstyle/compact (iOS 14.0+)"),
        AutomaticRule(on: [.macOS], Look.stepperField,
            because: "macOS shows editable date fields with a stepper, the style Apple recommends over the plain field.",
            source: "gallery's reading of https://developer.apple.com/documentation/swiftui/datepickerstyle/field (use stepperField instead)"),
        AutomaticRule(on: [.watchOS], Look.wheel,
            because: "watchOS picks dates and times with wheels.",
            source: "gallery's reading of https://developer.apple.com/design/human-interface-guidelines/pickers (watchOS wheels)"),
    ]

    /// Examples of what `automatic` becomes, each decided by one of the rows above; the model's tests resolve every
    /// one, and hold every row to an example it decides and every release bound to an example on each side of it.
    static let resolutionExamples: [ResolutionExample<DatePickerFamily>] = [
        ResolutionExample(.iOS, release: "13", .wheel),
        ResolutionExample(.iOS, .compact),
        ResolutionExample(.iOS, in: .menu, .compact, outsidePlacement: true),
        ResolutionExample(.iPadOS, release: "13", .wheel),
        ResolutionExample(.iPadOS, .compact),
        ResolutionExample(.macOS, .stepperField),
        ResolutionExample(.tvOS, .compact, unavailable: true),
        ResolutionExample(.watchOS, .wheel),
    ]
}
