import GalleryModel
import Testing

/// Date pickers as Apple draws them: the month calendar's layout, days counted across months, the iOS wheel's
/// columns, the graphical style per platform, and the Mac's field for the compact style.
@Suite("Date picker looks")
struct DatePickerLookTests {
    private let departure = ExampleDate("2026-11-21T09:30")!

    private func plan(_ style: String, on platform: Platform) throws -> WidgetPlan {
        Planner.plan(try StyleResolver.resolve(.datePicker, style: style, platform: platform)).widget
    }

    private func wheelParts(_ widget: WidgetPlan) -> [ExampleDate.Component] {
        widget.allPlans.filter { $0.kind == .wheel }.compactMap(\.dateComponent)
    }

    @Test("Days count on from 1 January 1970 and back, across months, years and the range's ends")
    func days() throws {
        #expect(ExampleDate("1970-01-01T00:00")!.dayNumber == 0)
        #expect(ExampleDate("1969-12-31T00:00")!.dayNumber == -1)
        for text in ["0001-01-01T00:00", "2024-02-29T12:00", "2026-11-21T09:30", "9999-12-31T23:59"] {
            let date = try #require(ExampleDate(text))
            #expect(ExampleDate(dayNumber: date.dayNumber, hour: date.hour, minute: date.minute) == date, "\(text)")
        }
        #expect(departure.weekday == 6, "21 November 2026 is a Saturday")
        #expect(ExampleDate("2026-11-25T00:00")!.weekday == 3, "a Wednesday")
        #expect(departure.addingDays(10).text == "2026-12-01T09:30")
        #expect(departure.addingDays(-7).text == "2026-11-14T09:30")
        #expect(ExampleDate("2024-12-31T08:00")!.addingDays(1).text == "2025-01-01T08:00")
        #expect(ExampleDate("9999-12-31T08:00")!.addingDays(7).text == "9999-12-31T08:00", "no day after the last")
        #expect(ExampleDate("0001-01-01T08:00")!.addingDays(-1).text == "0001-01-01T08:00", "no day before the first")
    }

    @Test("A month lays out its own days only, Sunday first, in four to six week rows")
    func month() throws {
        let november = CalendarMonth(containing: departure)
        #expect(november.title == "November 2026")
        #expect(november.firstColumn == 0, "1 November 2026 is a Sunday")
        #expect(november.cell(of: 21) == (row: 2, column: 6))
        #expect(november.rowCount == 5)
        #expect(try #require(CalendarMonth(year: 2026, month: 2)).rowCount == 4, "February 2026 fills four weeks exactly")
        #expect(try #require(CalendarMonth(year: 2026, month: 8)).rowCount == 6)
        #expect(november.next == CalendarMonth(year: 2026, month: 12))
        #expect(CalendarMonth(year: 2027, month: 1)?.previous == CalendarMonth(year: 2026, month: 12))
        #expect(CalendarMonth(year: 1, month: 1)?.previous == nil)
        #expect(CalendarMonth(year: 9999, month: 12)?.next == nil)
        #expect(november.date(day: 3, at: departure)?.text == "2026-11-03T09:30", "choosing a day keeps the time")
        #expect(CalendarMonth.weekdayHeadings == ["SUN", "MON", "TUE", "WED", "THU", "FRI", "SAT"])
    }

    @Test("The 12-hour parts turn the hour without losing the half of the day, and the date column shows whole days")
    func twelveHourParts() {
        #expect(departure.value(of: .hour12) == 9 && departure.value(of: .meridiem) == 0)
        #expect(departure.setting(.meridiem, to: 1).text == "2026-11-21T21:30")
        #expect(departure.setting(.meridiem, to: 1).setting(.hour12, to: 12).text == "2026-11-21T12:30", "12 PM is noon")
        #expect(departure.setting(.hour12, to: 12).text == "2026-11-21T00:30", "12 AM is midnight")
        #expect(ExampleDate("2026-11-21T00:05")!.value(of: .hour12) == 12)
        #expect(ExampleDate.Component.meridiem.wheelValues.map(\.text) == ["AM", "PM"])
        #expect(ExampleDate.Component.hour12.wheelValues.map(\.text).first == "1")
        let days = ExampleDate.Component.date.wheelValues(around: departure)
        #expect(days.first { $0.value == departure.dayNumber }?.text == "Sat Nov 21")
        #expect(days.contains { $0.text == "Mon Dec 21" } && days.contains { $0.text == "Wed Oct 21" }, "a month either side")
        #expect(departure.setting(.date, to: departure.dayNumber + 4).text == "2026-11-25T09:30")
        #expect(ExampleDate.Component.hour12.title == "hour" && ExampleDate.Component.meridiem.title == "AM/PM")
    }

    @Test("On a 24-hour clock the 12-hour wheels turn the hour 0 to 23 and the AM/PM column goes; on 12 hours they stay")
    func clocks() {
        let chinese = ExampleDate.Convention.of(.simplifiedChinese).clock
        #expect(ExampleDate.Component.hour12.on(chinese) == .hour)
        #expect(ExampleDate.Component.meridiem.on(chinese) == nil)
        #expect(ExampleDate.Component.minute.on(chinese) == .minute)
        #expect(ExampleDate.Component.date.on(chinese) == .date)
        let english = ExampleDate.Convention.of(.english).clock
        #expect([ExampleDate.Component.hour12, .minute, .meridiem].map { $0.on(english) } == [.hour12, .minute, .meridiem])
    }

