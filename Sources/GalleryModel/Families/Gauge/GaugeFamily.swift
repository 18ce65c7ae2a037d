/// `Gauge` and `.gaugeStyle(_:)`: everything the gallery knows about the family is in this folder.
struct GaugeFamily: FamilyDefinition {
    let family = StyleFamily.gauge
    let viewName = "Gauge"
    let title = "Gauges"
    let sidebarIcon = "power-profile-balanced-symbolic"
    let placements = PlacementTraits(inMenus: false, fillsScreen: false, inToolbars: true)
    var descriptor: FamilyDescriptor { .gauge }
    var automaticRules: [AutomaticRule] { Self.automaticRules }

    var slots: [SlotTemplate] {
        [SlotTemplate("value", .double(SampleContent.gaugeValue), .number(SampleContent.gaugeRange))]
    }

    func plan(_ context: PlanContext) -> FamilyPlan {
        GaugePlanner.plan(context)
    }

    func code(_ context: PlanContext) -> String {
        GaugePlanner.code(context)
    }
}

extension StyleFamily {
    /// `Gauge`, styled with `.gaugeStyle(_:)`.
    public static let gauge = StyleFamily(declaring: "gauge")
}
