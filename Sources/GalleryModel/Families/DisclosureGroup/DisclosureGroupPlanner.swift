/// Plans DisclosureGroup examples: an expander holding two toggles and a
/// nested group. The toggles take the context's automatic toggle look.
enum DisclosureGroupPlanner {
    static func plan(_ context: PlanContext) -> FamilyPlan {
        let sample = SampleContent.disclosure
        let toggleLook = context.automatic(.toggle, as: ToggleFamily.Look.self)
        let toggles = sample.toggles.enumerated().map { index, title in
            Build.toggleRow(title, look: toggleLook,
                   binding: context.bind(index == 0 ? DisclosureGroupFamily.firstToggle : DisclosureGroupFamily.secondToggle, .isOn))
        }
        let indicator = Self.indicator(context)
        let nested = expander(sample.nestedTitle, indicator: indicator,
                              binding: context.bind(DisclosureGroupFamily.nestedIsExpanded, .isOn),
                              content: Build.text(sample.nestedText, classes: ["dim-label"]))
        return FamilyPlan(expander(context.title(sample.title), indicator: indicator, binding: context.bind(DisclosureGroupFamily.isExpanded, .isOn),
                                   content: Build.vstack(spacing: 6, classes: ["disclosure-content"], toggles + [nested])))
    }

    /// The group with its toggles and nested group, with the requested style.
    static func code(_ context: PlanContext) -> String {
        let sample = SampleContent.disclosure
        let toggles = zip(sample.toggles, ["verboseLogging", "betaFeatures"]).map {
            "Toggle(\(SwiftSource.literal($0)), isOn: $\($1))"
        }
        let nested = SwiftSource.block("DisclosureGroup(\(SwiftSource.literal(sample.nestedTitle)), isExpanded: $showsExperimental)",
                                       ["Text(\(SwiftSource.literal(sample.nestedText)))"])
        return context.styled(SwiftSource.block("DisclosureGroup(\(SwiftSource.literal(sample.title)), isExpanded: $showsAdvanced)",
                                                toggles + [nested]))
    }

    /// What shows whether the group is expanded, in its resolved look.
    static func indicator(_ context: PlanContext) -> PlanValue.DisclosureIndicator {
        switch context.look(as: DisclosureGroupFamily.Look.self) {
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
