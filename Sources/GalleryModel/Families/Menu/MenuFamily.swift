/// `Menu` and `.menuStyle(_:)`: everything the gallery knows about the family is in this folder.
struct MenuFamily: FamilyDefinition {
    static let family = StyleFamily.menu
    let viewName = "Menu"
    let title = "Menus"
    let sidebarIcon = "open-menu-symbolic"
    let placements = PlacementTraits(inMenus: true, fillsScreen: false, inToolbars: true)
    var descriptor: FamilyDescriptor { .menu }
    var automaticRules: [AutomaticRule<Self>] { Self.automaticRules }
    var resolutionExamples: [ResolutionExample<Self>] { Self.resolutionExamples }
    var compositionRules: [SceneCompositionRule] { Self.compositionRules }
    var adjustments: [StyleAdjustment<Self>] { Self.adjustments }

    let contextStyles = [
        ContextStyle(Look.submenu, summary: """
            A submenu item inside the enclosing menu.
            """),
    ]

    /// Every look of a Menu: its built-in styles, and what containers make of it.
    enum Look: String, FamilyLook {
        typealias Family = MenuFamily

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
        SampleContent.menuCommands.map(\.title) + SampleContent.nestedMenu.commands.map { "\(SampleContent.nestedMenu.title) \($0)" }
            + [SampleContent.menuDestructive.title]
    }

    var drawing: FamilyDrawing<Self> {
        .containerDrawingItsSample(ContainerTraits(placement: .menu, wraps: false), layOut: MenuPlanner.layOut,
                                   draw: MenuPlanner.plan, code: MenuPlanner.code)
    }

    let paletteItem: ScenePaletteItem? = ScenePaletteItem(.styled(Self.family), """
        Menu("Menu") {
            Button("Copy", action: {})
            Button("Paste", action: {})
        }
        """)
}

extension StyleFamily {
    /// `Menu`, styled with `.menuStyle(_:)`.
    public static let menu = StyleFamily(declaring: "menu")
}
