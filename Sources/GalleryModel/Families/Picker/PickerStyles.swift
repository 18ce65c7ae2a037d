// Availability: Apple's SwiftUI documentation, one page per style type
// (https://developer.apple.com/documentation/swiftui/<type>), read 2026-11-21;
// badges and `automatic` rules cross-checked with reference/view-styles.zh.md.

extension FamilyDescriptor {
    static let picker = FamilyDescriptor(
        .picker,
        // developer.apple.com/documentation/swiftui/picker: iOS 13, macOS 10.15, tvOS 13, watchOS 6, visionOS 1.
        viewAvailability: Availability(
            iOS: "13.0", macOS: "10.15", tvOS: "13.0", watchOS: "6.0", visionOS: "1.0",
            source: "https://developer.apple.com/documentation/swiftui/picker"
        ),
        styleProtocol: Availability(
            iOS: "13.0", macOS: "10.15", tvOS: "13.0", watchOS: "6.0", visionOS: "1.0",
            source: "https://developer.apple.com/documentation/swiftui/pickerstyle"
        ),
        summary: """
            A control that selects one value from a set of tagged options, bound to a selection. \
            The same Picker can appear as a pop-up menu, a segmented control, a spinning wheel, a \
            column of radio buttons, rows in a list, a pushed list or a compact palette; \
            `automatic` lets the platform and container decide.
            """,
        styles: [
            StyleDescriptor(
                automatic: .picker,
                // developer.apple.com/documentation/swiftui/defaultpickerstyle; per-platform defaults
                // from reference/view-styles.zh.md: wheel on iOS/watchOS, pop-up on macOS, segmented on tvOS.
                availability: Availability(
                    iOS: "13.0", macOS: "10.15", tvOS: "13.0", watchOS: "6.0", visionOS: "1.0",
                    source: "https://developer.apple.com/documentation/swiftui/pickerstyle/automatic"
                ),
                summary: """
                    Lets SwiftUI choose from the platform and the container. In an ordinary view the \
                    reference lists a wheel on iOS and watchOS, a pop-up button on macOS and a \
                    segmented control on tvOS. Placing the picker in a form, list or menu can change \
                    that choice again.
                    """
            ),
            StyleDescriptor(
                PickerFamily.Look.inline,
                // developer.apple.com/documentation/swiftui/inlinepickerstyle
                availability: Availability(
                    iOS: "14.0", macOS: "11.0", tvOS: "14.0", watchOS: "7.0", visionOS: "1.0",
                    source: "https://developer.apple.com/documentation/swiftui/pickerstyle/inline"
                ),
                summary: """
                    Lays every option out directly in the surrounding container, next to its other \
                    views, instead of hiding them behind a control. In a list or form each option gets \
                    its own row and the chosen one is checked. It works best for short sets of options.
                    """
            ),
            StyleDescriptor(
                PickerFamily.Look.menu,
                // developer.apple.com/documentation/swiftui/menupickerstyle: tvOS from 17.0, no watchOS entry.
                availability: Availability(
                    iOS: "14.0", macOS: "11.0", tvOS: "17.0", visionOS: "1.0",
                    source: "https://developer.apple.com/documentation/swiftui/pickerstyle/menu"
                ),
                summary: """
                    A button that names the current choice and opens a menu of all the options when \
                    pressed; inside a larger menu it becomes a submenu. Use it once there are more than \
                    five options (fewer read better inline). The option list may also hold extra \
                    controls, such as a button that edits the list.
                    """
            ),
            StyleDescriptor(
                PickerFamily.Look.navigationLink,
                // developer.apple.com/documentation/swiftui/navigationlinkpickerstyle: no macOS entry.
                availability: Availability(
                    iOS: "16.0", tvOS: "16.0", watchOS: "9.0", visionOS: "1.0",
                    source: "https://developer.apple.com/documentation/swiftui/pickerstyle/navigationlink"
                ),
                summary: """
                    A row that shows the current value and, when chosen, pushes a list of the options \
                    onto the navigation stack. Inside a navigation stack a menu is usually the better \
                    fit, but this style helps when there are very many options or when a pushed screen \
                    suits the design. The Mac doesn't have it.
                    """
            ),
            StyleDescriptor(
                PickerFamily.Look.palette,
                // developer.apple.com/documentation/swiftui/palettepickerstyle: no tvOS or watchOS entry.
                availability: Availability(
                    iOS: "17.0", macOS: "14.0", visionOS: "1.0",
                    source: "https://developer.apple.com/documentation/swiftui/pickerstyle/palette"
                ),
                summary: """
                    Packs the options into one compact row of items, meant for use inside a Menu; \
                    elsewhere it renders as a segmented control, so pick `segmented` there. Give each \
                    option a symbol as its label; with more than six options the row scrolls sideways \
                    on iOS. By default the selected symbol takes the tint colour (symbols with tints of \
                    their own are outlined instead), and `paletteSelectionEffect(_:)` changes that: \
                    `.custom` leaves the selection to the options' own symbols, and `.symbolVariant(_:)` \
                    draws the selected one in a variant such as `.fill` or `.slash`.
                    """,
                // The effect's values exist since the palette style (iOS 17, macOS 14, visionOS 1): the pages of
                // .automatic, .custom and .symbolVariant(_:) under
                // https://developer.apple.com/documentation/swiftui/paletteselectioneffect each show those releases.
                parameter: StyleParameter(
                    "paletteSelectionEffect", default: PickerFamily.PaletteSelectionEffect.automatic,
                    spelling: .optionalCompanion(".paletteSelectionEffect({choice})"),
                    source: "https://developer.apple.com/documentation/swiftui/view/paletteselectioneffect(_:)")
            ),
            StyleDescriptor(
                PickerFamily.Look.radioGroup,
                // developer.apple.com/documentation/swiftui/radiogrouppickerstyle: macOS only; reference badge agrees.
                availability: Availability(
                    macOS: "10.15",
                    source: "https://developer.apple.com/documentation/swiftui/pickerstyle/radiogroup"
                ),
                summary: """
                    The Mac's column of radio buttons, one per option, with exactly one switched on. \
                    It fits two to five options; beyond that a menu is tidier. Label each option in \
                    sentence case without closing punctuation.
                    """
            ),
            StyleDescriptor(
                PickerFamily.Look.segmented,
                // developer.apple.com/documentation/swiftui/segmentedpickerstyle: no watchOS entry.
                availability: Availability(
                    iOS: "13.0", macOS: "10.15", tvOS: "13.0", visionOS: "1.0",
                    source: "https://developer.apple.com/documentation/swiftui/pickerstyle/segmented"
                ),
                summary: """
                    A horizontal strip of joined segments, one per option, with the chosen segment \
                    highlighted. Like radio groups it suits two to five options with short \
                    sentence-case labels; use a menu for more. Apple Watch doesn't offer it.
                    """
            ),
            StyleDescriptor(
                PickerFamily.Look.wheel,
                // developer.apple.com/documentation/swiftui/wheelpickerstyle: no macOS or tvOS entry.
                availability: Availability(
                    iOS: "13.0", watchOS: "6.0", visionOS: "1.0",
                    source: "https://developer.apple.com/documentation/swiftui/pickerstyle/wheel"
                ),
                summary: """
                    A scrolling drum that shows the selected option in the middle and a few of its \
                    neighbours above and below. Since most options are out of sight, order them in a \
                    way people can predict, such as alphabetically. Available on iPhone, iPad, Apple \
                    Watch and Vision Pro, but not on the Mac or Apple TV.
                    """
            ),
            StyleDescriptor(
                PickerFamily.Look.tabs,
                // developer.apple.com/documentation/swiftui/pickerstyle/tabs: the 27 releases of iOS, iPadOS, macOS,
                // tvOS and visionOS (no watchOS); segmented looks except a tab treatment on the Mac.
                availability: Availability(
                    iOS: "27.0", macOS: "27.0", tvOS: "27.0", visionOS: "27.0",
                    source: "https://developer.apple.com/documentation/swiftui/pickerstyle/tabs"
                ),
                summary: """
                    New in the 27 releases: a segmented control whose options are tabs, for switching \
                    between sections of a view rather than setting a value. The Mac draws it so that it \
                    reads as tab navigation; elsewhere it looks exactly like segmented. VoiceOver \
                    announces the options as tabs on every platform.
                    """
            ),
            StyleDescriptor(
                PickerFamily.Look.popUpButtonPickerStyle,
                // developer.apple.com/documentation/swiftui/popupbuttonpickerstyle: macOS 10.15; its deprecation notice
                // says to use MenuPickerStyle instead. There is no static member. Its type page and its init()'s
                // (https://developer.apple.com/documentation/swiftui/popupbuttonpickerstyle/init()) both show macOS 27.0,
                // yet it is deprecated in a future release (Deprecation.future), not in 27.0: the type's page built with
                // the macOS 15.4 SDK already showed "macOS 10.15–15.4 Deprecated"
                // (https://github.com/theAppLaunchers/apple-docs-for-rag/blob/d54297af086faba04e120f20b7e7e16ea41a5004/SwiftUI/md/swiftui-popupbuttonpickerstyle-deprecated.md),
                // so its end release is the SDK's each time, as a soft deprecation's is.
                availability: Availability(
                    macOS: "10.15",
                    deprecated: [.macOS: .future],
                    replacement: ".pickerStyle(.menu)",
                    source: "https://developer.apple.com/documentation/swiftui/popupbuttonpickerstyle"
                ),
                summary: """
                    The Mac's original name for the pop-up button: a button showing the current \
                    option that opens the list of options. Apple suggests it for more than five \
                    options and a radio group for fewer. It has no `.popUpButton` shorthand, and Apple \
                    marks it to be deprecated in a future release in favour of the menu style, which \
                    draws the same control.
                    """,
                argument: "PopUpButtonPickerStyle()"
            ),
        ]
    )
}
