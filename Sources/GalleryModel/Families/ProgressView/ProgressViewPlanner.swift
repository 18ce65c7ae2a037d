/// Plans ProgressView examples: bars, spinners, determinate rings, and the
/// watchOS gauge; a card has a slider of the gallery's own under it to change the progress, a scene's view shows the
/// value its file writes.
/// Every card shows two ProgressViews in its style: one with a value, a label and a
/// current-value label, and beside it an indeterminate one, with a label but no value
/// (https://developer.apple.com/documentation/swiftui/progressview: "A progress view can show both determinate
/// (percentage complete) and indeterminate (progressing or not) types of progress").
enum ProgressViewPlanner {
    static func plan(_ context: PlanContext<ProgressViewFamily>) -> FamilyPlan {
        // A view file's ProgressView is drawn as it is written: with a value or without one.
        guard let node = context.sceneNode else {
            let value = context.bind(ProgressViewFamily.value, .value)
            let (waiting, approximation) = indeterminate(context)
            // The card's two ProgressViews, in the VStack its code writes them in, and the gallery's slider under the
            // card, which changes the first one's value.
            return FamilyPlan(SceneStackLayout.column([determinate(context, value: value, currentValueLabel: .template(currentValueTemplate)),
                                                       waiting], on: context.platform),
                              status: [slider(value)], approximation: approximation)
        }
        if node.writesIndeterminateProgress {
            let (waiting, approximation) = indeterminate(context)
            return FamilyPlan(waiting, approximation: approximation)
        }
        // `value:` of `total:` (1 unless written), held between empty and full as the view holds it
        // (https://developer.apple.com/documentation/swiftui/progressview/init(value:total:label:currentvaluelabel:)).
        let written = node.number("value", in: context.control.sceneState)
        let total = node.number("total", in: context.control.sceneState) ?? .stated(1)
        let fraction: Double?
        if case .stated(let amount)? = written, case .stated(let whole) = total, whole > 0 {
            fraction = min(max(amount / whole, 0), 1)
        } else {
            fraction = nil
        }
        let value = StateBinding(.constant(.double(fraction ?? SampleContent.progressValue)), .value)
        let name: String? = if case .expression(let source)? = node.arguments.first(where: { $0.label == "value" })?.value { source } else { nil }
        let current = node.slots.first { $0.label == "currentValueLabel" }?.children.first.flatMap { SceneValueLabel($0, showing: name) }
        return FamilyPlan(determinate(context, value: value, currentValueLabel: current),
                          approximation: fraction == nil ? unknownValueNote : nil)
    }

    /// What the stage says of a progress view whose value the file does not state.
    static let unknownValueNote = "A progress view's value known only as the app runs is drawn at 40%."

    /// A slider of the gallery's own under the card, which changes the progress.
    private static func slider(_ value: StateBinding) -> WidgetPlan {
        WidgetPlan(.slider, [.minimum: .double(0), .maximum: .double(1), .step: .double(0.01)],
                   classes: ["example-control"], binding: value, accessibleName: "Progress", origin: .gallery)
    }

    /// The ProgressView with a value: a bar, a ring or a spinner by style and platform, with its current-value label
    /// where it has one.
    private static func determinate(_ context: PlanContext<ProgressViewFamily>, value: StateBinding,
                                    currentValueLabel: SceneValueLabel?) -> WidgetPlan {
        // The card's label, or the scene's view's own words: none for `ProgressView(value: 0.3)`.
        let label = writtenLabel(context, sample: SampleContent.progressLabel)
        let accent = PlanValue.string(PlatformTheme.of(context.platform).accent(in: context.era))
        let valueText: [PlanProperty: PlanValue] = [.valueText: .string(currentValueLabel?.text ?? currentValueTemplate)]

        switch context.look {
        case .accessoryCircularCapacity:
            // On watchOS a circular progress view is drawn as a gauge (the family's adjustments): the Gauge family's
            // accessoryCircularCapacity look, the only look of another family a ProgressView resolves to.
            var ring = valueText.merging([
                .minimum: .double(0), .maximum: .double(1), .ringStyle: .ringStyle(.closed),
                .color: accent, .width: .int(64), .height: .int(64),
            ]) { $1 }
            if let centre = currentValueLabel?.text { ring[.centerText] = .string(centre) }
            return WidgetPlan(.ring, ring, binding: value, accessibleName: label)
        case .circular where context.platform == .macOS:
            let ring = WidgetPlan(.ring, valueText.merging([
                .minimum: .double(0), .maximum: .double(1), .ringStyle: .ringStyle(.closed), .color: accent,
                .width: .int(32), .height: .int(32),
            ]) { $1 }, binding: value, accessibleName: label)
            return Build.hstack(spacing: 8, [ring] + (label.map { [Build.text($0)] } ?? []))
        case .circular:
            // Outside macOS the circular style spins even with a value (Apple's ProgressView page).
            return spinning(label, on: context.platform, valueText)
        case .linear:
            // The label above the bar, the current value below it.
            let bar = WidgetPlan(.progressBar, valueText.merging([.hexpand: .bool(true)]) { $1 }, binding: value, accessibleName: label)
            let current = currentValueLabel.map {
                $0.widget(showing: value, classes: ["dim-label", "caption", "numeric"]).with(.halign, .alignment(.start))
            }
            let title = label.map { Build.text($0, [.halign: .alignment(.start)]) }
            // A linear progress view is as wide as the room it is offered, as a bar is.
            return Build.vstack(spacing: 6, [title].compactMap { $0 } + [bar] + [current].compactMap { $0 }).with(.hexpand, .bool(true))
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
        // The card's automatic style resolves for its determinate example; its indeterminate one spins. A scene's
        // indeterminate view has resolved to its own look (``ProgressViewFamily/compositionRules``).
        let look: ProgressViewFamily.Look = context.sceneNode == nil && context.style.isAutomatic ? .circular : context.look
        switch look {
        case .accessoryCircularCapacity:
            let ring = WidgetPlan(.ring, [
                .minimum: .double(0), .maximum: .double(1), .ringStyle: .ringStyle(.closed),
                .color: .string(PlatformTheme.of(context.platform).accent(in: context.era)), .width: .int(64), .height: .int(64),
            ], accessibleName: label + ", in progress")
            return (Build.vstack(spacing: 4, [ring, Build.text(label)]), nil)
        case .circular:
            return (spinning(writtenLabel(context, sample: SampleContent.indeterminateProgressLabel), on: context.platform), nil)
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
    /// A `ProgressView()` written without a label draws the spinner alone, read as the system reads it. The spinner is
    /// `platform`'s own size (``PlatformTheme/activityIndicatorSize``): Apple TV's large, the phone's medium.
    private static func spinning(_ label: String?, on platform: Platform, _ properties: [PlanProperty: PlanValue] = [:]) -> WidgetPlan {
        let size = PlatformTheme.of(platform).activityIndicatorSize
        let spinner = WidgetPlan(.spinner, properties.merging([
            .iconName: .string(SymbolCatalog.activitySpokes), .width: .int(size), .height: .int(size), .halign: .alignment(.center),
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
