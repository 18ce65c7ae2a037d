import GalleryModel
@testable import GallerySceneReader
import Testing

/// `Fixtures/StackLayout.swift`, read and drawn: each stack places its views as SwiftUI's stacks do (centred across by
/// default, at the edge `alignment:` names) and hugs them unless one of them takes the room.
@Suite("Stacks laid out as SwiftUI lays them out")
struct StackLayoutTests {
    private func plan(_ view: String) throws -> WidgetPlan {
        let scene = try SceneReader.readFile(atPath: ReaderSupport.fixture("StackLayout.swift")).scene(named: view)
        return ScenePlanner.plan(SceneResolver.resolve(scene, in: Context(platform: .iOS))).drawn
    }

    /// The widget that shows `words`.
    private func text(_ words: String, in widget: WidgetPlan) throws -> WidgetPlan {
        try #require(widget.allPlans.first { $0.string(.text) == words })
    }

    /// The box whose children include the widget showing `words`.
    private func stack(holding words: String, in widget: WidgetPlan) throws -> WidgetPlan {
        try #require(widget.allPlans.first { plan in plan.kind == .box && plan.children.contains { $0.string(.text) == words } })
    }

    @Test("A VStack centres its views across and hugs them, centred on the stage as a preview centres it")
    func centredColumn() throws {
        let widget = try plan("ProfileCard")
        let column = try stack(holding: "Ada Lovelace", in: widget)
        #expect(column.children.map { $0.alignment(.halign) } == [.center, .center, .center])
        #expect(column.bool(.hexpand) == false)
        #expect(column.alignment(.halign) == .center)
    }

    @Test("VStack(alignment: .leading, spacing: 4) puts its views at the leading edge, 4 points apart")
    func leadingColumn() throws {
        let column = try stack(holding: "Groceries", in: plan("NoteSummary"))
        #expect(column.children.map { $0.alignment(.halign) } == [.start, .start])
        #expect(column.int(.spacing) == 4)
    }

    @Test("An HStack with a Spacer takes the stage's width; the spacer takes the room left, the others keep their size")
    func spacerSpreads() throws {
        let row = try stack(holding: "Featured", in: plan("FeaturedBanner"))
        #expect(row.orientation == .horizontal)
        #expect(row.bool(.hexpand) == true && row.alignment(.halign) == .fill)
        #expect(row.children.map { $0.bool(.hexpand) } == [false, false, true, false])
        #expect(row.children.map { $0.alignment(.valign) } == [.center, .center, .center, .center])
    }

    @Test("HStack(alignment: .top) puts its views at the top; an HStack alone centres them")
    func topRow() throws {
        let row = try stack(holding: "Tags", in: plan("TopAlignedTags"))
        #expect(row.children.map { $0.alignment(.valign) } == [.start, .start])
        #expect(row.bool(.hexpand) == false)
        // The VStack inside centres its own views.
        let inner = try stack(holding: "Swift", in: row)
        #expect(inner.children.map { $0.alignment(.halign) } == [.center, .center])
    }

    @Test("A TextField takes the column's width, so the column takes the stage's; a Text beside it stays centred, and .frame(maxWidth: .infinity, alignment: .trailing) puts one at the trailing edge")
    func fieldStretches() throws {
        let widget = try plan("WelcomeForm")
        let column = try stack(holding: "Welcome", in: widget)
        #expect(column.bool(.hexpand) == true && column.alignment(.halign) == .fill)
        let field = try #require(column.children.first { $0.allPlans.contains { $0.kind == .entry } })
        #expect(field.alignment(.halign) == .fill)
        #expect(try text("Welcome", in: widget).alignment(.halign) == .center)
        let frame = try #require(column.children.last)
        #expect(frame.alignment(.halign) == .fill)
        #expect(try text("Terms apply", in: frame).alignment(.halign) == .end)
    }

    @Test("A Spacer in a VStack takes room along the column, not across: the column still hugs its text")
    func spacerAlongColumn() throws {
        let column = try stack(holding: "At the bottom", in: plan("PushedDown"))
        #expect(column.bool(.hexpand) == false)
        #expect(column.children.first?.bool(.hexpand) == false)
    }

    @Test("A VStack as a List's row hugs its views at the row's leading edge, its views centred on each other")
    func rowColumn() throws {
        let column = try stack(holding: "Pancakes", in: plan("RecipeRows"))
        #expect(column.alignment(.halign) == .start)
        #expect(column.children.map { $0.alignment(.halign) } == [.center, .center])
    }

    @Test(".frame(width:height:) gives a view a box of that size, the view placed in it as the frame's alignment says")
    func fixedFrames() throws {
        let widget = try plan("AvatarRow")
        let avatar = try #require(widget.allPlans.first { box in box.children.contains { $0.kind == .image } && box.int(.width) != nil })
        #expect(avatar.int(.width) == 60 && avatar.int(.height) == 60)
        #expect(avatar.children.first?.alignment(.halign) == .center && avatar.children.first?.alignment(.valign) == .center)
        let name = try stack(holding: "Ada", in: widget)
        #expect(name.int(.width) == 120 && name.int(.height) == nil)
        #expect(try text("Ada", in: widget).alignment(.halign) == .start)
    }
}
