import Testing
@testable import GalleryModel

/// The room `.lineSpacing(_:)` adds between lines, as the height the plan gives the words' lines.
@Suite("A plan's line height")
struct WidgetPlanLineHeightTests {
    @Test("Spacing is added to a line of 1.2 times the font's size, the body's 17 points where the plan names none")
    func lineHeightScale() throws {
        let sized = WidgetPlan(.label, [.fontSize: .double(20), .lineSpacing: .double(6)])
        #expect(try #require(sized.lineHeightScale) == (24 + 6) / 24)
        let body = WidgetPlan(.label, [.lineSpacing: .double(5)])
        #expect(abs(try #require(body.lineHeightScale) - (20.4 + 5) / 20.4) < 1e-9)
        // A bigger font, the same spacing: less added to each of its taller lines.
        let big = WidgetPlan(.label, [.fontSize: .double(40), .lineSpacing: .double(6)])
        #expect(try #require(big.lineHeightScale) < #require(sized.lineHeightScale))
    }

    @Test("Without spacing, or with none, the words keep their font's own lines")
    func noSpacing() {
        #expect(WidgetPlan(.label, [.fontSize: .double(20)]).lineHeightScale == nil)
        #expect(WidgetPlan(.label, [.lineSpacing: .double(0)]).lineHeightScale == nil)
    }
}
