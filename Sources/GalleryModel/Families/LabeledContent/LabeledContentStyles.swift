// Availability: Apple's SwiftUI documentation, one page per symbol
// (https://developer.apple.com/documentation/swiftui/<symbol>), read 2026-11-25.
// reference/view-styles.zh.md writes LabeledContent(title, value:) rows inside Lists; the custom style is the
// gallery's own example of the protocol, built the way the documents build theirs.

extension FamilyDescriptor {
    static let labeledContent = FamilyDescriptor(
        .labeledContent,
        // developer.apple.com/documentation/swiftui/labeledcontent: iOS 16, macOS 13, tvOS 16, watchOS 9, visionOS 1.
        viewAvailability: Availability(
            iOS: "16.0", macOS: "13.0", tvOS: "16.0", watchOS: "9.0", visionOS: "1.0",
            source: "https://developer.apple.com/documentation/swiftui/labeledcontent"
        ),
        styleProtocol: Availability(
            iOS: "16.0", macOS: "13.0", tvOS: "16.0", watchOS: "9.0", visionOS: "1.0",
            source: "https://developer.apple.com/documentation/swiftui/labeledcontentstyle"
        ),
        summary: """
            Pairs a label with the value it describes, such as a version number or a file size, or with a \
            control of the app's own. The pair lays itself out the way its container lays out other controls: \
            a row with the value at the trailing edge in a list, the label in the label column of a Mac form. \
            LabeledContentStyle (iOS 16, macOS 13) lets an app arrange the two parts itself.
            """,
        styles: [
            StyleDescriptor(
                automatic: .labeledContent,
                // developer.apple.com/documentation/swiftui/labeledcontentstyle/automatic: the same releases as the
                // view; labeledContentStyle(_:) and AutomaticLabeledContentStyle have them too.
                availability: Availability(
                    iOS: "16.0", macOS: "13.0", tvOS: "16.0", watchOS: "9.0", visionOS: "1.0",
                    source: "https://developer.apple.com/documentation/swiftui/labeledcontentstyle/automatic"
                ),
                summary: """
                    Lets the container decide how label and value sit together. In a list, a form on iOS or \
                    a plain stack the label leads and the value stays at the trailing edge in a quieter, \
                    secondary colour; a Mac form moves the label into its column of labels.
                    """
            ),
            StyleDescriptor(
                LabeledContentFamily.Look.stackedLabeledContentStyle, origin: .custom,
                // developer.apple.com/documentation/swiftui/labeledcontentstyle: the protocol's availability.
                availability: Availability(
                    iOS: "16.0", macOS: "13.0", tvOS: "16.0", watchOS: "9.0", visionOS: "1.0",
                    source: "https://developer.apple.com/documentation/swiftui/labeledcontentstyle"
                ),
                summary: """
                    Puts the label on top, small and in the secondary colour, with the value underneath in \
                    the ordinary text colour, both aligned to the leading edge. Its makeBody only arranges \
                    the configuration's label and content, which arrive as ready-made views.
                    """,
                definition: """
                    struct StackedLabeledContentStyle: LabeledContentStyle {
                        func makeBody(configuration: Configuration) -> some View {
                            VStack(alignment: .leading, spacing: 2) {
                                configuration.label
                                    .font(.caption)
                                    .foregroundStyle(.secondary)
                                configuration.content
                            }
                        }
                    }
                    """
            ),
        ]
    )
}
