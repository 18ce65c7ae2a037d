/// Plans ProgressView examples: bars, spinners, determinate rings, and the
/// watchOS gauge, each with a slider of the gallery's own to change the progress.
/// Every style gets the same ProgressView with a value, a label and a
/// current-value label.
enum ProgressViewPlanner {
    static func plan(_ context: PlanContext) -> FamilyPlan {
        let value = context.bind(ProgressViewFamily.value, .value)
        let label = context.title(SampleContent.progressLabel)
        let slider = WidgetPlan(.slider, [.minimum: .double(0), .maximum: .double(1), .step: .double(0.01)],
                                classes: ["example-control"], binding: value, accessibleName: "Progress", origin: .gallery)
        let accent = PlanValue.string(PlatformTheme.of(context.platform).accent)
        let valueText: [PlanProperty: PlanValue] = [.valueText: .string(currentValueTemplate)]

        // On watchOS a circular progress view is drawn as a gauge (ExplicitStyleTable): its look is the Gauge
        // family's accessoryCircularCapacity, the only look of another family a ProgressView resolves to.
        if context.resolution.resolved.family == .gauge {
            let ring = WidgetPlan(.ring, valueText.merging([
                .minimum: .double(0), .maximum: .double(1), .ringStyle: .ringStyle(.closed), .centerText: .string(currentValueTemplate),
                .color: accent, .width: .int(64), .height: .int(64),
            ]) { $1 }, binding: value, accessibleName: label)
            return FamilyPlan(Build.vstack(spacing: 8, [ring, slider]))
        }
        switch context.look(as: ProgressViewFamily.Look.self) {
        case .circular where context.platform == .macOS:
            let ring = WidgetPlan(.ring, valueText.merging([
                .minimum: .double(0), .maximum: .double(1), .ringStyle: .ringStyle(.closed), .color: accent,
                .width: .int(32), .height: .int(32),
            ]) { $1 }, binding: value, accessibleName: label)
            return FamilyPlan(Build.vstack(spacing: 8, [Build.hstack(spacing: 8, [ring, Build.text(label)]), slider]))
        case .circular:
            // Outside macOS the circular style spins even with a value (Apple's ProgressView page).
            let spinner = WidgetPlan(.spinner, valueText.merging([.width: .int(24), .height: .int(24)]) { $1 }, accessibleName: label)
            return FamilyPlan(Build.vstack(spacing: 8, [Build.hstack(spacing: 8, [spinner, Build.text(label)]), slider]))
        case .linear:
            // The label above the bar, the current value below it.
            let bar = WidgetPlan(.progressBar, valueText.merging([.hexpand: .bool(true)]) { $1 }, binding: value, accessibleName: label)
            let current = Build.boundText(value, [.template: .string(currentValueTemplate)], classes: ["dim-label", "caption", "numeric"])
            return FamilyPlan(Build.vstack(spacing: 6, [
                Build.text(label, [.halign: .alignment(.start)]), bar, current.with(.halign, .alignment(.start)), slider,
            ]))
        }
    }

    /// The ProgressView with its label and current-value label, with the requested style.
    static func code(_ context: PlanContext) -> String {
        context.styled(SwiftSource.blocks("ProgressView(value: progress)", [
            (nil, ["Text(\(SwiftSource.literal(SampleContent.progressLabel)))"]),
            ("currentValueLabel", ["Text(\"\\(Int(progress * 100))%\")"]),
        ]))
    }

    /// What the current-value label reads: the progress as a percentage.
    static let currentValueTemplate = "{percent}"
}
