/// Plans Form examples: a settings screen of two sections (a text field and a labelled value; a toggle and a
/// picker), laid out as the form style says. The controls take the looks SwiftUI gives them inside a form on
/// the platform: the automatic toggle, picker and text field of the form placement.
///
/// `grouped` (developer.apple.com/documentation/swiftui/formstyle/grouped): each section a panel of rows under
/// its header, each label at the leading edge of its row and its control at the trailing edge. The panels are
/// drawn as the platform's grouped list draws its sections (the List family's classes): rounded and inset on
/// iPhone, iPad, Vision Pro and the Mac (System Settings), edge to edge on Apple TV, a platter per row on the
/// watch. Outside the Mac a field shows only its prompt, without its label, and section headers are set in
/// capitals, as in the List family's grouped looks.
///
/// `columns` (developer.apple.com/documentation/swiftui/formstyle/columns): one grid for the whole form, labels
/// trailing-aligned in the leading column, controls and values leading-aligned in the trailing column. A check
/// box keeps its title beside the box in the value column; each section's header heads its rows at the leading
/// edge (the gallery's reading: Apple's page does not say where headers go).
enum FormPlanner {
    static func plan(_ context: PlanContext) -> FamilyPlan {
        let sample = SampleContent.FormExample.self
        let look = context.look(as: FormFamily.Look.self)
        let controls = Controls(context, look: look)
        let sections = [
            (header: sample.profileHeader, rows: [controls.nameField, controls.email]),
            (header: sample.notificationsHeader, rows: [controls.previews, controls.sound]),
        ]
        let approximation = controls.pushesChoices
            ? "GTK has no navigation push here: the picker's choices open in a popover instead of a pushed list." : nil
        switch look {
        case .grouped:
            return FamilyPlan(Build.vstack(spacing: 18, sections.map { groupedSection($0.header, $0.rows, context) }),
                              approximation: approximation)
        case .columns:
            return FamilyPlan(columns(sections), approximation: approximation)
        }
    }

    /// The form with its two sections, with the requested style.
    static func code(_ context: PlanContext) -> String {
        let sample = SampleContent.FormExample.self
        let sounds = sample.sounds.map { "Text(\(SwiftSource.literal($0))).tag(Sound.\(SampleContent.actionName($0)))" }
        let profile = SwiftSource.block("Section(\(SwiftSource.literal(sample.profileHeader)))", [
            "TextField(\(SwiftSource.literal(sample.nameField.label)), text: $name, prompt: Text(\(SwiftSource.literal(sample.nameField.prompt))))",
            "LabeledContent(\(SwiftSource.literal(sample.email.label)), value: \(SwiftSource.literal(sample.email.value)))",
        ])
        let notifications = SwiftSource.block("Section(\(SwiftSource.literal(sample.notificationsHeader)))", [
            "Toggle(\(SwiftSource.literal(sample.previewsToggle)), isOn: $showsPreviews)",
            SwiftSource.block("Picker(\(SwiftSource.literal(sample.soundPicker)), selection: $sound)", sounds),
        ])
        return context.styled(SwiftSource.block("Form", [profile, notifications]))
    }

    /// One row of a form: the words of its label (nil when the control carries its own, as a check box does,
    /// or when the whole row is the control) and its control.
    fileprivate struct Row {
        let label: String?
        let control: WidgetPlan
    }

    /// A grouped section: its header over a panel of rows, each label leading and each control trailing.
    private static func groupedSection(_ header: String, _ rows: [Row], _ context: PlanContext) -> WidgetPlan {
        let mac = context.platform == .macOS
        let panel: String = switch context.platform {
        case .watchOS: "list-platters"
        case .tvOS: "list-grouped"
        case .iOS, .iPadOS, .macOS, .visionOS: "list-insetGrouped"
        }
        let listRows = rows.map { row in
            let content = row.label.map { label in
                Build.hstack(spacing: 12, [Build.text(label, [.hexpand: .bool(true), .halign: .string("start")]),
                                           row.control.with(.halign, .string("end"))])
            } ?? row.control.with(.hexpand, .bool(true))
            return WidgetPlan(.listRow, children: [content])
        }
        return Build.vstack(spacing: 6, [
            Build.text(header, classes: [mac ? "heading" : "list-header"], [.halign: .string("start"), .uppercased: .bool(!mac)]),
            WidgetPlan(.listBox, classes: ["list-style", panel], children: listRows, accessibleName: header),
        ])
    }

    /// The whole form as two columns of equal rows, so that each label stays level with its control: the
    /// labels trailing-aligned, the controls leading-aligned, each section's header on a row of its own.
    private static func columns(_ sections: [(header: String, rows: [Row])]) -> WidgetPlan {
        let empty = WidgetPlan(.box, [.orientation: .string("horizontal"), .spacing: .int(0)])
        var labels: [WidgetPlan] = []
        var controls: [WidgetPlan] = []
        for section in sections {
            labels.append(Build.text(section.header, classes: ["heading"], [.halign: .string("start")]))
            controls.append(empty)
            for row in section.rows {
                labels.append(row.label.map { Build.text($0, [.halign: .string("end")]) } ?? empty)
                controls.append(row.control.with(.valign, .string("center")))
            }
        }
        return Build.stack("horizontal", spacing: 10, classes: ["form-columns"], [
            Build.stack("vertical", spacing: 8, labels, [.homogeneous: .bool(true)]),
            Build.stack("vertical", spacing: 8, controls, [.homogeneous: .bool(true), .hexpand: .bool(true)]),
        ])
    }
}

