/// Plans ProgressView examples: bars, spinners, determinate rings, and the
/// watchOS gauge, each with a slider of the gallery's own to change the progress.
/// Every card shows two ProgressViews in its style: one with a value, a label and a
/// current-value label, and beside it an indeterminate one, with a label but no value
/// (https://developer.apple.com/documentation/swiftui/progressview: "A progress view can show both determinate
/// (percentage complete) and indeterminate (progressing or not) types of progress").
enum ProgressViewPlanner {
    static func plan(_ context: PlanContext<ProgressViewFamily>) -> FamilyPlan {
        // A view file's ProgressView is drawn as it is written: with a value or without one.
        guard let node = context.sceneNode else {
            let (waiting, approximation) = indeterminate(context)
            // The card's two ProgressViews, in the VStack its code writes them in.
            return FamilyPlan(SceneStackLayout.column([determinate(context), waiting]), approximation: approximation)
        }
        if node.arguments.contains(where: { $0.label == "value" }) { return FamilyPlan(determinate(context)) }
        let (waiting, approximation) = indeterminate(context)
        return FamilyPlan(waiting, approximation: approximation)
    }

    /// The ProgressView with a value: a bar, a ring or a spinner by style and platform, with the gallery's slider.
    private static func determinate(_ context: PlanContext<ProgressViewFamily>) -> WidgetPlan {
        let value = context.bind(ProgressViewFamily.value, .value)
        let label = context.title(SampleContent.progressLabel)
        let slider = WidgetPlan(.slider, [.minimum: .double(0), .maximum: .double(1), .step: .double(0.01)],
                                classes: ["example-control"], binding: value, accessibleName: "Progress", origin: .gallery)
        let accent = PlanValue.string(PlatformTheme.of(context.platform).accent)
        let valueText: [PlanProperty: PlanValue] = [.valueText: .string(currentValueTemplate)]

        switch context.look {
        case .accessoryCircularCapacity:
            // On watchOS a circular progress view is drawn as a gauge (the family's adjustments): the Gauge family's
            // accessoryCircularCapacity look, the only look of another family a ProgressView resolves to.
            let ring = WidgetPlan(.ring, valueText.merging([
                .minimum: .double(0), .maximum: .double(1), .ringStyle: .ringStyle(.closed), .centerText: .string(currentValueTemplate),
                .color: accent, .width: .int(64), .height: .int(64),
            ]) { $1 }, binding: value, accessibleName: label)
            return Build.vstack(spacing: 8, [ring, slider])
        case .circular where context.platform == .macOS:
            let ring = WidgetPlan(.ring, valueText.merging([
                .minimum: .double(0), .maximum: .double(1), .ringStyle: .ringStyle(.closed), .color: accent,
                .width: .int(32), .height: .int(32),
            ]) { $1 }, binding: value, accessibleName: label)
            return Build.vstack(spacing: 8, [Build.hstack(spacing: 8, [ring, Build.text(label)]), slider])
        case .circular:
            // Outside macOS the circular style spins even with a value (Apple's ProgressView page).
            return Build.vstack(spacing: 8, [spinning(label, valueText), slider])
        case .linear:
            // The label above the bar, the current value below it.
            let bar = WidgetPlan(.progressBar, valueText.merging([.hexpand: .bool(true)]) { $1 }, binding: value, accessibleName: label)
            let current = Build.boundText(value, [.template: .string(currentValueTemplate)], classes: ["dim-label", "caption", "numeric"])
            // A linear progress view runs across the width it is offered, as a Slider does (Apple's ProgressView page
            // draws its bar the width of its container).
            return Build.vstack(spacing: 6, [
                Build.text(label, [.halign: .alignment(.start)]), bar, current.with(.halign, .alignment(.start)), slider,
            ]).with(.hexpand, .bool(true))
        }
    }

