/// Plans Button examples: every built-in look, menu items, list rows, and the
/// documents' custom styles.
enum ButtonPlanner {
    static func plan(_ context: PlanContext) -> FamilyPlan {
        let item = SampleContent.button
        let count = context.bind("count", .count)
        let feedback = Build.boundText(count, [.template: .string("Pressed {value} times")], classes: ["dim-label", "caption"])
        switch context.look {
        case "menuItem":
            return FamilyPlan(menu: [.action(item.title, icon: SymbolCatalog.iconName(for: item.symbol), binding: count)])
        case "listRow":
            let row = WidgetPlan(.button, [.label: .string(item.title), .hexpand: .bool(true), .halign: .string("fill")],
                                 classes: ["flat", "list-row-button"], binding: count, accessibleName: item.title)
            return FamilyPlan(Build.vstack([row, feedback]))
        case "DoubleClickButtonStyle":
            let button = WidgetPlan(.button, [.label: .string("Open Project"), .activation: .string("doubleClick")],
                                    classes: ["flat", "double-click-button"], binding: count, accessibleName: "Open Project")
            return FamilyPlan(Build.vstack([button, Build.text("Double-click to run the action", classes: ["dim-label", "caption"]), feedback]))
        case "MyButtonStyle":
            let button = WidgetPlan(.button, [.label: .string(item.title)], classes: ["flat", "plain-button", "title2"],
                                    binding: count, accessibleName: item.title)
            return FamilyPlan(Build.vstack([button, feedback]))
        default:
            let classes = lookClasses[context.look] ?? []
            let button = TogglePlanner.labelledButton(.button, item, context: context, binding: count, classes: classes)
            return FamilyPlan(Build.vstack([button, feedback]))
        }
    }

    /// CSS classes that draw each built-in button look.
    static let lookClasses: [String: [String]] = [
        "plain": ["flat", "plain-button"],
        "borderless": ["flat", "borderless-button"],
        "bordered": ["bordered-button"],
        "borderedProminent": ["suggested-action", "prominent-button"],
        "link": ["flat", "link-button"],
    ]
}
