/// Plans DatePicker examples: compact pills with a popover calendar, the
/// graphical calendar, the Mac's fields, and wheels.
enum DatePickerPlanner {
    static func plan(_ context: PlanContext) -> FamilyPlan {
        let label = SampleContent.datePickerLabel
        let date = context.bind("date", .date)
        let title = Build.text(label, [.hexpand: .bool(context.platform != .macOS), .halign: .string("start")])

        switch context.look {
        case "graphical":
            return FamilyPlan(Build.vstack(spacing: 8, [
                Build.text(label, classes: ["heading"]),
                WidgetPlan(.calendar, binding: date, accessibleName: label),
                timeRow(context, date),
            ]))
        case "field":
            let field = WidgetPlan(.entry, [.dateFormat: .string("field"), .width: .int(110)], classes: ["date-field"],
                                   binding: date, accessibleName: label)
            return FamilyPlan(Build.hstack(spacing: 8, [title, field, timeField(date, label)]))
        case "stepperField":
            // The date's parts above the time's, so the five steppers fit beside the title.
            let dateFields = Build.hstack(spacing: 0, classes: ["linked", "stepper-field"], [
                spin(date, "month", 1...12, label), spin(date, "day", 1...31, label), spin(date, "year", 1900...2100, label),
            ])
            let timeFields = Build.hstack(spacing: 0, classes: ["linked", "stepper-field"], [
                spin(date, "hour", 0...23, label), spin(date, "minute", 0...59, label),
            ])
            return FamilyPlan(
                Build.hstack(spacing: 8, [title, Build.vstack(spacing: 6, [dateFields, timeFields])]),
                approximation: "GTK has no single stepped date field: each part is its own spin button.")
        case "wheel":
            let wheels = Build.hstack(spacing: 0, classes: ["wheel-group"], [
                wheel(date, "month", width: 110, label), wheel(date, "day", width: 56, label),
                wheel(date, "year", width: 70, label), wheel(date, "hour", width: 56, label),
                wheel(date, "minute", width: 56, label),
            ])
            return FamilyPlan(Build.vstack([Build.text(label, classes: ["caption-heading"]), wheels]),
                              approximation: "GTK has no 3-D wheel: scrolling columns with a highlighted band stand in for it.")
        default:
            // compact: the date and time as tinted pills that open editors in popovers.
            let datePill = WidgetPlan(.popoverButton, [:], classes: ["date-pill"], children: [
                WidgetPlan(.calendar, binding: date, accessibleName: label),
                Build.boundText(date, [.dateFormat: .string("date")]),
            ], accessibleName: label + " date")
            let timePill = WidgetPlan(.popoverButton, [:], classes: ["date-pill"], children: [
                timeRow(context, date),
                Build.boundText(date, [.dateFormat: .string("time")]),
            ], accessibleName: label + " time")
            return FamilyPlan(Build.hstack(spacing: 8, [title, datePill, timePill]))
        }
    }

    /// `DatePicker("Departure", selection: $departure)` with the requested style: a date and a time.
    static func code(_ context: PlanContext) -> String {
        context.styled("DatePicker(\(SwiftSource.literal(SampleContent.datePickerLabel)), selection: $departure)")
    }

    /// Hour and minute spin buttons, under the words the graphical style itself draws.
    private static func timeRow(_ context: PlanContext, _ date: StateBinding) -> WidgetPlan {
        Build.hstack(spacing: 4, [
            Build.text("Time", [.hexpand: .bool(true), .halign: .string("start")]).from(.system),
            spin(date, "hour", 0...23, SampleContent.datePickerLabel),
            Build.text(":").from(.system),
            spin(date, "minute", 0...59, SampleContent.datePickerLabel),
        ])
    }

    /// An editable time field (the Mac's field style shows time as text too).
    private static func timeField(_ date: StateBinding, _ label: String) -> WidgetPlan {
        WidgetPlan(.entry, [.dateFormat: .string("time"), .width: .int(60)], classes: ["date-field"], binding: date,
                   accessibleName: label + " time")
    }

    /// A wheel column of five visible rows editing one part of the bound date.
    private static func wheel(_ date: StateBinding, _ component: String, width: Int, _ label: String) -> WidgetPlan {
        WidgetPlan(.wheel, [.dateComponent: .string(component), .visibleRows: .int(5), .width: .int(width)],
                   binding: date, accessibleName: "\(label) \(component)")
    }

    /// A spin button editing one part of the bound date.
    private static func spin(_ date: StateBinding, _ component: String, _ range: ClosedRange<Int>, _ label: String) -> WidgetPlan {
        WidgetPlan(.spinButton, [
            .dateComponent: .string(component), .minimum: .int(range.lowerBound), .maximum: .int(range.upperBound), .step: .int(1),
        ], binding: date, accessibleName: "\(label) \(component)")
    }
}
