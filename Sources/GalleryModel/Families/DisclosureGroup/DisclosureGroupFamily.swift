/// `DisclosureGroup` and `.disclosureGroupStyle(_:)`: everything the gallery knows about the family is in this folder.
struct DisclosureGroupFamily: FamilyDefinition {
    static let family = StyleFamily.disclosureGroup
    let viewName = "DisclosureGroup"
    let title = "Disclosure Groups"
    let sidebarIcon = "pan-down-symbolic"
    let placements = PlacementTraits(inMenus: false, fillsScreen: false, inToolbars: false)
    var descriptor: FamilyDescriptor { .disclosureGroup }
    var automaticRules: [AutomaticRule<Self>] { Self.automaticRules }
    var resolutionExamples: [ResolutionExample<Self>] { Self.resolutionExamples }

    let contextStyles = [
        ContextStyle(Look.disclosureChevron, summary: """
            The label on a row with a chevron at the trailing edge that turns to point down while the content shows.
            """),
        ContextStyle(Look.disclosureTriangle, summary: """
            The Mac's disclosure triangle before the label; the content appears indented below it.
            """),
    ]

    /// Every look of a DisclosureGroup: its custom style, and what each platform makes of the automatic one.
    enum Look: String, FamilyLook {
        typealias Family = DisclosureGroupFamily

        case myDisclosureStyle = "MyDisclosureStyle"
        case disclosureChevron, disclosureTriangle
    }

    // The states are named as reference/view-styles.zh.md names them ("disclosureGroupStyle(_:)": `topExpanded`,
    // `toggleStates.oneIsOn` off and `toggleStates.twoIsOn` on); the document's nested group keeps no state, so its
    // name is the gallery's.
    /// Whether the outer group shows its content.
    static let isExpanded = SlotTemplate("isExpanded", .bool(true), .bool, state: "topExpanded")
    /// Whether the nested group shows its content.
    static let nestedIsExpanded = SlotTemplate("nestedIsExpanded", .bool(false), .bool, state: "subItemsExpanded")
    /// The first toggle inside the group.
    static let firstToggle = SlotTemplate("firstToggle", .bool(false), .bool, state: "toggleStates.oneIsOn")
    /// The second toggle inside the group.
    static let secondToggle = SlotTemplate("secondToggle", .bool(true), .bool, state: "toggleStates.twoIsOn")

    var slots: [SlotTemplate] {
        [Self.isExpanded, Self.nestedIsExpanded, Self.firstToggle, Self.secondToggle]
    }

    var drawing: FamilyDrawing<Self> {
        .container(ContainerTraits(placement: nil, wraps: false), layOut: DisclosureGroupPlanner.layOut, sample: DisclosureGroupPlanner.sample)
    }

    let paletteItem: ScenePaletteItem? = ScenePaletteItem(.styled(Self.family), """
        DisclosureGroup("Details") {
            Text("More")
        }
        """)
}

extension StyleFamily {
    /// `DisclosureGroup`, styled with `.disclosureGroupStyle(_:)`.
    public static let disclosureGroup = StyleFamily(declaring: "disclosureGroup")
}
