/// Draws DisclosureGroups: an expander holding its views under its title, the one drawing of a disclosure group,
/// whether a scene's or the card's sample (two toggles and a nested group). The views inside draw themselves in the
/// group's context (the toggles in their automatic look there).
enum DisclosureGroupPlanner {
    /// The group in its look around the views it holds.
    static func layOut(_ context: PlanContext<DisclosureGroupFamily>, _ content: inout ContainerContent) -> FamilyPlan {
        let views = Build.vstack(spacing: 6, classes: ["disclosure-content"], content.views())
        return FamilyPlan(expander(content.title ?? "DisclosureGroup", indicator: indicator(context),
                                   binding: context.bind(DisclosureGroupFamily.isExpanded, .isOn), content: views))
    }

    /// The card's group with its toggles and nested group, with the requested style.
    static func sample(_ context: PlanContext<DisclosureGroupFamily>) -> SceneNode {
        let sample = SampleContent.disclosure
        let toggles = zip(sample.toggles, [DisclosureGroupFamily.firstToggle, DisclosureGroupFamily.secondToggle]).map { title, slot in
            SceneNode(.styled(.toggle), arguments: [SceneArgument(nil, .string(title)), SceneArgument("isOn", slot.binding)])
        }
        let note = SceneNode(.plain(.text), arguments: [SceneArgument(nil, .string(sample.nestedText))])
        let nested = SceneNode(.styled(.disclosureGroup), arguments: [
            SceneArgument(nil, .string(sample.nestedTitle)), SceneArgument("isExpanded", DisclosureGroupFamily.nestedIsExpanded.binding),
        ], children: [note])
        return SceneNode(.styled(.disclosureGroup), arguments: [
            SceneArgument(nil, .string(sample.title)), SceneArgument("isExpanded", DisclosureGroupFamily.isExpanded.binding),
        ], children: toggles + [nested])
    }

    /// What shows whether the group is expanded, in its resolved look.
    static func indicator(_ context: PlanContext<DisclosureGroupFamily>) -> PlanValue.DisclosureIndicator {
        switch context.look {
        case .disclosureTriangle: .leadingChevron
        case .myDisclosureStyle: .showHideText
        case .disclosureChevron: .trailingChevron
        }
    }

    /// An expander drawn with `indicator`, in a title row of the plan's own (GTK's filled triangle hidden):
    /// the Mac's small grey chevron before the title, the tinted chevron after it elsewhere, each pointing
    /// right while closed and down while open ("A disclosure triangle points inward from the leading edge when
    /// its content is hidden and down when its content is visible",
    /// https://developer.apple.com/design/human-interface-guidelines/disclosure-controls), or MyDisclosureStyle's
    /// show/hide word.
    static func expander(_ title: String, indicator: PlanValue.DisclosureIndicator, binding: StateBinding, content: WidgetPlan) -> WidgetPlan {
        let label = Build.text(title, [.hexpand: .bool(true), .halign: .alignment(.start)])
        let row: [WidgetPlan] = switch indicator {
        case .leadingChevron:
            [chevron(binding, classes: ["disclosure-chevron-leading"]), label]
        case .trailingChevron:
            [label, chevron(binding, classes: ["disclosure-chevron"])]
        case .showHideText:
            [label, Build.boundText(binding, [.onText: .string("hide"), .offText: .string("show")], classes: ["show-hide-state"])]
        }
        let titleRow = Build.stack(.horizontal, spacing: indicator == .leadingChevron ? 4 : 8, row, [.hexpand: .bool(true)])
        return WidgetPlan(.expander, [.label: .string(title), .indicator: .indicator(indicator)],
                          classes: ["disclosure", "indicator-\(indicator.rawValue)"], children: [content, titleRow],
                          binding: binding, accessibleName: title)
    }

    /// The chevron that points right while the group is closed and down while it is open.
    private static func chevron(_ binding: StateBinding, classes: [String]) -> WidgetPlan {
        WidgetPlan(.image, [.onIcon: Build.iconValue("chevron.down"), .offIcon: Build.iconValue("chevron.right")],
                   classes: classes, binding: binding, origin: .system)
    }
}
