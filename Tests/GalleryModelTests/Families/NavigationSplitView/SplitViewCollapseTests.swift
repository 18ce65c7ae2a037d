import GalleryModel
import Testing

/// Split views at compact width: iPhone and Apple Watch collapse every NavigationSplitView into a stack.
@Suite("Split views collapse at compact width")
struct SplitViewCollapseTests {
    private func resolve(_ style: String, on platform: Platform, release: OSVersion? = nil) throws -> Resolution {
        try StyleResolver.resolve(.navigationSplitView, style: style, platform: platform, release: release, placement: .standard)
    }

    @Test("On iPhone and Apple Watch every style is drawn as one navigation stack, and the reason cites Apple",
          arguments: [Platform.iOS, .watchOS], ["automatic", "balanced", "prominentDetail"])
    func collapses(platform: Platform, style: String) throws {
        for release in platform.releases.prefix(4) {
            let resolution = try resolve(style, on: platform, release: release)
            #expect(resolution.resolved.family == .navigationSplitView && resolution.resolved.name == "stack", "\(style) on \(platform) \(release)")
            #expect(resolution.reasons.contains { $0.contains("navigation stack") })
            let widget = Planner.plan(resolution).widget
            #expect(widget.first(.navigationStack) != nil)
            #expect(widget.first(.paned) == nil, "no columns side by side")
        }
        if style != "automatic" {
            #expect(try resolve(style, on: platform).sources.contains { $0.contains("navigationsplitviewcolumn") })
        }
    }

    @Test("Where the columns fit, the chosen style keeps its columns", arguments: [Platform.iPadOS, .macOS, .visionOS, .tvOS])
    func keepsColumns(platform: Platform) throws {
        let balanced = try resolve("balanced", on: platform)
        #expect(balanced.resolved.family == .navigationSplitView && balanced.resolved.name == "balanced")
        #expect(Planner.plan(balanced).widget.first(.paned) != nil)
        let prominent = try resolve("prominentDetail", on: platform)
        #expect(prominent.resolved.family == .navigationSplitView && prominent.resolved.name == "prominentDetail")
        #expect(Planner.plan(prominent).widget.first(.overlay) != nil)
    }
}

/// `NavigationSplitView { sidebar } detail: { … }` has two columns: no empty middle column stands between them.
@Suite("A two-column split view")
struct TwoColumnSplitViewTests {
    private func text(_ words: String) -> SceneNode { SceneNode(.plain(.text), arguments: [SceneArgument(nil, .string(words))]) }

    private func plan(content: Bool, on platform: Platform, style: String) throws -> WidgetPlan {
        var slots = [SceneSlot(label: "detail", children: [text("Orders")])]
        if content { slots.insert(SceneSlot(label: "content", children: [text("Trucks")]), at: 0) }
        let split = SceneNode(.styled(.navigationSplitView), children: [text("Sidebar")], slots: slots,
                              modifiers: [SceneModifier(.style(try StyleCatalog.style(named: style, in: .navigationSplitView), argument: nil))])
        return ScenePlanner.plan(SceneResolver.resolve(Scene(name: "Split", roots: [split]), in: Context(platform: platform))).drawn
    }

    @Test("Without `content:` the sidebar stands beside the detail; with it the middle column is drawn",
          arguments: [Platform.macOS, .iPadOS, .visionOS], ["balanced", "prominentDetail"])
    func columns(platform: Platform, style: String) throws {
        let two = try plan(content: false, on: platform, style: style)
        #expect(two.allPlans.allSatisfy { !$0.cssClasses.contains("split-content") }, "no middle column")
        #expect(two.allPlans.contains { $0.cssClasses.contains("split-sidebar") } && two.allPlans.contains { $0.accessibleName == "Orders" || $0.properties[.label] == .string("Orders") })
        let three = try plan(content: true, on: platform, style: style)
        #expect(three.allPlans.contains { $0.cssClasses.contains("split-content") })
    }

    /// The positions of a plan's split panes, outermost first.
    private func positions(_ plan: WidgetPlan) -> [Int] {
        plan.allPlans.filter { $0.kind == .paned }.compactMap { $0.int(.position) }
    }

    @Test("A balanced split view's three columns share a card's stage, the detail the widest, with the widths a scene gives them",
          arguments: [Platform.macOS, .iPadOS])
    func cardColumns(platform: Platform) throws {
        let card = try Planner.plan(StyleResolver.resolve(.navigationSplitView, style: "balanced", platform: platform)).widget
        let leading = try #require(positions(card).first), sidebar = try #require(positions(card).last)
        let detail = 330 - leading
        #expect(detail > leading - sidebar && detail > sidebar, "\(platform): on a 330-pixel card the detail is \(detail) px")
        #expect(positions(try plan(content: true, on: platform, style: "balanced")) == positions(card))
    }
}
