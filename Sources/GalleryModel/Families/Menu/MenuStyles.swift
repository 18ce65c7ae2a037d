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
        styleProtocol: Availability(
            iOS: "14.0", macOS: "11.0", tvOS: "17.0", visionOS: "1.0",
            source: "https://developer.apple.com/documentation/swiftui/menustyle"
        ),
        summary: """
            A control that keeps a set of actions out of sight until people open it. A Menu placed \
            inside another Menu becomes a submenu, and the menu style decides how the closed menu \
            presents itself. Apple Watch has no menus; Apple TV got them in tvOS 17.
            """,
        styles: [
            StyleDescriptor(
                automatic: .menu,
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
                MenuFamily.Look.button,
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
                MenuFamily.Look.borderedButton,
                // developer.apple.com/documentation/swiftui/menustyle/borderedbutton: macOS 11; its deprecation notice:
                // use .menuStyle(.button) and .buttonStyle(.bordered).
                // Deprecated in a future release (Deprecation.future), not in a release of its own: the pages of this one
                // symbol disagree, macOS 27.0 on the type's page
                // (https://developer.apple.com/documentation/swiftui/borderedbuttonmenustyle) and 27.2 on the member's
                // (https://developer.apple.com/documentation/swiftui/menustyle/borderedbutton), and the type's page showed
                // "macOS 11.0–15.4 Deprecated" when it was built with the 15.4 SDK
                // (https://github.com/theAppLaunchers/apple-docs-for-rag/blob/d54297af086faba04e120f20b7e7e16ea41a5004/SwiftUI/md/swiftui-borderedbuttonmenustyle-deprecated.md):
                // the end release follows the SDK the page is built with, as a soft deprecation's does. Copies of the
                // SDK's interface in public code quote `@available(macOS, introduced: 11.0, deprecated: 100000.0,
                // message: "Use .menuStyle(.button) and .buttonStyle(.bordered).")`.
                availability: Availability(
                    macOS: "11.0",
                    deprecated: [.macOS: .future],
                    replacement: ".menuStyle(.button) with .buttonStyle(.bordered)",
                    source: "https://developer.apple.com/documentation/swiftui/menustyle/borderedbutton"
                ),
                summary: """
                    The Mac's bordered pull-down button with an arrow that signals the menu, spelled \
                    as a menu style of its own. Apple marks it to be deprecated in a future release: \
                    the button menu style combined with the bordered button style draws the same thing.
                    """
            ),
            StyleDescriptor(
                MenuFamily.Look.borderlessButton,
                // developer.apple.com/documentation/swiftui/menustyle/borderlessbutton: iOS 14, macOS 11, tvOS 17,
                // visionOS 1, no watchOS; its deprecation notice: use .menuStyle(.button) and .buttonStyle(.borderless).
                // Deprecated in a future release (Deprecation.future) on each, not in a release of its own: the pages of
                // this one symbol disagree, 27.0 on the type's
                // (https://developer.apple.com/tutorials/data/documentation/swiftui/borderlessbuttonmenustyle), 27.2 on
                // its initializer's (https://developer.apple.com/documentation/swiftui/borderlessbuttonmenustyle/init())
                // and 27.3 on the member's, and the member's page built with the spring 2025 SDKs showed "iOS 14.0–18.4,
                // macOS 11.0–15.4, tvOS 17.0–18.4, visionOS 1.0–2.4 Deprecated"
                // (https://github.com/theAppLaunchers/apple-docs-for-rag/blob/d54297af086faba04e120f20b7e7e16ea41a5004/SwiftUI/md/swiftui-menustyle-borderlessbutton-deprecated.md).
                // Copies of the SDK's interface in public code quote `@available(iOS, introduced: 14.0, deprecated:
                // 100000.0, message: "Use .menuStyle(.button) and .buttonStyle(.borderless).")`, and the same for macOS,
                // tvOS and visionOS (xrOS).
                availability: Availability(
                    iOS: "14.0", macOS: "11.0", tvOS: "17.0", visionOS: "1.0",
                    deprecated: [.iOS: .future, .macOS: .future, .tvOS: .future, .visionOS: .future],
                    replacement: ".menuStyle(.button) with .buttonStyle(.borderless)",
                    source: "https://developer.apple.com/documentation/swiftui/menustyle/borderlessbutton"
                ),
                summary: """
                    A menu whose button has no border: just its label, tinted, with an optional arrow \
                    on the Mac. It was the usual way to put a menu behind an icon; Apple marks it to be \
                    deprecated in a future release, in favour of the button menu style with the \
                    borderless button style.
                    """
            ),
        ]
    )
}
