@testable import GalleryModel
import Testing

/// A TabView fills its window with its bar on the bottom edge (iPhone) or at the top (iPad), and a split view fills
/// its window (https://developer.apple.com/design/human-interface-guidelines/tab-bars,
/// https://developer.apple.com/design/human-interface-guidelines/split-views): on a stage taller than the example they
/// run its full height instead of floating as a block in its middle. Other examples keep their own height.
@Suite("Stage alignment")
struct StageAlignmentTests {
    static func card(_ family: StyleFamily, _ name: String, on platform: Platform, release: OSVersion? = nil) throws -> StyleCard {
        var configuration = Configuration()
        configuration.platform = platform
        try configuration.chooseRelease(release)
        return StyleCard.card(for: try StyleCatalog.style(named: name, in: family), in: configuration)
    }

    @Test("Tab bars and split views fill their stage in every release; a bottom bar ends on the stage's bottom edge",
          arguments: [(Platform.iOS, nil), (.iOS, "18"), (.iPadOS, nil), (.iPadOS, "17"), (.macOS, nil)] as [(Platform, OSVersion?)])
    func tabViewsFill(platform: Platform, release: OSVersion?) throws {
        for name in ["automatic", "sidebarAdaptable", "tabBarOnly"] {
            let plan = try Self.card(.tabView, name, on: platform, release: release).plan.widget
            #expect(plan.stageAlignment(otherwise: .center) == .fill, "\(name) on \(platform.rawValue) \(release ?? "newest")")
            // The content takes what the bar leaves, so the bar is pushed to the edge.
            let content = plan.children.first { $0.cssClasses.contains("tab-content") }
            #expect(content?.bool(.vexpand) == true)
        }
    }

    @Test("Every split view style fills its stage, its columns running the full height")
    func splitViewsFill() throws {
        for name in ["automatic", "balanced", "prominentDetail"] {
            let plan = try Self.card(.navigationSplitView, name, on: .iPadOS).plan.widget
            #expect(plan.stageAlignment(otherwise: .center) == .fill, "\(name)")
            #expect(plan.stageAlignment(otherwise: .start) == .fill, "\(name) in a scene")
        }
    }

    @Test("A scene whose view is a TabView fills the device's screen, its bar on the screen's edge; a List runs down from the screen's top at its own height; a short view is centred",
          arguments: [Platform.iOS, .iPadOS, .visionOS, .tvOS])
    func sceneTabViewFills(platform: Platform) throws {
        let text = SceneNode(.plain(.text), arguments: [SceneArgument(nil, .string("Wi-Fi"))])
        let list = SceneNode(.styled(.list), children: [text])
        let tabs = SceneNode(.styled(.tabView), children: [list])
        let plan = { (root: SceneNode) in ScenePlanner.plan(SceneResolver.resolve(Scene(name: "S", roots: [root]), in: Context(platform: platform))) }
        #expect(plan(tabs).widget.stageAlignment(otherwise: .start) == .fill)
        let listed = plan(list)
        #expect(listed.widget.stageAlignment(otherwise: .start) == .fill, "the list starts at the screen's top")
        #expect(listed.widget.first(.listBox)?.bool(.vexpand) != true, "the list keeps its own height")
        let short = plan(text)
        #expect(short.widget.stageAlignment(otherwise: short.rootAlignment(on: platform)) == .center, "a short view is centred on the screen")
        #expect(short.rootAlignment(on: .macOS) == .start, "the Mac's window fits its content")
    }

    @Test("A control and a page TabView keep their own height, centred on a card and at the top of a scene")
    func othersKeepTheirHeight() throws {
        for (family, name) in [(StyleFamily.toggle, "switch"), (.tabView, "page"), (.button, "borderedProminent")] {
            let plan = try Self.card(family, name, on: .iOS).plan.widget
            #expect(plan.stageAlignment(otherwise: .center) == .center, "\(family) \(name)")
            #expect(plan.stageAlignment(otherwise: .start) == .start, "\(family) \(name)")
        }
    }
}
