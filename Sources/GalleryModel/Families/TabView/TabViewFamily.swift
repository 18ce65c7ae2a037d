/// `TabView` and `.tabViewStyle(_:)`: everything the gallery knows about the family is in this folder.
struct TabViewFamily: FamilyDefinition {
    let family = StyleFamily.tabView
    let viewName = "TabView"
    let title = "Tab Views"
    let sidebarIcon = "view-paged-symbolic"
    let prefersWideCards = true
    let placements = PlacementTraits(inMenus: false, fillsScreen: true, inToolbars: false)
    var descriptor: FamilyDescriptor { .tabView }
    var automaticRules: [AutomaticRule] { Self.automaticRules }

    var slots: [SlotTemplate] {
        [("selection", .int(0), .index(0...(SampleContent.tabs.count - 1)))]
    }

    func plan(_ context: PlanContext) -> FamilyPlan {
        TabViewPlanner.plan(context)
    }

    func code(_ context: PlanContext) -> String {
        TabViewPlanner.code(context)
    }
}

extension StyleFamily {
    /// `TabView`, styled with `.tabViewStyle(_:)`.
    public static let tabView = StyleFamily(declaring: "tabView")
}
