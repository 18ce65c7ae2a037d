/// Plans Table examples: a column view of people, with the iPhone's single-column form.
enum TablePlanner {
    static func plan(_ context: PlanContext<TableFamily>) -> FamilyPlan {
        // On an iPhone-width screen a Table shows only its first column, without headers (Apple's Table page).
        let compact = context.platform == .iOS
        // In a scene, the file's own columns head the table, each cell naming the property its column shows (the rows'
        // values are the app's data, which the gallery does not have); on a card, the sample's people.
        let own = TableColumnsInScene(context.sceneNode)
        let columns = own?.titles ?? SampleContent.tableColumns.map(\.title)
        let rows = (own?.rows ?? SampleContent.tableRows).map { WidgetPlan(.tableRow, [.cells: .strings($0)]) }
        // The deprecated alternatesRowBackgrounds: variants draw their base style.
        let base: TableFamily.Look = switch context.look {
        case .inset, .insetAlternatesRowBackgrounds: .inset
        case .bordered, .borderedAlternatesRowBackgrounds: .bordered
        }
        // On the Mac both base styles stripe their rows (their init() pages); the variants stripe as their argument
        // says, and alternatingRowBackgrounds(_:) overrides the bordered style's own striping. Only the Mac alternates a
        // table's rows: the modifier and its behaviour exist there alone
        // (https://developer.apple.com/documentation/swiftui/alternatingrowbackgroundbehavior/automatic: macOS 14),
        // and iPad's and Vision Pro's tables part their rows with lines.
        let striped = context.platform == .macOS
            && (context.argument(as: Bool.self) ?? context.argument(as: RowBackgroundChoice.self)?.stripes(where: true) ?? true)
        let table = WidgetPlan(.columnView, [
            .items: .strings(columns), .visibleColumns: .int(compact ? 1 : columns.count), .showsHeaders: .bool(!compact),
            .alternatesRows: .bool(striped),
            .showsColumnSeparators: .bool(base == .bordered), .showsRowSeparators: .bool(TableRowLook.on(context.platform).separatesRows),
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

/// The columns a scene's Table writes (`TableColumn("Name", value: \.name)`), or nil when it writes none.
struct TableColumnsInScene {
    /// Each column's title.
    let titles: [String]
    /// The rows its `rows:` closure writes with literal values (`TableRow(Person(name: "Ada"))`), each cell its column's
    /// property's; else as many rows as the sample has, each cell naming the property its column shows (`name`).
    let rows: [[String]]

    init?(_ node: SceneNode?) {
        guard let node else { return nil }
        let columns = node.children.filter { $0.kind == .plain(.tableColumn) }
        guard !columns.isEmpty else { return nil }
        titles = columns.map { $0.title ?? "" }
        let properties = columns.map { column -> String? in
            guard let value = column.arguments.first(where: { $0.label == "value" }), case .expression(let path) = value.value else { return nil }
            return path.hasPrefix("\\.") ? String(path.dropFirst(2)) : path
        }
        let written = node.slots.first { $0.label == "rows" }?.children.compactMap { row -> [String]? in
            guard case .expression(let value)? = row.arguments.first?.value else { return nil }
            let cells = properties.map { property in property.flatMap { Self.literal(labelled: $0, in: value) } }
            return cells.allSatisfy { $0 != nil } ? cells.compactMap { $0 } : nil
        } ?? []
        rows = written.isEmpty ? Array(repeating: properties.map { $0 ?? "—" }, count: SampleContent.tableRows.count) : written
    }

    /// The string literal after `label:` in `text`: "Ada" of `Person(givenName: "Ada", …)`.
    private static func literal(labelled label: String, in text: String) -> String? {
        guard let found = text.range(of: label + ": \"") else { return nil }
        return String(text[found.upperBound...].prefix { $0 != "\"" })
    }
}
