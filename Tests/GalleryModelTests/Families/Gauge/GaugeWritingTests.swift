@testable import GalleryModel
import Testing

/// A scene's Gauge draws the file's own value, range and labels, not the card's sample at 62 % between 0 and 100; and
/// no slider of the gallery's stands in a scene.
@Suite("A scene's gauge")
struct GaugeWritingTests {
    private func text(_ words: String) -> SceneNode {
        SceneNode(.plain(.text), arguments: [SceneArgument(nil, .string(words))])
    }

    /// `Gauge(value: level, in: 0...100) { Text("Battery") } currentValueLabel: { Text("\(Int(level))") } minimumValueLabel:
    /// { Text("0") } maximumValueLabel: { Text("100") }`, with `level` as given.
    private func battery(_ level: SceneValue) -> SceneNode {
        SceneNode(.styled(.gauge), arguments: [SceneArgument("value", level), SceneArgument("in", .expression("0...100"))],
                  children: [text("Battery")], slots: [
                      SceneSlot(label: "currentValueLabel", children: [
                          SceneNode(.plain(.text), arguments: [SceneArgument(nil, .expression(#""\(Int(level))""#))]),
                      ]),
                      SceneSlot(label: "minimumValueLabel", children: [text("0")]),
                      SceneSlot(label: "maximumValueLabel", children: [text("100")]),
                  ])
    }

    private func drawn(_ gauge: SceneNode, style: String? = nil, state: [SceneState] = [], on platform: Platform = .iOS) throws -> ScenePlan {
        var node = gauge
        if let style { node.modifiers.append(SceneModifier(.style(try StyleCatalog.style(named: style, in: .gauge), argument: nil))) }
        return ScenePlanner.plan(SceneResolver.resolve(Scene(name: "Gauges", roots: [node], state: state), in: Context(platform: platform)))
    }

    /// The value the gauge's bar or ring is drawn at, and its bounds.
    private func reading(_ plan: ScenePlan) throws -> (value: Double?, minimum: Double?, maximum: Double?) {
        let gauge = try #require(plan.widget.allPlans.first { $0.kind == .levelBar || $0.kind == .ring })
        return (gauge.binding?.key.constant?.doubleValue, gauge.double(.minimum), gauge.double(.maximum))
    }

    @Test("Gauge(value: 0.5) is drawn half full between 0 and 1, with its label and no bounds it does not write",
          arguments: [Platform.iOS, .macOS, .watchOS])
    func literalValue(platform: Platform) throws {
        let plan = try drawn(SceneNode(.styled(.gauge), arguments: [SceneArgument("value", .number(0.5))], children: [text("Speed")]),
                         on: platform)
        let (value, minimum, maximum) = try reading(plan)
        #expect(value == 0.5 && minimum == 0 && maximum == 1)
        let words = plan.widget.allPlans.compactMap { $0.string(.text) }
        #expect(words == ["Speed"], "only the file's own label: \(words)")
        #expect(!plan.widget.allPlans.contains { $0.kind == .slider }, "no slider of the gallery's in a scene")
        #expect(plan.approximations.isEmpty)
    }

    @Test("A value beyond its range is held at the range's end")
    func heldInRange() throws {
        let gauge = SceneNode(.styled(.gauge), arguments: [SceneArgument("value", .number(250)), SceneArgument("in", .expression("0...200"))])
        #expect(try reading(try drawn(gauge)).value == 200)
    }

    @Test("A variable the scene declares is drawn at its initial value, its labels the file's", arguments: [Platform.iOS, .macOS, .watchOS])
    func declaredState(platform: Platform) throws {
        let plan = try drawn(battery(.expression("level")), state: [SceneState(name: "level", value: .number(40))], on: platform)
        let (value, minimum, maximum) = try reading(plan)
        #expect(value == 40 && minimum == 0 && maximum == 100)
        let words = plan.widget.allPlans.compactMap { $0.string(.text) }
        #expect(words == ["Battery", "0", "100"])
        // The current-value label shows the value, as `\(Int(level))` does, with no percent sign it does not write.
        let current = try #require(plan.widget.allPlans.first { $0.kind == .label && $0.binding != nil })
        #expect(BoundText.text(for: current, value: current.binding?.key.constant) == "40")
    }

    @Test("A value known only as the app runs is drawn at the card's reading of its range, and the stage says so")
    func unknownValue() throws {
        var gauge = battery(.expression("model.level"))
        gauge.arguments[1] = SceneArgument("in", .expression("0...10"))
        let plan = try drawn(gauge)
        let value = try #require(reading(plan).value)
        #expect(abs(value - 6.2) < 0.0001)
        #expect(plan.approximations == StyleFamily.gauge.definition.sceneNotes)
    }

    @Test("An open ring without bounds labels puts the gauge's label in its opening; with them, them")
    func ringOpening() throws {
        let plain = SceneNode(.styled(.gauge), arguments: [SceneArgument("value", .number(0.3))], children: [text("Speed")])
        let ring = try #require(try drawn(plain, style: "accessoryCircular").widget.first(.ring))
        #expect(ring.string(.gapLabel) == "Speed" && ring.string(.minimumLabel) == nil && ring.string(.centerText) == nil)
        let labelled = try #require(try drawn(battery(.number(30)), style: "accessoryCircular").widget.first(.ring))
        #expect(labelled.string(.minimumLabel) == "0" && labelled.string(.maximumLabel) == "100" && labelled.string(.gapLabel) == nil)
    }

    @Test("The card keeps its sample and its slider, under the card and outside the scene of its code")
    func cardSlider() throws {
        let card = Planner.plan(StyleResolver.resolve(StyleCatalog.family(.gauge).automatic, platform: .iOS))
        let slider = try #require(card.widget.first(.slider))
        #expect(slider.origin == .gallery)
        #expect(card.scene.first(.slider) == nil)
        #expect(card.scene.first(.levelBar)?.binding?.key == slider.binding?.key, "the slider moves the card's gauge")
    }
}
