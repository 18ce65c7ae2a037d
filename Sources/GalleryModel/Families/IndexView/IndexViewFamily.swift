/// `.indexViewStyle(_:)`: the page index (the row of dots) a page TabView shows over its pages. Everything the gallery
/// knows about the family is in this folder. It is a style with no view of its own: a page TabView draws its page index
/// in the index view style in force (``FamilyDrawing/composed(sample:)``), so its card is a page TabView.
struct IndexViewFamily: FamilyDefinition {
    static let family = StyleFamily.indexView
    // Apple's pages call what the style draws "IndexView instances" (https://developer.apple.com/documentation/swiftui/indexviewstyle);
    // no such view is public, so a file never writes one.
    let viewName = "IndexView"
    let title = "Index Views"
    let sidebarIcon = "view-more-horizontal-symbolic"
    let prefersWideCards = true
    // The card is a page TabView: a screen's content, neither a row nor a toolbar or menu item.
    let placements = PlacementTraits(inMenus: false, fillsScreen: true, inToolbars: false)
    var descriptor: FamilyDescriptor { .indexView }
    var automaticRules: [AutomaticRule<Self>] { Self.automaticRules }
    var resolutionExamples: [ResolutionExample<Self>] { Self.resolutionExamples }

    /// Every look of a page index: its two built-in styles, `page` with its background as the platform draws it, and
    /// `page(backgroundDisplayMode:)` with the background chosen.
    enum Look: String, FamilyLook {
        typealias Family = IndexViewFamily

        case page
        case pageBackgroundDisplayMode = "page(backgroundDisplayMode:)"
    }

    /// When `page(backgroundDisplayMode:)` draws a background behind the dots
    /// (https://developer.apple.com/documentation/swiftui/pageindexviewstyle/backgrounddisplaymode).
    enum BackgroundDisplayMode: String, StyleChoice {
        case automatic = ".automatic", always = ".always", interactive = ".interactive", never = ".never"
    }

    /// The page shown, by index.
    static let page = SlotTemplate("page", .int(0), .index(0...(SampleContent.pageIndex.count - 1)), state: "page")

    var slots: [SlotTemplate] {
        [Self.page]
    }

    var drawing: FamilyDrawing<Self> {
        .composed(sample: IndexViewPlanner.sample)
    }

    /// None: the style has no view of its own to add; a page TabView takes it.
    let paletteItem: ScenePaletteItem? = nil

    var stylesheet: String { IndexViewPlanner.stylesheet }
}

extension StyleFamily {
    /// The page index of a page TabView, styled with `.indexViewStyle(_:)`.
    public static let indexView = StyleFamily(declaring: "indexView")
}
