import GalleryModel
import Testing

/// How the date controls read, change and show the example date.
@Suite("Example dates")
struct ExampleDateTests {
    private let departure = ExampleDate("2026-11-21T09:05")!

    @Test("Changing one part keeps the others and clamps the day to the month")
    func setting() {
        #expect(departure.setting(.month, to: 2).text == "2026-02-21T09:05")
        #expect(ExampleDate("2024-01-31T12:00")!.setting(.month, to: 2).text == "2024-02-29T12:00", "leap-year February")
        #expect(ExampleDate("2026-01-31T12:00")!.setting(.month, to: 2).text == "2026-02-28T12:00")
        #expect(departure.setting(.hour, to: 30).hour == 23, "hours stop at 23")
    }

    @Test("A typed field date or time replaces only its own parts; anything else is refused")
    func parsing() {
        let english = InterfaceLanguage.english
        #expect(departure.parsing("12/24/2027", format: .field, in: english)?.text == "2027-12-24T09:05")
        #expect(departure.parsing(" 18:45 ", format: .time, in: english)?.text == "2026-11-21T18:45", "either clock")
        #expect(departure.parsing("6:45 PM", format: .time, in: english)?.text == "2026-11-21T18:45")
        #expect(departure.parsing("12:10 am", format: .time, in: english)?.text == "2026-11-21T00:10")
        #expect(departure.parsing("13:10 PM", format: .time, in: english) == nil, "no 13 on a 12-hour clock")
        #expect(departure.parsing("2/30/2026", format: .field, in: english) == nil, "no 30 February")
        #expect(departure.parsing("25:00", format: .time, in: english) == nil)
        #expect(departure.parsing("tomorrow", format: .field, in: english) == nil)
        #expect(departure.parsing("12/24/2027, 6:45 PM", format: .fieldDateAndTime, in: english)?.text == "2027-12-24T18:45",
                "the Mac's date field")
        #expect(departure.parsing("12/24/2027", format: .fieldDateAndTime, in: english) == nil, "the Mac's field needs the time too")
    }

    @Test("Each language writes the example's dates and times its own way, and reads back what it writes",
          arguments: [InterfaceLanguage.english, .simplifiedChinese])
    func languages(language: InterfaceLanguage) {
        let morning = ExampleDate("2026-11-21T09:30")!, evening = ExampleDate("2026-11-21T21:05")!, midnight = ExampleDate("2026-01-02T00:00")!
        let expected: [ExampleDate.Format: [String]] = switch language {
        case .english: [.date: ["Nov 21, 2026", "Nov 21, 2026", "Jan 2, 2026"], .time: ["9:30 AM", "9:05 PM", "12:00 AM"],
                        .field: ["11/21/2026", "11/21/2026", "1/2/2026"],
                        .fieldDateAndTime: ["11/21/2026, 9:30 AM", "11/21/2026, 9:05 PM", "1/2/2026, 12:00 AM"]]
        case .simplifiedChinese: [.date: ["2026年11月21日", "2026年11月21日", "2026年1月2日"], .time: ["09:30", "21:05", "00:00"],
                                  .field: ["2026/11/21", "2026/11/21", "2026/1/2"],
                                  .fieldDateAndTime: ["2026/11/21 09:30", "2026/11/21 21:05", "2026/1/2 00:00"]]
        }
        for (format, texts) in expected {
            #expect([morning, evening, midnight].map { $0.formatted(format, in: language) } == texts)
        }
        for date in [morning, evening, midnight] {
            for format in [ExampleDate.Format.time, .field, .fieldDateAndTime] {
                let other = ExampleDate("2000-06-15T12:00")!
                let read = other.parsing(date.formatted(format, in: language), format: format, in: language)
                #expect(read.map { format == .time ? ($0.hour, $0.minute) == (date.hour, date.minute) : true } == true)
                if format == .fieldDateAndTime { #expect(read == date) }
            }
        }
    }

    @Test("A bound date label follows the interface language")
    func boundLabel() {
        let label = WidgetPlan(.label, [.dateFormat: .dateFormat(.fieldDateAndTime)])
        #expect(BoundText.text(for: label, value: .string("2026-11-21T09:30"), language: .english) == "11/21/2026, 9:30 AM")
        #expect(BoundText.text(for: label, value: .string("2026-11-21T09:30"), language: .simplifiedChinese) == "2026/11/21 09:30")
    }

    @Test("The Mac's stepper arrows move the day by one, within its month")
    func stepper() throws {
        let resolution = try StyleResolver.resolve(.datePicker, style: "stepperField", platform: .macOS)
        let arrows = Planner.plan(resolution).widget.allPlans.compactMap(\.binding).filter {
            if case .steps = $0.role { true } else { false }
        }
        #expect(arrows.map(\.role) == [.steps(.day, 1), .steps(.day, -1)])
        let endOfMonth = ExampleValue.string("2026-11-30T09:05")
        #expect(ExampleCatalog.activated(arrows[0], current: endOfMonth) == endOfMonth, "the day stops at the month's last")
        #expect(ExampleCatalog.activated(arrows[1], current: .string(departure.text)) == .string("2026-11-20T09:05"))
    }

    @Test("Times show two digits in fields and wheels; other parts show plain numbers or month names")
    func texts() {
        #expect(ExampleDate.Component.minute.wheelValues.first?.text == "00")
        #expect(ExampleDate.Component.month.wheelValues.map(\.text).first == "January")
        #expect(departure.formatted(.time, in: .english) == "9:05 AM")
        #expect(departure.formatted(.field, in: .english) == "11/21/2026")
        #expect(departure.formatted(.date, in: .english) == "Nov 21, 2026")
        #expect(departure.formatted(.fieldDateAndTime, in: .english) == "11/21/2026, 9:05 AM")
    }

    @Test("Seconds since 1970 are a UTC date, to the minute: the epoch, a leap day, a second before it, Foundation's 1.75 billion")
    func secondsSince1970() {
        #expect(ExampleDate(secondsSince1970: 0)?.text == "1970-01-01T00:00")
        #expect(ExampleDate(secondsSince1970: -1)?.text == "1969-12-31T23:59")
        #expect(ExampleDate(secondsSince1970: 951_782_400)?.text == "2000-02-29T00:00")
        #expect(ExampleDate(secondsSince1970: 1_750_000_000)?.text == "2025-06-15T15:06")
        #expect(ExampleDate(secondsSince1970: .infinity) == nil)
    }
}
