// Availability: Apple's SwiftUI documentation, one page per style type
// (https://developer.apple.com/documentation/swiftui/<type>), read 2026-11-21;
// badges and label placement cross-checked with reference/view-styles.zh.md.

extension FamilyDescriptor {
    static let gauge = FamilyDescriptor(
        .gauge,
        // developer.apple.com/documentation/swiftui/gauge: watchOS from 7.0, no tvOS entry.
        viewAvailability: Availability(
            iOS: "16.0", macOS: "13.0", watchOS: "7.0", visionOS: "1.0",
            source: "https://developer.apple.com/documentation/swiftui/gauge"
        ),
        styleProtocol: Availability(
            iOS: "16.0", macOS: "13.0", watchOS: "7.0", visionOS: "1.0",
            source: "https://developer.apple.com/documentation/swiftui/gaugestyle"
        ),
        summary: """
            A view that shows where a value lies within a range, such as a battery level or a \
            temperature. Besides its label it can show the current value and the range's minimum \
            and maximum. Styles draw it as a ring or a bar, either with a marker at the value or \
            filled up to it; the accessory styles are sized for widgets and complications.
            """,
        styles: [
            StyleDescriptor(
                automatic: .gauge,
                // developer.apple.com/documentation/swiftui/defaultgaugestyle: "the default gauge view style in
                // the current context"; no per-platform rule given.
                availability: Availability(
                    iOS: "16.0", macOS: "13.0", watchOS: "7.0", visionOS: "1.0",
                    source: "https://developer.apple.com/documentation/swiftui/gaugestyle/automatic"
                ),
                summary: """
                    Uses whichever gauge look suits the current context. Apple documents no fixed \
                    mapping; in an ordinary iPhone or Mac view it usually comes out as a bar that \
                    fills towards the value, with the label above it.
                    """
            ),
            StyleDescriptor(
                GaugeFamily.Look.circular,
                // developer.apple.com/documentation/swiftui/circulargaugestyle: watchOS only; reference badge agrees.
                availability: Availability(
                    watchOS: "7.0",
                    source: "https://developer.apple.com/documentation/swiftui/gaugestyle/circular"
                ),
                summary: """
                    An Apple Watch ring left open at the bottom, with a marker sitting at the current \
                    value. The current-value label sits in the middle. The minimum and maximum labels, \
                    if given, fill the gap at the bottom; otherwise the gauge's own label goes there.
                    """
            ),
            StyleDescriptor(
                GaugeFamily.Look.accessoryCircular,
                // developer.apple.com/documentation/swiftui/accessorycirculargaugestyle: watchOS from 9.0.
                availability: Availability(
                    iOS: "16.0", macOS: "13.0", watchOS: "9.0", visionOS: "1.0",
                    source: "https://developer.apple.com/documentation/swiftui/gaugestyle/accessorycircular"
                ),
                summary: """
                    The same open ring with a marker as `circular`, sized for widgets and watch \
                    complications and available beyond the watch. The current value sits in the \
                    centre, with the minimum and maximum (or the label) in the opening at the bottom.
                    """
            ),
            StyleDescriptor(
                GaugeFamily.Look.accessoryCircularCapacity,
                // developer.apple.com/documentation/swiftui/accessorycircularcapacitygaugestyle: watchOS from 9.0.
                availability: Availability(
                    iOS: "16.0", macOS: "13.0", watchOS: "9.0", visionOS: "1.0",
                    source: "https://developer.apple.com/documentation/swiftui/gaugestyle/accessorycircularcapacity"
                ),
                summary: """
                    A closed ring that fills part of the way round to show how full something is, with \
                    the current-value label in the middle. It reads as capacity rather than position, \
                    which suits battery levels or progress towards a goal in a widget.
                    """
            ),
            StyleDescriptor(
                GaugeFamily.Look.linear,
                // developer.apple.com/documentation/swiftui/lineargaugestyle: watchOS only; reference badge agrees.
                availability: Availability(
                    watchOS: "7.0",
                    source: "https://developer.apple.com/documentation/swiftui/gaugestyle/linear"
                ),
                summary: """
                    An Apple Watch bar with a marker at the current value. Minimum and maximum labels, \
                    when supplied, sit at the bar's leading and trailing ends; without them the \
                    current-value label takes the leading end.
                    """
            ),
            StyleDescriptor(
                GaugeFamily.Look.linearCapacity,
                // developer.apple.com/documentation/swiftui/linearcapacitygaugestyle: watchOS from 9.0.
                availability: Availability(
                    iOS: "16.0", macOS: "13.0", watchOS: "9.0", visionOS: "1.0",
                    source: "https://developer.apple.com/documentation/swiftui/linearcapacitygaugestyle"
                ),
                summary: """
                    A bar that fills from its leading edge towards the trailing edge as the value \
                    grows. The label sits above the bar and the current value below it, with any \
                    minimum and maximum labels at the two ends. A clear choice for quotas and storage.
                    """
            ),
            StyleDescriptor(
                GaugeFamily.Look.accessoryLinear,
                // developer.apple.com/documentation/swiftui/accessorylineargaugestyle: watchOS from 9.0.
                availability: Availability(
                    iOS: "16.0", macOS: "13.0", watchOS: "9.0", visionOS: "1.0",
                    source: "https://developer.apple.com/documentation/swiftui/gaugestyle/accessorylinear"
                ),
                summary: """
                    A slim bar with a marker at the current value, sized for widgets and complications. \
                    Minimum and maximum labels appear at the two ends; without them the current value \
                    is shown at the leading end.
                    """
            ),
            StyleDescriptor(
                GaugeFamily.Look.accessoryLinearCapacity,
                // developer.apple.com/documentation/swiftui/accessorylinearcapacitygaugestyle: watchOS from 9.0.
                availability: Availability(
                    iOS: "16.0", macOS: "13.0", watchOS: "9.0", visionOS: "1.0",
                    source: "https://developer.apple.com/documentation/swiftui/gaugestyle/accessorylinearcapacity"
                ),
                summary: """
                    The widget-sized version of the filling bar: it fills from the leading end as the \
                    value rises. The label goes above the bar, the current value below, and minimum \
                    and maximum labels at the ends.
                    """
            ),
        ]
    )
}
