extension GroupBoxFamily {
    /// What `automatic` becomes for a GroupBox: the first row that covers the platform, placement and release
    /// wins. Each row cites its source; ``AutomaticStyleTable`` is every family's rows in one table.
    static let automaticRules: [AutomaticRule<GroupBoxFamily>] = [
        // The Mac's boxes: a border and a title, the title above the box by default (the macOS guidelines' Boxes page).
        AutomaticRule(on: [.macOS], Look.titledBox,
            because: "On the Mac the label sits above a box with a light fill and a thin border.",
            source: "gallery's reading of https://developer.apple.com/macos/human-interface-guidelines/windows-and-views/boxes/"),
        // The GroupBox page's iOS picture: a grey rounded rectangle marks the box, its title in bold at the top.
        AutomaticRule(Look.roundedBackground,
            because: "The box is a rounded rectangle one shade off the background, with the label in bold at its top.",
            source: "https://developer.apple.com/documentation/swiftui/groupbox"),
    ]

    /// Examples of what `automatic` becomes, each decided by one of the rows above; the model's tests resolve every
    /// one, and hold every row to an example it decides and every release bound to an example on each side of it.
    static let resolutionExamples: [ResolutionExample<GroupBoxFamily>] = [
        ResolutionExample(.iOS, .roundedBackground),
        ResolutionExample(.iOS, in: .toolbar, .roundedBackground, outsidePlacement: true),
        ResolutionExample(.macOS, .titledBox),
        ResolutionExample(.tvOS, .roundedBackground, unavailable: true),
    ]
}
