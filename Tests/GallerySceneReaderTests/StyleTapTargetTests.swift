@testable import GalleryModel
@testable import GallerySceneReader
import Testing

/// `Fixtures/TapToggleStyles.swift`, read and drawn: a project's toggle style whose only interactive part is
/// `.onTapGesture { configuration.isOn.toggle() }` on a symbol or a shape flips the toggle's state when that view is
/// clicked or activated, and draws the other branch of its code from the new state.
@Suite("Custom toggle styles flipped by a tap")
struct StyleTapTargetTests {
    private let scene: Scene

    init() throws {
        scene = try SceneReader.readFile(atPath: ReaderSupport.fixture("TapToggleStyles.swift")).scene(named: "TapToggles")
    }

    private func plan(_ values: SceneControlValues = SceneControlValues(), on platform: Platform = .iOS) -> ScenePlan {
        ScenePlanner.plan(SceneResolver.resolve(scene, onStage: Context(platform: platform), values: values))
    }

    private static func targets(in plan: ScenePlan) -> [WidgetPlan] {
        plan.widget.allPlans.filter { $0.cssClasses.contains(StyleTapTarget.cssClass) }
    }

    @Test("The tap gestures are read as flipping the toggle's state, withAnimation and an assignment too")
    func reading() throws {
        let bodies = ReaderSupport.allNodes(scene.roots).flatMap(\.modifiers).compactMap { modifier -> SceneStyleBody? in
            if case .projectStyle(_, _, let body?) = modifier.kind { return body }
            return nil
        }
        try #require(bodies.count == 3)
        for body in bodies {
            let taps = ReaderSupport.allNodes(body.roots).flatMap(\.modifiers).filter { $0.kind.name == "onTapGesture" }
            try #require(taps.count == 1, "\(body.name)")
            #expect({ if case .togglesOnTap(.isOn, _) = taps[0].kind { true } else { false } }(), "\(body.name)")
        }
    }

    @Test("The tapped symbol and shape are toggle buttons bound to their toggle's state, named by its label; a constant binding's is not",
          arguments: [Platform.iOS, .macOS, .watchOS])
    func boundTargets(platform: Platform) throws {
        let plan = plan(on: platform)
        let targets = Self.targets(in: plan)
        try #require(targets.count == 2)
        #expect(targets.map(\.accessibleName) == ["Subscribe", "Lamp"])
        for target in targets {
            #expect(target.kind == .toggleButton && target.binding?.role == .isOn)
            let key = try #require(target.binding?.key)
            // The state is the toggle's own slot, starting at its @State's value.
            #expect(plan.slots.contains { $0.key == key })
        }
        let starts = targets.compactMap { target in plan.slots.first { $0.key == target.binding?.key }?.defaultValue }
        #expect(starts == [.bool(false), .bool(true)])
        // The symbol is inside its button, secondary while off; the label beside it is not.
        #expect(targets[0].allPlans.first { $0.string(.iconName) != nil }?.cssClasses.contains("dim-label") == true)
        #expect(targets[0].allPlans.contains { $0.string(.iconName) == SymbolCatalog.iconName(for: "square") })
        #expect(!targets[0].allPlans.contains { $0.string(.text) == "Subscribe" })
    }

    @Test("Flipped, each style draws its other branch: the filled check mark, the lamp's grey circle")
    func flipped() throws {
        let targets = Self.targets(in: plan())
        try #require(targets.count == 2)
        let lampColour = { (target: WidgetPlan) in target.allPlans.first { $0.kind == .shape }?.cssClasses.first { $0.hasPrefix("scene-foreground-") } }
        #expect(lampColour(targets[1]) == SceneDecoration.foregroundClass(.yellow))
        let keys = try targets.map { try #require($0.binding?.key) }
        var values = SceneControlValues()
        values.values[keys[0]] = .bool(true)
        values.values[keys[1]] = .bool(false)
        let flipped = Self.targets(in: plan(values))
        try #require(flipped.count == 2)
        #expect(flipped[0].allPlans.contains { $0.string(.iconName) == SymbolCatalog.iconName(for: "checkmark.square.fill") })
        #expect(lampColour(flipped[1]) == SceneDecoration.foregroundClass(.gray))
        #expect(SceneResolver.resolve(scene, onStage: Context(platform: .iOS), values: values).keysReadByStyles.isSuperset(of: keys))
    }
}
