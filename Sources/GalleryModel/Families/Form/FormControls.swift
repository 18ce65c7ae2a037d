/// One row of a form: the words of its label (nil when the control carries its own, as a check box does, or
/// when the whole row is the control) and its control.
struct FormRow {
    let label: String?
    let control: WidgetPlan
}

/// The Form example's four controls in the looks a form gives them on the card's platform (the automatic
/// text field, toggle and picker of the form placement), bound to the card's slots.
struct FormControls {
    let nameField: FormRow
    let email: FormRow
    let previews: FormRow
    let sound: FormRow
    /// Whether the picker is a row that pushes its choices (Apple TV and Apple Watch), which GTK opens in a popover.
    let pushesChoices: Bool

    init(_ context: PlanContext, look: FormFamily.Look) {
        let columns = look == .columns
        let sample = SampleContent.form
        nameField = Self.field(context, columns: columns)
        // Controls that share their row with a label end it in a grouped form and start their column in a columns form.
        email = FormRow(label: sample.email.label,
                        control: Build.text(sample.email.value, classes: ["dim-label"], [.halign: .alignment(columns ? .start : .end)]))
        previews = Self.toggle(context, columns: columns)
        pushesChoices = Self.automatic(.picker, context, as: PickerFamily.Look.self) == .navigationLink
        sound = pushesChoices ? Self.pushingPicker(context, columns: columns) : Self.menuPicker(context, columns: columns)
    }

    /// The text field, its prompt the placeholder. Its label leads the row on the Mac and in columns; elsewhere
    /// the platform draws no label (TextFieldPlanner), and only assistive technologies say it.
    private static func field(_ context: PlanContext, columns: Bool) -> FormRow {
        let field = SampleContent.form.nameField
        let classes: [String] = switch automatic(.textField, context, as: TextFieldFamily.Look.self) {
        case .roundedBorder, .bordered: ["rounded-border"]
        case .squareBorder: ["square-border"]
        case .plain: ["flat", "plain-field"]
        }
        let entry = WidgetPlan(.entry, [.placeholder: .string(field.prompt), .hexpand: .bool(true)], classes: classes,
                               binding: context.bind(FormFamily.name, .text), accessibleName: field.label)
        return FormRow(label: context.platform == .macOS || columns ? field.label : nil, control: entry)
    }

    /// The toggle: Apple TV's wide button, a check box, or a switch.
    private static func toggle(_ context: PlanContext, columns: Bool) -> FormRow {
        let title = SampleContent.form.previewsToggle
        let isOn = context.bind(FormFamily.showsPreviews, .isOn)
        if context.platform == .tvOS {
            // Apple TV's toggle is a wide button that spells out its state, whichever style names it (TogglePlanner).
            let state = WidgetPlan(.label, [.onText: .string("On"), .offText: .string("Off")], classes: ["dim-label"],
                                   binding: isOn, origin: .system)
            let content = Build.hstack(spacing: 12, [Build.text(title, [.hexpand: .bool(true), .halign: .alignment(.start)]), state])
            return FormRow(label: nil, control: WidgetPlan(.toggleButton, [.hexpand: .bool(true)], classes: ["tvos-toggle"],
                                                           children: [content], binding: isOn, accessibleName: title))
        }
        if automatic(.toggle, context, as: ToggleFamily.Look.self) == .checkbox {
            // A check box keeps its title beside the box in columns; a grouped Mac form puts the box at the row's end.
            return columns
                ? FormRow(label: nil, control: WidgetPlan(.checkButton, [.label: .string(title), .halign: .alignment(.start)],
                                                          binding: isOn, accessibleName: title))
                : FormRow(label: title, control: WidgetPlan(.checkButton, binding: isOn, accessibleName: title))
        }
        return FormRow(label: title, control: WidgetPlan(.switchControl, [.halign: .alignment(columns ? .start : .end)],
                                                         binding: isOn, accessibleName: title))
    }

    /// The picker as a menu (PickerMenuButton): the Mac's pop-up button; on iPhone, iPad and Vision Pro the label
    /// at the leading edge and the tinted choice with ⌃⌄ at the trailing edge; a platter row holding its label elsewhere.
    private static func menuPicker(_ context: PlanContext, columns: Bool) -> FormRow {
        let sample = SampleContent.form
        let choices: [MenuItemPlan] = sample.sounds.indices.map {
            .choice(sample.sounds[$0], binding: context.bind(FormFamily.sound, .selects($0)))
        }
        let button = PickerMenuButton.plan(on: context.platform, label: sample.soundPicker, titles: sample.sounds,
                                           selection: context.bind(FormFamily.sound, .selection), choices: choices,
                                           extra: [.halign: .alignment(columns ? .start : .end)])
        let holdsLabel = PickerMenuButton.holdsLabel(on: context.platform)
        return FormRow(label: holdsLabel ? nil : sample.soundPicker, control: holdsLabel ? button.with(.halign, .alignment(.fill)) : button)
    }

    /// The picker as a row showing the choice and a chevron, which pushes the list of choices (opened here in a
    /// popover). In a grouped form the whole row is the button; in columns the label stays in its column.
    private static func pushingPicker(_ context: PlanContext, columns: Bool) -> FormRow {
        let sample = SampleContent.form
        let selection = context.bind(FormFamily.sound, .selection)
        let choices = WidgetPlan(.listBox, classes: ["boxed-list"], children: sample.sounds.indices.map { index in
            WidgetPlan(.listRow, children: [Build.hstack([
                Build.text(sample.sounds[index], [.hexpand: .bool(true), .halign: .alignment(.start)]),
                WidgetPlan(.image, [.iconName: .string("object-select-symbolic")], classes: ["selection-check"],
                           binding: context.bind(FormFamily.sound, .selects(index)), origin: .system),
            ])])
        }, binding: selection, accessibleName: sample.soundPicker)
        let title = columns ? [] : [Build.text(sample.soundPicker, [.hexpand: .bool(true), .halign: .alignment(.start)])]
        let face = Build.hstack(spacing: 8, title + [
            Build.boundText(selection, [.items: .strings(sample.sounds)], classes: ["dim-label"]),
            Build.icon("chevron.right").from(.system),
        ])
        return FormRow(label: columns ? sample.soundPicker : nil,
                       control: WidgetPlan(.popoverButton, [.hexpand: .bool(!columns)], classes: ["flat", "navigation-row"],
                                           children: [choices, face], accessibleName: sample.soundPicker))
    }

    /// How `family`'s automatic style resolves inside a form on the card's platform and release.
    private static func automatic<Look: RawRepresentable<String>>(_ family: StyleFamily, _ context: PlanContext, as _: Look.Type) -> Look {
        let name = StyleResolver.resolve(StyleCatalog.family(family).automatic, platform: context.platform,
                                         release: context.resolution.shownRelease, placement: .form).resolved.name
        guard let look = Look(rawValue: name) else { preconditionFailure("\(family) has no look named \(name)") }
        return look
    }
}
