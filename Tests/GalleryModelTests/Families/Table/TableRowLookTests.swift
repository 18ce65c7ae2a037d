import Foundation
@testable import GalleryModel
import Testing

/// A Table's rows as each platform draws them: the Mac's alternate without a horizontal grid at 24 pixels, the regular
/// control height; every grid line is a neutral separator (the text's colour at low opacity), never GTK's warm grey.
@Suite("Table rows")
struct TableRowLookTests {
    @Test("The Mac's table draws no lines between its rows; the iPad's and Vision Pro's do", arguments: [Platform.macOS, .iPadOS, .visionOS])
    func rowSeparators(platform: Platform) throws {
        let plan = Planner.plan(try StyleResolver.resolve(.table, style: "automatic", platform: platform))
        let table = try #require(plan.widget.first(.columnView))
        #expect(table.bool(.showsRowSeparators) == (platform != .macOS))
    }

    @Test("Grid lines take the text's colour at low opacity on every stage, and the Mac's rows are 24 pixels tall")
    func neutralGrid() throws {
        let css = PlatformTheme.stylesheet
        #expect(!css.lowercased().contains("#d7d2ce"))
        let grid = css.components(separatedBy: "\n").filter { $0.contains("columnview") && $0.contains("listview") && $0.contains("border-") }
        #expect(grid.count == 2 * Platform.allCases.count, "\(grid)")
        #expect(grid.allSatisfy { $0.contains("alpha(currentColor, 0.12)") }, "\(grid)")
        let cell = try #require(css.components(separatedBy: "\n").first { $0.hasPrefix(".stage.platform-macos columnview > listview > row > cell") })
        let padding = try #require(Int(cell.components(separatedBy: "padding: ")[1].prefix { $0.isNumber }))
        let height = try #require(Int(cell.components(separatedBy: "min-height: ")[1].prefix { $0.isNumber }))
        #expect(height + 2 * padding == 24)
    }
}
