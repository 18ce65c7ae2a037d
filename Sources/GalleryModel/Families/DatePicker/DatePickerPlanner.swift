/// Plans DatePicker examples: compact pills with a popover calendar, the
/// graphical calendar, the Mac's fields, and wheels.
enum DatePickerPlanner {
    static func plan(_ context: PlanContext<DatePickerFamily>) -> FamilyPlan {
        let label = context.title(SampleContent.datePickerLabel)
        let date = context.bind(DatePickerFamily.date, .date)
        // The parts the picker shows: a scene's `displayedComponents:`, else the date and the time; the date alone of
        // both on Apple Watch.
        let parts = DatePickerParts(context.sceneNode).shown(on: context.platform)
        let title = Build.text(label, [.hexpand: .bool(context.platform != .macOS), .halign: .alignment(.start)])

        let look = context.look
        switch look {
        case .graphical:
            return graphical(context, date, label: label, parts: parts)
        case .compact where context.platform == .macOS, .field, .stepperField:
            // The Mac's one compact field holding the date and the time ("11/21/2026, 9:30 AM"); the stepper style adds
            // up and down arrows at its trailing edge. The compact style is the same field and stepper, which opens a
            // calendar when clicked: NSDatePicker's text field and stepper style
            // (https://developer.apple.com/documentation/appkit/nsdatepicker/style/textfieldandstepper); iOS's pills
            // are never drawn on the Mac. A picker of the day alone or the time alone writes only that.
            let format: ExampleDate.Format = parts == .both ? .fieldDateAndTime : parts.date ? .field : .time
            let field = WidgetPlan(.entry, [.dateFormat: .dateFormat(format), .width: .int(parts == .both ? 150 : 90),
                                            .valign: .alignment(.center)],
                                   classes: ["date-field"],
                                   binding: date, accessibleName: label)
            // A form lays the row out: the label in its label column, the field its control.
            let inForm = context.placement == .form
            guard look != .field else {
                return inForm ? FamilyPlan(labelled: [LabelledRow(label: label, control: field)]) : FamilyPlan(Build.hstack(spacing: 8, [title, field]))
            }
            // The arrows step the day, or the minute of a picker of the time alone.
            let step: (ExampleDate.Component, String) = parts.date ? (.day, "day") : (.minute, "minute")
            let stepper = Build.vstack(spacing: 0, classes: ["date-stepper"], [
                stepperArrow("go-up-symbolic", date, by: 1, step.0, label: "\(label): a \(step.1) later"),
                stepperArrow("go-down-symbolic", date, by: -1, step.0, label: "\(label): a \(step.1) earlier"),
            ])
            let stepperField = Build.hstack(spacing: 2, classes: ["stepper-field"], [field, stepper])
            let approximation = parts.date ? "The arrows step the day; on the Mac they step whichever part of the date is selected." : minuteStepNote
            guard !inForm else { return FamilyPlan(labelled: [LabelledRow(label: label, control: stepperField)], approximation: approximation) }
            return FamilyPlan(Build.hstack(spacing: 8, [title, stepperField]), approximation: approximation)
        case .wheel where context.platform == .watchOS && context.style.isAutomatic:
            return watchRow(context, date, label: label, parts: parts)
        case .wheel:
            return FamilyPlan(context.titledWheel(wheels(context, date, label: label, parts: parts), label: label),
                              approximation: context.platform == .watchOS
                                  ? "GTK has no 3-D wheel: flat scrolling columns, each in its frame, stand in for the watch's wheels."
                                  : "GTK has no 3-D wheel: scrolling columns with a highlighted band stand in for it.")
        case .compact:
            // The date and time as tinted pills that open the calendar and the time wheels in popovers, each where the
            // picker shows its part.
            let datePill = WidgetPlan(.popoverButton, [:], classes: ["date-pill"], children: [
                touchCalendar(date, label),
                Build.boundText(date, [.dateFormat: .dateFormat(.date)]),
            ], accessibleName: label + " date")
            return FamilyPlan(Build.hstack(spacing: 8, [title] + (parts.date ? [datePill] : []) + (parts.time ? [timePill(date, label)] : [])))
        }
    }

