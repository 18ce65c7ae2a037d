/// `TextEditor` and `.textEditorStyle(_:)`: everything the gallery knows about the family is in this folder.
struct TextEditorFamily: FamilyDefinition {
    let family = StyleFamily.textEditor
    let viewName = "TextEditor"
    let title = "Text Editors"
    let sidebarIcon = "accessories-text-editor-symbolic"
    let prefersWideCards = true
    let placements = PlacementTraits(inMenus: false, fillsScreen: false, inToolbars: false)
    var descriptor: FamilyDescriptor { .textEditor }
    var automaticRules: [AutomaticRule] { Self.automaticRules }

    /// Every look of a TextEditor: its built-in styles.
    enum Look: String, CaseIterable, Sendable {
        case plain, roundedBorder
    }

    /// The example editor's text.
    static let text = SlotTemplate("text", .string(SampleContent.editorText), .text(ExampleCatalog.editorLimit))

    var slots: [SlotTemplate] {
        [Self.text]
    }

    func plan(_ context: PlanContext) -> FamilyPlan {
        TextEditorPlanner.plan(context)
    }

    func code(_ context: PlanContext) -> String {
        TextEditorPlanner.code(context)
    }
}

extension StyleFamily {
    /// `TextEditor`, styled with `.textEditorStyle(_:)`.
    public static let textEditor = StyleFamily(declaring: "textEditor")
}
