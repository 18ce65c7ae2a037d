/// The Slider page's examples: the two Apple's Slider page shows (https://developer.apple.com/documentation/swiftui/slider)
/// — a slider bound to a value with a Text showing it, and a slider moving in steps with a label and labels for its
/// minimum and maximum values — each drawn as a GTK scale beside the SwiftUI code that makes it.
public enum SliderViewContent {
    /// Where Slider exists: iOS 13, iPadOS 13, Mac Catalyst 13, macOS 10.15, watchOS 6 and visionOS 1; Apple TV has no
    /// Slider (https://developer.apple.com/documentation/swiftui/slider, its availability).
    public static let availability = Availability(
        iOS: "13.0", macOS: "10.15", watchOS: "6.0", visionOS: "1.0",
        source: "https://developer.apple.com/documentation/swiftui/slider"
    )

    /// The page's introduction.
    public static let summary = """
        A Slider chooses a number between two ends by dragging a thumb along a track. It is bound to a floating-point \
        value, which it keeps inside its range and, given a step, moves in whole steps.
        """

    /// What the inspector says about the page.
    public static let inspectorSummary = """
        A Slider needs a binding and usually a range; a step, a label and labels for both ends are optional. The label \
        names the slider for VoiceOver even where it is not drawn.
        """

    /// The state keys of the page's examples.
    public enum Keys {
        /// The first example's `speed`.
        public static let speed = ExampleKey.viewPage(.slider, slot: "speed")
        /// The stepped example's `speed`.
        public static let steppedSpeed = ExampleKey.viewPage(.slider, slot: "steppedSpeed")
    }

    /// Both examples' range, as Apple's page gives it.
    static let range = 0.0...100.0
    /// The stepped example's step.
    static let step = 5.0

    /// The page's example state: each example's `speed`, starting at 50 as on Apple's page.
    static let slots: [ExampleSlot] = [
        ExampleSlot(Keys.speed, .double(50), .number(range)),
        ExampleSlot(Keys.steppedSpeed, .double(50), .number(range)),
    ]

    /// The sentence before the examples: where Slider exists, and, on tvOS, that it does not.
    static func availabilityLine(on platform: Platform) -> LocalizedText {
        availability.isAvailable(on: platform)
            ? say("Slider came in iOS 13, iPadOS 13, macOS 10.15, watchOS 6 and visionOS 1; tvOS has none.")
            : say("tvOS has no Slider: the examples are dimmed, as code that does not build for Apple TV.")
    }

    /// The page's examples, in order, each with the SwiftUI code that makes it; dimmed on a platform without Slider.
    public static func examples(for configuration: Configuration) -> [ViewExample] {
        let dimmed = availability.isAvailable(on: configuration.platform) ? [] : ["dimmed-example"]
        // watchOS draws a platter stepped by − and +, not a thumb on a track (``watchPlatter(_:in:step:label:minimumLabel:maximumLabel:)``).
        let onWatch = configuration.platform == .watchOS
        let bound = ViewExample(
            title: "A slider bound to a value",
            caption: onWatch
                ? "Tap − or + at either end of the bar, as a turn of the Digital Crown would move it: the value under it follows."
                : "Drag the thumb, or press the arrow keys on it: the value under it follows.",
            plan: acrossTheStage(Build.vstack(spacing: 6, classes: dimmed, [pageSlider(Keys.speed, step: 0.1, ends: nil, on: configuration.platform), valueText(Keys.speed)])),
            code: state + "\n\n" + SwiftSource.block("var body: some View", [SwiftSource.block("VStack", [
                "Slider(\n    value: $speed,\n    in: 0...100,\n    onEditingChanged: { editing in\n        isEditing = editing\n    }\n)",
                valueCode,
            ])]),
            approximation: onWatch
                ? "The Digital Crown has no stand-in on a desktop: the − and + buttons move the value by 0.1 at a time."
                : "The value's colour, blue and red while the thumb is dragged, is not drawn: GTK 4.8's scale does not say when a drag begins and ends.")
        let stepped = ViewExample(
            title: "Steps, a label and the ends' labels",
            caption: onWatch
                ? "With a step of 5 the value moves from 0 to 100 five at a time. The label names the slider for VoiceOver; the ends' labels take the place of − and +."
                : "With a step of 5 the value moves from 0 to 100 five at a time. The label names the slider for VoiceOver; the ends' labels stand at either side of the track.",
            plan: acrossTheStage(Build.vstack(spacing: 6, classes: dimmed, [
                pageSlider(Keys.steppedSpeed, step: step, ends: ([Build.text("0")], [Build.text("100")]), on: configuration.platform),
                valueText(Keys.steppedSpeed),
            ])),
            code: state + "\n\n" + SwiftSource.block("var body: some View", [
                "Slider(\n    value: $speed,\n    in: 0...100,\n    step: 5\n) {\n    Text(\"Speed\")\n} minimumValueLabel: {\n    Text(\"0\")\n"
                    + "} maximumValueLabel: {\n    Text(\"100\")\n} onEditingChanged: { editing in\n    isEditing = editing\n}",
                valueCode,
            ]),
            approximation: "The label is not drawn beside the track, only read by screen readers; dragged, GTK's scale can stop between steps, where SwiftUI keeps to them.")
        return [bound, stepped]
    }

