import Foundation
import GalleryModel
import Testing

/// A tab's page that is a grouped list is the screen itself: its sections keep their own inset from the screen's
/// edges, with no page padding around them too (a List in a TabView was inset twice, 32 pixels where a Form's is 16).
@Suite("Grouped tab pages")
struct GroupedTabPageTests {
    @Test("The base stylesheet takes the page's padding off across a grouped page, and keeps it on a plain one")
    func noDoubleInset() throws {
        let css = try String(contentsOf: TestFiles.package.appendingPathComponent("Resources/gallery.css"), encoding: .utf8)
        #expect(css.contains(".tab-page { padding: 16px; }"))
        #expect(css.contains(".tab-page.\(WidgetPlan.groupedPageClass) { padding-left: 0; padding-right: 0; }"))
    }
}
