/// `DisclosureGroup` and `.disclosureGroupStyle(_:)`: everything the gallery knows about the family is in this folder.
struct DisclosureGroupFamily: FamilyDefinition {
    let family = StyleFamily.disclosureGroup
    let viewName = "DisclosureGroup"
    let title = "Disclosure Groups"
    let sidebarIcon = "pan-down-symbolic"
    let placements = PlacementTraits(inMenus: false, fillsScreen: false, inToolbars: false)
    var descriptor: FamilyDescriptor { .disclosureGroup }
    var automaticRules: [AutomaticRule] { Self.automaticRules }

    let contextStyles = [
        ContextStyle(family: .disclosureGroup, name: "disclosureChevron", summary: """
            The label on a row with a chevron at the trailing edge that turns to point down while the content shows.
            """),
        ContextStyle(family: .disclosureGroup, name: "disclosureTriangle", summary: """
            The Mac's disclosure triangle before the label; the content appears indented below it.
            """),
    ]

    var slots: [SlotTemplate] {
        [
        SlotTemplate("isExpanded", .bool(true), .bool),
        SlotTemplate("nestedIsExpanded", .bool(false), .bool),
        SlotTemplate("firstToggle", .bool(false), .bool),
        SlotTemplate("secondToggle", .bool(true), .bool),
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
