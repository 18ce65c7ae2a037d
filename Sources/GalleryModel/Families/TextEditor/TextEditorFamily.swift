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

    var slots: [SlotTemplate] {
        [SlotTemplate("text", .string(SampleContent.editorText), .text(ExampleCatalog.editorLimit))]
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
