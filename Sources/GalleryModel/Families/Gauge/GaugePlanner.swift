/// Plans Gauge examples: filled bars, bars with a marker, and drawn rings. A card's Gauge is the gallery's sample, with
/// a label, a current-value label and minimum and maximum labels, and a slider of the gallery's own under the card to
/// change its value; a scene's Gauge is the file's (``GaugeWriting``): its value at its place in its range, the labels
/// it writes and no others, and no slider. Each style shows the parts the reference says it shows.
enum GaugePlanner {
    static func plan(_ context: PlanContext<GaugeFamily>) -> FamilyPlan {
        let writing = context.sceneNode.map { GaugeWriting($0, state: context.control.sceneState) } ?? .sample
        let accent = PlatformTheme.of(context.platform).accent(in: context.era)
        guard let reading = writing.reading else {
            let value = context.bind(GaugeFamily.value, .value)
            return FamilyPlan(gauge(look: context.look, writing, value: value, accent: accent), status: [slider(value)])
        }
        let value = StateBinding(.constant(.double(reading)), .value)
        let note: String? = if case .unknown = writing.value { unknownValueNote } else { nil }
        return FamilyPlan(gauge(look: context.look, writing, value: value, accent: accent), approximation: note)
    }

    /// What the stage says of a gauge whose value the file does not state.
    static let unknownValueNote = "A gauge's value known only as the app runs is drawn at 62% of its range."

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

    private static var minimumText: String { String(Int(SampleContent.gaugeRange.lowerBound)) }
    private static var maximumText: String { String(Int(SampleContent.gaugeRange.upperBound)) }

    /// The gauge drawn in `look` as `writing` writes it, bound to `value`.
    static func gauge(look: GaugeFamily.Look, _ writing: GaugeWriting, value: StateBinding, accent: String) -> WidgetPlan {
        let range = writing.range
        // Assistive technologies read the value as its current-value label says it, else as a percentage.
        let spoken = writing.currentValueLabel?.text ?? "{percent}"
        let bounds: [PlanProperty: PlanValue] = [
            .minimum: .double(range.lowerBound), .maximum: .double(range.upperBound), .valueText: .string(spoken),
        ]
        let ends = [writing.minimumValueLabel, writing.maximumValueLabel]
        let title = writing.label.map { Build.text($0, classes: ["caption-heading"], [.halign: .alignment(.start)]) }

        switch look {
        case .circular, .accessoryCircular, .accessoryCircularCapacity:
            // The current value sits in the middle; the open rings put the minimum and maximum in the gap at the
            // bottom, and the label there when the gauge has no such labels
            // (https://developer.apple.com/documentation/swiftui/gaugestyle/accessorycircular).
            var properties = bounds
            let open = look != .accessoryCircularCapacity
            properties[.ringStyle] = .ringStyle(open ? .open : .closed)
            if let centre = writing.currentValueLabel?.text { properties[.centerText] = .string(centre) }
            properties[.color] = .string(accent)
            if open, let low = writing.minimumValueLabel?.text, let high = writing.maximumValueLabel?.text {
                properties[.minimumLabel] = .string(low)
                properties[.maximumLabel] = .string(high)
            } else if open, let label = writing.label {
                properties[.gapLabel] = .string(label)
            }
            let size = look == .circular ? 96 : 64
            properties[.width] = .int(size)
            properties[.height] = .int(size)
            // The binding draws the ring from its properties; no CSS class changes it.
            return WidgetPlan(.ring, properties, binding: value, accessibleName: writing.label)
        case .linear, .accessoryLinear:
            // A bar with a marker at the value; the minimum and maximum labels sit at its two ends.
            var properties = bounds
            properties[.showsMarker] = .bool(true)
            properties[.hexpand] = .bool(true)
            let bar = WidgetPlan(.levelBar, properties, classes: ["gauge-bar", look == .linear ? "gauge-gradient" : "accessory"],
                                 binding: value, accessibleName: writing.label)
            // A linear gauge is as wide as the room it is offered, as a bar is.
            return Build.hstack(spacing: 6, between(ends, bar, value)).with(.hexpand, .bool(true))
        case .linearCapacity, .accessoryLinearCapacity:
            // Label above, filled bar, current value below.
            var properties = bounds
            properties[.hexpand] = .bool(true)
            let bar = WidgetPlan(.levelBar, properties,
                                 classes: ["gauge-bar"] + (look == .accessoryLinearCapacity ? ["accessory"] : []),
                                 binding: value, accessibleName: writing.label)
            let current = writing.currentValueLabel.map { $0.widget(showing: value, classes: ["numeric"]) }
            return Build.vstack(spacing: 4, [title].compactMap { $0 } + [Build.hstack(spacing: 6, between(ends, bar, value))]
                                + [current].compactMap { $0 }).with(.hexpand, .bool(true))
        }
    }

    /// `bar` between the minimum and maximum labels of `ends` that the gauge has.
    private static func between(_ ends: [SceneValueLabel?], _ bar: WidgetPlan, _ value: StateBinding) -> [WidgetPlan] {
        let low = ends[0].map { $0.widget(showing: value, classes: ["dim-label", "caption"]) }
        let high = ends[1].map { $0.widget(showing: value, classes: ["dim-label", "caption"]) }
        return [low, bar, high].compactMap { $0 }
    }

    /// A slider of the gallery's own under the example, which changes the shared value.
    static func slider(_ value: StateBinding) -> WidgetPlan {
        let range = SampleContent.gaugeRange
        return WidgetPlan(.slider, [.minimum: .double(range.lowerBound), .maximum: .double(range.upperBound), .step: .double(1)],
                          classes: ["example-control"], binding: value, accessibleName: "Gauge value", origin: .gallery)
    }
}
