import Foundation
import GalleryModel
import GalleryTestSupport
import Testing
@testable import GallerySceneReader

/// A card is a one-control scene: every card, in every placement, draws exactly what a scene draws when it reads the
/// card's own code. The card's plan and the plan of its code read back, resolved on the platform and release the card
/// shows, are the same widgets, the same classes, properties, menus and words; only what names state differs, a card's
/// keys being the catalog's and a scene's scoped to its views, so the bindings are compared by which widgets share
/// state and how each binds it.
@Suite("Cards are the scenes of their code")
struct CardSceneDrawingTests {
    /// The families whose card draws its own sample, so that its content can follow the card's state as views written
    /// in a scene do not; each lays out a scene's views with the same functions its card is drawn by.
    static let drawingTheirOwnSample: [StyleFamily: String] = [
        .menu: "the card's commands record the one last chosen for its status line; a scene's commands are its Buttons",
        .controlGroup: "the card's commands record the one last chosen for its status line, and its palettes are the reference document's tags and emotes",
        .tabView: "the card's pages are titled in the page's own type, and its coloured pages are swatches a scene's Color cannot name",
    ]

    /// Every card: family × style (× each value of its parameter) × platform (in its newest and its first release) ×
    /// placement.
    static var cards: [Resolution] {
        StyleCatalog.allStyles.filter { drawingTheirOwnSample[$0.family] == nil }.flatMap { style in
            (style.parameter?.spellings.map(Optional.some) ?? [nil]).flatMap { argument in
                Platform.allCases.flatMap { platform in
                    Set([platform.newestRelease, platform.majorReleases[0]]).flatMap { release in
                        Placement.allCases.map { StyleResolver.resolve(style, platform: platform, release: release, argument: argument, placement: $0) }
                    }
                }
            }
        }
    }

    @Test("Every card draws what a scene draws of the card's own code", .sweep)
    func cardsAreTheirCodesScenes() throws {
        var scenes: [String: Scene] = [:]
        var checked = 0
        for resolution in Self.cards {
            let plan = Planner.plan(resolution)
            let name = "\(resolution.style.id)(\(resolution.argument ?? "")) on \(resolution.platform.rawValue) \(resolution.release) in \(resolution.placement.rawValue)"
            let scene: Scene
            if let read = scenes[plan.code] {
                scene = read
            } else {
                scene = try SceneReader.read(source: plan.code, fileName: "Card.swift").scene(named: nil)
                scenes[plan.code] = scene
            }
            var shown = resolution.context
            shown.platform = resolution.shownPlatform
            shown.release = resolution.shownRelease
            shown.placement = .standard
            // The Watch's screen scrolls a scene taller than it; a card shows its control whole.
            let drawn = Self.withoutScreenScrollers(ScenePlanner.plan(SceneResolver.resolve(scene, in: shown)).drawn, on: shown.platform)
            #expect(drawn.children.count == 1, "\(name): the code holds \(drawn.children.count) views\n\(plan.code)")
            guard var view = drawn.children.first else { continue }
            // The stage centres a scene's root as a preview does (``SceneStackLayout``), and a Mac window's List runs
            // down the window; the card places its control on its own face. Everything else of the view is the same.
            let placed: [PlanProperty] = shown.platform == .macOS ? [.halign, .hexpand, .valign, .vexpand] : [.halign, .hexpand]
            for property in placed { view.properties[property] = plan.scene.properties[property] }
            let difference = try PlanComparison.difference(card: plan.scene, scene: view)
            #expect(difference == nil, "\(name): \(difference ?? "")\n\(plan.code)")
            checked += 1
        }
        #expect(checked > 2000)
    }

    /// `plan` without the scrollers a scene puts its Lists and Forms in on a device's screen, which keeps its size
    /// while they scroll inside it (the name of the List's node with them), and without the mark of a Mac window's
    /// toolbar, which the window's controls share (``ScreenChrome/windowToolbarClass``): a card shows one control, not
    /// a screen or a window, and draws its list's rows whole.
    static func withoutScreenScrollers(_ plan: WidgetPlan, on platform: Platform) -> WidgetPlan {
        let screen = PlatformTheme.of(platform).deviceScreen?.height
        if plan.kind == .scroller, screen != nil, plan.int(.maximumHeight) == screen, plan.children.count == 1 {
            // The scroller carries the name the List's node is tagged with; without it, the List does.
            var list = plan.children[0]
            list.accessibleName = list.accessibleName ?? plan.accessibleName
            return withoutScreenScrollers(list, on: platform)
        }
        var copy = plan
        copy.cssClasses.removeAll { $0 == ScreenChrome.windowToolbarClass }
        copy.children = plan.children.map { withoutScreenScrollers($0, on: platform) }
        return copy
    }

    @Test("Only the families that draw their own sample are left out, each with its reason")
    func exceptionsAreContainers() {
        for (family, reason) in Self.drawingTheirOwnSample {
            #expect(!reason.isEmpty)
            let card = Planner.plan(StyleResolver.resolve(StyleCatalog.family(family).automatic, platform: .iOS))
            // Their card is still a scene: a view drawn in its family's look, its code readable as one.
            #expect(!card.code.isEmpty, "\(family)")
        }
    }
}

/// Compares a card's widgets with a scene's as JSON: the same tree, kinds, properties, classes, menus, words and
/// origins; a scene's paths ignored; the keys of bindings compared by which widgets share them; and an accessible
/// name only where the card gives one (a scene names each view it tags after the view's title, which a card's
/// control, drawn from its sample, has no node to give).
enum PlanComparison {
    /// The first difference between `card` and `scene`, described by where it is, or nil.
    static func difference(card: WidgetPlan, scene: WidgetPlan) throws -> String? {
        var cardKeys: [String: Int] = [:]
        var sceneKeys: [String: Int] = [:]
        return compare(try json(card), try json(scene), at: "", &cardKeys, &sceneKeys)
    }

    private static func json(_ plan: WidgetPlan) throws -> Any {
        try JSONSerialization.jsonObject(with: JSONEncoder().encode(plan))
    }

    private static func compare(_ card: Any, _ scene: Any, at path: String, _ cardKeys: inout [String: Int], _ sceneKeys: inout [String: Int]) -> String? {
        switch (card, scene) {
        case (let card as [String: Any], let scene as [String: Any]):
            let names = Set(card.keys).union(scene.keys).subtracting(["scenePath"]).sorted()
            for name in names {
                let here = "\(path).\(name)"
                if name == "accessibleName", card[name] is NSNull { continue }
                if name == "key", let cardKey = card[name] as? String, let sceneKey = scene[name] as? String {
                    let a = cardKeys[cardKey] ?? cardKeys.count
                    cardKeys[cardKey] = a
                    let b = sceneKeys[sceneKey] ?? sceneKeys.count
                    sceneKeys[sceneKey] = b
                    if a != b { return "\(here): \(cardKey) and \(sceneKey) bind differently" }
                    continue
                }
                guard let a = card[name], let b = scene[name] else { return "\(here): only one has it" }
                if let found = compare(a, b, at: here, &cardKeys, &sceneKeys) { return found }
            }
            return nil
        case (let card as [Any], let scene as [Any]):
            guard card.count == scene.count else { return "\(path): \(card.count) against \(scene.count)" }
            for (index, pair) in zip(card, scene).enumerated() {
                if let found = compare(pair.0, pair.1, at: "\(path)[\(index)]", &cardKeys, &sceneKeys) { return found }
            }
            return nil
        default:
            let a = "\(card)", b = "\(scene)"
            return a == b ? nil : "\(path): \(a) against \(b)"
        }
    }
}
