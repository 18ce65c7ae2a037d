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
        case "DoubleClickButtonStyle":
            let button = doubleClickButton(binding: count, accessibleName: "Open Project")
            return FamilyPlan(Build.vstack([button, Build.text("Double-click to run the action", classes: ["dim-label", "caption"]), feedback]))
        case "MyButtonStyle":
            return FamilyPlan(Build.vstack([myButtonStyle(item.title, role: .none, binding: count), feedback]))
        default:
            return FamilyPlan(Build.vstack([builtInButton(item, context: context, binding: count), feedback]))
        }
    }

    /// A button showing `item` as the built-in look of `context` draws it, with `role`'s colours;
    /// as a list row it fills its row.
    static func builtInButton(_ item: SampleContent.Item, context: PlanContext, role: ButtonRole = .none, binding: StateBinding) -> WidgetPlan {
        let classes = (lookClasses[context.look] ?? []) + role.classes(forBuiltIn: context.look)
        var button = TogglePlanner.labelledButton(.button, item, context: context, binding: binding, classes: classes)
        if context.look == "listRow" {
            button.properties[.hexpand] = .bool(true)
            button.properties[.halign] = .string("fill")
        }
        return button
    }

    /// A button drawn by the documents' role-aware `MyButtonStyle`.
    static func myButtonStyle(_ title: String, role: ButtonRole, binding: StateBinding) -> WidgetPlan {
        WidgetPlan(.button, [.label: .string(title)], classes: ["flat", "plain-button"] + role.myButtonStyleClasses,
                   binding: binding, accessibleName: title)
    }

    /// The documents' `DoubleClickButtonStyle` button: it runs its action on a double click only.
    static func doubleClickButton(binding: StateBinding, accessibleName: String) -> WidgetPlan {
        WidgetPlan(.button, [.label: .string("Open Project"), .activation: .string("doubleClick")],
                   classes: ["flat", "double-click-button"], binding: binding, accessibleName: accessibleName)
    }

    /// CSS classes that draw each built-in button look.
    static let lookClasses: [String: [String]] = [
        "plain": ["flat", "plain-button"],
        "borderless": ["flat", "borderless-button"],
        "bordered": ["bordered-button"],
        "borderedProminent": ["suggested-action", "prominent-button"],
        "link": ["flat", "link-button"],
        "listRow": ["flat", "list-row-button"],
    ]
}
