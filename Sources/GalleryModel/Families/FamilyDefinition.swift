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
    associatedtype Look: FamilyLook where Look.Family == Self
    /// A definition holds no state: any value of it is the family.
    init()
    /// The family's name, declared beside its definition (`StyleFamily.toggle`).
    static var family: StyleFamily { get }
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
    var automaticRules: [AutomaticRule<Self>] { get }
    /// Examples of what `automatic` becomes, beside the rows: at least one each row decides, and one on each side of
    /// every release bound (``ResolutionExample``).
    var resolutionExamples: [ResolutionExample<Self>] { get }
    /// Where SwiftUI changes a chosen style in a context, row by row (the first that applies wins), each citing its source.
    var adjustments: [StyleAdjustment<Self>] { get }
    /// How the view's look in a scene depends on more than its own style (``SceneCompositionRule``).
    var compositionRules: [SceneCompositionRule] { get }
    /// Looks a container gives the view that no style names (a Toggle in a Menu: a checkmark item).
    var contextStyles: [ContextStyle] { get }
    /// Whether the family's view, resolved to `resolution`, draws the icons of the Labels it holds in the accent colour
    /// (a sidebar list); false for most.
    func tintsLabelIcons(_ resolution: Resolution) -> Bool
    /// The arguments the card's code gives its control, where how the view is created decides its look
    /// (`ProgressView(value: progress)`: a determinate one); none for most.
    var cardArguments: [SceneArgument] { get }
    /// The example state each card of the family keeps.
    var slots: [SlotTemplate] { get }
    /// The notes a scene's view of the family may add to its stage that no card shows (a Gauge whose value is known
    /// only as the app runs), so that they are translated with the rest.
    var sceneNotes: [String] { get }
    /// The slot a view of the family feeds from the `$state` its initializer binds (`isOn: $wifi`), or nil.
    func slot(boundBy node: SceneNode) -> SlotTemplate?
    /// How the family's view is drawn, the one way wherever it appears (a card, a placement, a scene, the composer,
    /// a render): as a control drawn from its words, or as a container laying out the views it holds.
    var drawing: FamilyDrawing<Self> { get }
    /// What the composer's palette adds: the view as a developer first writes it, or nil where the scene model cannot
    /// hold it yet.
    var paletteItem: ScenePaletteItem? { get }
    /// Whether the view takes its content in a closure, so that it is written with an empty one (`Picker(…) {}`) when
    /// it holds nothing; every container does.
    var holdsContent: Bool { get }
    /// The stage's rules for the classes the family's drawing puts on widgets and no shared sheet draws, joined into
    /// ``PlatformTheme/stylesheet``; empty for most families.
    var stylesheet: String { get }
}

extension FamilyDefinition {
    /// The family's name.
    var family: StyleFamily { Self.family }
    var prefersWideCards: Bool { false }
    var adjustments: [StyleAdjustment<Self>] { [] }
    var compositionRules: [SceneCompositionRule] { [] }
    var contextStyles: [ContextStyle] { [] }
    func tintsLabelIcons(_ resolution: Resolution) -> Bool { false }
    var cardArguments: [SceneArgument] { [] }
    var slots: [SlotTemplate] { [] }
    var sceneNotes: [String] { [] }
    var holdsContent: Bool { container != nil }
    var stylesheet: String { "" }

    /// Whether the family is a style with no view of its own (``FamilyDrawing/composed(sample:)``).
    var isComposed: Bool { drawing.isComposed }

    /// What the family's view is as a container, or nil for a control.
    var container: ContainerTraits? { drawing.container }

    /// The names of every look of the family.
    var lookNames: [String] {
        Look.allCases.map(\.rawValue)
    }

    /// The first slot the family declares.
    func slot(boundBy node: SceneNode) -> SlotTemplate? {
        slots.first
    }

    /// Every look of the family, as the resolver answers it.
    var looks: [ResolvedStyle] {
        Look.allCases.map(ResolvedStyle.init)
    }
}

/// One piece of state every card of a family keeps, declared once beside the family (a Toggle's `isOn`)
/// and bound by its planner through that declaration: its name (the last part of the state key,
/// "toggle.switch.isOn"), its default and the values it accepts.
struct SlotTemplate: Sendable {
    let name: String
    let value: ExampleValue
    let constraint: ExampleSlot.Constraint
    /// The `@State` the card's code binds to the slot (`$syncContacts`), where a view of the card's sample binds it
    /// rather than the family's own view; a view of the sample bound to that state feeds the slot.
    let state: String?

    init(_ name: String, _ value: ExampleValue, _ constraint: ExampleSlot.Constraint, state: String? = nil) {
        self.name = name
        self.value = value
        self.constraint = constraint
        self.state = state
    }

    /// The slot as the card's code binds it: `$syncContacts`.
    var binding: SceneValue {
        .binding(state ?? name)
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
