/// `GroupBox` and `.groupBoxStyle(_:)`: everything the gallery knows about the family is in this folder.
struct GroupBoxFamily: FamilyDefinition {
    let family = StyleFamily.groupBox
    let viewName = "GroupBox"
    let title = "Group Boxes"
    let sidebarIcon = "view-continuous-symbolic"
    let placements = PlacementTraits(inMenus: false, fillsScreen: false, inToolbars: false)
    var descriptor: FamilyDescriptor { .groupBox }
    var automaticRules: [AutomaticRule] { Self.automaticRules }

    let contextStyles = [
        ContextStyle(family: .groupBox, name: "roundedBackground", summary: """
            A rounded box filled with the next shade of background, the label in bold at its top and the content below it, \
            all inside the box.
            """),
        ContextStyle(family: .groupBox, name: "titledBox", summary: """
            The Mac's box: the label sits above a lightly filled box with a thin border, and the content sits inside.
            """),
    ]

    /// Every look of a GroupBox: its custom style, and what each platform makes of the automatic one.
    enum Look: String, CaseIterable, Sendable {
        case cardGroupBoxStyle = "CardGroupBoxStyle"
        case roundedBackground, titledBox
    }

    /// Whether the toggle inside the box is on.
    static let isOn = SlotTemplate("isOn", .bool(true), .bool)

    var slots: [SlotTemplate] {
        [Self.isOn]
    }

    func plan(_ context: PlanContext) -> FamilyPlan {
        GroupBoxPlanner.plan(context)
    }

    func code(_ context: PlanContext) -> String {
        GroupBoxPlanner.code(context)
    }
}

extension StyleFamily {
    /// `GroupBox`, styled with `.groupBoxStyle(_:)`.
    public static let groupBox = StyleFamily(declaring: "groupBox")
}