    /// Apple Watch's picker left automatic: a row on its platter, the label over the value in the secondary colour, as
    /// the watch's pickers stack them, which opens the wheels on a screen of their own (the gallery's reading of
    /// watchOS 10's DatePicker: a button showing its title and its value, which presents the wheels when tapped; the
    /// value is the date alone where the picker shows the date, ``DatePickerParts/shown(on:)``). An explicit `.wheel`
    /// keeps its wheels in the list.
    private static func watchRow(_ context: PlanContext<DatePickerFamily>, _ date: StateBinding, label: String,
                                 parts: DatePickerParts) -> FamilyPlan {
        let face = Build.vstack(spacing: 2, [
            Build.text(label, [.halign: .alignment(.start)]),
            Build.boundText(date, [.dateFormat: .dateFormat(parts.date ? .date : .time), .halign: .alignment(.start)], classes: ["dim-label"]),
        ])
        let row = WidgetPlan(.popoverButton, [.hexpand: .bool(true)], classes: ["navigation-row", "picker-platter"],
                             children: [wheels(context, date, label: label, parts: parts), face], accessibleName: label)
        return FamilyPlan(row.drawnAsRowPlatter(on: context.platform),
                          approximation: "GTK has no full-screen presentation here: the wheels open in a popover over the row.")
    }

    /// What the stage says of the Mac's stepper on a scene's picker of the time alone, whose arrows step the minute.
    static let minuteStepNote = "The arrows step the minute; on the Mac they step whichever part of the time is selected."

    /// `DatePicker("Departure", selection: $departure)` with the requested style: a date and a time.
    static func code(_ context: PlanContext<DatePickerFamily>) -> String {
        context.styled("DatePicker(\(SwiftSource.literal(SampleContent.datePickerLabel)), selection: $departure)")
    }

    /// The graphical style. On iPhone, iPad and Vision Pro: a month calendar titled "November 2026 ›" with ‹ › at the
    /// trailing side, three-letter weekday headings, only the month's own days, the chosen day circled in the accent
    /// (filled when it is today), and under it a "Time" row whose pill opens the time wheels. On the Mac: a small calendar beside an
    /// analog clock face, AppKit's clock-and-calendar style.
    /// A picker of the day alone draws only its calendar, one of the time alone only its clock or its time row.
    private static func graphical(_ context: PlanContext<DatePickerFamily>, _ date: StateBinding, label: String,
                                  parts: DatePickerParts) -> FamilyPlan {
        guard context.platform != .macOS else {
            // https://developer.apple.com/documentation/swiftui/datepickerstyle/graphical: "an interactive calendar or
            // clock"; on the Mac it is NSDatePicker's clock and calendar
            // (https://developer.apple.com/documentation/appkit/nsdatepicker/style/clockandcalendar), whose weekday
            // headings are single initials.
            let calendar = WidgetPlan(.calendar, [.items: .strings(ExampleDate.weekdayNames.map { String($0.prefix(1)) })],
                                      classes: ["date-calendar", "date-calendar-mac"], binding: date, accessibleName: label + " date")
                .from(.system)
            let clock = WidgetPlan(.clock, [.width: .int(120), .height: .int(120), .valign: .alignment(.start)],
                                   classes: ["date-clock"], binding: date, accessibleName: label + " time")
            return FamilyPlan(named(Build.hstack(spacing: 12, (parts.date ? [calendar] : []) + (parts.time ? [clock] : [])), label),
                              approximation: "The clock face is the gallery's drawing of the Mac's: hour marks and two hands, "
                                  + "without its numerals or shading.")
        }
        // The month title's chevron, the month arrows and today are tinted; the chosen day is circled in the accent
        // (https://developer.apple.com/design/human-interface-guidelines/pickers, date pickers: the inline calendar
        // view of iOS and iPadOS, https://developer.apple.com/documentation/uikit/uidatepickerstyle/inline).
        let time = Build.hstack(spacing: 8, classes: ["date-time-row"], [
            Build.text("Time", [.hexpand: .bool(true), .halign: .alignment(.start)]).from(.system),
            timePill(date, label),
        ])
        return FamilyPlan(named(Build.vstack(spacing: 8, (parts.date ? [touchCalendar(date, label)] : []) + (parts.time ? [time] : [])), label))
    }

    /// The calendar of iPhone, iPad and Vision Pro, inline in the graphical style and in the compact style's popover.
    /// Its month, weekdays and days are the platform's words, not the example's.
    private static func touchCalendar(_ date: StateBinding, _ label: String) -> WidgetPlan {
        WidgetPlan(.calendar, [.items: .strings(CalendarMonth.weekdayHeadings), .showsArrow: .bool(true)],
                   classes: ["date-calendar"], binding: date, accessibleName: label + " date").from(.system)
    }

