/// `Toggle` and `.toggleStyle(_:)`: everything the gallery knows about the family is in this folder.
struct ToggleFamily: FamilyDefinition {
    static let family = StyleFamily.toggle
    let viewName = "Toggle"
    let title = "Toggles"
    let sidebarIcon = "emblem-ok-symbolic"
    let placements = PlacementTraits(inMenus: true, fillsScreen: false, inToolbars: true)
    var descriptor: FamilyDescriptor { .toggle }
    var automaticRules: [AutomaticRule<Self>] { Self.automaticRules }
    var resolutionExamples: [ResolutionExample<Self>] { Self.resolutionExamples }
    var compositionRules: [SceneCompositionRule] { Self.compositionRules }
    var adjustments: [StyleAdjustment<Self>] { Self.adjustments }

    let contextStyles = [
        ContextStyle(Look.tvOSButton, summary: """
            The tvOS toggle: a wide, focusable button that fills the row and shows the title \
            with the current state written out beside it.
            """),
        ContextStyle(Look.checkmarkMenuItem, summary: """
            A menu item showing the title, with a checkmark only while the toggle is on.
            """),
    ]

    /// Every look of a Toggle: its built-in and custom styles, and what containers make of it.
    enum Look: String, FamilyLook {
        typealias Family = ToggleFamily

        case `switch`, checkbox, button
        case tvOSButton, checkmarkMenuItem
    }

    /// Whether the example's toggle is on.
    static let isOn = SlotTemplate("isOn", .bool(true), .bool)

    var slots: [SlotTemplate] {
        [Self.isOn]
    }

    var drawing: FamilyDrawing<Self> {
        .control(draw: TogglePlanner.plan, code: TogglePlanner.code)
    }

    let paletteItem: ScenePaletteItem? = ScenePaletteItem(.styled(Self.family), state: ["isOn = true"], #"Toggle("Toggle", isOn: $isOn)"#)
}

extension StyleFamily {
    /// `Toggle`, styled with `.toggleStyle(_:)`.
    public static let toggle = StyleFamily(declaring: "toggle")
}
