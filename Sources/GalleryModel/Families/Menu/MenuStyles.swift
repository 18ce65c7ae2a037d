// Availability: Apple's SwiftUI documentation, one page per style type
// (https://developer.apple.com/documentation/swiftui/<type>), read 2026-11-21;
// `automatic` and `button` behaviour from reference/view-styles.zh.md.

extension FamilyDescriptor {
    static let menu = FamilyDescriptor(
        .menu,
        // developer.apple.com/documentation/swiftui/menu: tvOS from 17.0, no watchOS entry.
        viewAvailability: Availability(
            iOS: "14.0", macOS: "11.0", tvOS: "17.0", visionOS: "1.0",
            source: "https://developer.apple.com/documentation/swiftui/menu"
        ),
        summary: """
            A control that keeps a set of actions out of sight until people open it. A Menu placed \
            inside another Menu becomes a submenu, and the menu style decides how the closed menu \
            presents itself. Apple Watch has no menus; Apple TV got them in tvOS 17.
            """,
        styles: [
            StyleDescriptor(
                .menu, "automatic",
                // developer.apple.com/documentation/swiftui/defaultmenustyle; the rules (bordered button on
                // macOS, nested menu -> submenu) from reference/view-styles.zh.md.
                availability: Availability(
                    iOS: "14.0", macOS: "11.0", tvOS: "17.0", visionOS: "1.0",
                    source: "https://developer.apple.com/documentation/swiftui/menustyle/automatic"
                ),
                summary: """
                    Picks the look recommended for the menu's platform and container. On the Mac the \
                    closed menu is a bordered button; a menu nested in another menu turns into a \
                    submenu.
                    """
            ),
            StyleDescriptor(
                .menu, "button",
                // developer.apple.com/documentation/swiftui/buttonmenustyle: iOS 16, macOS 13, tvOS 17, visionOS 1.
                availability: Availability(
                    iOS: "16.0", macOS: "13.0", tvOS: "17.0", visionOS: "1.0",
                    source: "https://developer.apple.com/documentation/swiftui/menustyle/button"
                ),
                summary: """
                    Shows the menu as a button that opens and closes its contents. On the Mac the \
                    button carries a small arrow to show it holds a menu. People can press, drag onto \
                    an item and release to run it in one gesture. Because it is a button, the current \
                    button style (for example `.bordered`) shapes it too.
                    """
            ),
            StyleDescriptor(
                .menu, "borderedButton",
                // developer.apple.com/documentation/swiftui/menustyle/borderedbutton: macOS 11, deprecated in
                // macOS 27.2; its deprecation notice: use .menuStyle(.button) and .buttonStyle(.bordered).
                availability: Availability(
                    macOS: "11.0",
                    deprecated: [.macOS: "27.2"],
                    replacement: ".menuStyle(.button) with .buttonStyle(.bordered)",
                    source: "https://developer.apple.com/documentation/swiftui/menustyle/borderedbutton"
                ),
                summary: """
                    The Mac's bordered pull-down button with an arrow that signals the menu, spelled \
                    as a menu style of its own. Deprecated since macOS 27.2: the button menu style \
                    combined with the bordered button style draws the same thing.
                    """
            ),
            StyleDescriptor(
                .menu, "borderlessButton",
                // developer.apple.com/documentation/swiftui/menustyle/borderlessbutton: iOS 14, macOS 11, tvOS 17,
                // visionOS 1, each deprecated in 27.3; its deprecation notice: use .menuStyle(.button) and
                // .buttonStyle(.borderless).
                availability: Availability(
                    iOS: "14.0", macOS: "11.0", tvOS: "17.0", visionOS: "1.0",
                    deprecated: [.iOS: "27.3", .macOS: "27.3", .tvOS: "27.3", .visionOS: "27.3"],
                    replacement: ".menuStyle(.button) with .buttonStyle(.borderless)",
                    source: "https://developer.apple.com/documentation/swiftui/menustyle/borderlessbutton"
                ),
                summary: """
                    A menu whose button has no border: just its label, tinted, with an optional arrow \
                    on the Mac. It was the usual way to put a menu behind an icon; since the 27.3 \
                    releases it is deprecated in favour of the button menu style with the borderless \
                    button style.
                    """
            ),
        ]
    )
}
