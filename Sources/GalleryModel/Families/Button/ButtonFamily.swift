/// `Button` and `.buttonStyle(_:)`: everything the gallery knows about the family is in this folder.
struct ButtonFamily: FamilyDefinition {
    static let family = StyleFamily.button
    let viewName = "Button"
    let title = "Buttons"
    let sidebarIcon = "input-mouse-symbolic"
    let placements = PlacementTraits(inMenus: true, fillsScreen: false, inToolbars: true)
    var descriptor: FamilyDescriptor { .button }
    var automaticRules: [AutomaticRule<Self>] { Self.automaticRules }
    var resolutionExamples: [ResolutionExample<Self>] { Self.resolutionExamples }
    var adjustments: [StyleAdjustment<Self>] { Self.adjustments }

    let contextStyles = [
        ContextStyle(Look.menuItem, summary: """
            An ordinary menu item that runs the action; a Label adds its icon.
            """),
        ContextStyle(Look.listRow, summary: """
            The whole row is the button: the title is drawn in the tint colour and a tap anywhere on the row triggers it.
            """),
    ]

    /// Every look of a Button: its built-in and custom styles, and what containers make of it.
    enum Look: String, FamilyLook {
        typealias Family = ButtonFamily

        case plain, borderless, bordered, borderedProminent, link, accessoryBar, accessoryBarAction, card
        case glass, glassWithValue = "glass(_:)", glassProminent
        case myButtonStyle = "MyButtonStyle", doubleClickButtonStyle = "DoubleClickButtonStyle"
        case menuItem, listRow
    }

    /// The Glass values `glass(_:)` offers: the two materials, no glass, a tinted and an interactive one.
    enum Glass: String, StyleChoice {
        case regular = ".regular", clear = ".clear", identity = ".identity"
        case tintedOrange = ".regular.tint(.orange)", interactive = ".regular.interactive()"
    }

    /// How many times the example's button has been pressed; in MyButtonStyle's stack of role buttons, Continue's.
    static let count = SlotTemplate("count", .int(0), .count)
    /// How many times MyButtonStyle's Cancel button has been pressed: each of the document's three buttons keeps its
    /// own count, as three Buttons in a scene do.
    static let cancelCount = SlotTemplate("cancelCount", .int(0), .count)
    /// How many times MyButtonStyle's Delete button has been pressed.
    static let deleteCount = SlotTemplate("deleteCount", .int(0), .count)

    var slots: [SlotTemplate] {
        [Self.count, Self.cancelCount, Self.deleteCount]
    }

    /// The count the button of `role` keeps in MyButtonStyle's stack.
    static func count(of role: ButtonRole) -> SlotTemplate {
        switch role {
        case .cancel: cancelCount
        case .destructive: deleteCount
        case .none: count
        }
    }

    var drawing: FamilyDrawing<Self> {
        .control(draw: ButtonPlanner.plan, code: ButtonPlanner.code)
    }

    let paletteItem: ScenePaletteItem? = ScenePaletteItem(.styled(Self.family), #"Button("Button", action: {})"#)
}

extension StyleFamily {
    /// `Button`, styled with `.buttonStyle(_:)`.
    public static let button = StyleFamily(declaring: "button")
}
