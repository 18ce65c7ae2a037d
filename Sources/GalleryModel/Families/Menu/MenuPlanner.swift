/// Draws Menus: a button that opens the menu (drawn with the context's button look), or a submenu inside a larger
/// menu. The card's menu holds the sample's commands, recording the last one chosen for the card's status line; a
/// scene's holds the items its views become. Both go through ``menu(_:item:items:status:)``.
enum MenuPlanner {
    /// The card's menu of the sample's commands.
    static func plan(_ context: PlanContext<MenuFamily>) -> FamilyPlan {
        let feedback = Build.status(context.bind(MenuFamily.lastAction, .text), [
            .template: .string("Last chosen: {value}"), .placeholder: .string("Nothing chosen yet"),
        ])
        return menu(context, item: context.item(SampleContent.menu), items: menuItems(context), status: [feedback])
    }

    /// A scene's menu of the items its views become, labelled by its title and symbol: a symbol alone where its label is
    /// an Image (`Menu { … } label: { Image(systemName: "arrow.up.arrow.down") }`), "Menu" where it has neither.
    static func layOut(_ context: PlanContext<MenuFamily>, _ content: inout ContainerContent) -> FamilyPlan {
        let title = content.title ?? (content.symbol == nil ? "Menu" : "")
        return menu(context, item: SampleContent.Item(title, symbol: content.symbol ?? ""), items: content.menuItems(), status: [])
    }

    /// The menu labelled `item` opening `items`, in its look.
    private static func menu(_ context: PlanContext<MenuFamily>, item: SampleContent.Item, items: [MenuItemPlan], status: [WidgetPlan]) -> FamilyPlan {
        // The button menu style takes its look from the button style in effect (reference/view-styles.zh.md);
        // the older bordered and borderless button menu styles fix it.
        let buttonClasses: [String]
        switch context.look {
        case .submenu:
            return FamilyPlan(menu: [.submenu(item.title, icon: item.icon, items: items)], status: status)
        case .borderedButton: buttonClasses = context.buttonClasses(.bordered)
        case .borderlessButton: buttonClasses = context.buttonClasses(.borderless)
        case .button: buttonClasses = context.buttonClasses()
        }
        return FamilyPlan(context.closedMenuButton(item, items: items, classes: buttonClasses), status: status)
    }

    /// The Menu with its commands, nested menu and destructive command, with the requested style.
    static func code(_ context: PlanContext<MenuFamily>) -> String {
        let item = SampleContent.menu
        let nested = SampleContent.nestedMenu
        let commands = SampleContent.menuCommands.map { SwiftSource.button($0, inline: true) }
        let move = SwiftSource.block("Menu(\(SwiftSource.literal(nested.title)))", zip(nested.commands, nested.actions).map {
            "Button(\(SwiftSource.literal($0)), action: \($1))"
        })
        let content = commands + [move, "Divider()", SwiftSource.button(SampleContent.menuDestructive, role: .destructive, inline: true)]
        guard !item.symbol.isEmpty else { return context.styled(SwiftSource.block("Menu(\(SwiftSource.literal(item.title)))", content)) }
        return context.styled(SwiftSource.blocks("Menu", [(nil, content), ("label", [SwiftSource.label(item.title, symbol: item.symbol)])]))
    }

    /// The sample menu: commands, a nested menu and a destructive command in its own section.
    static func menuItems(_ context: PlanContext<MenuFamily>) -> [MenuItemPlan] {
        let last = context.bind(MenuFamily.lastAction, .text).key
        let commands: [MenuItemPlan] = SampleContent.menuCommands.map {
            .action($0.title, icon: SymbolCatalog.iconName(for: $0.symbol), binding: StateBinding(last, .record($0.title)))
        }
        let nested = SampleContent.nestedMenu
        let move: MenuItemPlan = .submenu(nested.title, items: nested.commands.map {
            .action($0, binding: StateBinding(last, .record("\(nested.title) \($0)")))
        })
        let delete = SampleContent.menuDestructive
        return [
            .section(nil, items: commands + [move]),
            .section(nil, items: [.action(delete.title, icon: SymbolCatalog.iconName(for: delete.symbol),
                                          binding: StateBinding(last, .record(delete.title)), destructive: true)]),
        ]
    }
}
