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
        let sample = SampleContent.form
        let look = context.look(as: FormFamily.Look.self)
        let controls = FormControls(context, look: look)
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
        let sample = SampleContent.form
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

    /// The classes of a grouped form's section panel on `platform`, drawn as the platform's grouped list draws its
    /// sections; Apple TV's grouped rows are platters of their own, as its lists' are.
    static func panelClasses(on platform: Platform) -> [String] {
        let panel: String = switch platform {
        case .watchOS: "list-platters"
        case .tvOS: "list-grouped"
        case .iOS, .iPadOS, .macOS, .visionOS: "list-insetGrouped"
        }
        return ["list-style", panel] + (ListPlanner.rowsOnPlatters(.grouped, on: platform) ? ["list-platters"] : [])
    }

    /// A grouped section: its header over a panel of rows, each label leading and each control trailing.
    static func groupedSection(_ header: String, _ rows: [FormRow], _ context: PlanContext) -> WidgetPlan {
        let mac = context.platform == .macOS
        let listRows = rows.map { row in
            let content = row.label.map { label in
                Build.hstack(spacing: 12, [Build.text(label, [.hexpand: .bool(true), .halign: .alignment(.start)]),
                                           row.control.with(.halign, .alignment(.end))])
            } ?? row.control.with(.hexpand, .bool(true))
            return WidgetPlan(.listRow, children: [content])
        }
        return Build.vstack(spacing: 6, [
            Build.text(header, classes: [mac ? "heading" : "list-header"], [.halign: .alignment(.start), .uppercased: .bool(!mac)]),
            WidgetPlan(.listBox, classes: panelClasses(on: context.platform), children: listRows,
                       accessibleName: header),
        ])
    }

    /// The whole form as two columns of equal rows, so that each label stays level with its control: the
    /// labels trailing-aligned, the controls leading-aligned, each section's header on a row of its own.
    static func columns(_ sections: [(header: String, rows: [FormRow])]) -> WidgetPlan {
        let empty = WidgetPlan(.box, [.orientation: .orientation(.horizontal), .spacing: .int(0)])
        var labels: [WidgetPlan] = []
        var controls: [WidgetPlan] = []
        for section in sections {
            labels.append(Build.text(section.header, classes: ["heading"], [.halign: .alignment(.start)]))
            controls.append(empty)
            for row in section.rows {
                labels.append(row.label.map { Build.text($0, [.halign: .alignment(.end)]) } ?? empty)
                controls.append(row.control.with(.valign, .alignment(.center)))
            }
        }
        return Build.stack(.horizontal, spacing: 10, classes: ["form-columns"], [
            Build.stack(.vertical, spacing: 8, labels, [.homogeneous: .bool(true)]),
            Build.stack(.vertical, spacing: 8, controls, [.homogeneous: .bool(true), .hexpand: .bool(true)]),
        ])
    }
}
