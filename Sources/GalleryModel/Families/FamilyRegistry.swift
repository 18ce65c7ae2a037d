/// The one list of style families, in the sidebar's order. Every family-wide list (``StyleFamily/allCases``,
/// ``StyleCatalog/families``, ``AutomaticStyleTable/rules``, the example slots) derives from it, so a new
/// family joins the gallery with one line here.
enum FamilyRegistry {
    /// Every family's definition.
    static let definitions: [any FamilyDefinition] = [
        ButtonFamily(),
        ToggleFamily(),
        PickerFamily(),
        DatePickerFamily(),
        MenuFamily(),
        GaugeFamily(),
        ProgressViewFamily(),
        LabelFamily(),
        LabeledContentFamily(),
        TextFieldFamily(),
        TextEditorFamily(),
        FormFamily(),
        ListFamily(),
        TableFamily(),
        DisclosureGroupFamily(),
        GroupBoxFamily(),
        NavigationSplitViewFamily(),
        TabViewFamily(),
        IndexViewFamily(),
        ControlGroupFamily(),
    ]

    /// Every family, in the registry's order.
    static let families: [StyleFamily] = definitions.map(\.family)

    private static let byName: [String: any FamilyDefinition] = Dictionary(uniqueKeysWithValues: definitions.map { ($0.family.rawValue, $0) })

    /// The definition of `family`.
    static func definition(of family: StyleFamily) -> any FamilyDefinition {
        guard let definition = byName[family.rawValue] else {
            preconditionFailure("\(family.rawValue) is declared but not in FamilyRegistry.definitions")
        }
        return definition
    }
}
