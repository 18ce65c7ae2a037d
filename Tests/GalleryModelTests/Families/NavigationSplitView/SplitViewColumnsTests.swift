import GalleryModel
import Testing

/// Where a split view's columns start, and how the document's columns of text sit in them.
@Suite("Split view columns")
struct SplitViewColumnsTests {
    private func card(_ style: String, on platform: Platform) throws -> WidgetPlan {
        Planner.plan(try StyleResolver.resolve(.navigationSplitView, style: style, platform: platform, placement: .standard)).widget
    }

    @Test("A prominent-detail split view starts with the detail at its full size and its leading columns hidden; a balanced one shows them",
          arguments: [Platform.iPadOS, .macOS])
    func startingColumns(platform: Platform) throws {
        let prominent = try #require(try card("prominentDetail", on: platform).first(.revealer)?.binding?.key)
        #expect(ExampleCatalog.defaultState[prominent] == .bool(false))
        let balanced = try #require(try card("balanced", on: platform).first(.revealer)?.binding?.key)
        #expect(ExampleCatalog.defaultState[balanced] == .bool(true))
    }

    @Test("Each column's lone Text is centred in the column's room, as SwiftUI centres a view smaller than its column")
    func centredText() throws {
        let widget = try card("balanced", on: .macOS)
        for words in ["Sidebar", "Content", "Detail"] {
            let holder = try #require(widget.allPlans.first { $0.children.contains { $0.string(.text) == words } })
            #expect(holder.properties[.halign] == .alignment(.center) && holder.properties[.valign] == .alignment(.center), "\(words)")
        }
    }
}
