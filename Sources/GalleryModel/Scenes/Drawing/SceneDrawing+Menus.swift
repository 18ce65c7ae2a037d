/// Menus of a scene: a Menu's button opening the scene's own items, and the items its children become
/// (https://developer.apple.com/documentation/swiftui/menu: buttons are commands, toggles checkmarks, pickers
/// inline choices or submenus, nested menus submenus, dividers part sections).
extension SceneDrawing {
    /// A Menu: the button its family planner draws for the resolved look, opening the scene's items instead of
    /// the sample's.
    mutating func menu(_ node: ResolvedSceneNode, _ context: PlanContext) -> WidgetPlan {
        let items = menuItems(node.content)
        let plan = context.family.definition.plan(context)
        note(plan.approximation)
        switch plan.content {
        case .widget(var button) where button.kind == .menuButton:
            button.menu = items
            return withEnvironment(button, node)
        case .widget, .rows, .menuItems:
            return menuButton(title: node.node.title ?? "Menu", items: items, context: context)
        }
    }

    /// A button opening `items`, laid out as the platform lays out menus.
    func menuButton(title: String, items: [MenuItemPlan], context: PlanContext) -> WidgetPlan {
        WidgetPlan(.menuButton, [.label: .string(title), .halign: .alignment(.center)], menu: items, accessibleName: title)
            .with(menuIcons: MenuLayout.of(context))
    }

    /// The items `nodes` become in a menu, parted into sections at each Divider.
    mutating func menuItems(_ nodes: [ResolvedSceneNode]) -> [MenuItemPlan] {
        var sections: [[MenuItemPlan]] = [[]]
        for node in nodes {
            if node.node.kind == .plain(.divider) {
                sections.append([])
            } else {
                sections[sections.count - 1] += items(of: node)
            }
        }
        let filled = sections.filter { !$0.isEmpty }
        return filled.count <= 1 ? filled.first ?? [] : filled.map { .section(nil, items: $0) }
    }

    /// The items one view becomes in a menu.
    private mutating func items(of node: ResolvedSceneNode) -> [MenuItemPlan] {
        let title = node.node.title ?? node.node.kind.typeName
        switch node.node.kind {
        case .layout(.section):
            return [.section(sectionHeader(node), items: menuItems(node.content))]
        case .layout:
            return menuItems(node.content)
        case .styled(.menu):
            let icon = node.control.map { planContext(node, $0).item(SampleContent.menu).symbol }
            return [.submenu(title, icon: icon.map(SymbolCatalog.iconName(for:)), items: menuItems(node.content))]
        case .styled, .plain(.secureField):
            guard let control = node.control else { return [.action(title)] }
            let plan = control.resolution.family.definition.plan(planContext(node, control))
            note(plan.approximation)
            if case .menuItems(let items) = plan.content { return items }
            return [.action(title)]
        case .plain, .unknown:
            return [.action(title)]
        }
    }
}
