/// `Form` and `.formStyle(_:)`: everything the gallery knows about the family is in this folder.
struct FormFamily: FamilyDefinition {
    static let family = StyleFamily.form
    let viewName = "Form"
    let title = "Forms"
    let sidebarIcon = "document-properties-symbolic"
    let prefersWideCards = true
    // A Form is a screen's or a pane's whole content: neither a row of another form or list nor a toolbar item.
    let placements = PlacementTraits(inMenus: false, fillsScreen: true, inToolbars: false)
    var descriptor: FamilyDescriptor { .form }
    var automaticRules: [AutomaticRule<Self>] { Self.automaticRules }
    var resolutionExamples: [ResolutionExample<Self>] { Self.resolutionExamples }

    /// A Form's rows are a list's: on iPhone and iPad its Labels' icons take the accent colour
    /// (``PlatformTheme/tintsListLabelIcons``).
    func tintsLabelIcons(_ resolution: Resolution) -> Bool {
        PlatformTheme.of(resolution.shownPlatform).tintsListLabelIcons
    }

    /// Every look of a Form: its built-in styles.
    enum Look: String, FamilyLook {
        typealias Family = FormFamily

        case columns, grouped
    }

    /// What is typed in the form's text field.
    static let name = SlotTemplate("name", .string(""), .text(ExampleCatalog.fieldLimit), state: "name")
    /// Whether the form's toggle is on.
    static let showsPreviews = SlotTemplate("showsPreviews", .bool(true), .bool, state: "showsPreviews")
    /// The index of the sound the form's picker has chosen.
    static let sound = SlotTemplate("sound", .int(0), .index(0...(SampleContent.form.sounds.count - 1)), state: "sound")

    var slots: [SlotTemplate] {
        [Self.name, Self.showsPreviews, Self.sound]
    }

    var drawing: FamilyDrawing<Self> {
        .container(ContainerTraits(placement: .form, wraps: true), layOut: FormPlanner.layOut, sample: FormPlanner.sample)
    }

    let paletteItem: ScenePaletteItem? = ScenePaletteItem(.styled(Self.family), "Form {}")
}

extension StyleFamily {
    /// `Form`, styled with `.formStyle(_:)`.
    public static let form = StyleFamily(declaring: "form")
}

extension FormFamily.Look: FormRowArrangement {
    /// Only the columns form sets its labels in a column; the grouped form leads each row with its label.
    var setsLabelsInColumn: Bool { self == .columns }
}

extension FormFamily.Look: GroupedPanelRows {
    /// The grouped form's sections are rounded panels over the grouped background.
    var standsOnGroupedPanels: Bool { self == .grouped }
}