    /// The ProgressView without a value, and what GTK only approximates of it. Each look decides from Apple's pages:
    /// `automatic` picks the circular style for a view made without a value
    /// (https://developer.apple.com/documentation/swiftui/progressviewstyle/automatic: the recommended style for how the
    /// view was initialized; reference/view-styles.zh.md writes the spinning `ProgressView()` under it), which spins; on watchOS the explicit circular style is an
    /// `accessoryCircularCapacity` gauge, left empty while the amount is unknown
    /// (https://developer.apple.com/documentation/swiftui/circularprogressviewstyle); the linear style keeps its bar,
    /// with a block moving along it.
    private static func indeterminate(_ context: PlanContext<ProgressViewFamily>) -> (WidgetPlan, approximation: String?) {
        let label = context.title(SampleContent.indeterminateProgressLabel)
        let look: ProgressViewFamily.Look = context.style.isAutomatic ? .circular : context.look
        switch look {
        case .accessoryCircularCapacity:
            let ring = WidgetPlan(.ring, [
                .minimum: .double(0), .maximum: .double(1), .ringStyle: .ringStyle(.closed),
                .color: .string(PlatformTheme.of(context.platform).accent), .width: .int(64), .height: .int(64),
            ], accessibleName: label + ", in progress")
            return (Build.vstack(spacing: 4, [ring, Build.text(label)]), nil)
        case .circular:
            return (spinning(writtenLabel(context, sample: SampleContent.indeterminateProgressLabel)), nil)
        case .linear:
            // A gauge says its value after its name; this one's amount is unknown, and it says so.
            let bar = WidgetPlan(.progressBar, [.hexpand: .bool(true), .pulses: .bool(true)], accessibleName: label + ", in progress")
            return (Build.vstack(spacing: 6, [Build.text(label, [.halign: .alignment(.start)]), bar]).with(.hexpand, .bool(true)),
                    "GTK's block sliding along the bar stands in for the platform's own indeterminate bar animation.")
        }
    }

    /// A spinning activity indicator above its label, centred, as a circular ProgressView draws one: the platform's
    /// eight spokes fading behind the brightest as it turns, not GTK's arc
    /// (https://developer.apple.com/documentation/swiftui/progressview shows the label under the spinner;
    /// https://developer.apple.com/design/human-interface-guidelines/progress-indicators: "an activity indicator — also
    /// known as a spinner").
    /// A `ProgressView()` written without a label draws the spinner alone, read as the system reads it.
    private static func spinning(_ label: String?, _ properties: [PlanProperty: PlanValue] = [:]) -> WidgetPlan {
        let spinner = WidgetPlan(.spinner, properties.merging([
            .iconName: .string(SymbolCatalog.activitySpokes), .width: .int(24), .height: .int(24), .halign: .alignment(.center),
        ]) { $1 }, classes: ["activity-spokes"], accessibleName: label ?? "In progress")
        guard let label else { return spinner }
        return Build.vstack(spacing: 6, [spinner, Build.text(label, [.halign: .alignment(.center)])])
    }

    /// The label the view is written with: the card's sample, a scene view's own words, or nil for a scene's
    /// `ProgressView()` that has none.
    private static func writtenLabel(_ context: PlanContext<ProgressViewFamily>, sample: String) -> String? {
        guard let node = context.sceneNode else { return sample }
        return node.labelTitle
    }

    /// The ProgressView with its label and current-value label, and the indeterminate one below it, with the
    /// requested style on both.
    static func code(_ context: PlanContext<ProgressViewFamily>) -> String {
        context.styled(SwiftSource.block("VStack", [
            SwiftSource.blocks("ProgressView(value: progress)", [
                (nil, ["Text(\(SwiftSource.literal(SampleContent.progressLabel)))"]),
                ("currentValueLabel", ["Text(\"\\(Int(progress * 100))%\")"]),
            ]),
            "ProgressView(\(SwiftSource.literal(SampleContent.indeterminateProgressLabel)))",
        ]))
    }

    /// What the current-value label reads: the progress as a percentage.
    static let currentValueTemplate = "{percent}"
}
