/// One option of a palette, the row of symbols a palette picker or a palette control group shows in a menu
/// (https://developer.apple.com/documentation/swiftui/pickerstyle/palette,
/// https://developer.apple.com/documentation/swiftui/controlgroupstyle/palette): a choice of the picker's selection, a
/// toggle, or a stateless button, drawn as its symbol alone.
public struct PaletteOption: Sendable, Equatable {
    /// The option's title, which names it for assistive technologies and in its tooltip.
    public let title: String
    /// The freedesktop icon of its symbol.
    public let icon: String
    /// The icon shown instead while the option is selected or on (`paletteSelectionEffect(.symbolVariant(.fill))`,
    /// or a custom effect's own symbol), or nil when the symbol stays.
    public let selectedIcon: String?
    /// What choosing it does: `.selects(i)` picks the picker's choice `i`, `.isOn` flips a toggle, `.record` is a
    /// stateless button's action.
    public let binding: StateBinding
    /// Whether the system marks the selected option (`paletteSelectionEffect(.automatic)`, whose tint colours the
    /// selected symbol); false for `.custom`, which leaves the selection to the option's own symbol.
    public let marksSelection: Bool
    /// The colour `.tint(_:)` gives the option's symbol, or nil for the menu's own colour.
    public let tint: NamedColor?

    public init(_ title: String, icon: String, selectedIcon: String? = nil, binding: StateBinding, marksSelection: Bool,
                tint: NamedColor? = nil) {
        self.title = title
        self.icon = icon
        self.selectedIcon = selectedIcon
        self.binding = binding
        self.marksSelection = marksSelection
        self.tint = tint
    }

    /// The CSS classes of the option's button: its shape, whether the system marks it when selected, and its tint.
    public var cssClasses: [String] {
        ["flat", "palette-option"] + (marksSelection ? ["palette-marks-selection"] : []) + (tint.map { ["palette-tint-\($0.rawValue)"] } ?? [])
    }
}
