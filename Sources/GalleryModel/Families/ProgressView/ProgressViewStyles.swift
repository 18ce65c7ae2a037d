// Availability: Apple's SwiftUI documentation, one page per style type
// (https://developer.apple.com/documentation/swiftui/<type>), read 2026-11-21;
// behaviour cross-checked with reference/view-styles.zh.md.

extension FamilyDescriptor {
    static let progressView = FamilyDescriptor(
        .progressView,
        // developer.apple.com/documentation/swiftui/progressview: iOS 14, macOS 11, tvOS 14, watchOS 7, visionOS 1.
        viewAvailability: Availability(
            iOS: "14.0", macOS: "11.0", tvOS: "14.0", watchOS: "7.0", visionOS: "1.0",
            source: "https://developer.apple.com/documentation/swiftui/progressview"
        ),
        styleProtocol: Availability(
            iOS: "14.0", macOS: "11.0", tvOS: "14.0", watchOS: "7.0", visionOS: "1.0",
            source: "https://developer.apple.com/documentation/swiftui/progressviewstyle"
        ),
        summary: """
            A view that reports progress on a task. Given a value and a total it is determinate and \
            shows how much is done; without one it is indeterminate and simply signals that work \
            is going on. The style chooses between a bar and a circular indicator.
            """,
        styles: [
            StyleDescriptor(
                automatic: .progressView,
                // developer.apple.com/documentation/swiftui/defaultprogressviewstyle: chosen from the
                // initializer's arguments and the view's context (reference/view-styles.zh.md).
                availability: Availability(
                    iOS: "14.0", macOS: "11.0", tvOS: "14.0", watchOS: "7.0", visionOS: "1.0",
                    source: "https://developer.apple.com/documentation/swiftui/progressviewstyle/automatic"
                ),
                summary: """
                    Chooses the recommended look from how the progress view was created and where it \
                    sits. Typically a view with a value becomes a bar, while one without a value \
                    becomes a spinning indicator.
                    """
            ),
            StyleDescriptor(
                ProgressViewFamily.Look.circular,
                // developer.apple.com/documentation/swiftui/circularprogressviewstyle: on watchOS and in widgets it
                // draws as an accessoryCircularCapacity gauge.
                availability: Availability(
                    iOS: "14.0", macOS: "11.0", tvOS: "14.0", watchOS: "7.0", visionOS: "1.0",
                    source: "https://developer.apple.com/documentation/swiftui/progressviewstyle/circular"
                ),
                summary: """
                    Shows progress as a circle. On Apple Watch, and in widgets and complications, it \
                    becomes a ring gauge in the `accessoryCircularCapacity` look that stays empty while \
                    the amount is unknown. Where a platform has no determinate circular form, it \
                    falls back to the indeterminate spinner.
                    """
            ),
            StyleDescriptor(
                ProgressViewFamily.Look.linear,
                // developer.apple.com/documentation/swiftui/linearprogressviewstyle
                availability: Availability(
                    iOS: "14.0", macOS: "11.0", tvOS: "14.0", watchOS: "7.0", visionOS: "1.0",
                    source: "https://developer.apple.com/documentation/swiftui/progressviewstyle/linear"
                ),
                summary: """
                    A horizontal bar whose filled part grows as the task advances, with the label \
                    above it. It is the natural choice for downloads, imports and any task whose \
                    total is known.
                    """
            ),
        ]
    )
}
