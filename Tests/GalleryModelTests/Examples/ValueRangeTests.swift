import Foundation
import Testing
@testable import GalleryModel

/// Every value a configuration may hold has a range the window can draw: import refuses
/// what lies outside it, and the text the window shows for any value inside it is computed
/// without trapping.
@Suite("Value ranges")
struct ValueRangeTests {
    /// Every plan the window can show: every card of every family on every platform and placement, and the view pages.
    private func everyPlan() -> [WidgetPlan] {
        var plans = [WidgetPlan]()
        for style in StyleCatalog.allStyles {
            for platform in Platform.allCases {
                for placement in Placement.allCases {
                    plans.append(Planner.plan(StyleResolver.resolve(style, platform: platform, placement: placement)).widget)
                }
            }
        }
        for platform in Platform.allCases {
            let configuration = Configuration(platform: platform)
            plans += ButtonViewContent.examples(for: configuration).map(\.plan)
            plans += ImageViewContent.examples(for: configuration).map(\.plan)
            plans += SecureFieldViewContent.examples(for: configuration).map(\.plan)
            plans += ButtonViewContent.rolesGrid(for: configuration).flatMap(\.buttons)
            plans.append(ButtonViewContent.feedback)
        }
        return plans
    }

    @Test("Every example slot accepts both ends of its range and refuses what lies beyond")
    func slotEnds() throws {
        for slot in ExampleCatalog.slots {
            var configuration = Configuration()
            for value in slot.extremeValues {
                #expect(throws: Never.self, "\(slot.key) = \(value)") { try configuration.setExample(slot.key, to: value) }
            }
            switch slot.constraint {
            case .count:
                #expect(throws: SlotError.self) { try configuration.setExample(slot.key, to: .int(ExampleSlot.maximumCount + 1)) }
                #expect(throws: SlotError.self) { try configuration.setExample(slot.key, to: .int(-1)) }
                #expect(throws: SlotError.self) { try configuration.setExample(slot.key, to: .int(Int.max)) }
            case .index(let range):
                #expect(throws: SlotError.self) { try configuration.setExample(slot.key, to: .int(range.upperBound + 1)) }
            case .number(let range):
                #expect(throws: SlotError.self) { try configuration.setExample(slot.key, to: .double(range.upperBound + 1)) }
                #expect(throws: SlotError.self) { try configuration.setExample(slot.key, to: .double(.nan)) }
            case .text(let limit):
                let tooLong = String(repeating: "x", count: limit.characters + 1)
                #expect(throws: SlotError.self) { try configuration.setExample(slot.key, to: .string(tooLong)) }
                let tooManyLines = String(repeating: "\n", count: limit.lines)
                #expect(throws: SlotError.self) { try configuration.setExample(slot.key, to: .string(tooManyLines)) }
            case .bool, .date, .oneOf:
                break
            }
        }
    }

    @Test("The widest text of each limit fits it and nearly fills it")
    func widestText() {
        for limit in [ExampleCatalog.fieldLimit, ExampleCatalog.editorLimit, TextSettings.contentLimit] {
            #expect(limit.problem(with: limit.widestText) == nil)
            #expect(limit.widestText.unicodeScalars.count >= limit.characters - limit.lines - 1)
            #expect(limit.widestText.split(separator: "\n").count == min(limit.lines, limit.characters / 2))
        }
    }

    @Test("The text shown for any value in range is computed without trapping, and shows the value")
    func boundTextAtTheEnds() {
        let valuesByKey = Dictionary(uniqueKeysWithValues: ExampleCatalog.slots.map { ($0.key, $0.extremeValues) })
        var checked = 0
        for plan in everyPlan() {
            for node in plan.allPlans {
                guard let binding = node.binding, let values = valuesByKey[binding.key] else { continue }
                for value in values {
                    let text = BoundText.text(for: node, value: value)
                    if case .int(ExampleSlot.maximumCount) = value, node.string(.template)?.contains("{value}") == true {
                        #expect(text.contains(String(ExampleSlot.maximumCount)), "\(binding.key): \(text)")
                    }
                    checked += 1
                }
            }
        }
        #expect(checked > 500)
    }

