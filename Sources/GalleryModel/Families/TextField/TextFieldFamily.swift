/// `TextField` and `.textFieldStyle(_:)`: everything the gallery knows about the family is in this folder.
struct TextFieldFamily: FamilyDefinition {
    let family = StyleFamily.textField
    let viewName = "TextField"
    let title = "Text Fields"
    let sidebarIcon = "insert-text-symbolic"
    let placements = PlacementTraits(inMenus: false, fillsScreen: false, inToolbars: true)
    var descriptor: FamilyDescriptor { .textField }
    var automaticRules: [AutomaticRule] { Self.automaticRules }

    var slots: [SlotTemplate] {
        [SlotTemplate("text", .string(""), .text(ExampleCatalog.fieldLimit)), SlotTemplate("password", .string(""), .text(ExampleCatalog.fieldLimit))]
    }

    func plan(_ context: PlanContext) -> FamilyPlan {
        TextFieldPlanner.plan(context)
    }

    func code(_ context: PlanContext) -> String {
        TextFieldPlanner.code(context)
    }
}

extension StyleFamily {
    /// `TextField`, styled with `.textFieldStyle(_:)`.
    public static let textField = StyleFamily(declaring: "textField")
}
