/// `Form` and `.formStyle(_:)`: everything the gallery knows about the family is in this folder.
struct FormFamily: FamilyDefinition {
    let family = StyleFamily.form
    let viewName = "Form"
    let title = "Forms"
    let sidebarIcon = "document-properties-symbolic"
    let prefersWideCards = true
    // A Form is a screen's or a pane's whole content: neither a row of another form or list nor a toolbar item.
    let placements = PlacementTraits(inMenus: false, fillsScreen: true, inToolbars: false)
    var descriptor: FamilyDescriptor { .form }
    var automaticRules: [AutomaticRule] { Self.automaticRules }

    /// Every look of a Form: its built-in styles.
    enum Look: String, CaseIterable, Sendable {
        case columns, grouped
    }

    /// What is typed in the form's text field.
    static let name = SlotTemplate("name", .string(""), .text(ExampleCatalog.fieldLimit))
    /// Whether the form's toggle is on.
    static let showsPreviews = SlotTemplate("showsPreviews", .bool(true), .bool)
    /// The index of the sound the form's picker has chosen.
    static let sound = SlotTemplate("sound", .int(0), .index(0...(SampleContent.form.sounds.count - 1)))

    var slots: [SlotTemplate] {
        [Self.name, Self.showsPreviews, Self.sound]
    }

    func plan(_ context: PlanContext) -> FamilyPlan {
        FormPlanner.plan(context)
    }

    func code(_ context: PlanContext) -> String {
        FormPlanner.code(context)
    }
}

extension StyleFamily {
    /// `Form`, styled with `.formStyle(_:)`.
    public static let form = StyleFamily(declaring: "form")
}
