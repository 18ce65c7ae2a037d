/// Plans GroupBox examples: a box labelled with a Label, holding a line of text and a toggle. The toggle
/// takes the context's automatic toggle look.
enum GroupBoxPlanner {
    static func plan(_ context: PlanContext) -> FamilyPlan {
        let sample = SampleContent.groupBox
        let content = [
            Build.text(sample.text, [.halign: .alignment(.start)]),
            Build.toggleRow(sample.toggle, look: context.automatic(.toggle, as: ToggleFamily.Look.self),
                   binding: context.bind(GroupBoxFamily.isOn, .isOn)),
        ]
        // The classes draw each box (gallery.css; the card's tint comes from PlatformTheme).
        switch context.look(as: GroupBoxFamily.Look.self) {
        case .roundedBackground:
            return FamilyPlan(Build.vstack(spacing: 8, classes: ["group-box"], [label(context.item(sample.label), bold: true)] + content))
        case .titledBox:
            return FamilyPlan(Build.vstack(spacing: 4, [
                label(context.item(sample.label), bold: false),
                Build.vstack(spacing: 8, classes: ["group-box-bordered"], content),
            ]))
        case .cardGroupBoxStyle:
            return FamilyPlan(Build.vstack(spacing: 8, classes: ["card-group-box"], [label(context.item(sample.label), bold: true)] + content))
        }
    }

    /// The box with its text, toggle and label, with the requested style.
    static func code(_ context: PlanContext) -> String {
        let sample = SampleContent.groupBox
        return context.styled(SwiftSource.blocks("GroupBox", [
            (nil, ["Text(\(SwiftSource.literal(sample.text)))",
                   "Toggle(\(SwiftSource.literal(sample.toggle)), isOn: $\(SampleContent.actionName(sample.toggle)))"]),
            ("label", [SwiftSource.label(sample.label.title, symbol: sample.label.symbol)]),
        ]))
    }

    /// The box's label: the Label's symbol and title at the leading edge, the title bold as a headline or not.
    static func label(_ item: SampleContent.Item, bold: Bool) -> WidgetPlan {
        Build.stack(.horizontal, spacing: 6, [Build.icon(item.symbol), Build.text(item.title, classes: bold ? ["heading"] : [])],
                    [.halign: .alignment(.start)])
    }
}
