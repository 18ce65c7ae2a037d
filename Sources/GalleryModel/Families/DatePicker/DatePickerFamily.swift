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

    var slots: [SlotTemplate] {
        [SlotTemplate("date", .string(SampleContent.initialDate), .date)]
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
