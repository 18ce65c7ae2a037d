/// `Toggle` and `.toggleStyle(_:)`: everything the gallery knows about the family is in this folder.
struct ToggleFamily: FamilyDefinition {
    let family = StyleFamily.toggle
    let viewName = "Toggle"
    let title = "Toggles"
    let sidebarIcon = "emblem-ok-symbolic"
    let placements = PlacementTraits(inMenus: true, fillsScreen: false, inToolbars: true)
    var descriptor: FamilyDescriptor { .toggle }
    var automaticRules: [AutomaticRule] { Self.automaticRules }

    var slots: [SlotTemplate] {
        [("isOn", .bool(true), .bool)]
    }

    func plan(_ context: PlanContext) -> FamilyPlan {
        TogglePlanner.plan(context)
    }

    func code(_ context: PlanContext) -> String {
        TogglePlanner.code(context)
    }
}

extension StyleFamily {
    /// `Toggle`, styled with `.toggleStyle(_:)`.
    public static let toggle = StyleFamily(declaring: "toggle")
}
