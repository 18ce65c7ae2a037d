/// `Gauge` and `.gaugeStyle(_:)`: everything the gallery knows about the family is in this folder.
struct GaugeFamily: FamilyDefinition {
    static let family = StyleFamily.gauge
    let viewName = "Gauge"
    let title = "Gauges"
    let sidebarIcon = "power-profile-balanced-symbolic"
    let placements = PlacementTraits(inMenus: false, fillsScreen: false, inToolbars: true)
    var descriptor: FamilyDescriptor { .gauge }
    var automaticRules: [AutomaticRule<Self>] { Self.automaticRules }
    var resolutionExamples: [ResolutionExample<Self>] { Self.resolutionExamples }

    /// Every look of a Gauge: its built-in styles.
    enum Look: String, FamilyLook {
        typealias Family = GaugeFamily

        case circular, accessoryCircular, accessoryCircularCapacity
        case linear, linearCapacity, accessoryLinear, accessoryLinearCapacity
    }

    /// The gauge's current value.
    static let value = SlotTemplate("value", .double(SampleContent.gaugeValue), .number(SampleContent.gaugeRange))

    var slots: [SlotTemplate] {
        [Self.value]
    }

    var sceneNotes: [String] { [GaugePlanner.unknownValueNote] }

    var drawing: FamilyDrawing<Self> {
        .control(draw: GaugePlanner.plan, code: GaugePlanner.code)
    }

    let paletteItem: ScenePaletteItem? = ScenePaletteItem(.styled(Self.family), """
        Gauge(value: 0.4) {
            Text("Level")
        }
        """)
}

extension StyleFamily {
    /// `Gauge`, styled with `.gaugeStyle(_:)`.
    public static let gauge = StyleFamily(declaring: "gauge")
}
