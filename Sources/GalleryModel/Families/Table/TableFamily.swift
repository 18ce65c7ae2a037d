/// `Table` and `.tableStyle(_:)`: everything the gallery knows about the family is in this folder.
struct TableFamily: FamilyDefinition {
    let family = StyleFamily.table
    let viewName = "Table"
    let title = "Tables"
    let sidebarIcon = "x-office-spreadsheet-symbolic"
    let prefersWideCards = true
    let placements = PlacementTraits(inMenus: false, fillsScreen: true, inToolbars: false)
    var descriptor: FamilyDescriptor { .table }
    var automaticRules: [AutomaticRule] { Self.automaticRules }

    var slots: [SlotTemplate] {
        [SlotTemplate("selection", .int(-1), .index(-1...(SampleContent.tableRows.count - 1)))]
    }

    func plan(_ context: PlanContext) -> FamilyPlan {
        TablePlanner.plan(context)
    }

    func code(_ context: PlanContext) -> String {
        TablePlanner.code(context)
    }
}

extension StyleFamily {
    /// `Table`, styled with `.tableStyle(_:)`.
    public static let table = StyleFamily(declaring: "table")
}
