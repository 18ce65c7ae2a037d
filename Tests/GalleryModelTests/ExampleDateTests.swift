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
        #expect(departure.parsing("12/24/2027", format: .field)?.text == "2027-12-24T09:05")
        #expect(departure.parsing(" 18:45 ", format: .time)?.text == "2026-11-21T18:45")
        #expect(departure.parsing("2/30/2026", format: .field) == nil, "no 30 February")
        #expect(departure.parsing("25:00", format: .time) == nil)
        #expect(departure.parsing("tomorrow", format: .field) == nil)
        #expect(departure.parsing("12/24/2027, 18:45", format: .fieldDateAndTime)?.text == "2027-12-24T18:45", "the Mac's date field")
        #expect(departure.parsing("12/24/2027", format: .fieldDateAndTime) == nil, "the Mac's field needs the time too")
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
        #expect(departure.formatted(.time) == "09:05")
        #expect(departure.formatted(.field) == "11/21/2026")
        #expect(departure.formatted(.date) == "Nov 21, 2026")
        #expect(departure.formatted(.fieldDateAndTime) == "11/21/2026, 09:05")
    }
}
