/// `TabView` and `.tabViewStyle(_:)`: everything the gallery knows about the family is in this folder.
struct TabViewFamily: FamilyDefinition {
    static let family = StyleFamily.tabView
    let viewName = "TabView"
    let title = "Tab Views"
    let sidebarIcon = "view-paged-symbolic"
    let prefersWideCards = true
    let placements = PlacementTraits(inMenus: false, fillsScreen: true, inToolbars: false)
    var descriptor: FamilyDescriptor { .tabView }
    var automaticRules: [AutomaticRule<Self>] { Self.automaticRules }
    var resolutionExamples: [ResolutionExample<Self>] { Self.resolutionExamples }
    var adjustments: [StyleAdjustment<Self>] { Self.adjustments }
    var compositionRules: [SceneCompositionRule] { Self.compositionRules }

    let contextStyles = [
        ContextStyle(Look.tabBar, summary: """
            A bar of tab items, one per page: at the bottom on iPhone (and on iPad before iPadOS 18), floating \
            at the top on iPad, a segmented control over a bordered pane on the Mac, titles across the top on \
            Apple TV and a vertical ornament on Vision Pro.
            """),
        ContextStyle(Look.adaptableTabBar, summary: """
            The iPad's tab bar at the top of the screen, with a button that turns it into a sidebar.
            """),
        ContextStyle(Look.tabSidebar, summary: """
            The tabs as rows of a sidebar beside the content, each with its icon and title.
            """),
    ]

    /// Every look of a TabView: its styles (the parameterised ones under their catalog names), and the
    /// tab bars and sidebar the platforms draw.
    enum Look: String, FamilyLook {
        typealias Family = TabViewFamily

        case page
        case pageIndexDisplayMode = "page(indexDisplayMode:)"
        case verticalPage
        case verticalPageTransitionStyle = "verticalPage(transitionStyle:)"
        case sidebarAdaptable, tabBarOnly, grouped, carousel
        case tabBar, adaptableTabBar, tabSidebar
    }

    /// When `page(indexDisplayMode:)` shows its page dots.
    enum IndexDisplayMode: String, StyleChoice {
        case always = ".always", automatic = ".automatic", never = ".never"

        var introduced: [Platform: OSVersion] { self == .always ? [.watchOS: "8.0"] : [:] }
        var introductionSource: String? {
            self == .always ? "https://developer.apple.com/documentation/swiftui/pagetabviewstyle/indexdisplaymode/always" : nil
        }
    }

    /// How `verticalPage(transitionStyle:)` moves from page to page.
    enum TransitionStyle: String, StyleChoice {
        case automatic = ".automatic", blur = ".blur", identity = ".identity"
    }

    /// The tab or page shown: up to the last of the tabs, or of the vertical styles' three pages.
    static let selection = SlotTemplate("selection", .int(0),
                                        .index(0...(max(SampleContent.tabs.count, SampleContent.verticalPages.count) - 1)))

    var slots: [SlotTemplate] {
        [Self.selection]
    }

    var drawing: FamilyDrawing<Self> {
        .containerDrawingItsSample(ContainerTraits(placement: nil, wraps: false), layOut: TabViewPlanner.layOut,
                                   draw: TabViewPlanner.plan, code: TabViewPlanner.code)
    }

    let paletteItem: ScenePaletteItem? = ScenePaletteItem(.styled(Self.family), """
        TabView {
            Tab("Home", systemImage: "house") {
                Text("Home")
            }
        }
        """)
}

extension StyleFamily {
    /// `TabView`, styled with `.tabViewStyle(_:)`.
    public static let tabView = StyleFamily(declaring: "tabView")
}
