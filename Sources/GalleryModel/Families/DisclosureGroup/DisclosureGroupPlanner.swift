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
        let indicator: PlanValue.DisclosureIndicator = switch context.look(as: DisclosureGroupFamily.Look.self) {
        case .disclosureTriangle: .leadingTriangle
        case .myDisclosureStyle: .showHideText
        case .disclosureChevron: .trailingChevron
        }
        let nested = expander(sample.nestedTitle, indicator: indicator,
                              binding: context.bind(DisclosureGroupFamily.nestedIsExpanded, .isOn),
                              content: Build.text(sample.nestedText, classes: ["dim-label"]))
        return FamilyPlan(expander(sample.title, indicator: indicator, binding: context.bind(DisclosureGroupFamily.isExpanded, .isOn),
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

    /// An expander drawn with `indicator`: GTK's leading triangle, or a title row of the plan's own
    /// with a trailing chevron or MyDisclosureStyle's show/hide word.
    private static func expander(_ title: String, indicator: PlanValue.DisclosureIndicator, binding: StateBinding, content: WidgetPlan) -> WidgetPlan {
        let state: WidgetPlan? = switch indicator {
        case .trailingChevron:
            WidgetPlan(.image, [.onIcon: .string("pan-down-symbolic"), .offIcon: .string("pan-end-symbolic")],
                       classes: ["disclosure-chevron"], binding: binding, origin: .system)
        case .showHideText:
            Build.boundText(binding, [.onText: .string("hide"), .offText: .string("show")], classes: ["show-hide-state"])
        case .leadingTriangle:
            nil
        }
        let titleRow = state.map { state in
            Build.stack(.horizontal, spacing: 8, [Build.text(title, [.hexpand: .bool(true), .halign: .alignment(.start)]), state],
                        [.hexpand: .bool(true)])
        }
        // A title row of the plan's own hides GTK's triangle (indicator-trailingChevron, indicator-showHideText in gallery.css).
        return WidgetPlan(.expander, [.label: .string(title), .indicator: .indicator(indicator)],
                          classes: ["disclosure"] + (titleRow == nil ? [] : ["indicator-\(indicator.rawValue)"]),
                          children: [content] + (titleRow.map { [$0] } ?? []),
                          binding: binding, accessibleName: title)
    }
}