    @Test("iOS wheels: one date column, then hour, minute and AM/PM; Apple Watch keeps a column per part",
          arguments: [Platform.iOS, .iPadOS, .visionOS])
    func wheels(platform: Platform) throws {
        #expect(wheelParts(try plan("wheel", on: platform)) == [.date, .hour12, .minute, .meridiem])
        #expect(wheelParts(try plan("wheel", on: .watchOS)) == [.shortMonth, .day, .year], "the watch turns the date alone")
    }

    @Test("Apple Watch's wheels fit its screen, the month written short")
    func watchWheelsFit() throws {
        let screen = try #require(PlatformTheme.of(.watchOS).cardScreenWidth)
        let lines = try plan("wheel", on: .watchOS).allPlans.filter { $0.cssClasses.contains("wheel-columns") }
        #expect(lines.count == 1, "the date's wheels on one line")
        for line in lines {
            let wheels = line.children.filter { $0.kind == .wheel }
            let width = wheels.compactMap { $0.int(.width) }.reduce(0, +) + (line.int(.spacing) ?? 0) * (wheels.count - 1)
            #expect(width <= screen - 16, "a line of wheels \(width) px wide on a \(screen)-px screen, less its row's insets")
        }
        #expect(ExampleDate.Component.shortMonth.wheelValues.map(\.text).prefix(2) == ["Jan", "Feb"])
        #expect(ExampleDate("2026-11-21T09:30")!.setting(.shortMonth, to: 2).value(of: .month) == 2)
    }

    @Test("The graphical style on iOS: Apple's calendar and a Time row with a pill that opens the time wheels",
          arguments: [Platform.iOS, .iPadOS, .visionOS])
    func graphicalTouch(platform: Platform) throws {
        let widget = try plan("graphical", on: platform)
        let calendar = try #require(widget.first(.calendar))
        #expect(calendar.strings(.items) == CalendarMonth.weekdayHeadings)
        #expect(calendar.bool(.showsArrow) == true, "the month title has a chevron")
        #expect(widget.first(.clock) == nil)
        let pill = try #require(widget.first(.popoverButton))
        #expect(pill.cssClasses.contains("date-pill"))
        #expect(wheelParts(pill) == [.hour12, .minute, .meridiem], "the pill opens the time wheels")
        #expect(widget.allPlans.contains { $0.kind == .label && $0.string(.text) == "Time" })
    }

    @Test("The graphical style on the Mac: a small calendar with initials beside a clock face, said to be approximate")
    func graphicalMac() throws {
        let resolution = try StyleResolver.resolve(.datePicker, style: "graphical", platform: .macOS)
        let example = Planner.plan(resolution)
        let calendar = try #require(example.widget.first(.calendar))
        #expect(calendar.strings(.items) == ["S", "M", "T", "W", "T", "F", "S"])
        #expect(calendar.bool(.showsArrow) != true)
        #expect(example.widget.first(.clock)?.binding == calendar.binding, "the clock shows the same date's time")
        #expect(example.approximation != nil)
    }

    @Test("The Mac's compact style is its date field with a stepper, never iOS's pills")
    func compactMac() throws {
        let widget = try plan("compact", on: .macOS)
        #expect(widget.first(.entry) != nil)
        #expect(widget.allPlans.contains { $0.cssClasses.contains("date-stepper") })
        #expect(widget.first(.popoverButton) == nil)
        #expect(try plan("field", on: .macOS).allPlans.contains { $0.cssClasses.contains("date-stepper") } == false)
        #expect(try plan("compact", on: .iOS).first(.popoverButton) != nil, "iOS keeps its pills")
    }

    @Test("Apple Watch's wheels are columns apart, each framed, the Digital Crown's first column outlined in the tint; iPhone's share one band")
    func watchColumns() throws {
        let watch = try plan("wheel", on: .watchOS)
        let groups = watch.allPlans.filter { $0.cssClasses.contains("date-wheels") }
        #expect(groups.allSatisfy { $0.cssClasses.contains("wheel-columns") && ($0.int(.spacing) ?? 0) > 0 })
        let wheels = groups.flatMap { $0.children.filter { $0.kind == .wheel } }
        #expect(wheels.count == 3 && wheels.allSatisfy { $0.cssClasses.contains("wheel-column") })
        #expect(wheels.map { $0.cssClasses.contains("crown-focus") } == [true, false, false])
        let phone = try plan("wheel", on: .iOS)
        #expect(!phone.allPlans.contains { $0.cssClasses.contains("wheel-columns") || $0.cssClasses.contains("crown-focus") })

        let css = PlatformTheme.stylesheet(for: [.watchOS])
        let palette = PlatformTheme.of(.watchOS).palette(.dark)
        let focus = ".stage.\(PlatformTheme.of(.watchOS).cssClass).\(DesignEra.liquidGlass.cssClass).scheme-dark .date-wheels.wheel-columns > .wheel.wheel-column.crown-focus"
        #expect(css.contains("\(focus) { border-color: \(palette.tint); }"))
        #expect(css.contains(".wheel-columns > .wheel.wheel-column .wheel-selected { background-color: transparent;"), "no band across the columns")
    }

}
