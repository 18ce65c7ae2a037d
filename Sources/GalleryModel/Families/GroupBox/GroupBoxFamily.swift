/// `GroupBox` and `.groupBoxStyle(_:)`: everything the gallery knows about the family is in this folder.
struct GroupBoxFamily: FamilyDefinition {
    static let family = StyleFamily.groupBox
    let viewName = "GroupBox"
    let title = "Group Boxes"
    let sidebarIcon = "view-continuous-symbolic"
    let placements = PlacementTraits(inMenus: false, fillsScreen: false, inToolbars: false)
    var descriptor: FamilyDescriptor { .groupBox }
    var automaticRules: [AutomaticRule<Self>] { Self.automaticRules }
    var resolutionExamples: [ResolutionExample<Self>] { Self.resolutionExamples }

    let contextStyles = [
        ContextStyle(Look.roundedBackground, summary: """
            A rounded box filled with the next shade of background, the label in bold at its top and the content below it, \
            all inside the box.
            """),
        ContextStyle(Look.titledBox, summary: """
            The Mac's box: the label sits above a lightly filled box with a thin border, and the content sits inside.
            """),
    ]

    /// Every look of a GroupBox: its custom style, and what each platform makes of the automatic one.
    enum Look: String, FamilyLook {
        typealias Family = GroupBoxFamily

        case cardGroupBoxStyle = "CardGroupBoxStyle"
        case roundedBackground, titledBox
    }

    /// Whether the toggle inside the box is on.
    static let isOn = SlotTemplate("isOn", .bool(true), .bool, state: SampleContent.actionName(SampleContent.groupBox.toggle))

    var slots: [SlotTemplate] {
        [Self.isOn]
    }

    var drawing: FamilyDrawing<Self> {
        .container(ContainerTraits(placement: nil, wraps: true), layOut: GroupBoxPlanner.layOut, sample: GroupBoxPlanner.sample)
    }

    let paletteItem: ScenePaletteItem? = ScenePaletteItem(.styled(Self.family), """
        GroupBox("Group") {
            Text("Content")
        }
        """)
}

extension StyleFamily {
    /// `GroupBox`, styled with `.groupBoxStyle(_:)`.
    public static let groupBox = StyleFamily(declaring: "groupBox")
}
