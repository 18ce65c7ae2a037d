/// Menus of a scene: the items its views become inside a Menu
/// (https://developer.apple.com/documentation/swiftui/menu: buttons are commands, toggles checkmarks, pickers
/// inline choices or submenus, nested menus submenus, dividers part sections).
extension SceneDrawing {
    /// A button opening `items`, which open as the platform lays out menus: a view drawn as menu items outside a menu.
    func menuButton(title: String, items: [MenuItemPlan]) -> WidgetPlan {
        Build.menuButton(title: title, items: items)
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

    /// The items one view becomes in a menu: what its family draws there (a nested Menu its submenu), a Section's
    /// items under its header, a stack's views' items, or a command named by its title.
    private mutating func items(of node: ResolvedSceneNode) -> [MenuItemPlan] {
        let title = node.node.title ?? node.node.kind.typeName
        switch node.node.kind {
        case .layout(.section):
            return [.section(sectionHeader(node), items: menuItems(node.content))]
        case .layout:
            return menuItems(node.content)
        case .styled, .plain(.secureField):
            let destructive = node.node.buttonRole == .destructive
            if case .menuItems(let items)? = plan(of: node)?.content {
                // A Button's destructive role draws its command in red
                // (https://developer.apple.com/documentation/swiftui/buttonrole/destructive).
                return items.map { item in
                    if destructive, case .action(let title, let icon, let binding, _) = item {
                        return .action(title, icon: icon, binding: binding, destructive: true)
                    }
                    return item
                }
            }
            return [.action(title, destructive: destructive)]
        case .plain, .unknown, .platformView, .stylePart:
            return [.action(title)]
        }
    }
}