    @Test("Numbers far outside any range still format without trapping")
    func formattingNeverTraps() {
        #expect(BoundText.render("{percent}", value: .int(Int.max)) == "\(Int.max)00%")
        #expect(BoundText.render("{percent}", value: .int(3)) == "300%")
        #expect(BoundText.render("{percent}", value: .double(0.426)) == "43%")
        #expect(BoundText.format(1e300) == "1e+300")
        #expect(BoundText.format(.infinity) == "inf")
        #expect(BoundText.format(12.34) == "12.3")
    }

    @Test("Pressing a button at the highest count leaves it there")
    func activationSaturates() throws {
        let key = ExampleKey(declared: "button.automatic.count")!
        let slot = try #require(ExampleCatalog.slotsByKey[key])
        #expect(slot.activated(by: .count, from: .int(41)) == .int(42))
        #expect(slot.activated(by: .count, from: .int(ExampleSlot.maximumCount)) == .int(ExampleSlot.maximumCount))
        #expect(slot.activated(by: .count, from: .int(Int.max)) == .int(ExampleSlot.maximumCount))
    }

    @Test("Text limits count code points, lines and marks on one letter", arguments: [
        ("plain text", String(repeating: "a", count: 1_000), nil),
        ("one character too many", String(repeating: "a", count: 1_001), "is longer than 1000 characters"),
        ("a letter with 500 000 combining marks", "e" + String(repeating: "\u{301}", count: 500_000), "is longer than 1000 characters"),
        ("a letter with 20 combining marks", "e" + String(repeating: "\u{301}", count: 20),
         "has a character made of more than 16 code points (a letter with too many marks)"),
        ("a family emoji with skin tones", "👩🏽‍👩🏽‍👧🏽‍👦🏽", nil),
        ("a newline in a field", "one\ntwo", "must be a single line"),
        ("a Windows line end in a field", "one\r\ntwo", "must be a single line"),
    ] as [(String, String, String?)])
    func fieldLimit(name: String, text: String, problem: String?) {
        #expect(ExampleCatalog.fieldLimit.problem(with: text)?.english == problem, "\(name)")
    }

    @Test("The Text page's content is limited in characters and lines")
    func textContentLimit() throws {
        var settings = TextSettings()
        settings.content = Array(repeating: "line", count: 40).joined(separator: "\n")
        #expect(settings.problem == nil)
        settings.content = Array(repeating: "line", count: 41).joined(separator: "\n")
        #expect(settings.problem?.english == "content has more than 40 lines")
        settings.content = String(repeating: "\n", count: 2_000)
        #expect(settings.problem?.english == "content has more than 40 lines")
        settings.content = String(repeating: "M", count: 2_001)
        #expect(settings.problem?.english == "content is longer than 2000 characters")
    }

    @Test("Import refuses a value the window could not draw, naming the field")
    func importRefusesOutOfRange() throws {
        var configuration = Configuration()
        try configuration.setExample(ExampleKey(declared: "button.automatic.count")!, to: .int(7))
        let exported = String(decoding: ConfigurationFile.export(configuration), as: UTF8.self)
        let huge = exported.replacingOccurrences(of: "\"button.automatic.count\" : 7", with: "\"button.automatic.count\" : 92233720368547759")
        #expect(huge != exported)
        #expect(throws: ConfigurationError.self) { try ConfigurationFile.decode(Data(huge.utf8)) }
        do {
            _ = try ConfigurationFile.decode(Data(huge.utf8))
        } catch {
            #expect(error.message.english == "examples.\"button.automatic.count\": must be a whole number from 0 to 999999")
        }
        var text = configuration
        text.text.content = "x"
        let newlines = String(decoding: ConfigurationFile.export(text), as: UTF8.self)
            .replacingOccurrences(of: "\"content\" : \"x\"", with: "\"content\" : \"\(String(repeating: "\\n", count: 2_000))\"")
        do {
            _ = try ConfigurationFile.decode(Data(newlines.utf8))
            Issue.record("2000 newlines were accepted")
        } catch {
            #expect(error.message.english == "text.content: has more than 40 lines")
        }
    }
}
