/// `TextField` and `.textFieldStyle(_:)`: everything the gallery knows about the family is in this folder.
struct TextFieldFamily: FamilyDefinition {
    static let family = StyleFamily.textField
    let viewName = "TextField"
    let title = "Text Fields"
    let sidebarIcon = "insert-text-symbolic"
    let placements = PlacementTraits(inMenus: false, fillsScreen: false, inToolbars: true)
    var descriptor: FamilyDescriptor { .textField }
    var automaticRules: [AutomaticRule<Self>] { Self.automaticRules }
    var resolutionExamples: [ResolutionExample<Self>] { Self.resolutionExamples }
    var adjustments: [StyleAdjustment<Self>] { Self.adjustments }

    /// Every look of a TextField: its built-in styles.
    enum Look: String, FamilyLook {
        typealias Family = TextFieldFamily

        case plain, roundedBorder, squareBorder, bordered
    }

    /// The values of `textInputBorderShape(_:)`, the modifier Apple pairs with the bordered style.
    enum TextInputBorderShape: String, StyleChoice {
        case automatic = ".automatic", capsule = ".capsule", roundedRectangle = ".roundedRectangle"
    }

    /// What is typed in the example's text field (and in the toolbar's search field).
    static let text = SlotTemplate("text", .string(""), .text(ExampleCatalog.fieldLimit))
    /// What is typed in a scene's SecureField, which takes the text field family's styles.
    static let password = SlotTemplate("password", .string(""), .text(ExampleCatalog.fieldLimit))

    var slots: [SlotTemplate] {
        [Self.text, Self.password]
    }

    /// A SecureField's `$binding` feeds its password; a TextField's its text.
    func slot(boundBy node: SceneNode) -> SlotTemplate? {
        node.kind == .plain(.secureField) ? Self.password : Self.text
    }

    var drawing: FamilyDrawing<Self> {
        .control(draw: TextFieldPlanner.plan, code: TextFieldPlanner.code)
    }

    let paletteItem: ScenePaletteItem? = ScenePaletteItem(.styled(Self.family), state: [#"text = """#], #"TextField("Name", text: $text)"#)
}

extension StyleFamily {
    /// `TextField`, styled with `.textFieldStyle(_:)`.
    public static let textField = StyleFamily(declaring: "textField")
}
