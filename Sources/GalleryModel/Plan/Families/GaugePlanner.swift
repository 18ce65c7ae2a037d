/// Plans Gauge examples: filled bars, bars with a marker, and drawn rings,
/// each with a slider to change the value.
enum GaugePlanner {
    static func plan(_ context: PlanContext) -> FamilyPlan {
        let value = context.bind("value", .value)
        let accent = PlatformTheme.of(context.platform).accent
        return FamilyPlan(Build.vstack(spacing: 8, [gauge(look: context.look, value: value, accent: accent), slider(value)]))
    }

    /// The gauge drawn in `look`, bound to `value` (0...100).
    static func gauge(look: String, value: StateBinding, accent: String) -> WidgetPlan {
        let range = SampleContent.gaugeRange
        let label = SampleContent.gaugeLabel
        let current = Build.boundText(value, [.template: .string("{value}%")], classes: ["numeric"])
        let bounds: [PlanProperty: PlanValue] = [.minimum: .double(range.lowerBound), .maximum: .double(range.upperBound)]
        let minLabel = Build.text("\(Int(range.lowerBound))", classes: ["dim-label", "caption"])
        let maxLabel = Build.text("\(Int(range.upperBound))", classes: ["dim-label", "caption"])

        switch look {
        case "circular", "accessoryCircular", "accessoryCircularCapacity":
            var properties = bounds
            properties[.ringStyle] = .string(look == "accessoryCircularCapacity" ? "closed" : "open")
            properties[.centerText] = .string("{value}")
            properties[.color] = .string(accent)
            if look == "circular" {
                properties[.minimumLabel] = .string("\(Int(range.lowerBound))")
                properties[.maximumLabel] = .string("\(Int(range.upperBound))")
            }
            let size = look == "circular" ? 96 : 64
            properties[.width] = .int(size)
            properties[.height] = .int(size)
            let ring = WidgetPlan(.ring, properties, classes: ["gauge-ring", look == "circular" ? "gauge-large" : "accessory"],
                                  binding: value, accessibleName: label)
            return Build.vstack(spacing: 4, [ring, Build.text(label, classes: ["caption"], [.halign: .string("center")])])
        case "linear", "accessoryLinear":
            // A bar with a marker at the value; the labels sit at the two ends.
            var properties = bounds
            properties[.showsMarker] = .bool(true)
            properties[.hexpand] = .bool(true)
            let bar = WidgetPlan(.levelBar, properties, classes: ["gauge-bar", look == "linear" ? "gauge-gradient" : "accessory"],
                                 binding: value, accessibleName: label)
            return Build.vstack(spacing: 4, [
                Build.text(label, classes: ["caption-heading"], [.halign: .string("start")]),
                Build.hstack(spacing: 6, [minLabel, bar, maxLabel]),
            ])
        default:
            // linearCapacity and accessoryLinearCapacity: label above, filled bar, current value below.
            var properties = bounds
            properties[.hexpand] = .bool(true)
            let bar = WidgetPlan(.levelBar, properties,
                                 classes: ["gauge-bar", look == "accessoryLinearCapacity" ? "accessory" : "capacity"],
                                 binding: value, accessibleName: label)
            return Build.vstack(spacing: 4, [
                Build.text(label, classes: ["caption-heading"], [.halign: .string("start")]),
                Build.hstack(spacing: 6, [minLabel, bar, maxLabel]),
                current,
            ])
        }
    }

    /// A slider under the example that changes the shared value.
    static func slider(_ value: StateBinding) -> WidgetPlan {
        let range = SampleContent.gaugeRange
        return WidgetPlan(.slider, [.minimum: .double(range.lowerBound), .maximum: .double(range.upperBound), .step: .double(1)],
                          classes: ["example-control"], binding: value, accessibleName: "Gauge value")
    }
}
