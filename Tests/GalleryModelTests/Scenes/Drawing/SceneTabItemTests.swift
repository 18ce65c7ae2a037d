@testable import GalleryModel
import Testing

/// A TabView's bar names each tab as its `.tabItem { … }` says, not by the words of the tab's content.
@Suite("Tab items")
struct SceneTabItemTests {
    static func text(_ words: String) -> SceneNode {
        SceneNode(.plain(.text), arguments: [SceneArgument(nil, .string(words))])
    }

    static func tabItem(_ views: [SceneNode]) -> SceneModifier {
        SceneModifier(.attached(SceneAttachment(.tabItem, arguments: ""), views))
    }

    @Test("A Label, or an Image and a Text, in .tabItem name the tab and give its symbol; the tab's content stays its page")
    func barNamesTabsByTheirItems() throws {
        let inbox = SceneNode(.plain(.text), arguments: [SceneArgument(nil, .string("Inbox list"))], modifiers: [
            Self.tabItem([SceneNode(.styled(.label), arguments: [SceneArgument(nil, .string("Inbox")), SceneArgument("systemImage", .string("tray"))])]),
        ])
        let settings = SceneNode(.plain(.text), arguments: [SceneArgument(nil, .string("Settings list"))], modifiers: [
            Self.tabItem([SceneNode(.plain(.image), arguments: [SceneArgument("systemName", .string("gear"))]), Self.text("Settings")]),
        ])
        let plain = Self.text("Third")
        let tabView = SceneNode(.styled(.tabView), children: [inbox, settings, plain])
        let widget = ScenePlanner.plan(SceneResolver.resolve(Scene(name: "Tabs", roots: [tabView]), in: Context(platform: .iOS))).drawn
        let tabs = widget.allPlans.filter { $0.binding.map { if case .selects = $0.role { true } else { false } } ?? false }
        #expect(tabs.compactMap(\.accessibleName) == ["Inbox", "Settings", "Third"])
        let icons = tabs.map { $0.allPlans.compactMap { $0.string(.iconName) } }
        #expect(icons == [[SymbolCatalog.iconName(for: "tray")], [SymbolCatalog.iconName(for: "gear")], []])
        // The pages still show the tabs' own content.
        #expect(widget.allPlans.contains { $0.string(.text) == "Inbox list" })
    }
}
