/// Plans Table examples: a column view of people, with the iPhone's single-column form.
enum TablePlanner {
    static func plan(_ context: PlanContext<TableFamily>) -> FamilyPlan {
        // On an iPhone-width screen a Table shows only its first column, without headers (Apple's Table page).
        let compact = context.platform == .iOS
        let columns = SampleContent.tableColumns.map(\.title)
        let rows = SampleContent.tableRows.map { WidgetPlan(.tableRow, [.cells: .strings($0)]) }
        // The deprecated alternatesRowBackgrounds: variants draw their base style.
        let base: TableFamily.Look = switch context.look {
        case .inset, .insetAlternatesRowBackgrounds: .inset
        case .bordered, .borderedAlternatesRowBackgrounds: .bordered
        }
        // Both base styles stripe their rows (their init() pages); the variants stripe as their argument says, and
        // alternatingRowBackgrounds(_:) overrides the bordered style's own striping.
        let striped = context.argument(as: Bool.self) ?? context.argument(as: RowBackgroundChoice.self)?.stripes(where: true) ?? true
        let table = WidgetPlan(.columnView, [
            .items: .strings(columns), .visibleColumns: .int(compact ? 1 : columns.count), .showsHeaders: .bool(!compact),
            .alternatesRows: .bool(striped),
            .showsColumnSeparators: .bool(base == .bordered),
        ], classes: ["table-style"] + (base == .bordered ? ["table-bordered"] : []), children: rows,
           binding: context.bind(TableFamily.selection, .selection), accessibleName: SampleContent.tableName)
        return FamilyPlan(table)
    }

    /// A Table of the sample people, its rows written out, with the requested style.
    static func code(_ context: PlanContext<TableFamily>) -> String {
        let columns = SampleContent.tableColumns.map {
            "TableColumn(\(SwiftSource.literal($0.title)), value: \\.\($0.property))"
        }
        let rows = SampleContent.tableRows.map { cells in
            let arguments = zip(SampleContent.tableColumns, cells).map { "\($0.property): \(SwiftSource.literal($1))" }
            return "TableRow(Person(\(arguments.joined(separator: ", "))))"
        }
        return context.styled(SwiftSource.blocks("Table(of: Person.self, selection: $selection)", [(nil, columns), ("rows", rows)]))
    }
}
