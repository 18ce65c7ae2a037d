@testable import GalleryModel
import Testing

/// A scene's DatePicker shows the parts its `displayedComponents:` names — the day, the time, or both — not always the
/// card's date and time.
@Suite("A scene's date picker parts")
struct DatePickerPartsTests {
    private func drawn(_ components: String?, style: String? = nil, on platform: Platform) throws -> WidgetPlan {
        var arguments = [SceneArgument(nil, .string("Alarm")), SceneArgument("selection", .binding("wake"))]
        if let components { arguments.append(SceneArgument("displayedComponents", .expression(components))) }
        var picker = SceneNode(.styled(.datePicker), arguments: arguments)
        if let style { picker.modifiers.append(SceneModifier(.style(try StyleCatalog.style(named: style, in: .datePicker), argument: nil))) }
        return ScenePlanner.plan(SceneResolver.resolve(Scene(name: "Alarm", roots: [picker]), in: Context(platform: platform))).drawn
    }

    private func wheelParts(_ widget: WidgetPlan) -> [ExampleDate.Component] {
        widget.allPlans.filter { $0.kind == .wheel }.compactMap(\.dateComponent)
    }

    @Test("displayedComponents is read as written: a member, a qualified member, a set, or none for both", arguments: [
        (".date", true, false), ("DatePickerComponents.hourMinuteAndSecond", false, true), ("[.date, .hourAndMinute]", true, true),
        (nil, true, true),
    ])
    func reading(components: String?, date: Bool, time: Bool) throws {
        let names = try drawn(components, on: .iOS).allPlans.compactMap(\.accessibleName)
        #expect(names.contains("Alarm date") == date && names.contains("Alarm time") == time, "\(names)")
    }

    @Test("An iPhone's compact picker of the time alone draws its time pill and no date pill")
    func compactTime() throws {
        let names = try drawn(".hourAndMinute", on: .iOS).allPlans.compactMap(\.accessibleName)
        #expect(names.contains("Alarm time") && !names.contains("Alarm date"), "\(names)")
        let both = try drawn(nil, on: .iOS).allPlans.compactMap(\.accessibleName)
        #expect(both.contains("Alarm time") && both.contains("Alarm date"))
    }

    @Test("The Mac's field writes the day alone, the time alone, or both", arguments: [
        (".date", ExampleDate.Format.field), (".hourAndMinute", .time), ("[.date, .hourAndMinute]", .fieldDateAndTime),
    ])
    func macField(components: String, format: ExampleDate.Format) throws {
        let field = try #require(try drawn(components, on: .macOS).first(.entry))
        #expect(field.dateFormat == format)
    }

    @Test("A graphical picker of the day alone draws its calendar, named by the file's label, with no time row")
    func graphicalDate() throws {
        let plan = try drawn(".date", style: "graphical", on: .iOS)
        #expect(plan.first(.calendar) != nil)
        #expect(!plan.allPlans.contains { $0.string(.text) == "Time" || $0.accessibleName == "Alarm time" })
        #expect(plan.allPlans.contains { $0.accessibleName == "Alarm" } && !plan.allPlans.contains { $0.accessibleName?.hasPrefix(SampleContent.datePickerLabel) == true })
    }

    @Test("The watch's wheels of the time alone are its hour and minute")
    func watchWheels() throws {
        let wheels = try drawn(".hourAndMinute", style: "wheel", on: .watchOS).allPlans.filter { $0.kind == .wheel }
        #expect(wheels.compactMap(\.dateComponent) == [.hour, .minute])
    }

    @Test("Apple Watch draws only the date of a picker of the date and the time, in every style; a picker of one part keeps it",
          arguments: [nil, "[.date, .hourAndMinute]", "[.hourMinuteAndSecond, .date]"] as [String?])
    func watchDateAlone(components: String?) throws {
        #expect(wheelParts(try drawn(components, style: "wheel", on: .watchOS)) == [.shortMonth, .day, .year])
        #expect(wheelParts(try drawn(".hourAndMinute", style: "wheel", on: .watchOS)) == [.hour, .minute])
        #expect(wheelParts(try drawn(components, style: "wheel", on: .iOS)) == [.date, .hour12, .minute, .meridiem], "iPhone turns both")
    }

    @Test("Apple Watch's automatic picker is a row, its label over its value, that opens the wheels; an explicit wheel style keeps them in the list")
    func watchRow() throws {
        for (components, format, parts) in [(nil, ExampleDate.Format.date, [ExampleDate.Component.shortMonth, .day, .year]),
                                            (".hourAndMinute", .time, [.hour, .minute])] as [(String?, ExampleDate.Format, [ExampleDate.Component])] {
            let plan = try drawn(components, on: .watchOS)
            let row = try #require(plan.first(.popoverButton), "no row that opens the wheels")
            #expect(row.accessibleName == "Alarm")
            let face = try #require(row.children.last)
            #expect(face.allPlans.contains { $0.kind == .label && $0.string(.text) == "Alarm" })
            #expect(face.allPlans.contains { $0.dateFormat == format && $0.cssClasses.contains("dim-label") }, "the value under the label")
            #expect(row.children.first.map(wheelParts) == parts, "the wheels open from the row")
        }
        #expect(try drawn(nil, style: "wheel", on: .watchOS).first(.popoverButton) == nil)
    }
}
