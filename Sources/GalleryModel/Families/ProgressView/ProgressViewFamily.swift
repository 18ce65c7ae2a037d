/// `ProgressView` and `.progressViewStyle(_:)`: everything the gallery knows about the family is in this folder.
struct ProgressViewFamily: FamilyDefinition {
    static let family = StyleFamily.progressView
    let viewName = "ProgressView"
    let title = "Progress Views"
    let sidebarIcon = "content-loading-symbolic"
    let placements = PlacementTraits(inMenus: false, fillsScreen: false, inToolbars: true)
    var descriptor: FamilyDescriptor { .progressView }
    var automaticRules: [AutomaticRule<Self>] { Self.automaticRules }
    var resolutionExamples: [ResolutionExample<Self>] { Self.resolutionExamples }
    var adjustments: [StyleAdjustment<Self>] { Self.adjustments }
    var compositionRules: [SceneCompositionRule] { Self.compositionRules }
    /// The card's first ProgressView has a value, so its card resolves as a determinate one (``ProgressViewPlanner/code(_:)``).
    var cardArguments: [SceneArgument] { [SceneArgument("value", .expression("progress"))] }

    /// Every look of a ProgressView: its built-in styles, and the Gauge's look watchOS draws a circular one in.
    enum Look: String, FamilyLook {
        typealias Family = ProgressViewFamily

        case circular, linear
        /// On watchOS a circular progress view is drawn as a Gauge in its `accessoryCircularCapacity` style
        /// (``ProgressViewFamily/adjustments``): the look is said as the Gauge's, and drawn by this family.
        case accessoryCircularCapacity

        var shownFamily: StyleFamily {
            self == .accessoryCircularCapacity ? .gauge : Family.family
        }
    }

    /// How far the example's task has come, from 0 to 1.
    static let value = SlotTemplate("value", .double(SampleContent.progressValue), .number(0...1))

    var slots: [SlotTemplate] {
        [Self.value]
    }

    var sceneNotes: [String] { [ProgressViewPlanner.unknownValueNote] }

    var drawing: FamilyDrawing<Self> {
        .control(draw: ProgressViewPlanner.plan, code: ProgressViewPlanner.code)
    }

    let paletteItem: ScenePaletteItem? = ScenePaletteItem(.styled(Self.family), "ProgressView(value: 0.4)")
}

extension StyleFamily {
    /// `ProgressView`, styled with `.progressViewStyle(_:)`.
    public static let progressView = StyleFamily(declaring: "progressView")
}
