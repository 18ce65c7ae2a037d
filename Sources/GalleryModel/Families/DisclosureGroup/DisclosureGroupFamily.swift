/// `DisclosureGroup` and `.disclosureGroupStyle(_:)`: everything the gallery knows about the family is in this folder.
struct DisclosureGroupFamily: FamilyDefinition {
    let family = StyleFamily.disclosureGroup
    let viewName = "DisclosureGroup"
    let title = "Disclosure Groups"
    let sidebarIcon = "pan-down-symbolic"
    let placements = PlacementTraits(inMenus: false, fillsScreen: false, inToolbars: false)
    var descriptor: FamilyDescriptor { .disclosureGroup }
    var automaticRules: [AutomaticRule] { Self.automaticRules }

    var slots: [SlotTemplate] {
        [
        ("isExpanded", .bool(true), .bool),
        ("nestedIsExpanded", .bool(false), .bool),
        ("firstToggle", .bool(false), .bool),
        ("secondToggle", .bool(true), .bool),
    ]
    }

    func plan(_ context: PlanContext) -> FamilyPlan {
        DisclosureGroupPlanner.plan(context)
    }

    func code(_ context: PlanContext) -> String {
        DisclosureGroupPlanner.code(context)
    }
}

extension StyleFamily {
    /// `DisclosureGroup`, styled with `.disclosureGroupStyle(_:)`.
    public static let disclosureGroup = StyleFamily(declaring: "disclosureGroup")
}
