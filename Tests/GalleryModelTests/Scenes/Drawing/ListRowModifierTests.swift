@testable import GalleryModel
import Testing

/// What a list row's own modifiers change of its row: `.listRowBackground(Color.clear)` takes its panel away, and a view
/// framed to the full width runs the row's width, its views centred as its stack aligns them.
@Suite("List row modifiers")
struct ListRowModifierTests {
    private func plan(_ roots: [SceneNode], on platform: Platform = .iOS) -> WidgetPlan {
        SceneDecorationTests.plan(roots, on: platform)
    }

    private func text(_ words: String) -> SceneNode {
        SceneDecorationTests.text(words)
    }

    /// A profile's header: a VStack framed to the full width with no row background, in a section of its own, over a
    /// section of two rows.
    private var profile: SceneNode {
        let header = SceneNode(.layout(.vStack), children: [text("Jane Appleseed"), text("@jane")], modifiers: [
            SceneModifier(.other(name: "frame", source: ".frame(maxWidth: .infinity)")),
            SceneModifier(.other(name: "listRowBackground", source: ".listRowBackground(Color.clear)")),
        ])
        return SceneNode(.styled(.list), children: [
            SceneNode(.layout(.section), children: [header]),
            SceneNode(.layout(.section), arguments: [SceneArgument(nil, .string("Preferences"))], children: [text("Notifications"), text("Privacy")]),
        ])
    }

    @Test("A section whose rows have no background draws no panel; the other sections keep theirs")
    func clearRows() throws {
        let panels = plan([profile]).allPlans.filter { $0.kind == .listBox }
        #expect(panels.count == 2)
        #expect(panels[0].cssClasses.contains(WidgetPlan.clearRowClass) && !panels[1].cssClasses.contains(WidgetPlan.clearRowClass))
        #expect(panels[0].children.first?.cssClasses.contains(WidgetPlan.clearRowClass) == true)
        #expect(PlatformTheme.stylesheet(for: [.iOS]).contains("list.list-style > row.\(WidgetPlan.clearRowClass)"))
    }

    @Test("A view framed to the full width runs its row's width, so a VStack centres its views across the row")
    func fullWidthRow() throws {
        let panel = try #require(plan([profile]).allPlans.first { $0.kind == .listBox })
        let content = try #require(panel.children.first?.children.first)
        #expect(content.bool(.hexpand) == true && content.alignment(.halign) == .fill)
    }

    @Test("A row's HStack framed to the full width centres its views across the row, where they sat at the leading edge")
    func fullWidthRowCentresItsViews() throws {
        let rings = SceneNode(.layout(.hStack), children: [text("72%"), text("45%")], modifiers: [
            SceneModifier(.other(name: "frame", source: ".frame(maxWidth: .infinity)")),
        ])
        let panel = try #require(plan([SceneNode(.styled(.form), children: [rings])]).allPlans.first { $0.kind == .listBox })
        let frame = try #require(panel.children.first?.children.first)
        #expect(frame.bool(.hexpand) == true && frame.alignment(.halign) == .fill)
        let stack = try #require(frame.allPlans.first { $0.orientation == .horizontal && $0.children.count == 2 })
        #expect(stack.alignment(.halign) == .center, "the views stand at the frame's centre")
    }

    @Test("On Apple TV the focus does not rest on a row with no background: it rests on the first row that has one")
    func focusSkipsClearRows() throws {
        let widget = plan([profile], on: .tvOS)
        let rested = widget.allPlans.filter { $0.cssClasses.contains(WidgetPlan.restingFocusClass) }
        #expect(rested.count == 1)
        #expect(rested.first?.allPlans.contains { $0.string(.text) == "Notifications" } == true, "\(rested.map(\.kind))")
    }
}
