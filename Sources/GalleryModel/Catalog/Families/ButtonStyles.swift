// Availability: Apple's SwiftUI documentation, one page per style type
// (https://developer.apple.com/documentation/swiftui/<type>), read 2026-11-21;
// custom styles from reference/view-styles.zh.md and reference/text-label-textfield-button.zh.md.

extension FamilyDescriptor {
    static let button = FamilyDescriptor(
        .button,
        // developer.apple.com/documentation/swiftui/button: iOS 13, macOS 10.15, tvOS 13, watchOS 6, visionOS 1.
        viewAvailability: Availability(
            iOS: "13.0", macOS: "10.15", tvOS: "13.0", watchOS: "6.0", visionOS: "1.0",
            source: "https://developer.apple.com/documentation/swiftui/button"
        ),
        summary: """
            A control that runs an action when people tap, click or select it. Where it sits (a list, \
            a menu, a toolbar), the role it carries and the button style together decide its look. \
            A ButtonStyle restyles the label but keeps the platform's press handling; a \
            PrimitiveButtonStyle replaces the interaction too.
            """,
        styles: [
            StyleDescriptor(
                .button, "automatic",
                // developer.apple.com/documentation/swiftui/primitivebuttonstyle/automatic: borderless on iOS,
                // bordered on macOS, tvOS and watchOS; containers such as List pick their own.
                availability: Availability(
                    iOS: "13.0", macOS: "10.15", tvOS: "13.0", watchOS: "6.0", visionOS: "1.0",
                    source: "https://developer.apple.com/documentation/swiftui/primitivebuttonstyle/automatic"
                ),
                summary: """
                    Lets SwiftUI choose from the surroundings. A button placed on its own is borderless \
                    on iPhone and iPad but bordered on the Mac, Apple TV and Apple Watch. Inside a \
                    container it takes that container's usual look, so a List turns it into a tappable \
                    row and a context menu into a menu item.
                    """
            ),
            StyleDescriptor(
                .button, "plain",
                // developer.apple.com/documentation/swiftui/plainbuttonstyle
                availability: Availability(
                    iOS: "13.0", macOS: "10.15", tvOS: "13.0", watchOS: "6.0", visionOS: "1.0",
                    source: "https://developer.apple.com/documentation/swiftui/primitivebuttonstyle/plain"
                ),
                summary: """
                    Shows the label exactly as written: no border, no background and no tint. Only a \
                    pressed, focused or disabled state may change it slightly. Reach for it when the \
                    label is already a finished design, such as an image or a card.
                    """
            ),
            StyleDescriptor(
                .button, "borderless",
                // developer.apple.com/documentation/swiftui/borderlessbuttonstyle: tvOS from 17.0, watchOS from 8.0.
                availability: Availability(
                    iOS: "13.0", macOS: "10.15", tvOS: "17.0", watchOS: "8.0", visionOS: "1.0",
                    source: "https://developer.apple.com/documentation/swiftui/primitivebuttonstyle/borderless"
                ),
                summary: """
                    The label with no border around it, its text and symbols tinted with the accent \
                    colour. It is what iPhone and iPad use for a standalone button, and it suits \
                    lightweight actions placed among other content. Apple TV gained it in tvOS 17 and \
                    Apple Watch in watchOS 8.
                    """
            ),
            StyleDescriptor(
                .button, "bordered",
                // developer.apple.com/documentation/swiftui/borderedbuttonstyle: iOS only from 15.0,
                // but macOS 10.15, tvOS 13 and watchOS 7.
                availability: Availability(
                    iOS: "15.0", macOS: "10.15", tvOS: "13.0", watchOS: "7.0", visionOS: "1.0",
                    source: "https://developer.apple.com/documentation/swiftui/primitivebuttonstyle/bordered"
                ),
                summary: """
                    Puts the label on the platform's standard button shape: a softly tinted rounded \
                    platter on iPhone, iPad and Apple Watch, a push button on the Mac. It is the usual \
                    choice for secondary actions. The Mac has had it since 10.15, while iOS only \
                    gained it in 15.
                    """
            ),
            StyleDescriptor(
                .button, "borderedProminent",
                // developer.apple.com/documentation/swiftui/borderedprominentbuttonstyle: macOS 12, tvOS 15, watchOS 8
                availability: Availability(
                    iOS: "15.0", macOS: "12.0", tvOS: "15.0", watchOS: "8.0", visionOS: "1.0",
                    source: "https://developer.apple.com/documentation/swiftui/primitivebuttonstyle/borderedprominent"
                ),
                summary: """
                    The same shape as bordered, but filled with the tint colour and drawn with a \
                    contrasting label, so it stands out most. Save it for the one primary action on a \
                    screen or in a sheet. `tint(_:)` changes the fill, and a destructive role turns it red.
                    """
            ),
            StyleDescriptor(
                .button, "link",
                // developer.apple.com/documentation/swiftui/linkbuttonstyle: macOS only.
                availability: Availability(
                    macOS: "10.15",
                    source: "https://developer.apple.com/documentation/swiftui/primitivebuttonstyle/link"
                ),
                summary: """
                    Makes a Mac button look like a hyperlink: the label in the link colour, with no \
                    bezel at all. It suits in-text actions such as "Learn more" or "Forgot password?" \
                    in settings panes and dialogs.
                    """
            ),
            StyleDescriptor(
                .button, "MyButtonStyle", origin: .custom,
                // developer.apple.com/documentation/swiftui/buttonstyle: the protocol's availability.
                // Reading configuration.role needs ButtonRole (iOS 15, macOS 12, tvOS 15, watchOS 8).
                availability: Availability(
                    iOS: "13.0", macOS: "10.15", tvOS: "13.0", watchOS: "6.0", visionOS: "1.0",
                    source: "https://developer.apple.com/documentation/swiftui/buttonstyle"
                ),
                summary: """
                    A ButtonStyle that adapts to the button's role. Every label is set in title2; a \
                    cancel button also goes bold, a destructive one turns red, and a button without a \
                    role stays plain. Pressing still works the platform's normal way, because a \
                    ButtonStyle only changes how the label looks.
                    """,
                definition: """
                    struct MyButtonStyle: ButtonStyle {
                        func makeBody(configuration: Configuration) -> some View {
                            configuration.label
                                .font(configuration.role == .cancel ? .title2.bold() : .title2)
                                .foregroundStyle(configuration.role == .destructive ? Color.red : Color.primary)
                        }
                    }
                    """
            ),
            StyleDescriptor(
                .button, "DoubleClickButtonStyle", origin: .custom,
                // developer.apple.com/documentation/swiftui/primitivebuttonstyle: the protocol's availability.
                availability: Availability(
                    iOS: "13.0", macOS: "10.15", tvOS: "13.0", watchOS: "6.0", visionOS: "1.0",
                    source: "https://developer.apple.com/documentation/swiftui/primitivebuttonstyle"
                ),
                summary: """
                    A PrimitiveButtonStyle that supplies its own interaction. A single tap or click \
                    does nothing; the action runs only after a double tap or double click, because the \
                    style calls `configuration.trigger()` itself from a two-tap gesture. Use this kind \
                    of style when the standard press behaviour is wrong for the control.
                    """,
                definition: """
                    struct DoubleClickButtonStyle: PrimitiveButtonStyle {
                        func makeBody(configuration: Configuration) -> some View {
                            configuration.label
                                .contentShape(Rectangle())
                                .onTapGesture(count: 2) { configuration.trigger() }
                        }
                    }
                    """
            ),
        ]
    )
}
