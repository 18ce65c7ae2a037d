/// Plans LabeledContent examples: two facts, each a label and its value, laid out as the resolved look
/// arranges them. Each fact is a row of a form or list; a toolbar shows the first.
enum LabeledContentPlanner {
    static func plan(_ context: PlanContext) -> FamilyPlan {
        let look = context.look(as: LabeledContentFamily.Look.self)
        let rows = facts(in: context).map { fact -> WidgetPlan in
            switch look {
            case .trailingValue:
                // A toolbar item keeps its label and value together; elsewhere the row spreads them apart.
                let spreads = context.placement != .toolbar
                return Build.hstack(spacing: spreads ? 12 : 6, [
                    Build.text(fact.title, spreads ? [.hexpand: .bool(true), .halign: .string("start")] : [:]),
                    Build.text(fact.value, classes: ["dim-label"]),
                ])
            case .labelColumn:
                // The Mac form's label column (as wide as the TextField card's), the label at its trailing edge.
                let column = Build.stack("horizontal", spacing: 0, [
                    Build.text(fact.title, [.hexpand: .bool(true), .halign: .string("end")]),
                ], [.width: .int(80)])
                return Build.hstack(spacing: 8, [column, Build.text(fact.value, classes: ["dim-label"], [.halign: .string("start")])])
            case .stackedLabeledContentStyle:
                return Build.vstack(spacing: 2, [
                    Build.text(fact.title, classes: ["dim-label", "caption"], [.halign: .string("start")]),
                    Build.text(fact.value, [.halign: .string("start")]),
                ])
            }
        }
        return FamilyPlan(rows: rows)
    }

    /// The facts with the requested style: in a VStack on their own, as rows of a Form or List (a Group keeps
    /// them rows while carrying the style), the first alone in a toolbar.
    static func code(_ context: PlanContext) -> String {
        let views = facts(in: context).map {
            "LabeledContent(\(SwiftSource.literal($0.title)), value: \(SwiftSource.literal($0.value)))"
        }
        switch context.placement {
        case .toolbar:
            return context.styled(views.joined(separator: "\n"))
        case .form, .list:
            return context.styled(SwiftSource.block("Group", views))
        case .standard, .menu:
            // The menu case is never planned: LabeledContent cannot sit in a menu (its placement traits).
            return context.styled(SwiftSource.block("VStack", views))
        }
    }

    /// The facts the example shows in `context`: both, or the first in a toolbar, where room is short.
    private static func facts(in context: PlanContext) -> [(title: String, value: String)] {
        context.placement == .toolbar ? Array(SampleContent.labeledContent.prefix(1)) : SampleContent.labeledContent
    }
}
