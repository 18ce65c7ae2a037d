// Availability: Apple's SwiftUI documentation, one page per style type
// (https://developer.apple.com/documentation/swiftui/<type>), read 2026-11-21;
// badges and behaviour cross-checked with reference/view-styles.zh.md.

extension FamilyDescriptor {
    static let list = FamilyDescriptor(
        .list,
        // developer.apple.com/documentation/swiftui/list: iOS 13, macOS 10.15, tvOS 13, watchOS 6, visionOS 1.
        viewAvailability: Availability(
            iOS: "13.0", macOS: "10.15", tvOS: "13.0", watchOS: "6.0", visionOS: "1.0",
            source: "https://developer.apple.com/documentation/swiftui/list"
        ),
        styleProtocol: Availability(
            iOS: "13.0", macOS: "10.15", tvOS: "13.0", watchOS: "6.0", visionOS: "1.0",
            source: "https://developer.apple.com/documentation/swiftui/liststyle"
        ),
        summary: """
            A scrolling column of rows, optionally split into sections with headers and footers, \
            that can support selection, swipe actions and editing. The list style sets the row \
            backgrounds, separators, insets and section treatment, and several styles exist on \
            only one or two platforms.
            """,
        styles: [
            StyleDescriptor(
                automatic: .list,
                // developer.apple.com/documentation/swiftui/defaultliststyle: the platform's default behaviour
                // and appearance for a list.
                availability: Availability(
                    iOS: "13.0", macOS: "10.15", tvOS: "13.0", watchOS: "6.0", visionOS: "1.0",
                    source: "https://developer.apple.com/documentation/swiftui/liststyle/automatic"
                ),
                summary: """
                    The platform's standard list, which also responds to where the list sits. For \
                    example, a list in the first column of a split view takes on the sidebar look. \
                    Use it unless a specific layout is needed.
                    """
            ),
            StyleDescriptor(
                ListFamily.Look.bordered,
                // developer.apple.com/documentation/swiftui/borderedliststyle: macOS only, matching the badge;
                // the bordered(alternatesRowBackgrounds:) variant is deprecated in macOS 27.
                availability: Availability(
                    macOS: "12.0",
                    source: "https://developer.apple.com/documentation/swiftui/liststyle/bordered"
                ),
                summary: """
                    A Mac list enclosed in the standard border, like a table view in a preferences \
                    pane. It separates a short list of items from the controls around it. From macOS 14 \
                    `alternatingRowBackgrounds(_:)` turns its striping on or off.
                    """,
                parameter: RowBackgroundChoice.parameter
            ),
            StyleDescriptor(
                ListFamily.Look.carousel,
                // developer.apple.com/documentation/swiftui/carouselliststyle: watchOS only; reference badge agrees.
                availability: Availability(
                    watchOS: "6.0",
                    source: "https://developer.apple.com/documentation/swiftui/liststyle/carousel"
                ),
                summary: """
                    An Apple Watch list presented as a carousel that people move through with the \
                    Digital Crown, the rows sliding past with a sense of depth. It suits short lists \
                    of large, card-like rows.
                    """
            ),
            StyleDescriptor(
                ListFamily.Look.elliptical,
                // developer.apple.com/documentation/swiftui/ellipticalliststyle: watchOS only, from 7.0.
                availability: Availability(
                    watchOS: "7.0",
                    source: "https://developer.apple.com/documentation/swiftui/liststyle/elliptical"
                ),
                summary: """
                    An Apple Watch list whose rows follow a curved path as they scroll, as if wrapped \
                    round a drum: rows near the middle face people directly while those at the top \
                    and bottom tilt away.
                    """
            ),
            StyleDescriptor(
                ListFamily.Look.grouped,
                // developer.apple.com/documentation/swiftui/groupedliststyle: no macOS or watchOS entry.
                availability: Availability(
                    iOS: "13.0", tvOS: "13.0", visionOS: "1.0",
                    source: "https://developer.apple.com/documentation/swiftui/liststyle/grouped"
                ),
                summary: """
                    Sets each section apart on a grouped background. On iOS its section headers and \
                    footers are larger than in a plain list, which visually separates one group of \
                    rows from the next. Not available on the Mac or Apple Watch.
                    """
            ),
            StyleDescriptor(
                ListFamily.Look.inset,
                // developer.apple.com/documentation/swiftui/insetliststyle: no tvOS or watchOS entry.
                availability: Availability(
                    iOS: "14.0", macOS: "11.0", visionOS: "1.0",
                    source: "https://developer.apple.com/documentation/swiftui/liststyle/inset"
                ),
                summary: """
                    Rows set in from the list's edges instead of running edge to edge, giving the \
                    content some breathing room. Selection highlights follow the inset too. It exists \
                    on iOS, macOS and visionOS.
                    """
            ),
            StyleDescriptor(
                ListFamily.Look.insetGrouped,
                // developer.apple.com/documentation/swiftui/insetgroupedliststyle: iOS, iPadOS and visionOS only.
                availability: Availability(
                    iOS: "14.0", visionOS: "1.0",
                    source: "https://developer.apple.com/documentation/swiftui/liststyle/insetgrouped"
                ),
                summary: """
                    Each section becomes a rounded, inset card: one continuous background runs from \
                    the header around the section's rows down to its footer. This groups items more \
                    strongly than inset or grouped alone, which is why iPhone settings screens use it.
                    """
            ),
            StyleDescriptor(
                ListFamily.Look.plain,
                // developer.apple.com/documentation/swiftui/plainliststyle: every platform.
                availability: Availability(
                    iOS: "13.0", macOS: "10.15", tvOS: "13.0", watchOS: "6.0", visionOS: "1.0",
                    source: "https://developer.apple.com/documentation/swiftui/liststyle/plain"
                ),
                summary: """
                    The simplest list: rows run the full width, separated by thin lines, with no \
                    grouping backgrounds. Suits long, uniform feeds such as messages or search \
                    results, and it is available everywhere.
                    """
            ),
            StyleDescriptor(
                ListFamily.Look.borderedAlternatesRowBackgrounds,
                // developer.apple.com/documentation/swiftui/liststyle/bordered(alternatesrowbackgrounds:): macOS 12;
                // striping is now set with alternatingRowBackgrounds(_:) (macOS 14), which works on any list style but
                // the sidebar (https://developer.apple.com/documentation/swiftui/view/alternatingrowbackgrounds(_:)).
                // BorderedListStyle and the bordered style without the parameter are not deprecated.
                // Deprecated in a future release (Deprecation.future), though today's page alone shows one release
                // (macOS 27.0): the same page built with the macOS 15.4 SDK showed "macOS 12.0–15.4 Deprecated"
                // (https://github.com/theAppLaunchers/apple-docs-for-rag/blob/d54297af086faba04e120f20b7e7e16ea41a5004/SwiftUI/md/swiftui-liststyle-bordered(alternatesrowbackgrounds:)-deprecated.md),
                // so its end release is the SDK's, as a soft deprecation's is, not a release that deprecated it.
                availability: Availability(
                    macOS: "12.0",
                    deprecated: [.macOS: .future],
                    replacement: ".listStyle(.bordered) with .alternatingRowBackgrounds(_:)",
                    source: "https://developer.apple.com/documentation/swiftui/liststyle/bordered(alternatesrowbackgrounds:)"
                ),
                summary: """
                    The bordered Mac list with a switch for striping: `true` alternates the row \
                    backgrounds, `false` keeps them all alike. Apple marks it to be deprecated in a \
                    future release; the `alternatingRowBackgrounds(_:)` modifier now makes that choice \
                    for any list.
                    """,
                parameter: .bool("alternatesRowBackgrounds", default: true, template: ".bordered(alternatesRowBackgrounds: {choice})",
                                 source: "https://developer.apple.com/documentation/swiftui/liststyle/bordered(alternatesrowbackgrounds:)")
            ),
            StyleDescriptor(
                ListFamily.Look.insetAlternatesRowBackgrounds,
                // developer.apple.com/documentation/swiftui/liststyle/inset(alternatesrowbackgrounds:): macOS 12; InsetListStyle
                // is not deprecated. Deprecated in a future release (Deprecation.future), though today's page alone shows
                // one release (macOS 27.0): the same page built with the macOS 15.4 SDK showed "macOS 12.0–15.4 Deprecated"
                // (https://github.com/theAppLaunchers/apple-docs-for-rag/blob/d54297af086faba04e120f20b7e7e16ea41a5004/SwiftUI/md/swiftui-liststyle-inset(alternatesrowbackgrounds:)-deprecated.md).
                availability: Availability(
                    macOS: "12.0",
                    deprecated: [.macOS: .future],
                    replacement: ".listStyle(.inset) with .alternatingRowBackgrounds(_:)",
                    source: "https://developer.apple.com/documentation/swiftui/liststyle/inset(alternatesrowbackgrounds:)"
                ),
                summary: """
                    The inset list on the Mac with a switch for striping rows. Apple marks it to be \
                    deprecated in a future release, in favour of the inset style plus the \
                    `alternatingRowBackgrounds(_:)` modifier.
                    """,
                parameter: .bool("alternatesRowBackgrounds", default: true, template: ".inset(alternatesRowBackgrounds: {choice})",
                                 source: "https://developer.apple.com/documentation/swiftui/liststyle/inset(alternatesrowbackgrounds:)")
            ),
            StyleDescriptor(
                ListFamily.Look.sidebar,
                // developer.apple.com/documentation/swiftui/sidebarliststyle: macOS 10.15, iOS 14; no tvOS/watchOS
                availability: Availability(
                    iOS: "14.0", macOS: "10.15", visionOS: "1.0",
                    source: "https://developer.apple.com/documentation/swiftui/liststyle/sidebar"
                ),
                summary: """
                    The look of an app's navigation sidebar. On macOS and iOS its section headers \
                    carry disclosure indicators, so people can collapse and expand each section. Use \
                    it for the leading column of a split view.
                    """
            ),
        ]
    )
}
