/// Plans Toggle examples: switches, check boxes, toggle buttons, the tvOS
/// toggle and menu checkmark items, all of one Toggle: with a text title, or a Label where it is drawn as a button.
enum TogglePlanner {
    static func plan(_ context: PlanContext<ToggleFamily>) -> FamilyPlan {
        let resolved = context.look
        let sample = sample(for: resolved)
        let title = context.title(sample.item.title)
        let isOn = context.bind(ToggleFamily.isOn, .isOn)
        // Apple TV draws its switch style as the wide tvOS button too (togglestyle/automatic, Platform defaults).
        let look = resolved == .switch && context.platform == .tvOS ? .tvOSButton : resolved
        switch look {
        case .checkmarkMenuItem:
            return FamilyPlan(menu: [.check(title, binding: isOn)])
        case .checkbox where context.placement == .form:
            // A form lays the box out: its title is the row's label in a grouped form, beside the box in columns.
            return FamilyPlan(labelled: [LabelledRow(label: title, control: WidgetPlan(.checkButton, binding: isOn, accessibleName: title),
                                                     keepsLabelBesideControl: true)])
        case .checkbox:
            return FamilyPlan(WidgetPlan(.checkButton, [.label: .string(title)], binding: isOn, accessibleName: title))
        case .button:
            // As wide as its title, like every SwiftUI button; in a scene, in the button style written around it
            // (https://developer.apple.com/documentation/swiftui/togglestyle/button: the button style in the
            // environment draws it).
            // Titled by a Label, as the toggle styles document writes it: its label follows the label style in force
            // there, so a toolbar shows the icon alone and other places the icon and the title; the title names the
            // control for VoiceOver wherever it is hidden (https://developer.apple.com/documentation/swiftui/togglestyle/button).
            let explicit = context.composed.contains { $0.family == .button && !$0.style.isAutomatic }
            var button = context.labelledButton(.toggleButton, context.item(sample.item), binding: isOn,
                                                classes: explicit ? context.buttonClasses() : [])
            button.properties[.halign] = .alignment(.center)
            return FamilyPlan((context.argument(as: ChosenTint.self) ?? .accentColor).applied(to: button))
        case .tvOSButton:
            // The state words are tvOS's own, not the example's.
            let state = WidgetPlan(.label, [.onText: .string("On"), .offText: .string("Off")], classes: ["dim-label"],
                                   binding: isOn, origin: .system)
            let content = Build.hstack(spacing: 12, [Build.text(title, [.hexpand: .bool(true), .halign: .alignment(.start)]), state])
            return FamilyPlan(
                WidgetPlan(.toggleButton, [.hexpand: .bool(true)], classes: ["tvos-toggle"], children: [content],
                           binding: isOn, accessibleName: title).drawnAsRowPlatter(on: context.platform),
                approximation: "GTK has no tvOS focus engine: the focused control lifts onto the light platter with its shadow but does not tilt with the remote (no parallax).")
        case .switch where context.placement == .form:
            // A form lays the row out: the title as its label, the switch its control.
            return FamilyPlan(labelled: [LabelledRow(label: title, control: WidgetPlan(.switchControl, binding: isOn, accessibleName: title))])
        case .switch:
            // iOS and watchOS stretch title and switch across the row; macOS keeps them together. On Apple Watch, outside
            // a list, the toggle is a full-width rounded platter of its own (``DrawingContext/standsOnWatchPlatter``).
            let stretches = context.platform != .macOS
            let label = Build.text(title, stretches ? [.hexpand: .bool(true), .halign: .alignment(.start)] : [:])
            let control = WidgetPlan(.switchControl, [.halign: .alignment(.end)], binding: isOn, accessibleName: title)
            return FamilyPlan(Build.hstack(spacing: 12, classes: context.standsOnWatchPlatter ? ["toggle-platter"] : [], [label, control]))
        }
    }

    /// `Toggle("Enhance Sound", isOn: $isEnhanced)` with the requested style, the document's toggle for the look it
    /// is drawn in; drawn as a button, the toggle is titled by a Label,
    /// `Toggle(isOn: $isFlagged) { Label("Flag", systemImage: "flag.fill") }`.
    static func code(_ context: PlanContext<ToggleFamily>) -> String {
        let sample = sample(for: context.look)
        guard context.look == .button else {
            return context.styled("Toggle(\(SwiftSource.literal(sample.item.title)), isOn: $\(sample.state))")
        }
        return context.styled(SwiftSource.block("Toggle(isOn: $\(sample.state))", [SwiftSource.label(sample.item.title, symbol: sample.item.symbol)]))
    }

    /// The toggle reference/view-styles.zh.md writes for `look` ("toggleStyle(_:)"): the flag drawn as a button, the
    /// Mac's checkbox closing windows, and the sound switch everywhere else.
    static func sample(for look: ToggleFamily.Look) -> (item: SampleContent.Item, state: String) {
        switch look {
        case .button: SampleContent.flagToggle
        case .checkbox: SampleContent.checkboxToggle
        case .switch, .tvOSButton, .checkmarkMenuItem: SampleContent.toggle
        }
    }
}
