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
        styleProtocol: Availability(
            iOS: "13.0", macOS: "10.15", tvOS: "13.0", watchOS: "6.0", visionOS: "1.0",
            source: "https://developer.apple.com/documentation/swiftui/buttonstyle; https://developer.apple.com/documentation/swiftui/primitivebuttonstyle"
        ),
        summary: """
            A control that runs an action when people tap, click or select it. Where it sits (a list, \
            a menu, a toolbar), the role it carries and the button style together decide its look. \
            A ButtonStyle restyles the label but keeps the platform's press handling; a \
            PrimitiveButtonStyle replaces the interaction too.
            """,
        styles: [
            StyleDescriptor(
                automatic: .button,
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
                ButtonFamily.Look.plain,
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
                ButtonFamily.Look.borderless,
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
                ButtonFamily.Look.bordered,
                // developer.apple.com/documentation/swiftui/borderedbuttonstyle: iOS only from 15.0,
                // but macOS 10.15, tvOS 13 and watchOS 7.
                availability: Availability(
                    iOS: "15.0", macOS: "10.15", tvOS: "13.0", watchOS: "7.0", visionOS: "1.0",
                    source: "https://developer.apple.com/documentation/swiftui/primitivebuttonstyle/bordered"
                ),
                summary: """
                    Puts the label on the platform's standard button shape: a softly tinted rounded \
                    platter on iPhone and iPad, a full-width grey platter on Apple Watch, a push button \
                    on the Mac, a neutral glass platter on Apple Vision Pro. It is the usual choice for secondary actions. The Mac has had it since \
                    10.15, while iOS only gained it in 15.
                    """
            ),
            StyleDescriptor(
                ButtonFamily.Look.borderedProminent,
                // developer.apple.com/documentation/swiftui/borderedprominentbuttonstyle: macOS 12, tvOS 15, watchOS 8
                availability: Availability(
                    iOS: "15.0", macOS: "12.0", tvOS: "15.0", watchOS: "8.0", visionOS: "1.0",
                    source: "https://developer.apple.com/documentation/swiftui/primitivebuttonstyle/borderedprominent"
                ),
                summary: """
                    The same shape as bordered, but filled with the tint colour and drawn with a \
                    contrasting label, so it stands out most. Save it for the one primary action on a \
                    screen or in a sheet. `tint(_:)` changes the fill, and a destructive role turns it red.
                    """,
                parameter: ChosenTint.parameter
            ),
            StyleDescriptor(
                ButtonFamily.Look.link,
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
                ButtonFamily.Look.accessoryBar,
                // developer.apple.com/documentation/swiftui/primitivebuttonstyle/accessorybar: macOS 14 only; the
                // default inside accessory toolbars (scope bars) and searchable scopes.
                availability: Availability(
                    macOS: "14.0",
                    source: "https://developer.apple.com/documentation/swiftui/primitivebuttonstyle/accessorybar"
                ),
                summary: """
                    The Mac's scope-bar button: small, with no bezel until it is pointed at or turned \
                    on, made for the row of filters under a toolbar that narrows what a window or a \
                    search shows. SwiftUI already uses it inside an accessory toolbar; button-styled \
                    toggles, pickers and menus there take it too.
                    """
            ),
            StyleDescriptor(
                ButtonFamily.Look.accessoryBarAction,
                // developer.apple.com/documentation/swiftui/primitivebuttonstyle/accessorybaraction: macOS 14 only.
                availability: Availability(
                    macOS: "14.0",
                    source: "https://developer.apple.com/documentation/swiftui/primitivebuttonstyle/accessorybaraction"
                ),
                summary: """
                    The companion of the scope-bar button for the bar's secondary commands, such as \
                    adding or editing a filter: a small borderless button that reads as an action \
                    rather than one of the scopes. macOS only.
                    """
            ),
            StyleDescriptor(
                ButtonFamily.Look.card,
                // developer.apple.com/documentation/swiftui/primitivebuttonstyle/card: tvOS 14 only; no padding, and
                // (since the 26 releases) Liquid Glass when the button gains focus.
                availability: Availability(
                    tvOS: "14.0",
                    source: "https://developer.apple.com/documentation/swiftui/primitivebuttonstyle/card"
                ),
                summary: """
                    Apple TV's card: the label fills a rounded platter edge to edge, with no padding \
                    added, which suits posters and artwork. The focused card lifts towards the viewer; \
                    since tvOS 26 it also takes on Liquid Glass while focused.
                    """
            ),
            StyleDescriptor(
                ButtonFamily.Look.glass,
                // developer.apple.com/documentation/swiftui/primitivebuttonstyle/glass: the 26 releases of iOS,
                // iPadOS, macOS, tvOS and watchOS; the page lists no visionOS.
                availability: Availability(
                    iOS: "26.0", macOS: "26.0", tvOS: "26.0", watchOS: "26.0",
                    source: "https://developer.apple.com/documentation/swiftui/primitivebuttonstyle/glass"
                ),
                summary: """
                    Sets the label on a capsule of Liquid Glass, the translucent material of the 26 \
                    releases, which picks up the colours behind it. It sits where bordered sits in \
                    emphasis. On Apple TV the glass shows whether or not the button has focus.
                    """
            ),
            StyleDescriptor(
                ButtonFamily.Look.glassWithValue,
                // developer.apple.com/documentation/swiftui/primitivebuttonstyle/glass(_:): same releases as glass;
                // the Glass values are listed on developer.apple.com/documentation/swiftui/glass.
                availability: Availability(
                    iOS: "26.0", macOS: "26.0", tvOS: "26.0", watchOS: "26.0",
                    source: "https://developer.apple.com/documentation/swiftui/primitivebuttonstyle/glass(_:)"
                ),
                summary: """
                    The glass button with a Glass value of your choosing: `.regular`, the standard \
                    material; `.clear`, more see-through (Apple suggests dimming what lies beneath so \
                    the label stays legible); `.identity`, no glass at all. A Glass value can also carry \
                    a tint or react to touches with `.interactive()`.
                    """,
                parameter: StyleParameter(
                    "glass", default: ButtonFamily.Glass.clear, spelling: .argument(".glass({choice})"),
                    source: "https://developer.apple.com/documentation/swiftui/glass")
            ),
            StyleDescriptor(
                ButtonFamily.Look.glassProminent,
                // developer.apple.com/documentation/swiftui/primitivebuttonstyle/glassprominent: same releases as glass.
                availability: Availability(
                    iOS: "26.0", macOS: "26.0", tvOS: "26.0", watchOS: "26.0",
                    source: "https://developer.apple.com/documentation/swiftui/primitivebuttonstyle/glassprominent"
                ),
                summary: """
                    Prominent Liquid Glass: the capsule is tinted with the accent colour and the label \
                    drawn in white, the glass counterpart of borderedProminent. Keep it for the one \
                    action people are most likely to take.
                    """
            ),
            StyleDescriptor(
                ButtonFamily.Look.myButtonStyle, origin: .custom,
                // The protocol is older (iOS 13, macOS 10.15, tvOS 13, watchOS 6:
                // https://developer.apple.com/documentation/swiftui/buttonstyle), but this style's body reads
                // configuration.role, which came with iOS 15, macOS 12, tvOS 15, watchOS 8 and visionOS 1
                // (https://developer.apple.com/documentation/swiftui/buttonstyleconfiguration/role), so the style needs
                // those releases. The colour is optional, as in reference/view-styles.zh.md (`role`): nil leaves the
                // label's colour alone, which foregroundColor(_:) takes
                // (https://developer.apple.com/documentation/swiftui/view/foregroundcolor(_:)).
                availability: Availability(
                    iOS: "15.0", macOS: "12.0", tvOS: "15.0", watchOS: "8.0", visionOS: "1.0",
                    source: "https://developer.apple.com/documentation/swiftui/buttonstyleconfiguration/role"
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
                                .foregroundColor(configuration.role == .destructive ? Color.red : nil)
                        }
                    }
                    """
            ),
            StyleDescriptor(
                ButtonFamily.Look.doubleClickButtonStyle, origin: .custom,
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
