// Availability: Apple's SwiftUI documentation, one page per style type
// (https://developer.apple.com/documentation/swiftui/<type>), read 2026-11-21;
// behaviour and the custom style from reference/view-styles.zh.md.

extension FamilyDescriptor {
    static let controlGroup = FamilyDescriptor(
        .controlGroup,
        // developer.apple.com/documentation/swiftui/controlgroup: tvOS from 17.0, no watchOS entry.
        viewAvailability: Availability(
            iOS: "15.0", macOS: "12.0", tvOS: "17.0", visionOS: "1.0",
            source: "https://developer.apple.com/documentation/swiftui/controlgroup"
        ),
        styleProtocol: Availability(
            iOS: "15.0", macOS: "12.0", tvOS: "17.0", visionOS: "1.0",
            source: "https://developer.apple.com/documentation/swiftui/controlgroupstyle"
        ),
        summary: """
            A container that presents a few related controls, usually buttons, as one unit, such \
            as back and forward or text-formatting actions. It is most often seen in toolbars and \
            at the top of menus. The style decides whether the group shows as a joined segmented \
            strip, separate buttons, a menu or a palette.
            """,
        styles: [
            StyleDescriptor(
                automatic: .controlGroup,
                // developer.apple.com/documentation/swiftui/automaticcontrolgroupstyle; per the reference the
                // default is a momentary segmented look suited to where the group is rendered.
                availability: Availability(
                    iOS: "15.0", macOS: "12.0", tvOS: "17.0", visionOS: "1.0",
                    source: "https://developer.apple.com/documentation/swiftui/controlgroupstyle/automatic"
                ),
                summary: """
                    Chooses the look recommended for where the group appears, which may differ by \
                    platform. Usually that is a momentary segmented control, buttons joined side by \
                    side; at the top of a menu on iOS it becomes a row of compact icon buttons.
                    """
            ),
            StyleDescriptor(
                ControlGroupFamily.Look.compactMenu,
                // developer.apple.com/documentation/swiftui/compactmenucontrolgroupstyle: iOS 16.4, macOS 13.3;
                // no tvOS entry.
                availability: Availability(
                    iOS: "16.4", macOS: "13.3", visionOS: "1.0",
                    source: "https://developer.apple.com/documentation/swiftui/controlgroupstyle/compactmenu"
                ),
                summary: """
                    Collapses the group into one control that opens its contents as a compact menu \
                    when pressed; nested inside a larger menu it turns into a submenu. Saves space in \
                    crowded toolbars. Not on Apple TV.
                    """
            ),
            StyleDescriptor(
                ControlGroupFamily.Look.menu,
                // developer.apple.com/documentation/swiftui/menucontrolgroupstyle: iOS 16.4, macOS 13.3, tvOS 17.
                availability: Availability(
                    iOS: "16.4", macOS: "13.3", tvOS: "17.0", visionOS: "1.0",
                    source: "https://developer.apple.com/documentation/swiftui/controlgroupstyle/menu"
                ),
                summary: """
                    Like `compactMenu`, the group becomes a single control, but its contents open as \
                    an ordinary menu with full rows; inside another menu it is a submenu. Unlike the \
                    compact variant it is also available on Apple TV.
                    """
            ),
            StyleDescriptor(
                ControlGroupFamily.Look.navigation,
                // developer.apple.com/documentation/swiftui/navigationcontrolgroupstyle: no tvOS entry.
                availability: Availability(
                    iOS: "15.0", macOS: "12.0", visionOS: "1.0",
                    source: "https://developer.apple.com/documentation/swiftui/controlgroupstyle/navigation"
                ),
                summary: """
                    Meant for navigation controls such as back and forward or stepping along a \
                    timeline. On iOS the controls appear as separate borderless buttons, while on \
                    macOS they form a separated momentary segmented control.
                    """
            ),
            StyleDescriptor(
                ControlGroupFamily.Look.palette,
                // developer.apple.com/documentation/swiftui/palettecontrolgroupstyle: no tvOS or watchOS entry.
                availability: Availability(
                    iOS: "17.0", macOS: "14.0", visionOS: "1.0",
                    source: "https://developer.apple.com/documentation/swiftui/controlgroupstyle/palette"
                ),
                summary: """
                    Shows the controls as a palette, a compact row of symbols inside a menu; outside \
                    a menu it renders as a segmented control. Fill it with toggles for a multi-select \
                    palette (tags, say) or with buttons for a stateless one (quick reactions).
                    """
            ),
            StyleDescriptor(
                ControlGroupFamily.Look.myControlGroupStyle, origin: .custom,
                // developer.apple.com/documentation/swiftui/controlgroupstyle: the protocol's availability.
                availability: Availability(
                    iOS: "15.0", macOS: "12.0", tvOS: "17.0", visionOS: "1.0",
                    source: "https://developer.apple.com/documentation/swiftui/controlgroupstyle"
                ),
                summary: """
                    Stacks the group vertically: its label on top, a divider line, then the controls \
                    beneath. It shows how little a custom ControlGroupStyle needs, since the \
                    configuration hands over the label and the content as ready-made views.
                    """,
                definition: """
                    struct MyControlGroupStyle: ControlGroupStyle {
                        func makeBody(configuration: Configuration) -> some View {
                            VStack {
                                configuration.label
                                Divider()
                                configuration.content
                            }
                        }
                    }
                    """
            ),
        ]
    )
}
