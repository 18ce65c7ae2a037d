/// `Picker` and `.pickerStyle(_:)`: everything the gallery knows about the family is in this folder.
struct PickerFamily: FamilyDefinition {
    static let family = StyleFamily.picker
    let viewName = "Picker"
    let title = "Pickers"
    let sidebarIcon = "view-list-symbolic"
    let placements = PlacementTraits(inMenus: true, fillsScreen: false, inToolbars: true)
    var descriptor: FamilyDescriptor { .picker }
    var automaticRules: [AutomaticRule<Self>] { Self.automaticRules }
    var resolutionExamples: [ResolutionExample<Self>] { Self.resolutionExamples }
    var compositionRules: [SceneCompositionRule] { Self.compositionRules }
    var adjustments: [StyleAdjustment<Self>] { Self.adjustments }

    let contextStyles = [
        ContextStyle(Look.submenu, summary: """
            A submenu titled with the picker's label, whose items are the choices with a checkmark on the selected one.
            """),
        ContextStyle(Look.navigationRow, summary: """
            A row naming the current choice with a chevron, which pushes the list of choices: what a list's picker \
            drew before the navigationLink style gave the look a name.
            """),
    ]

    /// Every look of a Picker: its built-in styles, and what containers make of it.
    enum Look: String, FamilyLook {
        typealias Family = PickerFamily

        case inline, menu, navigationLink, palette, radioGroup, segmented, wheel, tabs
        case popUpButtonPickerStyle = "PopUpButtonPickerStyle()"
        case submenu, navigationRow
    }

    /// How a palette marks its selected option (`paletteSelectionEffect(_:)`,
    /// https://developer.apple.com/documentation/swiftui/paletteselectioneffect): the system's highlight (`.automatic`),
    /// nothing (`.custom`: the options' own symbols say which is chosen), or a variant of the selected symbol
    /// (`symbolVariant(_:)`, https://developer.apple.com/documentation/swiftui/paletteselectioneffect/symbolvariant(_:)),
    /// which takes any of the variants SymbolVariants lists as type properties: none, circle, square, rectangle, fill
    /// and slash (https://developer.apple.com/documentation/swiftui/symbolvariants). Every member came with the
    /// palette style itself (iOS 17, macOS 14, visionOS 1, on each member's page), so none needs a release of its own.
    /// The reference document writes `.fill` and `.slash` (reference/view-styles.zh.md, palette); as it does, each
    /// option is tinted for every effect but the system's.
    enum PaletteSelectionEffect: String, StyleChoice {
        case automatic = ".automatic", custom = ".custom"
        case symbolVariantFill = ".symbolVariant(.fill)", symbolVariantSlash = ".symbolVariant(.slash)"
        case symbolVariantCircle = ".symbolVariant(.circle)", symbolVariantSquare = ".symbolVariant(.square)"
        case symbolVariantRectangle = ".symbolVariant(.rectangle)", symbolVariantNone = ".symbolVariant(.none)"

        /// What the variant adds to a symbol's name (`fill` makes `flag.fill`), "" for `.none`, which leaves the
        /// symbol as it is; nil for the effects that are not a symbol variant.
        var symbolSuffix: String? {
            switch self {
            case .automatic, .custom: nil
            case .symbolVariantFill: ".fill"
            case .symbolVariantSlash: ".slash"
            case .symbolVariantCircle: ".circle"
            case .symbolVariantSquare: ".square"
            case .symbolVariantRectangle: ".rectangle"
            case .symbolVariantNone: ""
            }
        }
    }

    /// The index of the chosen option: one of the fruits, or of the palette card's reactions.
    static let selection = SlotTemplate("selection", .int(0),
                                        .index(0...(max(SampleContent.pickerChoices.count, SampleContent.reactions.count) - 1)))

    var slots: [SlotTemplate] {
        [Self.selection]
    }

    var drawing: FamilyDrawing<Self> {
        .control(draw: PickerPlanner.plan, code: PickerPlanner.code)
    }

    let holdsContent = true
    let paletteItem: ScenePaletteItem? = ScenePaletteItem(.styled(Self.family), state: [#"choice = "One""#], """
        Picker("Picker", selection: $choice) {
            Text("One").tag("One")
            Text("Two").tag("Two")
            Text("Three").tag("Three")
        }
        """)
}

extension StyleFamily {
    /// `Picker`, styled with `.pickerStyle(_:)`.
    public static let picker = StyleFamily(declaring: "picker")
}
