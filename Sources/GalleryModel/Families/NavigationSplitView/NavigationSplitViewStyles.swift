// Availability: Apple's SwiftUI documentation, one page per style type
// (https://developer.apple.com/documentation/swiftui/<type>), read 2026-11-21;
// behaviour cross-checked with reference/view-styles.zh.md.

extension FamilyDescriptor {
    static let navigationSplitView = FamilyDescriptor(
        .navigationSplitView,
        // developer.apple.com/documentation/swiftui/navigationsplitview: all six platforms.
        viewAvailability: Availability(
            iOS: "16.0", macOS: "13.0", tvOS: "16.0", watchOS: "9.0", visionOS: "1.0",
            source: "https://developer.apple.com/documentation/swiftui/navigationsplitview"
        ),
        styleProtocol: Availability(
            iOS: "16.0", macOS: "13.0", tvOS: "16.0", watchOS: "9.0", visionOS: "1.0",
            source: "https://developer.apple.com/documentation/swiftui/navigationsplitviewstyle"
        ),
        summary: """
            A two- or three-column layout in which choosing something in a leading column (the \
            sidebar, then optionally a content list) fills the detail column. In narrow spaces such \
            as an iPhone screen the columns collapse into a single navigation stack. The style \
            decides what happens to the detail column when leading columns appear or disappear.
            """,
        styles: [
            StyleDescriptor(
                automatic: .navigationSplitView,
                // developer.apple.com/documentation/swiftui/automaticnavigationsplitviewstyle: resolves its
                // appearance from the current context; no per-platform rule given.
                availability: Availability(
                    iOS: "16.0", macOS: "13.0", tvOS: "16.0", watchOS: "9.0", visionOS: "1.0",
                    source: "https://developer.apple.com/documentation/swiftui/navigationsplitviewstyle/automatic"
                ),
                summary: """
                    Works out the column behaviour from the current context, such as the device, the \
                    window size and the orientation. It is the right starting point; choose one of \
                    the other two only when the detail column must behave a particular way.
                    """
            ),
            StyleDescriptor(
                NavigationSplitViewFamily.Look.balanced,
                // developer.apple.com/documentation/swiftui/balancednavigationsplitviewstyle
                availability: Availability(
                    iOS: "16.0", macOS: "13.0", tvOS: "16.0", watchOS: "9.0", visionOS: "1.0",
                    source: "https://developer.apple.com/documentation/swiftui/navigationsplitviewstyle/balanced"
                ),
                summary: """
                    When the leading columns appear, the detail column narrows to make room, so all \
                    columns stay side by side and nothing is covered. Good when people move back and \
                    forth between the list and the detail.
                    """
            ),
            StyleDescriptor(
                NavigationSplitViewFamily.Look.prominentDetail,
                // developer.apple.com/documentation/swiftui/prominentdetailnavigationsplitviewstyle
                availability: Availability(
                    iOS: "16.0", macOS: "13.0", tvOS: "16.0", watchOS: "9.0", visionOS: "1.0",
                    source: "https://developer.apple.com/documentation/swiftui/navigationsplitviewstyle/prominentdetail"
                ),
                summary: """
                    Tries to keep the detail column the same size whether the leading columns are \
                    shown or hidden, so the leading columns slide over it instead of squeezing it. \
                    Suited to apps where the detail (a photo, a document, a map) is the main event.
                    """
            ),
        ]
    )
}
