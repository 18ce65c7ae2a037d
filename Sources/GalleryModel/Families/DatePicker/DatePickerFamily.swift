/// `DatePicker` and `.datePickerStyle(_:)`: everything the gallery knows about the family is in this folder.
struct DatePickerFamily: FamilyDefinition {
    static let family = StyleFamily.datePicker
    let viewName = "DatePicker"
    let title = "Date Pickers"
    let sidebarIcon = "x-office-calendar-symbolic"
    let prefersWideCards = true
    let placements = PlacementTraits(inMenus: false, fillsScreen: false, inToolbars: true)
    var descriptor: FamilyDescriptor { .datePicker }
    var automaticRules: [AutomaticRule<Self>] { Self.automaticRules }
    var resolutionExamples: [ResolutionExample<Self>] { Self.resolutionExamples }

    /// Every look of a DatePicker: its built-in styles.
    enum Look: String, FamilyLook {
        typealias Family = DatePickerFamily

        case compact, field, graphical, stepperField, wheel
    }

    /// The chosen date and time.
    static let date = SlotTemplate("date", .string(SampleContent.initialDate), .date)

    var slots: [SlotTemplate] {
        [Self.date]
    }

    var sceneNotes: [String] { [DatePickerPlanner.minuteStepNote] }

    var drawing: FamilyDrawing<Self> {
        .control(draw: DatePickerPlanner.plan, code: DatePickerPlanner.code)
    }

    let paletteItem: ScenePaletteItem? = ScenePaletteItem(.styled(Self.family), state: ["date = Date.now"], #"DatePicker("Date", selection: $date)"#)
}

extension StyleFamily {
    /// `DatePicker`, styled with `.datePickerStyle(_:)`.
    public static let datePicker = StyleFamily(declaring: "datePicker")
}
