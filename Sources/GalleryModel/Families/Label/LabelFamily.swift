/// `Label` and `.labelStyle(_:)`: everything the gallery knows about the family is in this folder.
struct LabelFamily: FamilyDefinition {
    static let family = StyleFamily.label
    let viewName = "Label"
    let title = "Labels"
    let sidebarIcon = "user-bookmarks-symbolic"
    let placements = PlacementTraits(inMenus: true, fillsScreen: false, inToolbars: true)
    var descriptor: FamilyDescriptor { .label }
    var automaticRules: [AutomaticRule<Self>] { Self.automaticRules }
    var resolutionExamples: [ResolutionExample<Self>] { Self.resolutionExamples }
    var compositionRules: [SceneCompositionRule] { Self.compositionRules }

    /// Every look of a Label: its built-in and custom styles.
    enum Look: String, FamilyLook {
        typealias Family = LabelFamily

        case iconOnly, titleAndIcon, titleOnly
        case MyLabelStyle, RedBorderedLabelStyle, ShadowLabelStyle, ShadowEraseLabelStyle, ShadowLabelTryStyle
        case SwapLabelStyle, HStackLabelStyle, AccessibleLabelStyle
    }

    var drawing: FamilyDrawing<Self> {
        .control(draw: LabelPlanner.plan, code: LabelPlanner.code)
    }

    let paletteItem: ScenePaletteItem? = ScenePaletteItem(.styled(Self.family), #"Label("Label", systemImage: "star")"#)
}

extension StyleFamily {
    /// `Label`, styled with `.labelStyle(_:)`.
    public static let label = StyleFamily(declaring: "label")
}
