/// Everything the gallery knows about one style family, kept in the family's own folder
/// (`Families/<Name>/`): who it is (view, page title, sidebar icon), its styles and their availability
/// (``descriptor``), its rows of the automatic table, its example slots, where it can be placed, and its
/// planner, which draws the example and writes its code from the same sample content.
///
/// ``FamilyRegistry`` lists every family; ``StyleFamily``, the catalog, the automatic table, the example
/// state and the placements all derive from that list. Adding a family is a folder and a line there
/// (docs/ARCHITECTURE.md has the recipe).
protocol FamilyDefinition: Sendable {
    /// The family's name, declared beside its definition (`StyleFamily.toggle`).
    var family: StyleFamily { get }
    /// The SwiftUI view type: `DatePicker`.
    var viewName: String { get }
    /// The page title in the sidebar: "Date Pickers".
    var title: String { get }
    /// The freedesktop icon shown beside the family in the sidebar.
    var sidebarIcon: String { get }
    /// Whether the family's examples need wide cards (two to a row instead of three).
    var prefersWideCards: Bool { get }
    /// Where the family's view can sit.
    var placements: PlacementTraits { get }
    /// The view's availability, its summary and its styles.
    var descriptor: FamilyDescriptor { get }
    /// What `automatic` becomes, row by row, each citing its source.
    var automaticRules: [AutomaticRule] { get }
    /// The example state each card of the family keeps.
    var slots: [SlotTemplate] { get }
    /// The card's widgets for the resolved look in `context`.
    func plan(_ context: PlanContext) -> FamilyPlan
    /// The card's SwiftUI code in `context`, written from the same sample content as the plan.
    func code(_ context: PlanContext) -> String
}

extension FamilyDefinition {
    var prefersWideCards: Bool { false }
    var slots: [SlotTemplate] { [] }
}

/// One piece of state a card keeps: its name (the last part of the key, "isOn"), its default and its range.
typealias SlotTemplate = (name: String, value: ExampleValue, constraint: ExampleSlot.Constraint)

/// Which containers a family's view can sit in (the resolver uses the standard placement elsewhere and says why).
struct PlacementTraits: Sendable {
    /// Whether a SwiftUI Menu can show the view: buttons, toggles, pickers, nested menus, labels and
    /// control groups (Apple's "Populating SwiftUI menus with adaptive controls" lists these; other views
    /// are not documented to appear).
    let inMenus: Bool
    /// Whether the view owns a whole screen or column, and so is neither a form or list row nor a toolbar item.
    let fillsScreen: Bool
    /// Whether the view can be a toolbar item.
    let inToolbars: Bool
}
