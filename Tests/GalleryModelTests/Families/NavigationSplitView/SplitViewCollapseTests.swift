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
