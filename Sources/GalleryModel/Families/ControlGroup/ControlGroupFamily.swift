/// `ControlGroup` and `.controlGroupStyle(_:)`: everything the gallery knows about the family is in this folder.
struct ControlGroupFamily: FamilyDefinition {
    let family = StyleFamily.controlGroup
    let viewName = "ControlGroup"
    let title = "Control Groups"
    let sidebarIcon = "view-grid-symbolic"
    let placements = PlacementTraits(inMenus: true, fillsScreen: false, inToolbars: true)
    var descriptor: FamilyDescriptor { .controlGroup }
    var automaticRules: [AutomaticRule] { Self.automaticRules }

    var slots: [SlotTemplate] {
        [("lastAction", .string(""), .oneOf([""] + actionNames))]
    }

    /// The commands the example can record as its last action.
    private var actionNames: [String] {
        SampleContent.controlGroupItems.map(\.title)
    }

    func plan(_ context: PlanContext) -> FamilyPlan {
        ControlGroupPlanner.plan(context)
    }

    func code(_ context: PlanContext) -> String {
        ControlGroupPlanner.code(context)
    }
}

extension StyleFamily {
    /// `ControlGroup`, styled with `.controlGroupStyle(_:)`.
    public static let controlGroup = StyleFamily(declaring: "controlGroup")
}
