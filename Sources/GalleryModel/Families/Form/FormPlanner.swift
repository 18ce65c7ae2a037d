/// Draws Forms: the one layout of a form's views, whether a scene's or the card's sample, a settings screen of two
/// sections (a text field and a labelled value; a toggle and a picker). Each view draws itself as a form's row, in
/// the look SwiftUI gives it inside a form on the platform (its family's automatic style of the form placement); the
/// form lays the rows out as its style says.
///
/// `grouped` (developer.apple.com/documentation/swiftui/formstyle/grouped): each section a panel of rows under
/// its header, each label at the leading edge of its row and its control at the trailing edge. The panels are
/// drawn as the platform's grouped list draws its sections (the List family's classes): rounded and inset on
/// iPhone, iPad, Vision Pro and the Mac (System Settings), edge to edge on Apple TV, a platter per row on the
/// watch. Section headers are set in capitals outside the Mac, as in the List family's grouped looks.
///
/// `columns` (developer.apple.com/documentation/swiftui/formstyle/columns): one grid for the whole form, labels
/// trailing-aligned in the leading column, controls and values leading-aligned in the trailing column. A check
/// box keeps its title beside the box in the value column; each section's header heads its rows at the leading
/// edge (the gallery's reading: Apple's page does not say where headers go).
enum FormPlanner {
    /// The form's sections in its look.
    static func layOut(_ context: PlanContext<FormFamily>, _ content: inout ContainerContent) -> FamilyPlan {
        let sections = content.sections()
        switch context.look {
        case .grouped:
            return FamilyPlan(Build.vstack(spacing: 18, sections.map { section in
                content.tagged(groupedSection(section.header, section.rows, footer: section.footer, on: context.platform, era: context.era), as: section)
            }))
        case .columns:
            return FamilyPlan(columns(sections.map { (header: $0.header, rows: $0.rows, footer: $0.footer) }))
        }
    }

    /// The card's form with its two sections, with the requested style.
    static func sample(_ context: PlanContext<FormFamily>) -> SceneNode {
        let sample = SampleContent.form
        let text = { (words: String) in SceneNode(.plain(.text), arguments: [SceneArgument(nil, .string(words))]) }
        let sounds = sample.sounds.map { sound in
            SceneNode(.plain(.text), arguments: [SceneArgument(nil, .string(sound))],
                      modifiers: [SceneModifier(.other(name: "tag", source: ".tag(Sound.\(SampleContent.actionName(sound)))"))])
        }
        let profile = SceneNode(.layout(.section), arguments: [SceneArgument(nil, .string(sample.profileHeader))], children: [
            SceneNode(.styled(.textField), arguments: [
                SceneArgument(nil, .string(sample.nameField.label)), SceneArgument("text", FormFamily.name.binding),
                SceneArgument("prompt", .expression(SceneSource.view(text(sample.nameField.prompt)))),
            ]),
            SceneNode(.styled(.labeledContent), arguments: [SceneArgument(nil, .string(sample.email.label)),
                                                            SceneArgument("value", .string(sample.email.value))]),
        ])
        let notifications = SceneNode(.layout(.section), arguments: [SceneArgument(nil, .string(sample.notificationsHeader))], children: [
            SceneNode(.styled(.toggle), arguments: [SceneArgument(nil, .string(sample.previewsToggle)),
                                                    SceneArgument("isOn", FormFamily.showsPreviews.binding)]),
            SceneNode(.styled(.picker), arguments: [SceneArgument(nil, .string(sample.soundPicker)),
                                                    SceneArgument("selection", FormFamily.sound.binding)], children: sounds),
        ])
        return SceneNode(.styled(.form), children: [profile, notifications])
    }

    /// The classes of a grouped form's section panel on `platform`, drawn as the platform's grouped list draws its
    /// sections; Apple TV's grouped rows are platters of their own, as its lists' are.
    static func panelClasses(on platform: Platform) -> [String] {
        let panel: String = switch platform {
        case .watchOS: "list-platters"
        case .tvOS: "list-grouped"
        case .iOS, .iPadOS, .macOS, .visionOS: "list-insetGrouped"
        }
        return ["list-style", panel] + (platform == .tvOS ? ["list-platters"] : [])
    }

    /// A grouped section: its header (if any) over a panel of rows, each label leading and each control trailing, and
    /// its footer (if any) under it.
    static func groupedSection(_ header: String?, _ rows: [LabelledRow], footer: [String] = [], on platform: Platform, era: DesignEra) -> WidgetPlan {
        let mac = platform == .macOS
        let listRows = rows.map { WidgetPlan.listRow(holding: $0.widget) }
        let panel = WidgetPlan(.listBox, classes: WidgetPlan.panelClasses(panelClasses(on: platform), rows: listRows), children: listRows,
                               accessibleName: header ?? "Form")
        // A footer is small secondary text under the section's panel, as a list's is.
        let below = footer.map { Build.text($0, classes: ["list-footer"], [.halign: .alignment(.start), .wraps: .bool(true)]) }
        guard header != nil || !below.isEmpty else { return panel }
        let capitals = PlatformTheme.of(platform).setsSectionHeadersInCapitals(in: era)
        let above = header.map { [Build.text($0, classes: [mac ? "heading" : "list-header"], [.halign: .alignment(.start), .uppercased: .bool(capitals), .wraps: .bool(true)])] } ?? []
        return Build.vstack(spacing: 6, above + [panel] + below)
    }

    /// The whole form as two columns whose rows are paired, so that each label stays level with its control and each
    /// row is as tall as what it holds (a footer's two lines, a stepper), not as the tallest row of the form: the
    /// labels trailing-aligned, the controls leading-aligned, each section's header on a row of its own and its footer
    /// under its controls. A control that
    /// takes the width it is offered fills its column, as a Slider does in the Mac's form
    /// (https://developer.apple.com/documentation/swiftui/formstyle/columns).
    static func columns(_ sections: [(header: String?, rows: [LabelledRow], footer: [String])]) -> WidgetPlan {
        let empty = WidgetPlan(.box, [.orientation: .orientation(.horizontal), .spacing: .int(0)])
        var labels: [WidgetPlan] = []
        var controls: [WidgetPlan] = []
        for section in sections {
            if let header = section.header {
                labels.append(Build.text(header, classes: ["heading"], [.halign: .alignment(.start), .wraps: .bool(true)]))
                controls.append(empty)
            }
            for row in section.rows {
                let beside = row.keepsLabelBesideControl
                labels.append((beside ? nil : row.labelWidget(.end)) ?? empty)
                let control = beside ? row.controlWithLabelBeside : row.control
                // A view that takes the width it is offered (a Slider, a TextField) runs to the column's end.
                let flexible = control.bool(.hexpand) == true
                controls.append(control.with(.valign, .alignment(.center)).with(.halign, .alignment(flexible ? .fill : .start)))
            }
            // A footer is small secondary text under the section's controls, in their column.
            for line in section.footer {
                labels.append(empty)
                controls.append(Build.text(line, classes: ["list-footer"], [.halign: .alignment(.start), .valign: .alignment(.start), .wraps: .bool(true)]))
            }
        }
        return Build.stack(.horizontal, spacing: 10, classes: ["form-columns"], [
            Build.stack(.vertical, spacing: 8, labels),
            Build.stack(.vertical, spacing: 8, controls, [.hexpand: .bool(true)]),
        ], [.pairsRows: .bool(true)])
    }
}
