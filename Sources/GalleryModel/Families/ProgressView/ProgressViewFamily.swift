/// `ProgressView` and `.progressViewStyle(_:)`: everything the gallery knows about the family is in this folder.
struct ProgressViewFamily: FamilyDefinition {
    let family = StyleFamily.progressView
    let viewName = "ProgressView"
    let title = "Progress Views"
    let sidebarIcon = "content-loading-symbolic"
    let placements = PlacementTraits(inMenus: false, fillsScreen: false, inToolbars: true)
    var descriptor: FamilyDescriptor { .progressView }
    var automaticRules: [AutomaticRule] { Self.automaticRules }

    var slots: [SlotTemplate] {
        [SlotTemplate("value", .double(SampleContent.progressValue), .number(0...1))]
    }

    func plan(_ context: PlanContext) -> FamilyPlan {
        ProgressViewPlanner.plan(context)
    }

    func code(_ context: PlanContext) -> String {
        ProgressViewPlanner.code(context)
    }
}

extension StyleFamily {
    /// `ProgressView`, styled with `.progressViewStyle(_:)`.
    public static let progressView = StyleFamily(declaring: "progressView")
}
