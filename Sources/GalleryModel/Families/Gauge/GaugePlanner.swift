/// Plans Gauge examples: filled bars, bars with a marker, and drawn rings,
/// each with a slider of the gallery's own to change the value. Every style
/// gets the same Gauge, with a label, a current-value label and minimum and
/// maximum labels; each style shows the parts the reference says it shows.
enum GaugePlanner {
    static func plan(_ context: PlanContext<GaugeFamily>) -> FamilyPlan {
        let value = context.bind(GaugeFamily.value, .value)
        let accent = PlatformTheme.of(context.platform).accent
        let look = context.look
        return FamilyPlan(Build.vstack(spacing: 8, [gauge(look: look, value: value, accent: accent), slider(value)]))
    }

    /// The Gauge with all four labels, with the requested style.
    static func code(_ context: PlanContext<GaugeFamily>) -> String {
        let range = SampleContent.gaugeRange
        let value = SampleContent.gaugeValueName
        let gauge = SwiftSource.blocks("Gauge(value: \(value), in: \(Int(range.lowerBound))...\(Int(range.upperBound)))", [
            (nil, ["Text(\(SwiftSource.literal(SampleContent.gaugeLabel)))"]),
            ("currentValueLabel", ["Text(\"\\(Int(\(value)))%\")"]),
            ("minimumValueLabel", ["Text(\(SwiftSource.literal(minimumText)))"]),
            ("maximumValueLabel", ["Text(\(SwiftSource.literal(maximumText)))"]),
        ])
        return context.styled(gauge)
    }

    /// What the current-value label reads: the value with a percent sign.
    static let currentValueTemplate = "{value}%"
    private static var minimumText: String { String(Int(SampleContent.gaugeRange.lowerBound)) }
    private static var maximumText: String { String(Int(SampleContent.gaugeRange.upperBound)) }

    /// The gauge drawn in `look`, bound to `value`.
    static func gauge(look: GaugeFamily.Look, value: StateBinding, accent: String) -> WidgetPlan {
        let range = SampleContent.gaugeRange
        let label = SampleContent.gaugeLabel
        let bounds: [PlanProperty: PlanValue] = [
            .minimum: .double(range.lowerBound), .maximum: .double(range.upperBound), .valueText: .string(currentValueTemplate),
        ]
        let minLabel = Build.text(minimumText, classes: ["dim-label", "caption"])
        let maxLabel = Build.text(maximumText, classes: ["dim-label", "caption"])
        let title = Build.text(label, classes: ["caption-heading"], [.halign: .alignment(.start)])

        switch look {
        case .circular, .accessoryCircular, .accessoryCircularCapacity:
            // The current value sits in the middle; the open rings put the minimum and maximum
            // in the gap at the bottom, where the label would go without them.
            var properties = bounds
            let open = look != .accessoryCircularCapacity
            properties[.ringStyle] = .ringStyle(open ? .open : .closed)
            properties[.centerText] = .string(currentValueTemplate)
            properties[.color] = .string(accent)
            if open {
                properties[.minimumLabel] = .string(minimumText)
                properties[.maximumLabel] = .string(maximumText)
            }
            let size = look == .circular ? 96 : 64
            properties[.width] = .int(size)
            properties[.height] = .int(size)
            // The binding draws the ring from its properties; no CSS class changes it.
            return WidgetPlan(.ring, properties, binding: value, accessibleName: label)
        case .linear, .accessoryLinear:
            // A bar with a marker at the value; the minimum and maximum labels sit at its two ends.
            var properties = bounds
            properties[.showsMarker] = .bool(true)
            properties[.hexpand] = .bool(true)
            let bar = WidgetPlan(.levelBar, properties, classes: ["gauge-bar", look == .linear ? "gauge-gradient" : "accessory"],
                                 binding: value, accessibleName: label)
            return Build.hstack(spacing: 6, [minLabel, bar, maxLabel])
        case .linearCapacity, .accessoryLinearCapacity:
            // Label above, filled bar, current value below.
            var properties = bounds
            properties[.hexpand] = .bool(true)
            let bar = WidgetPlan(.levelBar, properties,
                                 classes: ["gauge-bar"] + (look == .accessoryLinearCapacity ? ["accessory"] : []),
                                 binding: value, accessibleName: label)
            let current = Build.boundText(value, [.template: .string(currentValueTemplate)], classes: ["numeric"])
            return Build.vstack(spacing: 4, [title, Build.hstack(spacing: 6, [minLabel, bar, maxLabel]), current])
        }
    }

    /// A slider of the gallery's own under the example, which changes the shared value.
    static func slider(_ value: StateBinding) -> WidgetPlan {
        let range = SampleContent.gaugeRange
        return WidgetPlan(.slider, [.minimum: .double(range.lowerBound), .maximum: .double(range.upperBound), .step: .double(1)],
                          classes: ["example-control"], binding: value, accessibleName: "Gauge value", origin: .gallery)
    }
}
