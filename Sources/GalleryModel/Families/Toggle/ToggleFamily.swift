/// `Toggle` and `.toggleStyle(_:)`: everything the gallery knows about the family is in this folder.
struct ToggleFamily: FamilyDefinition {
    let family = StyleFamily.toggle
    let viewName = "Toggle"
    let title = "Toggles"
    let sidebarIcon = "emblem-ok-symbolic"
    let placements = PlacementTraits(inMenus: true, fillsScreen: false, inToolbars: true)
    var descriptor: FamilyDescriptor { .toggle }
    var automaticRules: [AutomaticRule] { Self.automaticRules }

    let contextStyles = [
        ContextStyle(family: .toggle, name: "tvOSButton", summary: """
            The tvOS toggle: a wide, focusable button that fills the row and shows the title \
            with the current state written out beside it.
            """),
        ContextStyle(family: .toggle, name: "checkmarkMenuItem", summary: """
            A menu item showing the title, with a checkmark only while the toggle is on.
            """),
    ]

    /// Every look of a Toggle: its built-in and custom styles, and what containers make of it.
    enum Look: String, CaseIterable, Sendable {
        case `switch`, checkbox, button
        case tvOSButton, checkmarkMenuItem
    }

    /// Whether the example's toggle is on.
    static let isOn = SlotTemplate("isOn", .bool(true), .bool)

    var slots: [SlotTemplate] {
        [Self.isOn]
    }

    func plan(_ context: PlanContext) -> FamilyPlan {
        TogglePlanner.plan(context)
    }

    func code(_ context: PlanContext) -> String {
        TogglePlanner.code(context)
    }
}

extension StyleFamily {
    /// `Toggle`, styled with `.toggleStyle(_:)`.
    public static let toggle = StyleFamily(declaring: "toggle")
}
