@testable import GalleryModel
import Testing

/// Views that act without a style of their own (NavigationLink, Link, ShareLink, EditButton) are drawn as their
/// label in the accent colour, and a navigation link in a list as a row with the platform's disclosure chevron.
@Suite("Scene links")
struct SceneLinkTests {
    private func plan(_ roots: [SceneNode], on platform: Platform = .iOS) -> WidgetPlan {
        ScenePlanner.plan(SceneResolver.resolve(Scene(name: "Test", roots: roots), in: Context(platform: platform))).drawn
    }

    private func texts(_ plan: WidgetPlan) -> [String] {
        plan.allPlans.filter { $0.kind == .label }.compactMap { $0.string(.text) }
    }

    @Test("Each is its title in the accent colour: EditButton says Edit, ShareLink Share with its symbol")
    func labels() {
        let cases: [(SceneNode, [String])] = [
            (SceneNode(.plain(.link), arguments: [SceneArgument(nil, .string("Website")), SceneArgument("destination", .expression("url"))]), ["Website"]),
            (SceneNode(.plain(.editButton)), ["Edit"]),
            (SceneNode(.plain(.shareLink), arguments: [SceneArgument("item", .expression("url"))]), ["Share"]),
            // What it shares is no title.
            (SceneNode(.plain(.shareLink), arguments: [SceneArgument("item", .string("https://www.apple.com"))]), ["Share"]),
            (SceneNode(.plain(.shareLink), arguments: [SceneArgument(nil, .string("Send")), SceneArgument("item", .string("https://www.apple.com"))]), ["Send"]),
            (SceneNode(.plain(.navigationLink), arguments: [SceneArgument(nil, .string("Details"))],
                       children: [SceneNode(.plain(.text), arguments: [SceneArgument(nil, .string("Destination"))])]), ["Details"]),
        ]
        for (node, words) in cases {
            let drawn = plan([node])
            #expect(texts(drawn) == words, "\(node.kind)")
            #expect(drawn.allPlans.filter { $0.kind == .label }.allSatisfy { $0.cssClasses.contains("link-button") }, "\(node.kind)")
            #expect(!drawn.allPlans.contains { $0.cssClasses.contains("scene-placeholder") }, "\(node.kind)")
        }
        #expect(plan([SceneNode(.plain(.shareLink), arguments: [SceneArgument("item", .expression("url"))])]).allPlans.contains { $0.kind == .image })
    }

    @Test("Among a toolbar's items a ShareLink shows its symbol alone, named by its title for screen readers, as a Label in a toolbar does; EditButton keeps its word")
    func toolbarLinksShowTheirSymbol() throws {
        let share = SceneNode(.plain(.shareLink), arguments: [SceneArgument("item", .expression("url"))])
        let items = [share, SceneNode(.plain(.editButton))].map { SceneNode(.layout(.toolbarItem), children: [$0]) }
        let content = SceneNode(.plain(.text), arguments: [SceneArgument(nil, .string("Hello"))],
                                modifiers: [SceneModifier(.navigationTitle("Photos")), SceneModifier(.toolbar(items))])
        let drawn = plan([SceneNode(.layout(.navigationStack), children: [content])])
        let bar = try #require(drawn.allPlans.first { $0.cssClasses.contains("toolbar") })
        #expect(texts(bar) == ["Edit"], "the title stands large under the bar")
        let symbol = try #require(bar.allPlans.first { $0.kind == .image && $0.cssClasses.contains("link-button") })
        #expect(symbol.accessibleNaming == .named("Share"))
        // Outside a toolbar it keeps its title beside the symbol.
        #expect(texts(plan([share])) == ["Share"])
    }

    @Test("A list row's .badge shows at its trailing edge, in grey on iPhone and in a grey capsule on the Mac, before a navigation row's chevron; .badge(0) shows none")
    func rowBadges() throws {
        let text = { (words: String) in SceneNode(.plain(.text), arguments: [SceneArgument(nil, .string(words))]) }
        let badge = { (written: String) in SceneModifier(.other(name: "badge", source: ".badge(\(written))")) }
        let inbox = SceneNode(.styled(.label), arguments: [SceneArgument(nil, .string("Inbox")), SceneArgument("systemImage", .string("tray"))],
                              modifiers: [badge("12")])
        let link = SceneNode(.plain(.navigationLink), children: [text("Destination")], slots: [SceneSlot(label: "label", children: [inbox])])
        let flagged = SceneNode(.plain(.text), arguments: [SceneArgument(nil, .string("Flagged"))], modifiers: [badge("\"New\"")])
        let archive = SceneNode(.plain(.text), arguments: [SceneArgument(nil, .string("Archive"))], modifiers: [badge("0")])
        let list = SceneNode(.styled(.list), children: [link, flagged, archive])
        let phone = plan([list])
        let badges = phone.allPlans.filter { $0.cssClasses.contains(SceneDrawing.rowBadgeClass) }
        #expect(badges.map { $0.string(.text) } == ["12", "New"])
        #expect(badges.allSatisfy { $0.cssClasses.contains("dim-label") })
        let row = try #require(phone.allPlans.first { $0.children.last?.cssClasses.contains(Build.disclosureIndicatorClass) == true })
        #expect(row.children.dropLast().last?.string(.text) == "12", "the count stands before the chevron")
        let mac = plan([list], on: .macOS).allPlans.filter { $0.cssClasses.contains(SceneDrawing.rowBadgeClass) }
        #expect(mac.count == 2 && mac.allSatisfy { $0.cssClasses.contains(SceneDrawing.macRowBadgeClass) })
    }

    @Test("A navigation row whose label takes the row's width (a Spacer before a count) runs to the chevron, the count beside it")
    func labelTakingTheRow() throws {
        let text = { (words: String) in SceneNode(.plain(.text), arguments: [SceneArgument(nil, .string(words))]) }
        let label = SceneNode(.layout(.hStack), children: [text("Inbox"), SceneNode(.plain(.spacer)), text("12")])
        let link = SceneNode(.plain(.navigationLink), children: [text("Destination")], slots: [SceneSlot(label: "label", children: [label])])
        let drawn = plan([SceneNode(.styled(.list), children: [link])])
        let row = try #require(drawn.allPlans.first { $0.children.last?.cssClasses.contains(Build.disclosureIndicatorClass) == true })
        #expect(row.children.count == 2, "a spacer between the label and the chevron: \(row.children.map(\.kind))")
        #expect(row.children.first?.bool(.hexpand) == true)
    }

    @Test("A navigation link's label is its label closure's views, not its destination's")
    func labelClosure() {
        let link = SceneNode(.plain(.navigationLink), children: [SceneNode(.plain(.text), arguments: [SceneArgument(nil, .string("Destination"))])],
                             slots: [SceneSlot(label: "label", children: [SceneNode(.plain(.text), arguments: [SceneArgument(nil, .string("Open"))])])])
        #expect(texts(plan([link])) == ["Open"])
    }

    @Test("In a list, a navigation link is a row with a chevron at its trailing edge, except on the Mac and the Watch, whose rows are tapped whole", arguments: Platform.allCases)
    func listRow(platform: Platform) {
        let link = SceneNode(.plain(.navigationLink), arguments: [SceneArgument(nil, .string("Details"))])
        let drawn = plan([SceneNode(.styled(.list), children: [link])], on: platform)
        #expect(texts(drawn).contains("Details"))
        let chevron = drawn.allPlans.contains { $0.kind == .image && $0.cssClasses.contains("disclosure-indicator") }
        #expect(chevron == ![.macOS, .watchOS].contains(platform))
    }
}
