/// Plans List examples: one section of rows, drawn per list style with CSS.
enum ListPlanner {
    static func plan(_ context: PlanContext) -> FamilyPlan {
        let rows = SampleContent.listRows.map { row in
            WidgetPlan(.listRow, children: [Build.hstack(spacing: 12, [
                Build.text(row.title, [.hexpand: .bool(true), .halign: .string("start")]),
                Build.text(row.value, classes: ["dim-label"]),
            ])])
        }
        // Grouped lists on iOS-family platforms set section headers in capitals; the Mac does not.
        let header = context.platform == .macOS ? SampleContent.listSection : SampleContent.listSection.uppercased()
        let list = WidgetPlan(.listBox, context.look == "bordered" ? [.alternatesRows: .bool(true)] : [:],
                              classes: ["list-style", "list-\(context.look)"], children: rows,
                              binding: context.bind("selection", .selection), accessibleName: SampleContent.listSection)
        let section = Build.vstack([
            Build.text(header, classes: ["list-header"], [.halign: .string("start")]),
            list,
            Build.text("Rows are LabeledContent views.", classes: ["list-footer"], [.halign: .string("start")]),
        ])
        let approximation: String? = switch context.look {
        case "carousel": "GTK cannot tilt rows as they scroll: the carousel's rows are drawn as large flat cards."
        case "elliptical": "GTK cannot curve rows along the watch face: the elliptical list is drawn as a column of cards."
        case "sidebar": "The sidebar's collapsible section header is drawn as a plain heading."
        default: nil
        }
        return FamilyPlan(section, approximation: approximation)
    }
}
