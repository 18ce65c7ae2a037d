/// Plans DatePicker examples: compact pills with a popover calendar, the
/// graphical calendar, the Mac's fields, and wheels.
enum DatePickerPlanner {
    static func plan(_ context: PlanContext) -> FamilyPlan {
        let label = SampleContent.datePickerLabel
        let date = context.bind(DatePickerFamily.date, .date)
        let title = Build.text(label, [.hexpand: .bool(context.platform != .macOS), .halign: .alignment(.start)])

        let look = context.look(as: DatePickerFamily.Look.self)
        switch look {
        case .graphical:
            return FamilyPlan(Build.vstack(spacing: 8, [
                Build.text(label, classes: ["heading"]),
                WidgetPlan(.calendar, binding: date, accessibleName: label),
                timeRow(context, date),
            ]), approximation: "GTK's calendar names the month and year with arrows of its own and marks the chosen day "
                + "with a filled square; Apple's titles the month with arrows at the trailing edge and circles the day.")
        case .field, .stepperField:
            // The Mac's one compact field holding the date and the time ("11/21/2026, 9:30 AM"); the stepper style adds
            // up and down arrows at its trailing edge.
            let field = WidgetPlan(.entry, [.dateFormat: .dateFormat(.fieldDateAndTime), .width: .int(150), .valign: .alignment(.center)],
                                   classes: ["date-field"],
                                   binding: date, accessibleName: label)
            guard look == .stepperField else { return FamilyPlan(Build.hstack(spacing: 8, [title, field])) }
            let stepper = Build.vstack(spacing: 0, classes: ["date-stepper"], [
                stepperArrow("go-up-symbolic", date, by: 1, label: "\(label): a day later"),
                stepperArrow("go-down-symbolic", date, by: -1, label: "\(label): a day earlier"),
            ])
            return FamilyPlan(Build.hstack(spacing: 8, [title, Build.hstack(spacing: 2, classes: ["stepper-field"], [field, stepper])]),
                              approximation: "The arrows step the day; on the Mac they step whichever part of the date is selected.")
        case .wheel:
            let wheels = Build.hstack(spacing: 0, classes: ["wheel-group"], [
                wheel(date, .month, width: 110, label), wheel(date, .day, width: 56, label),
                wheel(date, .year, width: 70, label), wheel(date, .hour, width: 56, label),
                wheel(date, .minute, width: 56, label),
            ])
            return FamilyPlan(Build.vstack([Build.text(label, classes: ["caption-heading"]), wheels]),
                              approximation: "GTK has no 3-D wheel: scrolling columns with a highlighted band stand in for it.")
        case .compact:
            // The date and time as tinted pills that open editors in popovers.
            let datePill = WidgetPlan(.popoverButton, [:], classes: ["date-pill"], children: [
                WidgetPlan(.calendar, binding: date, accessibleName: label),
                Build.boundText(date, [.dateFormat: .dateFormat(.date)]),
            ], accessibleName: label + " date")
            let timePill = WidgetPlan(.popoverButton, [:], classes: ["date-pill"], children: [
                timeRow(context, date),
                Build.boundText(date, [.dateFormat: .dateFormat(.time)]),
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
            Build.text("Time", [.hexpand: .bool(true), .halign: .alignment(.start)]).from(.system),
            spin(date, .hour, 0...23, SampleContent.datePickerLabel),
            Build.text(":").from(.system),
            spin(date, .minute, 0...59, SampleContent.datePickerLabel),
        ])
    }

    /// One arrow of the Mac's date stepper: it moves the bound date's day by `amount`.
    private static func stepperArrow(_ icon: String, _ date: StateBinding, by amount: Int, label: String) -> WidgetPlan {
        WidgetPlan(.button, [.iconName: .string(icon)], classes: ["date-stepper-arrow"],
                   binding: StateBinding(date.key, .steps(.day, amount)), accessibleName: label).from(.system)
    }

    /// A wheel column of five visible rows editing one part of the bound date.
    private static func wheel(_ date: StateBinding, _ component: ExampleDate.Component, width: Int, _ label: String) -> WidgetPlan {
        WidgetPlan(.wheel, [.dateComponent: .dateComponent(component), .visibleRows: .int(5), .width: .int(width)],
                   binding: date, accessibleName: "\(label) \(component.rawValue)")
    }

    /// A spin button editing one part of the bound date.
    private static func spin(_ date: StateBinding, _ component: ExampleDate.Component, _ range: ClosedRange<Int>, _ label: String) -> WidgetPlan {
        WidgetPlan(.spinButton, [
            .dateComponent: .dateComponent(component), .minimum: .int(range.lowerBound), .maximum: .int(range.upperBound), .step: .int(1),
        ], binding: date, accessibleName: "\(label) \(component.rawValue)")
    }
}
