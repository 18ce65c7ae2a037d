/// Plans LabeledContent examples: two facts, each a label and its value, laid out as the resolved look
/// arranges them. Each fact is a row of a form or list; a toolbar shows the first.
enum LabeledContentPlanner {
    static func plan(_ context: PlanContext<LabeledContentFamily>) -> FamilyPlan {
        let facts = facts(in: context)
        // A form lays each fact out: its title the row's label (in the Mac's label column), its value the control.
        let labelled = FamilyPlan(labelled: facts.map { fact in
            LabelledRow(label: fact.title, control: Build.text(fact.value, classes: ["dim-label"]))
        })
        switch context.look {
        case .labelColumn:
            return labelled
        case .trailingValue where context.placement == .form:
            return labelled
        case .trailingValue:
            // A toolbar item keeps its label and value together; elsewhere the row takes the width it is offered and
            // spreads them apart, the value at its trailing edge (so the VStack around the rows fills its stage too).
            let spreads = context.placement != .toolbar
            return stacked(facts.map { fact in
                let row = Build.hstack(spacing: spreads ? 12 : 6, [
                    Build.text(fact.title, spreads ? [.hexpand: .bool(true), .halign: .alignment(.start)] : [:]),
                    Build.text(fact.value, classes: ["dim-label"]),
                ])
                return spreads ? row.with(.hexpand, .bool(true)).with(.halign, .alignment(.fill)) : row
            }, context)
        case .stackedLabeledContentStyle:
            return stacked(facts.map { fact in
                Build.vstack(spacing: 2, [
                    Build.text(fact.title, classes: ["dim-label", "caption"], [.halign: .alignment(.start)]),
                    Build.text(fact.value, [.halign: .alignment(.start)]),
                ])
            }, context)
        }
    }

    /// The facts' rows: on a card outside a form, list or toolbar in the VStack its code writes them in; elsewhere
    /// each a row of its own (a Group's views are rows of the form or list around it).
    private static func stacked(_ rows: [WidgetPlan], _ context: PlanContext<LabeledContentFamily>) -> FamilyPlan {
        guard context.sceneNode == nil, [.standard, .menu].contains(context.placement) else { return FamilyPlan(rows: rows) }
        return FamilyPlan(SceneStackLayout.column(rows, on: context.platform))
    }

    /// The facts with the requested style: in a VStack on their own, as rows of a Form or List (a Group keeps
    /// them rows while carrying the style), the first alone in a toolbar.
    static func code(_ context: PlanContext<LabeledContentFamily>) -> String {
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

    /// What a scene's LabeledContent shows: its title (its first string, else the words of its `label:` closure) and its
    /// value as written — `value:` a string, a number, or an expression the app computes (shown as written, as a Text
    /// of one is), else the words of its content closure
    /// (https://developer.apple.com/documentation/swiftui/labeledcontent/init(_:value:)-5tah5,
    /// https://developer.apple.com/documentation/swiftui/labeledcontent/init(content:label:)).
    static func fact(of node: SceneNode) -> (title: String, value: String) {
        let title = node.title ?? node.slots.first { $0.label == "label" }?.children.lazy.compactMap(\.labelTitle).first ?? ""
        let written = node.arguments.first { $0.label == "value" }.flatMap { argument -> String? in
            switch argument.value {
            case .string(let text): text
            case .number(let number): BoundText.format(number)
            case .expression(let source): SceneDrawing.runtimeWords(source)
            case .localized(let localized): localized.words
            case .bool, .binding, .choice: nil
            }
        }
        let content = node.children.lazy.compactMap { child -> String? in
            child.title ?? child.computedTitleSource.map(SceneDrawing.runtimeWords)
        }.first
        return (title, written ?? content ?? "")
    }

    /// The facts the example shows in `context`: both, or the first in a toolbar, where room is short; in a scene the
    /// node's own, its title and its `value:` (or the words of its content).
    private static func facts(in context: PlanContext<LabeledContentFamily>) -> [(title: String, value: String)] {
        if let node = context.sceneNode { return [fact(of: node)] }
        return context.placement == .toolbar ? Array(SampleContent.labeledContent.prefix(1)) : SampleContent.labeledContent
    }
}
