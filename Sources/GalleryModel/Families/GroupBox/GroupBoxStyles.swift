// Availability: Apple's SwiftUI documentation, one page per symbol
// (https://developer.apple.com/documentation/swiftui/<symbol>), read 2026-11-25.
// The reference documents have no GroupBox; the custom style is the gallery's own example of the protocol,
// built the way the documents build theirs.

extension FamilyDescriptor {
    static let groupBox = FamilyDescriptor(
        .groupBox,
        // developer.apple.com/documentation/swiftui/groupbox: iOS 14, macOS 10.15, visionOS 1; no tvOS or watchOS
        // entry (the SDK marks the type unavailable on both). The page gives macOS 10.15, a release before the styles:
        // GroupBoxStyle, groupBoxStyle(_:), .automatic and GroupBox(_ configuration:) all start at macOS 11.
        viewAvailability: Availability(
            iOS: "14.0", macOS: "10.15", visionOS: "1.0",
            source: "https://developer.apple.com/documentation/swiftui/groupbox"
        ),
        styleProtocol: Availability(
            iOS: "14.0", macOS: "11.0", visionOS: "1.0",
            source: "https://developer.apple.com/documentation/swiftui/groupboxstyle"
        ),
        summary: """
            Sets a part of a screen apart: an optional label, often a Label with a symbol, above content that \
            belongs together, such as a few settings or a short text, all drawn as one box. It exists on \
            iPhone, iPad, Mac and Vision Pro, not on Apple TV or Apple Watch. GroupBoxStyle (iOS 14, macOS 11) \
            lets an app draw the box itself.
            """,
        styles: [
            StyleDescriptor(
                automatic: .groupBox,
                // developer.apple.com/documentation/swiftui/groupboxstyle/automatic (DefaultGroupBoxStyle): iOS 14,
                // macOS 11, visionOS 1, as groupBoxStyle(_:).
                availability: Availability(
                    iOS: "14.0", macOS: "11.0", visionOS: "1.0",
                    source: "https://developer.apple.com/documentation/swiftui/groupboxstyle/automatic"
                ),
                summary: """
                    The platform's box. On iPhone, iPad and Vision Pro it is a rounded rectangle one shade off \
                    the background, with the label in bold at its top; on the Mac the label sits above a box \
                    with a light fill and a thin border.
                    """
            ),
            StyleDescriptor(
                GroupBoxFamily.Look.cardGroupBoxStyle, origin: .custom,
                // developer.apple.com/documentation/swiftui/groupboxstyle: the protocol's availability.
                availability: Availability(
                    iOS: "14.0", macOS: "11.0", visionOS: "1.0",
                    source: "https://developer.apple.com/documentation/swiftui/groupboxstyle"
                ),
                summary: """
                    Draws the box as a card tinted with the accent colour: the label as a headline on top, the \
                    content under it, both aligned to the leading edge inside generous padding and a rounded \
                    rectangle with large corners. makeBody only places the configuration's label and content.
                    """,
                definition: """
                    struct CardGroupBoxStyle: GroupBoxStyle {
                        func makeBody(configuration: Configuration) -> some View {
                            VStack(alignment: .leading, spacing: 8) {
                                configuration.label
                                    .font(.headline)
                                configuration.content
                            }
                            .padding()
                            .frame(maxWidth: .infinity, alignment: .leading)
                            .background(
                                RoundedRectangle(cornerRadius: 16)
                                    .fill(Color.accentColor.opacity(0.12))
                            )
                        }
                    }
                    """
            ),
        ]
    )
}