    /// The examples' state, as Apple's page declares it.
    static let state = "@State private var speed = 50.0\n@State private var isEditing = false"

    /// The Text under each slider, as Apple's page writes it.
    static let valueCode = "Text(\"\\(speed)\")\n    .foregroundColor(isEditing ? .red : .blue)"

    /// An example's views filling the stage's width, so that its slider can take it.
    private static func acrossTheStage(_ plan: WidgetPlan) -> WidgetPlan {
        plan.with(.hexpand, .bool(true)).with(.halign, .alignment(.fill))
    }

    /// The page's slider: a scale from 0 to 100 bound to `key` across the example's width, as SwiftUI's slider takes
    /// the width it is offered, moving by `step`, named for screen readers as the stepped example's label.
    private static func pageSlider(_ key: ExampleKey, step: Double, ends: (minimum: [WidgetPlan], maximum: [WidgetPlan])?,
                                   on platform: Platform) -> WidgetPlan {
        slider(StateBinding(key, .value), in: range, step: step, label: "Speed", minimumLabel: ends?.minimum ?? [], maximumLabel: ends?.maximum ?? [],
               on: platform)
    }

    /// A Slider, as the gallery draws it wherever it stands (this page, a scene): a track over `range` bound to
    /// `binding`, moving by `step`, the views of its `minimumValueLabel:` and `maximumValueLabel:` at either end of the
    /// track, named by its label, which SwiftUI reads to VoiceOver and does not draw beside the track on iPhone
    /// (https://developer.apple.com/documentation/swiftui/slider). The track takes the room across, as SwiftUI's
    /// slider does. On watchOS it is the watch's platter instead (``watchPlatter(_:in:step:label:minimumLabel:maximumLabel:)``).
    /// On the Mac the label is drawn before the track, as AppKit's slider is labelled, unless `showsLabel` is false
    /// because a form shows it in its label column.
    static func slider(_ binding: StateBinding, in range: ClosedRange<Double>, step: Double, label: String?, minimumLabel: [WidgetPlan] = [],
                       maximumLabel: [WidgetPlan] = [], on platform: Platform, showsLabel: Bool = true) -> WidgetPlan {
        if platform == .watchOS {
            return watchPlatter(binding, in: range, step: step, label: label, minimumLabel: minimumLabel, maximumLabel: maximumLabel)
        }
        let properties: [PlanProperty: PlanValue] = [.minimum: .double(range.lowerBound), .maximum: .double(range.upperBound), .step: .double(step),
                                                     .hexpand: .bool(true)]
        let track = WidgetPlan(.slider, properties, binding: binding, accessibleName: label)
        let leading = showsLabel && self.showsLabel(on: platform) ? label.map { [Build.text($0)] } ?? [] : []
        guard !minimumLabel.isEmpty || !maximumLabel.isEmpty || !leading.isEmpty else { return track }
        return Build.hstack(spacing: 8, leading + minimumLabel + [track] + maximumLabel).with(.hexpand, .bool(true))
    }

    /// Whether `platform` draws a slider's label beside it: the Mac does; iPhone, iPad and Vision Pro only name the
    /// slider by it (https://developer.apple.com/documentation/swiftui/slider: the label describes the slider's purpose,
    /// shown on macOS and read to VoiceOver elsewhere).
    static func showsLabel(on platform: Platform) -> Bool {
        platform == .macOS
    }

    /// A Slider as watchOS draws it: no thumb on a track, but a platter across the screen with a − button at its
    /// leading end, a + button at its trailing end and a bar between them filled to the value; a tap on − or +, or a
    /// turn of the Digital Crown, moves the value by its step
    /// (https://developer.apple.com/design/human-interface-guidelines/sliders, watchOS). The buttons are named
    /// "Decrease" and "Increase" for screen readers and reached with Tab; the bar is named by the slider's label and
    /// speaks its value. The crown has no stand-in on a desktop: the buttons adjust the value. Where the code gives
    /// the ends' labels, they are the buttons' faces in place of − and +, as a watch slider shows the images given for
    /// its minimum and maximum (https://developer.apple.com/documentation/watchkit/wkinterfaceslider).
    static func watchPlatter(_ binding: StateBinding, in range: ClosedRange<Double>, step: Double, label: String?,
                             minimumLabel: [WidgetPlan] = [], maximumLabel: [WidgetPlan] = []) -> WidgetPlan {
        let button = { (symbol: String, face: [WidgetPlan], name: String, amount: Double) in
            Build.adjustingButton(symbol, face: face, named: name, by: amount, binding, classes: ["slider-platter-step"])
        }
        let bar = WidgetPlan(.levelBar, [.minimum: .double(range.lowerBound), .maximum: .double(range.upperBound), .hexpand: .bool(true)],
                             classes: ["slider-platter-level"], binding: StateBinding(binding.key, .value), accessibleName: label)
        return Build.hstack(spacing: 6, classes: ["slider-platter"], [
            button("minus", minimumLabel, "Decrease", -step), bar, button("plus", maximumLabel, "Increase", step),
        ]).with(.hexpand, .bool(true))
    }

    /// The value the slider holds, as the Text under it shows it.
    private static func valueText(_ key: ExampleKey) -> WidgetPlan {
        Build.boundText(StateBinding(key, .value), [.template: .string("{value}"), .halign: .alignment(.start)])
    }
}
