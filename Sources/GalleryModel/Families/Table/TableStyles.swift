// Availability: Apple's SwiftUI documentation, one page per style type
// (https://developer.apple.com/documentation/swiftui/<type>), read 2026-11-21;
// badges and behaviour cross-checked with reference/view-styles.zh.md.

extension FamilyDescriptor {
    static let table = FamilyDescriptor(
        .table,
        // developer.apple.com/documentation/swiftui/table: no tvOS or watchOS entry.
        viewAvailability: Availability(
            iOS: "16.0", macOS: "12.0", visionOS: "1.0",
            source: "https://developer.apple.com/documentation/swiftui/table"
        ),
        styleProtocol: Availability(
            iOS: "16.0", macOS: "12.0", visionOS: "1.0",
            source: "https://developer.apple.com/documentation/swiftui/tablestyle"
        ),
        summary: """
            A container that shows rows of data in columns, with column headers, selection and \
            sorting. It came to the Mac in macOS 12 and to iPhone and iPad in iOS 16; in a compact \
            width such as an iPhone screen only the first column is shown. The style controls the \
            border and the insets of rows and selection.
            """,
        styles: [
            StyleDescriptor(
                automatic: .table,
                // developer.apple.com/documentation/swiftui/automatictablestyle: iOS 16, macOS 12, visionOS 1.
                availability: Availability(
                    iOS: "16.0", macOS: "12.0", visionOS: "1.0",
                    source: "https://developer.apple.com/documentation/swiftui/tablestyle/automatic"
                ),
                summary: """
                    The default table look for the current context, which is right for most tables. \
                    It adapts to the platform, for instance the Mac's column headers and row \
                    selection, without any extra setup.
                    """,
                // alternatingRowBackgrounds(_:) applies to the tables in the view it modifies, whatever their style
                // (https://developer.apple.com/documentation/swiftui/view/alternatingrowbackgrounds(_:)).
                parameter: RowBackgroundChoice.parameter
            ),
            StyleDescriptor(
                TableFamily.Look.inset,
                // developer.apple.com/documentation/swiftui/insettablestyle; the older
                // inset(alternatesRowBackgrounds:) is deprecated in favour of alternatingRowBackgrounds(_:).
                availability: Availability(
                    iOS: "16.0", macOS: "12.0", visionOS: "1.0",
                    source: "https://developer.apple.com/documentation/swiftui/tablestyle/inset"
                ),
                summary: """
                    Sets the content and its selection highlight in from the table's edges, giving a \
                    lighter, more open grid. Whether rows alternate their background colour is a \
                    separate choice, made with `alternatingRowBackgrounds(_:)`.
                    """,
                // Its page sends striping to alternatingRowBackgrounds(_:), a modifier of its own (macOS 14 only), which
                // the reference document writes after it: `.tableStyle(.inset).alternatingRowBackgrounds()`
                // (reference/view-styles.zh.md, Table styles).
                parameter: RowBackgroundChoice.parameter
            ),
            StyleDescriptor(
                TableFamily.Look.bordered,
                // developer.apple.com/documentation/swiftui/borderedtablestyle: macOS only; reference badge agrees.
                availability: Availability(
                    macOS: "12.0",
                    source: "https://developer.apple.com/documentation/swiftui/tablestyle/bordered"
                ),
                summary: """
                    A Mac table drawn with the standard border. The table as a whole is expected to \
                    sit inset within its container, but its rows and selection are not inset. It \
                    suits tables embedded among other controls in a window.
                    """,
                parameter: RowBackgroundChoice.parameter
            ),
            StyleDescriptor(
                TableFamily.Look.borderedAlternatesRowBackgrounds,
                // developer.apple.com/documentation/swiftui/borderedtablestyle/init(alternatesrowbackgrounds:): macOS 12;
                // the bordered style's page sends striping to alternatingRowBackgrounds(_:)
                // (https://developer.apple.com/documentation/swiftui/view/alternatingrowbackgrounds(_:), macOS 14). Its
                // page's static member was not found; the bordered style without the parameter
                // (https://developer.apple.com/documentation/swiftui/tablestyle/bordered) is not deprecated.
                // Deprecated in a future release (Deprecation.future), not in a release of its own: this page shows
                // macOS 27.2 while its twin deprecated with it, inset(alternatesRowBackgrounds:), shows 27.3; and this
                // page built with the macOS 15.4 SDK showed "macOS 12.0–15.4 Deprecated"
                // (https://github.com/theAppLaunchers/apple-docs-for-rag/blob/d54297af086faba04e120f20b7e7e16ea41a5004/SwiftUI/md/swiftui-borderedtablestyle-init(alternatesrowbackgrounds:)-deprecated.md).
                availability: Availability(
                    macOS: "12.0",
                    deprecated: [.macOS: .future],
                    replacement: ".tableStyle(.bordered) with .alternatingRowBackgrounds(_:)",
                    source: "https://developer.apple.com/documentation/swiftui/borderedtablestyle/init(alternatesrowbackgrounds:)"
                ),
                summary: """
                    The bordered table made through its initializer, with a switch for striping: \
                    `true` alternates the row backgrounds (as the plain bordered style already does), \
                    `false` turns the stripes off. Apple marks it to be deprecated in a future release, \
                    in favour of the `alternatingRowBackgrounds(_:)` modifier.
                    """,
                parameter: .bool("alternatesRowBackgrounds", default: false,
                                 template: "BorderedTableStyle(alternatesRowBackgrounds: {choice})",
                                 source: "https://developer.apple.com/documentation/swiftui/borderedtablestyle/init(alternatesrowbackgrounds:)")
            ),
            StyleDescriptor(
                TableFamily.Look.insetAlternatesRowBackgrounds,
                // developer.apple.com/documentation/swiftui/tablestyle/inset(alternatesrowbackgrounds:): macOS 12; the
                // inset style's page sends striping to alternatingRowBackgrounds(_:)
                // (https://developer.apple.com/documentation/swiftui/view/alternatingrowbackgrounds(_:), macOS 14).
                // Deprecated in a future release (Deprecation.future), not in a release of its own: this page shows
                // macOS 27.3 while its twin deprecated with it, BorderedTableStyle(alternatesRowBackgrounds:), shows 27.2;
                // and this page built with the macOS 15.4 SDK showed "macOS 12.0–15.4 Deprecated"
                // (https://github.com/theAppLaunchers/apple-docs-for-rag/blob/d54297af086faba04e120f20b7e7e16ea41a5004/SwiftUI/md/swiftui-tablestyle-inset(alternatesrowbackgrounds:)-deprecated.md).
                availability: Availability(
                    macOS: "12.0",
                    deprecated: [.macOS: .future],
                    replacement: ".tableStyle(.inset) with .alternatingRowBackgrounds(_:)",
                    source: "https://developer.apple.com/documentation/swiftui/tablestyle/inset(alternatesrowbackgrounds:)"
                ),
                summary: """
                    The inset table with a switch for striping rows, available on the Mac only. \
                    Apple marks it to be deprecated in a future release; use the inset style and decide \
                    striping with `alternatingRowBackgrounds(_:)`.
                    """,
                parameter: .bool("alternatesRowBackgrounds", default: false,
                                 template: ".inset(alternatesRowBackgrounds: {choice})",
                                 source: "https://developer.apple.com/documentation/swiftui/tablestyle/inset(alternatesrowbackgrounds:)")
            ),
        ]
    )
}
