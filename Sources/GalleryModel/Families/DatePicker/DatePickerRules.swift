extension DatePickerFamily {
    /// What `automatic` becomes for a DatePicker: the first row that covers the platform, placement and
    /// release wins. Each row cites its source; ``AutomaticStyleTable`` is every family's rows in one table.
    static let automaticRules: [AutomaticRule] = [
        AutomaticRule(.datePicker, on: [.iOS, .iPadOS, .visionOS], Look.compact,
            because: "iPhone, iPad and Vision Pro show the date as tinted text that opens a calendar when tapped: the compact style.",
            source: "https://developer.apple.com/documentation/swiftui/datepicker (text that opens a calendar)"),
        AutomaticRule(.datePicker, on: [.macOS], Look.stepperField,
            because: "macOS shows editable date fields with a stepper, the style Apple recommends over the plain field.",
            source: "gallery's reading of https://developer.apple.com/documentation/swiftui/datepickerstyle/field (use stepperField instead)"),
        AutomaticRule(.datePicker, on: [.watchOS], Look.wheel,
            because: "watchOS picks dates and times with wheels.",
            source: "gallery's reading of https://developer.apple.com/design/human-interface-guidelines/pickers (watchOS wheels)"),
    ]
}
