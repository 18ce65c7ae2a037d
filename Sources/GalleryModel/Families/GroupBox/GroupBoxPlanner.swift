/// Draws GroupBoxes: a box holding its views under its label, the one drawing of a group box, whether a scene's or
/// the card's sample (a line of text and a toggle under a Label). The views inside draw themselves in the box's
/// context (the toggle in its automatic look there).
enum GroupBoxPlanner {
    /// The box in its look around the views it holds, under its label where it has one.
    static func layOut(_ context: PlanContext<GroupBoxFamily>, _ content: inout ContainerContent) -> FamilyPlan {
        let look = context.look
        // The Mac's titled box sets its label in the regular weight above the box; the others as a headline inside it.
        let label = content.title.map { [self.label(SampleContent.Item($0, symbol: content.symbol ?? ""), bold: look != .titledBox)] } ?? []
        let views = content.views()
        // The classes draw each box (gallery.css; the card's tint comes from PlatformTheme).
        switch look {
        case .roundedBackground:
            return FamilyPlan(Build.vstack(spacing: 8, classes: ["group-box"], label + views))
        case .titledBox:
            return FamilyPlan(Build.vstack(spacing: 4, label + [Build.vstack(spacing: 8, classes: ["group-box-bordered"], views)]))
        case .cardGroupBoxStyle:
            return FamilyPlan(Build.vstack(spacing: 8, classes: ["card-group-box"], label + views))
        }
    }

    /// The card's box: its text and toggle, labelled by a Label, with the requested style.
    static func sample(_ context: PlanContext<GroupBoxFamily>) -> SceneNode {
        let sample = SampleContent.groupBox
        return SceneNode(.styled(.groupBox), children: [
            SceneNode(.plain(.text), arguments: [SceneArgument(nil, .string(sample.text))]),
            SceneNode(.styled(.toggle), arguments: [SceneArgument(nil, .string(sample.toggle)), SceneArgument("isOn", GroupBoxFamily.isOn.binding)]),
        ], slots: [SceneSlot(label: "label", children: [
            SceneNode(.styled(.label), arguments: [SceneArgument(nil, .string(sample.label.title)),
                                                   SceneArgument("systemImage", .string(sample.label.symbol))]),
        ])])
    }

    /// The box's label: the Label's symbol (when it names one) and title at the leading edge, the title bold as a
    /// headline or not.
    static func label(_ item: SampleContent.Item, bold: Bool) -> WidgetPlan {
        let icon = item.symbol.isEmpty ? [] : [Build.icon(item.symbol)]
        return Build.stack(.horizontal, spacing: 6, icon + [Build.text(item.title, classes: bold ? ["heading"] : [])], [.halign: .alignment(.start)])
    }
}
