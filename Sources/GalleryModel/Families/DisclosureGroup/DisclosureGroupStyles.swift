// Availability: Apple's SwiftUI documentation, one page per style type
// (https://developer.apple.com/documentation/swiftui/<type>), read 2026-11-21;
// the custom style from reference/view-styles.zh.md.

extension FamilyDescriptor {
    static let disclosureGroup = FamilyDescriptor(
        .disclosureGroup,
        // developer.apple.com/documentation/swiftui/disclosuregroup: no tvOS or watchOS entry.
        viewAvailability: Availability(
            iOS: "14.0", macOS: "11.0", visionOS: "1.0",
            source: "https://developer.apple.com/documentation/swiftui/disclosuregroup"
        ),
        styleProtocol: Availability(
            iOS: "16.0", macOS: "13.0", visionOS: "1.0",
            source: "https://developer.apple.com/documentation/swiftui/disclosuregroupstyle"
        ),
        summary: """
            A labelled section that people expand to reveal its content and collapse to hide it, \
            optionally bound to an `isExpanded` Boolean. Groups can nest inside each other. SwiftUI \
            ships only the automatic style, but DisclosureGroupStyle (iOS 16, macOS 13) lets an app \
            draw its own.
            """,
        styles: [
            StyleDescriptor(
                automatic: .disclosureGroup,
                // developer.apple.com/documentation/swiftui/automaticdisclosuregroupstyle: newer than the view itself
                availability: Availability(
                    iOS: "16.0", macOS: "13.0", visionOS: "1.0",
                    source: "https://developer.apple.com/documentation/swiftui/disclosuregroupstyle/automatic"
                ),
                summary: """
                    The platform's disclosure row: the label with a chevron that turns as the group \
                    opens, and the content shown indented beneath it. Tapping the row toggles the \
                    group, and nested groups repeat the pattern one level deeper.
                    """
            ),
            StyleDescriptor(
                DisclosureGroupFamily.Look.myDisclosureStyle, origin: .custom,
                // developer.apple.com/documentation/swiftui/disclosuregroupstyle: the protocol's availability. The
                // definition is reference/view-styles.zh.md's (Creating custom disclosure group styles), small caps
                // (https://developer.apple.com/documentation/swiftui/font/lowercasesmallcaps()) and all.
                availability: Availability(
                    iOS: "16.0", macOS: "13.0", visionOS: "1.0",
                    source: "https://developer.apple.com/documentation/swiftui/disclosuregroupstyle"
                ),
                summary: """
                    Replaces the chevron with a word. The whole row is a plain, full-width button \
                    holding the label and, at the trailing edge, a small accent-coloured "show" or \
                    "hide". Tapping anywhere on the row toggles the group with an animation, and the \
                    content appears below while it is expanded.
                    """,
                definition: """
                    struct MyDisclosureStyle: DisclosureGroupStyle {
                        func makeBody(configuration: Configuration) -> some View {
                            VStack {
                                Button {
                                    withAnimation { configuration.isExpanded.toggle() }
                                } label: {
                                    HStack(alignment: .firstTextBaseline) {
                                        configuration.label
                                        Spacer()
                                        Text(configuration.isExpanded ? "hide" : "show")
                                            .foregroundColor(.accentColor)
                                            .font(.caption.lowercaseSmallCaps())
                                            .animation(nil, value: configuration.isExpanded)
                                    }
                                    .contentShape(Rectangle())
                                }
                                .buttonStyle(.plain)
                                if configuration.isExpanded { configuration.content }
                            }
                        }
                    }
                    """
            ),
        ]
    )
}
