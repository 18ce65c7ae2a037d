// Availability: Apple's SwiftUI documentation, one page per member of FormStyle
// (https://developer.apple.com/documentation/swiftui/formstyle/<member>), read 2026-11-23. Every page's
// availability block names the same releases: iOS, iPadOS and Mac Catalyst 16.0, macOS 13.0, tvOS 16.0,
// watchOS 9.0, visionOS 1.0; the view itself is older.

extension FamilyDescriptor {
    static let form = FamilyDescriptor(
        .form,
        // developer.apple.com/documentation/swiftui/form: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0.
        viewAvailability: Availability(
            iOS: "13.0", macOS: "10.15", tvOS: "13.0", watchOS: "6.0", visionOS: "1.0",
            source: "https://developer.apple.com/documentation/swiftui/form"
        ),
        styleProtocol: Availability(
            iOS: "16.0", macOS: "13.0", tvOS: "16.0", watchOS: "9.0", visionOS: "1.0",
            source: "https://developer.apple.com/documentation/swiftui/formstyle"
        ),
        summary: """
            A container for the controls of a settings screen or an inspector: text fields, toggles, \
            pickers and labelled values, usually split into sections. SwiftUI gives the controls inside \
            it their form look, which differs by platform; the form style, from the 16 releases (macOS 13), \
            chooses between grouped sections and aligned columns.
            """,
        styles: [
            StyleDescriptor(
                automatic: .form,
                // developer.apple.com/documentation/swiftui/formstyle/automatic: "The default form style", with the
                // releases above (AutomaticFormStyle's page, /automaticformstyle, agrees).
                availability: Availability(
                    iOS: "16.0", macOS: "13.0", tvOS: "16.0", watchOS: "9.0", visionOS: "1.0",
                    source: "https://developer.apple.com/documentation/swiftui/formstyle/automatic"
                ),
                summary: """
                    The platform's own form. On the Mac that is the columns style, labels in a \
                    column of their own; everywhere else it is the grouped style, the rows gathered \
                    in sections like a settings list.
                    """
            ),
            StyleDescriptor(
                FormFamily.Look.columns,
                // developer.apple.com/documentation/swiftui/formstyle/columns: "A non-scrolling form style with a
                // trailing aligned column of labels next to a leading aligned column of values" (ColumnsFormStyle's page,
                // /columnsformstyle, agrees). The page describes one layout and names no platform as its home.
                availability: Availability(
                    iOS: "16.0", macOS: "13.0", tvOS: "16.0", watchOS: "9.0", visionOS: "1.0",
                    source: "https://developer.apple.com/documentation/swiftui/formstyle/columns"
                ),
                summary: """
                    Two aligned columns that do not scroll: each row's label sits in the leading \
                    column, aligned to its trailing edge, and the control or value beside it in the \
                    trailing column, aligned to its leading edge. It is the classic Mac preferences \
                    window; a toggle's check box keeps its title and sits in the value column.
                    """
            ),
            StyleDescriptor(
                FormFamily.Look.grouped,
                // developer.apple.com/documentation/swiftui/formstyle/grouped: "A form style with grouped rows ... leading
                // aligned labels and trailing aligned controls within visually grouped sections"; GroupedFormStyle's
                // initializer (/groupedformstyle/init()) adds that the rows scroll.
                availability: Availability(
                    iOS: "16.0", macOS: "13.0", tvOS: "16.0", watchOS: "9.0", visionOS: "1.0",
                    source: "https://developer.apple.com/documentation/swiftui/formstyle/grouped"
                ),
                summary: """
                    Scrolling rows in visually grouped sections: each label at the leading edge of \
                    its row and the control at the trailing edge, every section on a rounded panel \
                    under its header. On the Mac it gives a window the look of System Settings.
                    """
            ),
        ]
    )
}
