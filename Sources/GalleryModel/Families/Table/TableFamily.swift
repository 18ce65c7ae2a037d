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

    /// Every look of a Table: its styles, the deprecated striping initializers under their catalog names.
    enum Look: String, CaseIterable, Sendable {
        case inset, bordered
        case borderedAlternatesRowBackgrounds = "BorderedTableStyle(alternatesRowBackgrounds:)"
        case insetAlternatesRowBackgrounds = "inset(alternatesRowBackgrounds:)"
    }

    /// The selected row, or -1 for none.
    static let selection = SlotTemplate("selection", .int(-1), .index(-1...(SampleContent.tableRows.count - 1)))

    var slots: [SlotTemplate] {
        [Self.selection]
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
