/// Plans DisclosureGroup examples: an expander holding two toggles and a
/// nested group. The toggles take the context's automatic toggle look.
enum DisclosureGroupPlanner {
    static func plan(_ context: PlanContext) -> FamilyPlan {
        let sample = SampleContent.disclosure
        let toggleLook = context.automatic(.toggle)
        let toggles = sample.toggles.enumerated().map { index, title in
            toggle(title, look: toggleLook, binding: context.bind(index == 0 ? "firstToggle" : "secondToggle", .isOn))
        }
        let indicator: String = switch context.look {
        case "disclosureTriangle": "leadingTriangle"
        case "MyDisclosureStyle": "showHideText"
        default: "trailingChevron"
        }
        let nested = WidgetPlan(.expander, [.label: .string(sample.nestedTitle), .indicator: .string(indicator)],
                                classes: ["disclosure"], children: [Build.text(sample.nestedText, classes: ["dim-label"])],
                                binding: context.bind("nestedIsExpanded", .isOn), accessibleName: sample.nestedTitle)
        let group = WidgetPlan(.expander, [.label: .string(sample.title), .indicator: .string(indicator)],
                               classes: ["disclosure"], children: [Build.vstack(spacing: 6, classes: ["disclosure-content"], toggles + [nested])],
                               binding: context.bind("isExpanded", .isOn), accessibleName: sample.title)
        return FamilyPlan(group)
    }

    /// A toggle in the given look (switch row or check box).
    private static func toggle(_ title: String, look: String, binding: StateBinding) -> WidgetPlan {
        if look == "checkbox" {
            return WidgetPlan(.checkButton, [.label: .string(title)], binding: binding, accessibleName: title)
        }
        return Build.hstack(spacing: 12, [
            Build.text(title, [.hexpand: .bool(true), .halign: .string("start")]),
            WidgetPlan(.switchControl, binding: binding, accessibleName: title),
        ])
    }
}
