/// `LabeledContent` and `.labeledContentStyle(_:)`: everything the gallery knows about the family is in this folder.
struct LabeledContentFamily: FamilyDefinition {
    static let family = StyleFamily.labeledContent
    let viewName = "LabeledContent"
    let title = "Labeled Content"
    let sidebarIcon = "document-properties-symbolic"
    // developer.apple.com/documentation/swiftui/labeledcontent: the view "adapts to its container, like a form or
    // toolbar"; "Populating SwiftUI menus with adaptive controls" does not list it among a menu's views.
    let placements = PlacementTraits(inMenus: false, fillsScreen: false, inToolbars: true)
    var descriptor: FamilyDescriptor { .labeledContent }
    var automaticRules: [AutomaticRule<Self>] { Self.automaticRules }
    var resolutionExamples: [ResolutionExample<Self>] { Self.resolutionExamples }
    var compositionRules: [SceneCompositionRule] { Self.compositionRules }

    let contextStyles = [
        ContextStyle(Look.trailingValue, summary: """
            The label at the leading edge and the value pushed to the trailing edge in the secondary colour, as a row of \
            settings shows a fact.
            """),
        ContextStyle(Look.labelColumn, summary: """
            In a Mac form, the label in the form's column of labels, aligned to its trailing edge, and the value beside it \
            in the column of values.
            """),
    ]

    /// Every look of LabeledContent: its custom style, and what each container makes of the automatic one.
    enum Look: String, FamilyLook {
        typealias Family = LabeledContentFamily

        case stackedLabeledContentStyle = "StackedLabeledContentStyle"
        case trailingValue, labelColumn
    }

    var drawing: FamilyDrawing<Self> {
        .control(draw: LabeledContentPlanner.plan, code: LabeledContentPlanner.code)
    }

    let paletteItem: ScenePaletteItem? = ScenePaletteItem(.styled(Self.family), #"LabeledContent("Version", value: "1.0")"#)
}

extension StyleFamily {
    /// `LabeledContent`, styled with `.labeledContentStyle(_:)`.
    public static let labeledContent = StyleFamily(declaring: "labeledContent")
}
