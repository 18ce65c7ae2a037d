@testable import GalleryModel
import Testing

/// A scene's Picker whose choices are words the app computes (`ForEach(0..<dates.count) { Text(dates[$0]).tag($0) }`)
/// shows their expression, as a Text of computed words does, never the gallery's sample fruit.
@Suite("A picker's computed choices")
struct ComputedChoicesTests {
    private func words(on platform: Platform, style: String? = nil) throws -> [String] {
        let choice = SceneNode(.plain(.text), arguments: [SceneArgument(nil, .expression("self.datesText[$0]"))])
        var picker = SceneNode(.styled(.picker), arguments: [SceneArgument("selection", .binding("selectedDate"))],
                               children: [choice], slots: [SceneSlot(label: "label", children: [SceneNode(.plain(.text), arguments: [SceneArgument(nil, .string("Era"))])])])
        if let style { picker.modifiers.append(SceneModifier(.style(try StyleCatalog.style(named: style, in: .picker), argument: nil))) }
        let form = SceneNode(.styled(.form), children: [picker])
        let plan = ScenePlanner.plan(SceneResolver.resolve(Scene(name: "Filter", roots: [form]), in: Context(platform: platform)))
        // The words drawn: titles, and the choices a bound value label shows the selected one of.
        return plan.widget.allPlans.flatMap { widget -> [String] in
            var words = [widget.string(.label), widget.string(.text)].compactMap { $0 }
            if case .strings(let items)? = widget.properties[.items] { words += items }
            return words
        }
    }

    @Test("The menu row and the segments show the computed choice's expression", arguments: [(Platform.iOS, nil), (.macOS, nil), (.iOS, "segmented")])
    func expressionShown(platform: Platform, style: String?) throws {
        let words = try words(on: platform, style: style)
        #expect(words.contains("self.datesText[$0]"), "\(words)")
        #expect(!words.contains { word in SampleContent.pickerChoices.contains { $0.title == word } }, "\(words)")
    }
}