    /// `group` named with the picker's label: the graphical style draws no label, but assistive technologies read it.
    private static func named(_ group: WidgetPlan, _ label: String) -> WidgetPlan {
        var named = group
        named.accessibleName = label
        return named
    }

    /// The time as a tinted pill that opens the time wheels in a popover.
    private static func timePill(_ date: StateBinding, _ label: String) -> WidgetPlan {
        WidgetPlan(.popoverButton, [:], classes: ["date-pill"], children: [
            Build.hstack(spacing: 0, classes: ["wheel-group", "date-wheels"], timeWheels(date, label)),
            Build.boundText(date, [.dateFormat: .dateFormat(.time)]),
        ], accessibleName: label + " time")
    }

    /// The wheels of the wheel style. iPhone, iPad and Vision Pro turn the whole day in one column ("Sat Nov 21"),
    /// then the hour, the minute and AM or PM, the example's United States English being a 12-hour locale
    /// (https://developer.apple.com/documentation/uikit/uidatepicker/mode/dateandtime: the date, hour, minute and
    /// AM/PM designator), under one selection band. Apple Watch keeps a column per part, each a picker of its own in
    /// its own rounded frame with no band across them, the one the Digital Crown turns outlined in the tint — the
    /// first until a tap moves it (https://developer.apple.com/documentation/watchkit/wkinterfacepicker/focus(): a
    /// picker that takes the Crown's input adds its own highlight; https://developer.apple.com/design/human-interface-guidelines/digital-crown).
    /// A picker of the day alone turns only its date wheels, one of the time alone only its time wheels.
    private static func wheels(_ context: PlanContext<DatePickerFamily>, _ date: StateBinding, label: String,
                               parts shown: DatePickerParts) -> WidgetPlan {
        guard context.platform == .watchOS else {
            return Build.hstack(spacing: 0, classes: ["wheel-group", "date-wheels"],
                                (shown.date ? [wheel(date, .date, width: 120, label)] : []) + (shown.time ? timeWheels(date, label) : []))
        }
        // The watch shows the date or the time, never both (``DatePickerParts/shown(on:)``).
        let parts = shown.date ? watchDateWheels : watchTimeWheels
        return Build.hstack(spacing: watchWheelSpacing, classes: ["wheel-group", "date-wheels", "wheel-columns"], parts.indices.map { index in
            wheel(date, parts[index].component, width: parts[index].width, label,
                  classes: ["wheel-column"] + (index == 0 ? ["crown-focus"] : []))
        })
    }

    /// Apple Watch's date wheels: the month written short, the day and the year, together no wider than the watch's
    /// screen (``PlatformTheme/cardScreenWidth``) with the list row's insets, as the watch fits them.
    private static let watchDateWheels: [(component: ExampleDate.Component, width: Int)] = [(.shortMonth, 56), (.day, 44), (.year, 64)]
    /// Apple Watch's time wheels: the hour and the minute.
    private static let watchTimeWheels: [(component: ExampleDate.Component, width: Int)] = [(.hour, 56), (.minute, 56)]
    /// The gap between two of the watch's wheel frames.
    private static let watchWheelSpacing = 6

    /// The hour (1 to 12), minute and AM/PM wheels.
    private static func timeWheels(_ date: StateBinding, _ label: String) -> [WidgetPlan] {
        [wheel(date, .hour12, width: 50, label), wheel(date, .minute, width: 50, label), wheel(date, .meridiem, width: 56, label)]
    }

    /// One arrow of the Mac's date stepper: it moves the bound date's `part` by `amount`.
    private static func stepperArrow(_ icon: String, _ date: StateBinding, by amount: Int, _ part: ExampleDate.Component,
                                     label: String) -> WidgetPlan {
        WidgetPlan(.button, [.iconName: .string(icon)], classes: ["date-stepper-arrow"],
                   binding: StateBinding(date.key, .steps(part, amount)), accessibleName: label).from(.system)
    }

    /// A wheel column of five visible rows editing one part of the bound date.
    private static func wheel(_ date: StateBinding, _ component: ExampleDate.Component, width: Int, _ label: String,
                              classes: [String] = []) -> WidgetPlan {
        WidgetPlan(.wheel, [.dateComponent: .dateComponent(component), .visibleRows: .int(5), .width: .int(width)],
                   classes: classes, binding: date, accessibleName: "\(label) \(component.title)")
    }
}
