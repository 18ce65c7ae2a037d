// Availability: Apple's SwiftUI documentation, one page per style type
// (https://developer.apple.com/documentation/swiftui/<type>), read 2026-11-21;
// badges cross-checked with reference/toggle-styles.zh.md.

extension FamilyDescriptor {
    static let toggle = FamilyDescriptor(
        .toggle,
        // developer.apple.com/documentation/swiftui/toggle: iOS 13, macOS 10.15, tvOS 13, watchOS 6, visionOS 1.
        viewAvailability: Availability(
            iOS: "13.0", macOS: "10.15", tvOS: "13.0", watchOS: "6.0", visionOS: "1.0",
            source: "https://developer.apple.com/documentation/swiftui/toggle"
        ),
        styleProtocol: Availability(
            iOS: "13.0", macOS: "10.15", tvOS: "13.0", watchOS: "6.0", visionOS: "1.0",
            source: "https://developer.apple.com/documentation/swiftui/togglestyle"
        ),
        summary: """
            A control bound to a Boolean that people flip between on and off. The same Toggle \
            can look like a switch, a check box, a push button or a menu item; the style decides, \
            and `automatic` lets each platform and container pick its native look.
            """,
        styles: [
            StyleDescriptor(
                automatic: .toggle,
                // developer.apple.com/documentation/swiftui/defaulttogglestyle
                availability: Availability(
                    iOS: "13.0", macOS: "10.15", tvOS: "13.0", watchOS: "6.0", visionOS: "1.0",
                    source: "https://developer.apple.com/documentation/swiftui/togglestyle/automatic"
                ),
                summary: """
                    Lets SwiftUI choose. Most contexts get a switch on iPhone, iPad, Apple Watch and \
                    Vision Pro and a check box on the Mac; Apple TV uses a wide focusable button that \
                    spells out its state. Toolbars turn toggles into buttons, and menus show them as \
                    items that carry a checkmark while on.
                    """
            ),
            StyleDescriptor(
                ToggleFamily.Look.`switch`,
                // developer.apple.com/documentation/swiftui/switchtogglestyle: tvOS from 18.0.
                availability: Availability(
                    iOS: "13.0", macOS: "10.15", tvOS: "18.0", watchOS: "6.0", visionOS: "1.0",
                    source: "https://developer.apple.com/documentation/swiftui/togglestyle/switch"
                ),
                summary: """
                    A title followed by a sliding on/off switch. On iPhone and Apple Watch the pair \
                    stretches across the row, title at the leading edge and switch at the trailing \
                    edge; on the Mac the switch sits right after the title and takes only the room it needs.
                    """
            ),
            StyleDescriptor(
                ToggleFamily.Look.checkbox,
                // developer.apple.com/documentation/swiftui/checkboxtogglestyle: macOS only (badge in the reference too).
                availability: Availability(
                    macOS: "10.15",
                    source: "https://developer.apple.com/documentation/swiftui/togglestyle/checkbox"
                ),
                summary: """
                    The Mac's square check box with its title after it. Clicking either the box or \
                    the title flips the value. Several check boxes in a Form line up neatly, which \
                    makes this the usual look for settings windows.
                    """
            ),
            StyleDescriptor(
                ToggleFamily.Look.button,
                // developer.apple.com/documentation/swiftui/buttontogglestyle: no tvOS entry.
                availability: Availability(
                    iOS: "15.0", macOS: "12.0", watchOS: "9.0", visionOS: "1.0",
                    source: "https://developer.apple.com/documentation/swiftui/togglestyle/button"
                ),
                summary: """
                    A button whose label is the toggle's title; while on, its background fills with \
                    the tint colour. A Label makes a good title: toolbars show just its icon, other \
                    places the icon and the text, and the text always names the control for VoiceOver. \
                    `tint(_:)` colours the fill.
                    """,
                parameter: ChosenTint.parameter
            ),
        ]
    )
}
