/// `ProgressView` and `.progressViewStyle(_:)`: everything the gallery knows about the family is in this folder.
struct ProgressViewFamily: FamilyDefinition {
    let family = StyleFamily.progressView
    let viewName = "ProgressView"
    let title = "Progress Views"
    let sidebarIcon = "content-loading-symbolic"
    let placements = PlacementTraits(inMenus: false, fillsScreen: false, inToolbars: true)
    var descriptor: FamilyDescriptor { .progressView }
    var automaticRules: [AutomaticRule] { Self.automaticRules }

    /// Every look of a ProgressView: its built-in styles. (On watchOS a circular one is drawn in a Gauge
    /// look instead, which is the Gauge family's.)
    enum Look: String, CaseIterable, Sendable {
        case circular, linear
    }

    /// How far the example's task has come, from 0 to 1.
    static let value = SlotTemplate("value", .double(SampleContent.progressValue), .number(0...1))

    var slots: [SlotTemplate] {
        [Self.value]
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
