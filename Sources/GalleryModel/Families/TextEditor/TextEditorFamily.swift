/// `TextEditor` and `.textEditorStyle(_:)`: everything the gallery knows about the family is in this folder.
struct TextEditorFamily: FamilyDefinition {
    static let family = StyleFamily.textEditor
    let viewName = "TextEditor"
    let title = "Text Editors"
    let sidebarIcon = "accessories-text-editor-symbolic"
    let prefersWideCards = true
    let placements = PlacementTraits(inMenus: false, fillsScreen: false, inToolbars: false)
    var descriptor: FamilyDescriptor { .textEditor }
    var automaticRules: [AutomaticRule<Self>] { Self.automaticRules }
    var resolutionExamples: [ResolutionExample<Self>] { Self.resolutionExamples }

    /// Every look of a TextEditor: its built-in styles.
    enum Look: String, FamilyLook {
        typealias Family = TextEditorFamily

        case plain, roundedBorder
    }

    /// The example editor's text.
    static let text = SlotTemplate("text", .string(SampleContent.editor.text), .text(ExampleCatalog.editorLimit))

    var slots: [SlotTemplate] {
        [Self.text]
    }

    var drawing: FamilyDrawing<Self> {
        .control(draw: TextEditorPlanner.plan, code: TextEditorPlanner.code)
    }

    let paletteItem: ScenePaletteItem? = ScenePaletteItem(.styled(Self.family), state: [#"notes = """#], "TextEditor(text: $notes)")
}

extension StyleFamily {
    /// `TextEditor`, styled with `.textEditorStyle(_:)`.
    public static let textEditor = StyleFamily(declaring: "textEditor")
}
