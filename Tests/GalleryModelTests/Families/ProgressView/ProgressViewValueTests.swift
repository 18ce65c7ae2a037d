@testable import GalleryModel
import Testing

/// A scene's ProgressView draws the value its file writes, over its `total:`, with the labels it writes; no slider of
/// the gallery's stands in a scene.
@Suite("A scene's progress view")
struct ProgressViewValueTests {
    private func drawn(_ arguments: [SceneArgument], slots: [SceneSlot] = [], state: [SceneState] = [], on platform: Platform = .iOS) -> ScenePlan {
        let view = SceneNode(.styled(.progressView), arguments: arguments, slots: slots)
        return ScenePlanner.plan(SceneResolver.resolve(Scene(name: "Progress", roots: [view], state: state), in: Context(platform: platform)))
    }

    /// The fraction the bar or ring is drawn at.
    private func fraction(_ plan: ScenePlan) throws -> Double? {
        let bar = try #require(plan.widget.allPlans.first { $0.kind == .progressBar || $0.kind == .ring })
        return bar.binding?.key.constant?.doubleValue
    }

    @Test("ProgressView(value: 30, total: 100) is drawn 30 % along, with no label or slider it does not have",
          arguments: [Platform.iOS, .macOS, .watchOS])
    func literalValue(platform: Platform) throws {
        let plan = drawn([SceneArgument("value", .number(30)), SceneArgument("total", .number(100))], on: platform)
        #expect(try fraction(plan) == 0.3)
        #expect(!plan.widget.allPlans.contains { $0.kind == .slider }, "no slider of the gallery's in a scene")
        #expect(plan.widget.allPlans.compactMap { $0.string(.text) }.isEmpty, "no words the file does not write")
        #expect(plan.approximations.isEmpty)
    }

    @Test("A declared value is drawn at its initial value, its current-value label showing it as a percentage")
    func declaredState() throws {
        let current = SceneNode(.plain(.text), arguments: [SceneArgument(nil, .expression(#""\(Int(done * 100))%""#))])
        let plan = drawn([SceneArgument(nil, .string("Copying")), SceneArgument("value", .expression("done"))],
                         slots: [SceneSlot(label: "currentValueLabel", children: [current])],
                         state: [SceneState(name: "done", value: .number(0.25))])
        #expect(try fraction(plan) == 0.25)
        let label = try #require(plan.widget.allPlans.first { $0.kind == .label && $0.binding != nil })
        #expect(BoundText.text(for: label, value: label.binding?.key.constant) == "25%")
        #expect(plan.widget.allPlans.compactMap { $0.string(.text) } == ["Copying"])
    }

    @Test("A value known only as the app runs is drawn at the card's reading, and the stage says so")
    func unknownValue() throws {
        let plan = drawn([SceneArgument("value", .expression("task.fraction"))])
        #expect(try fraction(plan) == SampleContent.progressValue)
        #expect(plan.approximations == StyleFamily.progressView.definition.sceneNotes)
    }

    @Test("ProgressView() and ProgressView(\"Loading\") resolve to the spinning circular look the stage draws, with the reason",
          arguments: [[], [SceneArgument(nil, .string("Loading"))], [SceneArgument("value", .expression("nil"))]],
          [Platform.iOS, .macOS, .watchOS, .tvOS])
    func indeterminateSpins(arguments: [SceneArgument], platform: Platform) throws {
        let view = SceneNode(.styled(.progressView), arguments: arguments)
        let resolved = SceneResolver.resolve(Scene(name: "Progress", roots: [view]), in: Context(platform: platform))
        let control = try #require(resolved.roots.first?.control)
        #expect(control.resolution.resolved.name == "circular")
        #expect(control.steps.contains { $0.reason.contains("indeterminate") })
        let plan = ScenePlanner.plan(resolved)
        #expect(plan.widget.allPlans.contains { $0.kind == .spinner })
        #expect(!plan.widget.allPlans.contains { $0.kind == .progressBar || $0.kind == .ring })
    }

    @Test("A value, a timer interval or an unlabelled Progress keep the automatic bar", arguments: [
        [SceneArgument("value", .number(0.5))], [SceneArgument("timerInterval", .expression("start...end"))],
        [SceneArgument(nil, .expression("download.progress"))],
    ])
    func determinateKeepsBar(arguments: [SceneArgument]) throws {
        let view = SceneNode(.styled(.progressView), arguments: arguments)
        let resolved = SceneResolver.resolve(Scene(name: "Progress", roots: [view]), in: Context(platform: .iOS))
        #expect(resolved.roots.first?.control?.resolution.resolved.name == "linear")
        #expect(ScenePlanner.plan(resolved).drawn.allPlans.contains { $0.kind == .progressBar })
    }

    @Test("An indeterminate view with an explicit linear style keeps the bar: the rule is for the automatic style only")
    func explicitLinearKept() throws {
        let linear = try StyleCatalog.style(named: "linear", in: .progressView)
        let view = SceneNode(.styled(.progressView), modifiers: [SceneModifier(.style(linear, argument: nil))])
        let resolved = SceneResolver.resolve(Scene(name: "Progress", roots: [view]), in: Context(platform: .iOS))
        #expect(resolved.roots.first?.control?.resolution.resolved.name == "linear")
    }

    @Test("The card keeps its slider, under the card and outside the scene of its code")
    func cardSlider() throws {
        let card = Planner.plan(StyleResolver.resolve(StyleCatalog.family(.progressView).automatic, platform: .iOS))
        #expect(card.widget.first(.slider)?.origin == .gallery)
        #expect(card.scene.first(.slider) == nil)
    }
}
