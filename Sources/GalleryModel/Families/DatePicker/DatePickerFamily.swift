/// `DatePicker` and `.datePickerStyle(_:)`: everything the gallery knows about the family is in this folder.
struct DatePickerFamily: FamilyDefinition {
    let family = StyleFamily.datePicker
    let viewName = "DatePicker"
    let title = "Date Pickers"
    let sidebarIcon = "x-office-calendar-symbolic"
    let prefersWideCards = true
    let placements = PlacementTraits(inMenus: false, fillsScreen: false, inToolbars: true)
    var descriptor: FamilyDescriptor { .datePicker }
    var automaticRules: [AutomaticRule] { Self.automaticRules }

    /// Every look of a DatePicker: its built-in styles.
    enum Look: String, CaseIterable, Sendable {
        case compact, field, graphical, stepperField, wheel
    }

    /// The chosen date and time.
    static let date = SlotTemplate("date", .string(SampleContent.initialDate), .date)

    var slots: [SlotTemplate] {
        [Self.date]
    }

    func plan(_ context: PlanContext) -> FamilyPlan {
        DatePickerPlanner.plan(context)
    }

    func code(_ context: PlanContext) -> String {
        DatePickerPlanner.code(context)
    }
}

extension StyleFamily {
    /// `DatePicker`, styled with `.datePickerStyle(_:)`.
    public static let datePicker = StyleFamily(declaring: "datePicker")
}