/// The form's four controls in the looks a form gives them on the card's platform, bound to the card's slots.
private struct Controls {
    let nameField: FormPlanner.Row
    let email: FormPlanner.Row
    let previews: FormPlanner.Row
    let sound: FormPlanner.Row
    /// Whether the picker is a row that pushes its choices (Apple TV and Apple Watch), which GTK opens in a popover.
    let pushesChoices: Bool

    init(_ context: PlanContext, look: FormFamily.Look) {
        let sample = SampleContent.FormExample.self
        let mac = context.platform == .macOS
        let columns = look == .columns
        // Controls that share their row with a label end it in a grouped form and start their column in a columns form.
        let edge: PlanValue = .string(columns ? "start" : "end")

        // The prompt is the field's placeholder. Its label leads the row on the Mac and in columns; elsewhere the
        // platform draws no label (TextFieldPlanner), and only assistive technologies say it.
        let labelsLead = mac || columns
        let fieldClasses: [String] = switch Self.automatic(.textField, context, as: TextFieldFamily.Look.self) {
        case .roundedBorder, .bordered: ["rounded-border"]
        case .squareBorder: ["square-border"]
        case .plain: ["flat", "plain-field"]
        }
        nameField = FormPlanner.Row(
            label: labelsLead ? sample.nameField.label : nil,
            control: WidgetPlan(.entry, [.placeholder: .string(sample.nameField.prompt), .hexpand: .bool(true)], classes: fieldClasses,
                                binding: context.bind(FormFamily.name, .text), accessibleName: sample.nameField.label))

        email = FormPlanner.Row(label: sample.email.label,
                                control: Build.text(sample.email.value, classes: ["dim-label"], [.halign: edge]))

        let title = sample.previewsToggle
        let isOn = context.bind(FormFamily.showsPreviews, .isOn)
        if context.platform == .tvOS {
            // Apple TV's toggle is a wide button that spells out its state, whichever style names it (TogglePlanner).
            let state = WidgetPlan(.label, [.onText: .string("On"), .offText: .string("Off")], classes: ["dim-label"],
                                   binding: isOn, origin: .system)
            let content = Build.hstack(spacing: 12, [Build.text(title, [.hexpand: .bool(true), .halign: .string("start")]), state])
            previews = FormPlanner.Row(label: nil, control: WidgetPlan(.toggleButton, [.hexpand: .bool(true)], classes: ["tvos-toggle"],
                                                                       children: [content], binding: isOn, accessibleName: title))
        } else if Self.automatic(.toggle, context, as: ToggleFamily.Look.self) == .checkbox {
            // A check box keeps its title beside the box in columns; a grouped Mac form puts the box at the row's end.
            previews = columns
                ? FormPlanner.Row(label: nil, control: WidgetPlan(.checkButton, [.label: .string(title), .halign: edge], binding: isOn,
                                                                   accessibleName: title))
                : FormPlanner.Row(label: title, control: WidgetPlan(.checkButton, binding: isOn, accessibleName: title))
        } else {
            previews = FormPlanner.Row(label: title, control: WidgetPlan(.switchControl, [.halign: edge], binding: isOn, accessibleName: title))
        }

        let label = sample.soundPicker
        let selection = context.bind(FormFamily.sound, .selection)
        pushesChoices = Self.automatic(.picker, context, as: PickerFamily.Look.self) == .navigationLink
        if pushesChoices {
            let choices = WidgetPlan(.listBox, classes: ["boxed-list"], children: sample.sounds.indices.map { index in
                WidgetPlan(.listRow, children: [Build.hstack([
                    Build.text(sample.sounds[index], [.hexpand: .bool(true), .halign: .string("start")]),
                    WidgetPlan(.image, [.iconName: .string("object-select-symbolic")], classes: ["selection-check"],
                               binding: context.bind(FormFamily.sound, .selects(index)), origin: .system),
                ])])
            }, binding: selection, accessibleName: label)
            // In a grouped form the whole row is the button; in columns the label stays in its column.
            let face = Build.hstack(spacing: 8, (columns ? [] : [Build.text(label, [.hexpand: .bool(true), .halign: .string("start")])]) + [
                Build.boundText(selection, [.items: .strings(sample.sounds)], classes: ["dim-label"]),
                Build.icon("chevron.right").from(.system),
            ])
            sound = FormPlanner.Row(label: columns ? label : nil,
                                    control: WidgetPlan(.popoverButton, [.hexpand: .bool(!columns)], classes: ["flat", "navigation-row"],
                                                        children: [choices, face], accessibleName: label))
        } else {
            // The Mac's pop-up button; elsewhere a tinted button showing the choice (PickerPlanner's menu look).
            sound = FormPlanner.Row(label: label, control: WidgetPlan(.dropDown, [.items: .strings(sample.sounds), .halign: edge],
                                                                      classes: mac ? [] : ["flat", "tinted-popup"],
                                                                      binding: selection, accessibleName: label))
        }
    }

    /// How `family`'s automatic style resolves inside a form on the card's platform and release.
    private static func automatic<Look: RawRepresentable<String>>(_ family: StyleFamily, _ context: PlanContext, as _: Look.Type) -> Look {
        let name = StyleResolver.resolve(StyleCatalog.family(family).automatic, platform: context.platform,
                                         release: context.resolution.shownRelease, placement: .form).resolved.name
        guard let look = Look(rawValue: name) else { preconditionFailure("\(family) has no look named \(name)") }
        return look
    }
}
