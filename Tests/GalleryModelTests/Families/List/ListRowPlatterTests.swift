import Testing
@testable import GalleryModel

/// An Apple TV list's rows are platters; a toggle row's toggle is that platter, not one inside another.
@Suite("List row platters")
struct ListRowPlatterTests {
    private func rows(on platform: Platform) throws -> [WidgetPlan] {
        let widget = try Planner.plan(StyleResolver.resolve(.list, style: "automatic", platform: platform)).widget
        return widget.allPlans.filter { $0.kind == .listRow }
    }

    @Test("On Apple TV the toggle's row draws no platter around the toggle; the other rows keep theirs")
    func tvToggleRow() throws {
        let rows = try rows(on: .tvOS)
        let toggleRows = rows.filter { $0.allPlans.contains { $0.kind == .toggleButton } }
        #expect(!toggleRows.isEmpty, "the list's sample has no toggle")
        for row in toggleRows { #expect(row.cssClasses.contains(WidgetPlan.holdsRowPlatterClass)) }
        for row in rows where !toggleRows.contains(row) { #expect(!row.cssClasses.contains(WidgetPlan.holdsRowPlatterClass)) }
    }

    @Test("On Apple TV a form's toggle row is the toggle's platter too")
    func tvFormToggleRow() throws {
        let widget = try Planner.plan(StyleResolver.resolve(.form, style: "automatic", platform: .tvOS)).widget
        let toggleRows = widget.allPlans.filter { $0.kind == .listRow && $0.allPlans.contains { $0.kind == .toggleButton } }
        #expect(!toggleRows.isEmpty, "the form's sample has no toggle")
        for row in toggleRows { #expect(row.cssClasses.contains(WidgetPlan.holdsRowPlatterClass)) }
    }

    @Test("Elsewhere no row is marked: the toggle is a switch inside the row")
    func otherPlatforms() throws {
        for platform in Platform.allCases where platform != .tvOS {
            #expect(try rows(on: platform).allSatisfy { !$0.cssClasses.contains(WidgetPlan.holdsRowPlatterClass) }, "\(platform)")
        }
    }
}
