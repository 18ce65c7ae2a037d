// Availability: Apple's SwiftUI documentation, one page per style type
// (https://developer.apple.com/documentation/swiftui/<type>), read 2026-11-21;
// badges cross-checked with reference/view-styles.zh.md.

extension FamilyDescriptor {
    static let datePicker = FamilyDescriptor(
        .datePicker,
        // developer.apple.com/documentation/swiftui/datepicker: watchOS from 10.0, no tvOS entry.
        viewAvailability: Availability(
            iOS: "13.0", macOS: "10.15", watchOS: "10.0", visionOS: "1.0",
            source: "https://developer.apple.com/documentation/swiftui/datepicker"
        ),
        styleProtocol: Availability(
            iOS: "13.0", macOS: "10.15", watchOS: "10.0", visionOS: "1.0",
            source: "https://developer.apple.com/documentation/swiftui/datepickerstyle"
        ),
        summary: """
            A control for choosing a date, a time or both, bound to a Date and limited to the \
            components and range you allow. Its style decides whether people type into fields, \
            spin wheels or browse a calendar. Apple TV has no date picker, and Apple Watch only \
            gained one in watchOS 10.
            """,
        styles: [
            StyleDescriptor(
                automatic: .datePicker,
                // developer.apple.com/documentation/swiftui/defaultdatepickerstyle: watchOS from 10.0;
                // the page only calls it "the default style", with no per-platform rule.
                availability: Availability(
                    iOS: "13.0", macOS: "10.15", watchOS: "10.0", visionOS: "1.0",
                    source: "https://developer.apple.com/documentation/swiftui/datepickerstyle/automatic"
                ),
                summary: """
                    Lets SwiftUI choose the platform's usual date picker. Apple documents no fixed \
                    mapping, so the result depends on the platform and the container; in practice a \
                    form on iPhone shows a compact button and a Mac window shows editable fields.
                    """
            ),
            StyleDescriptor(
                DatePickerFamily.Look.compact,
                // developer.apple.com/documentation/swiftui/compactdatepickerstyle: macOS from 10.15.4
                // (Mac Catalyst 13.4); no tvOS or watchOS entry.
                availability: Availability(
                    iOS: "14.0", macOS: "10.15.4", visionOS: "1.0",
                    source: "https://developer.apple.com/documentation/swiftui/datepickerstyle/compact"
                ),
                summary: """
                    Shows the chosen date and time as short text. Some versions open a popover with a \
                    fuller editor, such as a calendar, when activated. Use it where space is tight and \
                    people know the exact date they want. The Mac has had it since 10.15.4, iOS since 14.
                    """
            ),
            StyleDescriptor(
                DatePickerFamily.Look.field,
                // developer.apple.com/documentation/swiftui/fielddatepickerstyle: macOS only; reference badge agrees.
                availability: Availability(
                    macOS: "10.15",
                    source: "https://developer.apple.com/documentation/swiftui/datepickerstyle/field"
                ),
                summary: """
                    A Mac text field in which each part of the date can be typed over. It saves space \
                    and suits exact entry, but unless the stepper must be hidden, `stepperField` is \
                    usually the better choice.
                    """
            ),
            StyleDescriptor(
                DatePickerFamily.Look.graphical,
                // developer.apple.com/documentation/swiftui/graphicaldatepickerstyle: no tvOS or watchOS entry.
                availability: Availability(
                    iOS: "14.0", macOS: "10.15", visionOS: "1.0",
                    source: "https://developer.apple.com/documentation/swiftui/datepickerstyle/graphical"
                ),
                summary: """
                    An interactive month calendar, or a clock face for times, that people browse and \
                    tap. Choose it when looking around the calendar is part of the task, as when \
                    booking a stay. It needs a good deal of room and isn't available on Apple Watch.
                    """
            ),
            StyleDescriptor(
                DatePickerFamily.Look.stepperField,
                // developer.apple.com/documentation/swiftui/stepperfielddatepickerstyle: macOS only.
                availability: Availability(
                    macOS: "10.15",
                    source: "https://developer.apple.com/documentation/swiftui/datepickerstyle/stepperfield"
                ),
                summary: """
                    The Mac's editable date field with small up and down arrows beside it. The arrows \
                    step whichever component is selected. A good fit for compact settings rows where \
                    people want a precise date or time.
                    """
            ),
            StyleDescriptor(
                DatePickerFamily.Look.wheel,
                // developer.apple.com/documentation/swiftui/wheeldatepickerstyle: watchOS from 10.0, no macOS entry.
                availability: Availability(
                    iOS: "13.0", watchOS: "10.0", visionOS: "1.0",
                    source: "https://developer.apple.com/documentation/swiftui/datepickerstyle/wheel"
                ),
                summary: """
                    Each component (month, day, year or hour and minute) gets its own spinning column, \
                    side by side in one wheel. It is the classic iPhone look, also available on Apple \
                    Watch from watchOS 10 and on Vision Pro, but not on the Mac.
                    """
            ),
        ]
    )
}
