/// `Label` and `.labelStyle(_:)`: everything the gallery knows about the family is in this folder.
struct LabelFamily: FamilyDefinition {
    let family = StyleFamily.label
    let viewName = "Label"
    let title = "Labels"
    let sidebarIcon = "user-bookmarks-symbolic"
    let placements = PlacementTraits(inMenus: true, fillsScreen: false, inToolbars: true)
    var descriptor: FamilyDescriptor { .label }
    var automaticRules: [AutomaticRule] { Self.automaticRules }

    /// Every look of a Label: its built-in and custom styles.
    enum Look: String, CaseIterable, Sendable {
        case iconOnly, titleAndIcon, titleOnly
        case MyLabelStyle, RedBorderedLabelStyle, ShadowLabelStyle, ShadowEraseLabelStyle, ShadowLabelTryStyle
        case SwapLabelStyle, HStackLabelStyle, AccessibleLabelStyle
    }

    func plan(_ context: PlanContext) -> FamilyPlan {
        LabelPlanner.plan(context)
    }

    func code(_ context: PlanContext) -> String {
        LabelPlanner.code(context)
    }
}

extension StyleFamily {
    /// `Label`, styled with `.labelStyle(_:)`.
    public static let label = StyleFamily(declaring: "label")
}
