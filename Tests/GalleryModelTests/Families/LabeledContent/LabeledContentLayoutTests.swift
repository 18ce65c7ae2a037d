@testable import GalleryModel
import Testing

/// LabeledContent outside a form (the `trailingValue` look) takes the width it is offered: its label at the leading
/// edge, its value at the trailing edge, as the card's caption says; in a toolbar the two stay together.
@Suite("Labeled content layout")
struct LabeledContentLayoutTests {
    @Test("Each fact's row fills the stage's width, its title pushing the value to the trailing edge, on every platform",
          arguments: Platform.allCases)
    func trailingValue(platform: Platform) throws {
        let plan = try Planner.plan(StyleResolver.resolve(.labeledContent, style: "automatic", platform: platform)).widget
        let rows = Self.factRows(in: plan)
        #expect(rows.count == 2, "\(platform): \(rows.count) rows")
        for row in rows {
            #expect(row.bool(.hexpand) == true && row.properties[.halign] == .alignment(.fill), "\(platform): a row hugs its words")
            #expect(row.children[0].bool(.hexpand) == true && row.children[1].cssClasses.contains("dim-label"))
        }
        #expect(plan.bool(.hexpand) == true, "\(platform): the VStack around the rows hugs them")
    }

    @Test("In a toolbar the label and its value stay together")
    func toolbar() throws {
        let plan = try Planner.plan(StyleResolver.resolve(.labeledContent, style: "automatic", platform: .macOS, placement: .toolbar)).widget
        let rows = Self.factRows(in: plan)
        #expect(!rows.isEmpty && rows.allSatisfy { $0.bool(.hexpand) != true })
    }

    /// The boxes of two labels: a fact's title and its value.
    private static func factRows(in plan: WidgetPlan) -> [WidgetPlan] {
        plan.allPlans.filter { row in
            row.kind == .box && row.children.count == 2 && row.children.allSatisfy { child in child.kind == .label }
        }
    }
}
