/// A rule by which a control's look in a scene depends on more than its own family's style: a look taken from
/// another family's style in force, a Menu around it, the toolbar it sits in, or a stack of label styles.
/// ``SceneResolver`` applies every row that matches a control, in the table's order; each row cites its source.
struct SceneCompositionRule: Sendable {
    /// What the rule does to the control's resolution.
    enum Effect: Sendable {
        /// The control draws as a button and takes the button style in force around it (``SceneControlResolution/composed``).
        case takesButtonStyle
        /// The control sits in a Menu's content, which decides how it shows; the step names that Menu.
        case namesEnclosingMenu
        /// An automatic Label in toolbar content takes the toolbar's rules; the step names the toolbar.
        case takesToolbarRules
        /// Several label styles between a Label and the root compose (``LabelComposer``).
        case composesLabelStack
    }

    /// The family of the control.
    let family: StyleFamily
    /// The look the control resolved to, or nil for any.
    let look: String?
    /// The placement it resolved in, or nil for any.
    let placement: Placement?
    /// Whether only an automatic style matches.
    let automaticOnly: Bool
    /// What the rule does.
    let effect: Effect
    /// Where it is written.
    let source: String

    init(_ family: StyleFamily, look: String? = nil, in placement: Placement? = nil, automaticOnly: Bool = false,
         _ effect: Effect, source: String) {
        self.family = family
        self.look = look
        self.placement = placement
        self.automaticOnly = automaticOnly
        self.effect = effect
        self.source = source
    }

    /// Whether the rule applies to a control that resolved to `resolution`.
    func matches(_ resolution: Resolution) -> Bool {
        resolution.family == family
            && (look.map { $0 == resolution.resolved.name } ?? true)
            && (placement.map { $0 == resolution.effectivePlacement } ?? true)
            && (!automaticOnly || resolution.style.isAutomatic)
    }

    /// The rows, in the order their steps join a reason chain.
    static let all: [SceneCompositionRule] = [
        // "You can also use this modifier to set the style for controls that acquire a button style through
        // composition, like the Menu and Toggle views" (buttonStyle(_:)); the documents' sign-in row.
        SceneCompositionRule(.toggle, look: ToggleFamily.Look.button.rawValue, .takesButtonStyle, source: SceneSources.buttonStyle),
        SceneCompositionRule(.menu, look: MenuFamily.Look.button.rawValue, .takesButtonStyle, source: SceneSources.buttonStyle),
        // Inside a Menu a picker shows its choices inline (the automatic table's menu row); with the menu style it
        // is "a submenu when nested within a larger menu" (PickerStyle.menu; the explicit table's menu row).
        SceneCompositionRule(.picker, look: PickerFamily.Look.inline.rawValue, in: .menu, .namesEnclosingMenu, source: SceneSources.menus),
        SceneCompositionRule(.picker, look: PickerFamily.Look.submenu.rawValue, in: .menu, .namesEnclosingMenu,
                             source: "https://developer.apple.com/documentation/swiftui/pickerstyle/menu"),
        // "Create submenus by nesting Menu instances inside others" (Menus and commands).
        SceneCompositionRule(.menu, look: MenuFamily.Look.submenu.rawValue, in: .menu, .namesEnclosingMenu,
                             source: "https://developer.apple.com/documentation/swiftui/menus-and-commands"),
        // A Label's automatic look depends on whether it appears in a toolbar (View styles, the opening;
        // reference/view-styles.zh.md); the automatic table's toolbar rows say which look.
        SceneCompositionRule(.label, in: .toolbar, automaticOnly: true, .takesToolbarRules, source: SceneSources.viewStyles),
        // Label styles compose: built-ins erase, custom styles that return Label(configuration) add to the rest.
        SceneCompositionRule(.label, .composesLabelStack, source: "reference/label-style-composition.zh.md"),
    ]
}
