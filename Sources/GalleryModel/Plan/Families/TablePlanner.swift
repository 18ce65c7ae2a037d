/// Plans Table examples: a column view, with the iPhone's single-column form.
enum TablePlanner {
    static func plan(_ context: PlanContext) -> FamilyPlan {
        // On an iPhone-width screen a Table shows only its first column, without headers (Apple's Table page).
        let compact = context.platform == .iOS
        let columns = compact ? [SampleContent.tableColumns[0]] : SampleContent.tableColumns
        let rows = SampleContent.tableRows.map { cells in
            WidgetPlan(.tableRow, [.cells: .strings(compact ? [cells[0]] : cells)])
        }
        let table = WidgetPlan(.columnView, [
            .items: .strings(columns), .showsHeaders: .bool(!compact),
            .alternatesRows: .bool(context.look == "bordered" || context.look == "inset"),
            .showsColumnSeparators: .bool(context.look == "bordered"),
        ], classes: ["table-style", "table-\(context.look)"], children: rows,
           binding: context.bind("selection", .selection), accessibleName: "People")
        return FamilyPlan(table)
    }
}
