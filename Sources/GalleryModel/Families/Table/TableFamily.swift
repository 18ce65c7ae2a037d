/// `Table` and `.tableStyle(_:)`: everything the gallery knows about the family is in this folder.
struct TableFamily: FamilyDefinition {
    static let family = StyleFamily.table
    let viewName = "Table"
    let title = "Tables"
    let sidebarIcon = "x-office-spreadsheet-symbolic"
    let prefersWideCards = true
    let placements = PlacementTraits(inMenus: false, fillsScreen: true, inToolbars: false)
    var descriptor: FamilyDescriptor { .table }
    var automaticRules: [AutomaticRule<Self>] { Self.automaticRules }
    var resolutionExamples: [ResolutionExample<Self>] { Self.resolutionExamples }

    /// Every look of a Table: its styles, the deprecated striping initializers under their catalog names.
    enum Look: String, FamilyLook {
        typealias Family = TableFamily

        case inset, bordered
        case borderedAlternatesRowBackgrounds = "BorderedTableStyle(alternatesRowBackgrounds:)"
        case insetAlternatesRowBackgrounds = "inset(alternatesRowBackgrounds:)"
    }

    /// The selected row, or -1 for none.
    static let selection = SlotTemplate("selection", .int(-1), .index(-1...(SampleContent.tableRows.count - 1)))

    var slots: [SlotTemplate] {
        [Self.selection]
    }

    /// The column headers and rows as each platform draws them (``TableHeaderLook``, ``TableRowLook``).
    var stylesheet: String { TableHeaderLook.stylesheet + "\n" + TableRowLook.stylesheet }

    var drawing: FamilyDrawing<Self> {
        .control(draw: TablePlanner.plan, code: TablePlanner.code)
    }

    /// None: a Table's columns (`TableColumn`) are not views the scene model knows yet, so a composed Table could not
    /// be drawn or read back.
    let paletteItem: ScenePaletteItem? = nil
    let holdsContent = true
}

extension StyleFamily {
    /// `Table`, styled with `.tableStyle(_:)`.
    public static let table = StyleFamily(declaring: "table")
}
