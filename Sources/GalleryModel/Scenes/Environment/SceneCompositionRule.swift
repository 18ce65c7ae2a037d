/// A rule by which a control's look in a scene depends on more than its own family's style: a look taken from
/// another family's style in force, a Menu around it, the toolbar it sits in, or a stack of label styles.
/// ``SceneResolver`` applies every row that matches a control, in the table's order; each row cites its source.
struct SceneCompositionRule: Sendable {
    /// What the rule does to the control's resolution.
    enum Effect: Sendable, Equatable {
        /// The control draws a part of itself (`part`: "draws as a button") in `family`'s style in force around it
        /// (``SceneControlResolution/composed``): a Menu or Toggle drawn as a button takes the button style.
        case takesStyle(of: StyleFamily, part: LocalizedText)
        /// The control sits in a Menu's content, which decides how it shows; the step names that Menu.
        case namesEnclosingMenu
        /// An automatic Label in toolbar content takes the toolbar's rules; the step names the toolbar.
        case takesToolbarRules
        /// Several label styles between a Label and the root compose (``LabelComposer``).
        case composesLabelStack
        /// The control takes this look when the Form around it leads each row with its label instead of setting the
        /// labels in a column of their own (a grouped form; ``FormRowArrangement``).
        case followsLeadingLabelRows(ResolvedStyle)
        /// The control takes this look when it is written without a value (``SceneNode/writesIndeterminateProgress``):
        /// the automatic style follows how the view was created.
        case spinsWhenIndeterminate(ResolvedStyle)
        /// On the Mac and iPad the control takes this look in a NavigationSplitView's sidebar column
        /// (``SceneEnvironment/sidebarColumn``): an automatic List there is the sidebar.
        case takesSidebarLook(ResolvedStyle)
    }

    /// The family of the control.
    let family: StyleFamily
    /// The look the control resolved to, or nil for any.
    let look: ResolvedStyle?
    /// The placement it resolved in, or nil for any.
    let placement: Placement?
    /// Whether only an automatic style matches.
    let automaticOnly: Bool
    /// What the rule does.
    let effect: Effect
    /// Where it is written.
    let source: String

    /// A rule for a control of `look`'s family that resolved to `look`.
    init(_ look: some FamilyLook, in placement: Placement? = nil, _ effect: Effect, source: String) {
        self.init(family: look.family, look: ResolvedStyle(look), placement: placement, automaticOnly: false, effect: effect, source: source)
    }

    /// A rule for every control of `family`, whatever its look.
    init<Family: FamilyDefinition>(_ family: Family.Type, in placement: Placement? = nil, automaticOnly: Bool = false, _ effect: Effect,
                                   source: String) {
        self.init(family: Family.family, look: nil, placement: placement, automaticOnly: automaticOnly, effect: effect, source: source)
    }

    private init(family: StyleFamily, look: ResolvedStyle?, placement: Placement?, automaticOnly: Bool, effect: Effect, source: String) {
        self.family = family
        self.look = look
        self.placement = placement
        self.automaticOnly = automaticOnly
        self.effect = effect
        self.source = source
    }

    /// A rule for every control of `family` (another family's, whose views take this family's style).
    init(family: StyleFamily, _ effect: Effect, source: String) {
        self.init(family: family, look: nil, placement: nil, automaticOnly: false, effect: effect, source: source)
    }

    /// Whether the rule applies to a control that resolved to `resolution`.
    func matches(_ resolution: Resolution) -> Bool {
        resolution.family == family
            && (look.map { $0 == resolution.resolved } ?? true)
            && (placement.map { $0 == resolution.effectivePlacement } ?? true)
            && (!automaticOnly || resolution.style.isAutomatic)
    }

    /// The rows: each family's (kept in its folder), in the registry's order; a control's rows join its reason chain in
    /// the order its family lists them.
    static let all: [SceneCompositionRule] = FamilyRegistry.definitions.flatMap(\.compositionRules)
}

/// A form look that says how its rows place their labels, so that a control in the form can follow it without naming
/// the Form family: the columns form sets them in a trailing-aligned column of their own, the grouped form leads each
/// row with its label and puts the control at the row's trailing edge
/// (https://developer.apple.com/documentation/swiftui/formstyle/columns, https://developer.apple.com/documentation/swiftui/formstyle/grouped).
protocol FormRowArrangement {
    /// Whether the labels stand in a column of their own.
    var setsLabelsInColumn: Bool { get }
}
