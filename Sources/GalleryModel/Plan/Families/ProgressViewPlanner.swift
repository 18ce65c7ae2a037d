/// Plans ProgressView examples: bars, spinners, determinate rings, and the
/// watchOS gauge, each with a slider to change the progress.
enum ProgressViewPlanner {
    static func plan(_ context: PlanContext) -> FamilyPlan {
        let value = context.bind("value", .value)
        let label = SampleContent.progressLabel
        let slider = WidgetPlan(.slider, [.minimum: .double(0), .maximum: .double(1), .step: .double(0.01)],
                                classes: ["example-control"], binding: value, accessibleName: "Progress")
        let accent = PlanValue.string(PlatformTheme.of(context.platform).accent)
        let percent = Build.boundText(value, [.template: .string("{percent}")], classes: ["dim-label", "caption", "numeric"])

        switch (context.look, context.platform) {
        case ("accessoryCircularCapacity", _):
            let ring = WidgetPlan(.ring, [
                .minimum: .double(0), .maximum: .double(1), .ringStyle: .string("closed"), .centerText: .string("{percent}"), .color: accent,
                .width: .int(64), .height: .int(64),
            ], classes: ["gauge-ring", "accessory"], binding: value, accessibleName: label)
            return FamilyPlan(Build.vstack(spacing: 8, [ring, Build.text(label, classes: ["caption"]), slider]))
        case ("circular", .macOS):
            let ring = WidgetPlan(.ring, [
                .minimum: .double(0), .maximum: .double(1), .ringStyle: .string("closed"), .color: accent, .width: .int(32), .height: .int(32),
            ], classes: ["progress-ring"], binding: value, accessibleName: label)
            return FamilyPlan(Build.vstack(spacing: 8, [Build.hstack(spacing: 8, [ring, Build.text(label)]), slider]))
        case ("circular", _):
            // Outside macOS the circular style spins even with a value (Apple's ProgressView page).
            let spinner = WidgetPlan(.spinner, [.width: .int(24), .height: .int(24)], accessibleName: label)
            return FamilyPlan(Build.vstack(spacing: 8, [Build.hstack(spacing: 8, [spinner, Build.text(label)]), slider]))
        default:
            let bar = WidgetPlan(.progressBar, [.hexpand: .bool(true)], binding: value, accessibleName: label)
            return FamilyPlan(Build.vstack(spacing: 6, [
                Build.hstack([Build.text(label, [.hexpand: .bool(true), .halign: .string("start")]), percent]), bar, slider,
            ]))
        }
    }
}
