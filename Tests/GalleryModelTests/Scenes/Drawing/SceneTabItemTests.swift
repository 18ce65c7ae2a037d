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

    @Test(".badge(3) and .badge(\"New\") on a tab's view show on its item, on the symbol where it stands over the title and after the title elsewhere; .badge(0) and a computed count show none",
          arguments: [Platform.iOS, .iPadOS, .macOS])
    func badges(platform: Platform) throws {
        let item = { (title: String) in Self.tabItem([SceneNode(.styled(.label), arguments: [SceneArgument(nil, .string(title)), SceneArgument("systemImage", .string("tray"))])]) }
        let badge = { (written: String) in SceneModifier(.other(name: "badge", source: ".badge(\(written))")) }
        let tabs = [("Inbox", "3"), ("Updates", "\"New\""), ("Sent", "0"), ("Drafts", "drafts.count")].map { title, written in
            SceneNode(.plain(.text), arguments: [SceneArgument(nil, .string(title))], modifiers: [item(title), badge(written)])
        }
        let widget = ScenePlanner.plan(SceneResolver.resolve(Scene(name: "Tabs", roots: [SceneNode(.styled(.tabView), children: tabs)]),
                                                             in: Context(platform: platform))).drawn
        let items = widget.allPlans.filter { $0.cssClasses.contains("tab-item") }
        let badges = items.map { $0.allPlans.first { $0.cssClasses.contains(PlatformTheme.tabBadgeClass) }?.string(.text) }
        #expect(badges == ["3", "New", nil, nil], "\(platform)")
        // On iPhone's bar the badge stands on the symbol; on iPad's and the Mac's it follows the title.
        let overlay = items[0].allPlans.first { $0.kind == .overlay && $0.allPlans.contains { $0.cssClasses.contains(PlatformTheme.tabBadgeClass) } }
        #expect((overlay != nil) == (platform == .iOS), "\(platform)")
        if let overlay {
            // The symbol at the tab's centre; the badge from just past the symbol's middle, over its top-trailing corner.
            #expect(overlay.alignment(.halign) == .center && overlay.children[0].kind == .image)
            let layer = overlay.children[1]
            #expect(layer.alignment(.halign) == .start && layer.children.first?.int(.width) == 13, "\(layer.children.map(\.kind))")
        }
        #expect(PlatformTheme.stylesheet(for: [platform]).contains(".\(PlatformTheme.tabBadgeClass) { background-color:"))
    }
}
