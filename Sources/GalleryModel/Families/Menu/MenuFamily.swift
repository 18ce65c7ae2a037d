/// `Menu` and `.menuStyle(_:)`: everything the gallery knows about the family is in this folder.
struct MenuFamily: FamilyDefinition {
    let family = StyleFamily.menu
    let viewName = "Menu"
    let title = "Menus"
    let sidebarIcon = "open-menu-symbolic"
    let placements = PlacementTraits(inMenus: true, fillsScreen: false, inToolbars: true)
    var descriptor: FamilyDescriptor { .menu }
    var automaticRules: [AutomaticRule] { Self.automaticRules }

    let contextStyles = [
        ContextStyle(family: .menu, name: "submenu", summary: """
            A submenu item inside the enclosing menu.
            """),
    ]

    /// Every look of a Menu: its built-in styles, and what containers make of it.
    enum Look: String, CaseIterable, Sendable {
        case button, borderedButton, borderlessButton
        case submenu
    }

    /// The last command chosen from the example's menu ("" before any).
    static let lastAction = SlotTemplate("lastAction", .string(""), .oneOf([""] + actionNames))

    var slots: [SlotTemplate] {
        [Self.lastAction]
    }

    /// The commands the example can record as its last action.
    private static var actionNames: [String] {
        SampleContent.menuCommands.map(\.title) + SampleContent.nestedMenu.commands.map { "Move To \($0)" }
            + [SampleContent.menuDestructive.title]
    }

    func plan(_ context: PlanContext) -> FamilyPlan {
        MenuPlanner.plan(context)
    }

    func code(_ context: PlanContext) -> String {
        MenuPlanner.code(context)
    }
}

extension StyleFamily {
    /// `Menu`, styled with `.menuStyle(_:)`.
    public static let menu = StyleFamily(declaring: "menu")
}
