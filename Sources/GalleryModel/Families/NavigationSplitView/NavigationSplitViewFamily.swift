/// `NavigationSplitView` and `.navigationSplitViewStyle(_:)`: everything the gallery knows about the family is in this folder.
struct NavigationSplitViewFamily: FamilyDefinition {
    static let family = StyleFamily.navigationSplitView
    let viewName = "NavigationSplitView"
    let title = "Split Views"
    let sidebarIcon = "view-dual-symbolic"
    let prefersWideCards = true
    let placements = PlacementTraits(inMenus: false, fillsScreen: true, inToolbars: false)
    var descriptor: FamilyDescriptor { .navigationSplitView }
    var automaticRules: [AutomaticRule<Self>] { Self.automaticRules }
    var resolutionExamples: [ResolutionExample<Self>] { Self.resolutionExamples }
    var adjustments: [StyleAdjustment<Self>] { Self.adjustments }

    let contextStyles = [
        ContextStyle(Look.stack, summary: """
            All columns collapse into one navigation stack: the sidebar first, the detail pushed on selection.
            """),
    ]

    /// Every look of a NavigationSplitView: its styles, and the single stack narrow screens collapse it into.
    enum Look: String, FamilyLook {
        typealias Family = NavigationSplitViewFamily

        case balanced, prominentDetail
        case stack
    }

    /// Whether the leading columns are shown.
    static let showsColumns = SlotTemplate("showsColumns", .bool(true), .bool)
    /// Whether the prominent-detail split view shows its leading columns over the detail. They start hidden, the detail
    /// at its full size, which is what the style keeps ("maintain the size of the detail content when hiding or
    /// showing the leading columns": https://developer.apple.com/documentation/swiftui/navigationsplitviewstyle/prominentdetail);
    /// that they start hidden is the gallery's reading.
    static let showsFloatingColumns = SlotTemplate("showsFloatingColumns", .bool(false), .bool)
    /// Whether the stack has pushed the chosen mailbox over the sidebar.
    static let isPushed = SlotTemplate("isPushed", .bool(false), .bool)

    var slots: [SlotTemplate] {
        [Self.showsColumns, Self.showsFloatingColumns, Self.isPushed]
    }

    var drawing: FamilyDrawing<Self> {
        .container(ContainerTraits(placement: nil, wraps: false), layOut: NavigationSplitViewPlanner.layOut,
                   sample: NavigationSplitViewPlanner.sample)
    }

    let paletteItem: ScenePaletteItem? = ScenePaletteItem(.styled(Self.family), """
        NavigationSplitView {
            List {
                Text("Inbox")
            }
        } detail: {
            Text("Detail")
        }
        """)
}

extension StyleFamily {
    /// `NavigationSplitView`, styled with `.navigationSplitViewStyle(_:)`.
    public static let navigationSplitView = StyleFamily(declaring: "navigationSplitView")
}
