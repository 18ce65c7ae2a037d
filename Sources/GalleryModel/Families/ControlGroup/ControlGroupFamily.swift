/// `ControlGroup` and `.controlGroupStyle(_:)`: everything the gallery knows about the family is in this folder.
struct ControlGroupFamily: FamilyDefinition {
    static let family = StyleFamily.controlGroup
    let viewName = "ControlGroup"
    let title = "Control Groups"
    let sidebarIcon = "view-grid-symbolic"
    let placements = PlacementTraits(inMenus: true, fillsScreen: false, inToolbars: true)
    var descriptor: FamilyDescriptor { .controlGroup }
    var automaticRules: [AutomaticRule<Self>] { Self.automaticRules }
    var resolutionExamples: [ResolutionExample<Self>] { Self.resolutionExamples }
    var adjustments: [StyleAdjustment<Self>] { Self.adjustments }

    let contextStyles = [
        ContextStyle(Look.segmented, summary: """
            A momentary segmented control: the buttons sit side by side in one bezel and spring back after a click.
            """),
        ContextStyle(Look.menuRow, summary: """
            Inside a menu, a compact horizontal row of up to four icon buttons above the other items.
            """),
        ContextStyle(Look.submenu, summary: """
            A submenu item that holds the group's controls.
            """),
    ]

    /// Every look of a ControlGroup: its built-in and custom styles, and what containers make of it.
    enum Look: String, FamilyLook {
        typealias Family = ControlGroupFamily

        case compactMenu, menu, navigation, palette
        case myControlGroupStyle = "MyControlGroupStyle"
        case segmented, menuRow, submenu
    }

    /// The command last chosen, or "" for none: one of the commands the example can record (the palette's emotes
    /// among them).
    static let lastAction = SlotTemplate("lastAction", .string(""),
                                         .oneOf([""] + (SampleContent.controlGroupItems + SampleContent.emotes).map(\.title)))

    /// Whether each of the palette's colour tags is on, in ``SampleContent/colorTags``' order.
    static let colorTags = SampleContent.colorTags.map { SlotTemplate("\($0.rawValue)Tag", .bool(false), .bool) }

    var slots: [SlotTemplate] {
        [Self.lastAction] + Self.colorTags
    }

    var drawing: FamilyDrawing<Self> {
        .containerDrawingItsSample(ContainerTraits(placement: nil, wraps: true), layOut: ControlGroupPlanner.layOut,
                                   draw: ControlGroupPlanner.plan, code: ControlGroupPlanner.code)
    }

    /// The Mac's navigation group, a separated segmented control (``ControlGroupPlanner/separatedSegmentsStylesheet``).
    var stylesheet: String { ControlGroupPlanner.separatedSegmentsStylesheet }

    let paletteItem: ScenePaletteItem? = ScenePaletteItem(.styled(Self.family), """
        ControlGroup {
            Button("Bold", systemImage: "bold", action: {})
            Button("Italic", systemImage: "italic", action: {})
        }
        """)
}

extension StyleFamily {
    /// `ControlGroup`, styled with `.controlGroupStyle(_:)`.
    public static let controlGroup = StyleFamily(declaring: "controlGroup")
}
