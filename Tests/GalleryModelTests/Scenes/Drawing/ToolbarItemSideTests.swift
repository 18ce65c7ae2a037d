@testable import GalleryModel
import Testing

/// Where a toolbar item stands in the bar, from its placement, as each placement's page says per platform.
@Suite("Toolbar item sides")
struct ToolbarItemSideTests {
    @Test("Each placement's side, row by row, on a navigation bar and on a Mac's toolbar", arguments: [
        (".topBarLeading", ToolbarItemSide.leading, ToolbarItemSide.leading),
        ("ToolbarItemPlacement.navigationBarLeading", .leading, .leading),
        (".navigation", .leading, .leading),
        (".cancellationAction", .leading, .trailing),
        (".primaryAction", .trailing, .leading),
        (".confirmationAction", .trailing, .trailing),
        (".destructiveAction", .trailing, .trailing),
        (".principal", .principal, .principal),
        (".topBarTrailing", .trailing, .trailing),
        (".automatic", .trailing, .trailing),
        (".bottomBar", .bottom, .trailing),
    ])
    func sides(placement: String, iOS: ToolbarItemSide, mac: ToolbarItemSide) {
        #expect(ToolbarItemSide.of(placement, on: .iOS) == iOS)
        #expect(ToolbarItemSide.of(placement, on: .macOS) == mac)
    }

    @Test("An item without a placement stands at the trailing edge")
    func automatic() {
        #expect(ToolbarItemSide.of(nil, on: .iOS) == .trailing)
    }

    @Test("On Apple Watch an automatic or primary item stands under the bar; the top bar's corners keep theirs", arguments: [
        (nil as String?, ToolbarItemSide.underBar),
        (".automatic", .underBar),
        (".primaryAction", .underBar),
        (".topBarTrailing", .trailing),
        (".topBarLeading", .leading),
        (".bottomBar", .bottom),
    ])
    func watchSides(placement: String?, side: ToolbarItemSide) {
        #expect(ToolbarItemSide.of(placement, on: .watchOS) == side)
    }

    @Test("On Apple Watch only the first automatic item is drawn, under the bar and across the screen, not beside the title")
    func watchAutomaticItems() throws {
        let button = { (title: String) in SceneNode(.styled(.button), arguments: [SceneArgument(nil, .string(title))]) }
        let items = ["Add", "Share"].map { SceneNode(.layout(.toolbarItem), children: [button($0)]) }
        let content = SceneNode(.layout(.vStack), children: [SceneNode(.plain(.text), arguments: [SceneArgument(nil, .string("Hello"))])],
                                modifiers: [SceneModifier(.navigationTitle("Library")), SceneModifier(.toolbar(items))])
        let widget = ScenePlanner.plan(SceneResolver.resolve(Scene(name: "Watch", roots: [content]), in: Context(platform: .watchOS))).drawn
        let words = widget.allPlans.compactMap { $0.string(.text) ?? $0.string(.label) }
        #expect(words.contains("Add") && !words.contains("Share"), "\(words)")
        let bar = try #require(widget.allPlans.first { $0.cssClasses.contains("toolbar") })
        #expect(!bar.allPlans.contains { $0.string(.label) == "Add" }, "not in the bar")
        #expect(words.firstIndex(of: "Library")! < words.firstIndex(of: "Add")! && words.firstIndex(of: "Add")! < words.firstIndex(of: "Hello")!)
    }

    @Test("A bar's title keeps to one line, ending in an ellipsis where the items leave it too little room")
    func titleTruncates() throws {
        let bar = try Self.bar(on: .iOS)
        #expect(bar.children[1].bool(.truncates) == true)
    }

