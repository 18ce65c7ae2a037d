/// Everything the gallery knows about one style family, kept in the family's own folder
/// (`Families/<Name>/`): who it is (view, page title, sidebar icon), its styles and their availability
/// (``descriptor``), its rows of the automatic table, its example slots, where it can be placed, and its
/// planner, which draws the example and writes its code from the same sample content.
///
/// ``FamilyRegistry`` lists every family; ``StyleFamily``, the catalog, the automatic table, the example
/// state and the placements all derive from that list. Adding a family is a folder and a line there
/// (docs/ARCHITECTURE.md has the recipe).
protocol FamilyDefinition: Sendable {
    /// Every look the family is drawn in: its styles' names and the looks containers give it without a
    /// style's name (``contextStyles``). Planners switch over it, and the rows of the automatic table name
    /// it, so the compiler finds a misspelt look; a model test holds it to the catalog both ways.
    associatedtype Look: RawRepresentable<String>, CaseIterable, Sendable
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
    /// Looks a container gives the view that no style names (a Toggle in a Menu: a checkmark item).
    var contextStyles: [ContextStyle] { get }
    /// The example state each card of the family keeps.
    var slots: [SlotTemplate] { get }
    /// The card's widgets for the resolved look in `context`.
    func plan(_ context: PlanContext) -> FamilyPlan
    /// The card's SwiftUI code in `context`, written from the same sample content as the plan.
    func code(_ context: PlanContext) -> String
}

extension FamilyDefinition {
    var prefersWideCards: Bool { false }
    var contextStyles: [ContextStyle] { [] }
    var slots: [SlotTemplate] { [] }

    /// Whether `name` is one of the family's looks.
    func hasLook(_ name: String) -> Bool {
        Look(rawValue: name) != nil
    }

    /// The names of every look of the family.
    var lookNames: [String] {
        Look.allCases.map(\.rawValue)
    }
}

/// One piece of state every card of a family keeps, declared once beside the family (`ToggleFamily.isOn`)
/// and bound by its planner through that declaration: its name (the last part of the state key,
/// "toggle.switch.isOn"), its default and the values it accepts.
struct SlotTemplate: Sendable {
    let name: String
    let value: ExampleValue
    let constraint: ExampleSlot.Constraint

    init(_ name: String, _ value: ExampleValue, _ constraint: ExampleSlot.Constraint) {
        self.name = name
        self.value = value
        self.constraint = constraint
    }
}

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
