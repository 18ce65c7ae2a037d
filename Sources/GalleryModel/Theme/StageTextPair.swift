/// Which text a stage draws on which background. Some pairs are Apple's own colours, drawn as Apple specifies them
/// (the tint's text, a prominent button's white on the tint, the system red): where one of them misses WCAG AA, the
/// gallery says so (``ContrastFinding``) and does not mend it. The others are the gallery's own readings of what
/// Apple does not publish (its greys, glass, platters, selected rows), and those must reach 4.5:1.
public enum StageTextRole: String, CaseIterable, Sendable {
    case textOnStage, textOnSurface, secondaryTextOnStage, secondaryTextOnSurface
    case tintedTextOnStage, tintedTextOnSurface, destructiveTextOnStage, destructiveTextOnSurface
    case textOnFilledControl, textOnDestructiveFill, borderedButton, borderedDestructiveButton
    case selectedSegment, tintedCard, selectedRow, secondaryTextInSelectedRow, buttonPlatter, focusedControl, secondaryTextOnFocusedControl,
         unfocusedPlatter
    case secondaryTextOnUnfocusedPlatter, textInRecessedField, placeholderInRecessedField, placeholderOnStage, placeholderOnSurface
    case glassButton, clearGlassButton, tintedGlassButton, selectedTabOnGlass, destructiveItemOnGlassToolbar, galleryWordsOnStage

    /// Whether the pair's text is one of Apple's colours as Apple specifies them (the tint, white on the tint, the
    /// system red), so that its shortfall is Apple's and is reported, not mended.
    public var isApples: Bool {
        switch self {
        case .tintedTextOnStage, .tintedTextOnSurface, .destructiveTextOnStage, .destructiveTextOnSurface, .textOnFilledControl,
             .textOnDestructiveFill, .borderedButton, .borderedDestructiveButton, .selectedTabOnGlass, .destructiveItemOnGlassToolbar,
             .placeholderOnStage, .placeholderOnSurface:
            true
        case .textOnStage, .textOnSurface, .secondaryTextOnStage, .secondaryTextOnSurface, .selectedSegment, .tintedCard, .selectedRow,
             .secondaryTextInSelectedRow, .buttonPlatter, .focusedControl, .secondaryTextOnFocusedControl, .unfocusedPlatter, .secondaryTextOnUnfocusedPlatter,
             .textInRecessedField, .placeholderInRecessedField, .glassButton, .clearGlassButton, .tintedGlassButton, .galleryWordsOnStage:
            false
        }
    }

    /// The pairs a grid of buttons shows on the stage: tinted and destructive titles, prominent fills, bordered platters.
    public static let buttons: [StageTextRole] = [
        .tintedTextOnStage, .destructiveTextOnStage, .textOnFilledControl, .textOnDestructiveFill, .borderedButton, .borderedDestructiveButton,
    ]

    /// Which text on which background, as a finding names it.
    public var title: LocalizedText {
        switch self {
        case .textOnStage: say("text on the stage")
        case .textOnSurface: say("text on a row")
        case .secondaryTextOnStage: say("secondary text on the stage")
        case .secondaryTextOnSurface: say("secondary text on a row")
        case .tintedTextOnStage: say("tinted text (a borderless button, a link) on the stage")
        case .tintedTextOnSurface: say("tinted text on a row")
        case .destructiveTextOnStage: say("destructive red text on the stage")
        case .destructiveTextOnSurface: say("destructive red text on a row")
        case .textOnFilledControl: say("white text on a prominent button's tint")
        case .textOnDestructiveFill: say("white text on a prominent destructive button's red")
        case .borderedButton: say("tinted text on a bordered button")
        case .borderedDestructiveButton: say("red text on a bordered destructive button")
        case .selectedSegment: say("the selected segment")
        case .tintedCard: say("text on a tinted card")
        case .selectedRow: say("text in a selected row")
        case .secondaryTextInSelectedRow: say("secondary text in a selected row")
        case .buttonPlatter: say("text on a button's platter")
        case .focusedControl: say("text on a focused control")
        case .secondaryTextOnFocusedControl: say("secondary text on a focused control")
        case .unfocusedPlatter: say("text on an unfocused platter")
        case .secondaryTextOnUnfocusedPlatter: say("secondary text on an unfocused platter")
        case .textInRecessedField: say("text in a recessed text field")
        case .placeholderInRecessedField: say("a prompt in a recessed text field")
        case .placeholderOnStage: say("a text field's placeholder on the stage")
        case .placeholderOnSurface: say("a text field's placeholder on a row")
        case .glassButton: say("text on a glass button")
        case .clearGlassButton: say("text on a clear glass button")
        case .tintedGlassButton: say("text on a tinted glass button")
        case .selectedTabOnGlass: say("the selected tab on a glass tab bar")
        case .destructiveItemOnGlassToolbar: say("a destructive item on a glass toolbar")
        case .galleryWordsOnStage: say("the gallery's own words on the stage")
        }
    }
}

/// One colour of text on one background, where a stage draws it.
public struct StageTextPair: Sendable, Equatable {
    public let role: StageTextRole
    public let text: RGBColor
    public let background: RGBColor
    /// Whether the text is Apple's colour as Apple specifies it, so that a shortfall is reported, not mended: the
    /// role's answer (``StageTextRole/isApples``), or the palette's where the role's colour is Apple's on one platform
    /// and the gallery's reading on another (secondary text: ``StagePalette/secondaryTextIsApples``).
    public let isApples: Bool

    init(role: StageTextRole, text: RGBColor, background: RGBColor, isApples: Bool? = nil) {
        self.role = role
        self.text = text
        self.background = background
        self.isApples = isApples ?? role.isApples
    }

    /// The pair's WCAG 2 contrast ratio.
    public var ratio: Double { RGBColor.contrast(text, background) }
}