    /// A NavigationStack whose list has an inline title, a leading Cancel and a trailing Save.
    private static func bar(on platform: Platform) throws -> WidgetPlan {
        let button = { (title: String) in SceneNode(.styled(.button), arguments: [SceneArgument(nil, .string(title))]) }
        let item = { (placement: String, title: String) in
            SceneNode(.layout(.toolbarItem), arguments: [SceneArgument("placement", .expression(placement))], children: [button(title)])
        }
        let list = SceneNode(.styled(.list), children: [SceneNode(.plain(.text), arguments: [SceneArgument(nil, .string("Row"))])], modifiers: [
            SceneModifier(.navigationTitle("Settings")),
            // As a sheet's form is usually written: its title inline in the bar, between Cancel and Save.
            SceneModifier(.other(name: "navigationBarTitleDisplayMode", source: ".navigationBarTitleDisplayMode(.inline)")),
            SceneModifier(.toolbar([item(".topBarTrailing", "Save"), item(".cancellationAction", "Cancel")])),
        ])
        let root = SceneNode(.layout(.navigationStack), children: [list])
        let widget = ScenePlanner.plan(SceneResolver.resolve(Scene(name: "Sheet", roots: [root]), in: Context(platform: platform))).drawn
        return try #require(widget.allPlans.first { $0.cssClasses.contains("toolbar") })
    }

    @Test("On a navigation bar a leading item stands before the title, which is centred; the trailing item after it")
    func navigationBar() throws {
        let bar = try Self.bar(on: .iOS)
        let words = bar.allPlans.compactMap { $0.string(.text) ?? $0.string(.label) }
        #expect(words.firstIndex(of: "Cancel")! < words.firstIndex(of: "Settings")!)
        #expect(words.firstIndex(of: "Settings")! < words.firstIndex(of: "Save")!)
        // The title between two sides that share the bar's room equally.
        #expect(bar.children.count == 3 && bar.children.first?.bool(.hexpand) == true && bar.children.last?.bool(.hexpand) == true)
        #expect(bar.children[1].string(.text) == "Settings")
    }

    @Test("A Mac's toolbar keeps a cancellation item at the trailing edge, and its title at the leading edge")
    func macToolbar() throws {
        let bar = try Self.bar(on: .macOS)
        let words = bar.allPlans.compactMap { $0.string(.text) ?? $0.string(.label) }
        #expect(words.first == "Settings")
        #expect(bar.children.first?.string(.text) == "Settings")
    }

    /// A VStack whose `ToolbarItemGroup(placement: .bottomBar)` holds two buttons, drawn on `platform`.
    private static func bottomBar(on platform: Platform) -> WidgetPlan {
        let button = { (title: String) in SceneNode(.styled(.button), arguments: [SceneArgument(nil, .string(title))]) }
        let group = SceneNode(.layout(.toolbarItemGroup), arguments: [SceneArgument("placement", .expression(".bottomBar"))],
                              children: [button("First"), button("Second")])
        let content = SceneNode(.layout(.vStack), children: [SceneNode(.plain(.text), arguments: [SceneArgument(nil, .string("Hello"))])],
                                modifiers: [SceneModifier(.navigationTitle("Amenities")), SceneModifier(.toolbar([group]))])
        return ScenePlanner.plan(SceneResolver.resolve(Scene(name: "Bottom", roots: [content]), in: Context(platform: platform))).drawn
    }

    @Test("A bottom bar's items stand under the content, across the screen; on the watch each in a corner", arguments: [Platform.iOS, .watchOS])
    func bottomBar(platform: Platform) throws {
        let widget = Self.bottomBar(on: platform)
        let bar = try #require(widget.allPlans.first { $0.cssClasses.contains("bottom-toolbar") })
        let words = widget.allPlans.compactMap { $0.string(.text) ?? $0.string(.label) }
        #expect(words.firstIndex(of: "Hello")! < words.firstIndex(of: "First")!, "under the content")
        #expect(bar.bool(.hexpand) == true)
        let titles = bar.allPlans.compactMap { $0.string(.label) ?? $0.string(.text) }
        #expect(titles == ["First", "Second"])
        if platform == .watchOS {
            // First, a space that takes the room, Second: the screen's two bottom corners.
            #expect(bar.children.count == 3 && bar.children[1].bool(.hexpand) == true)
        }
        #expect(!(widget.allPlans.first { $0.cssClasses.contains("toolbar") }?.allPlans.contains { $0.string(.label) == "First" } ?? false),
                "not in the top bar")
    }

    @Test("The Mac has no bottom bar: the items stay in its toolbar")
    func noBottomBarOnMac() throws {
        let widget = Self.bottomBar(on: .macOS)
        #expect(!widget.allPlans.contains { $0.cssClasses.contains("bottom-toolbar") })
        let bar = try #require(widget.allPlans.first { $0.cssClasses.contains("toolbar") })
        #expect(bar.allPlans.contains { $0.string(.label) == "First" })
    }
}
