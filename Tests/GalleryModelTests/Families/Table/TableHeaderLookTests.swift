import Foundation
@testable import GalleryModel
import Testing

/// A Table's column headers are drawn as each platform draws them: flat titles in small secondary text over a thin
/// separator, parted by thin rules only on the Mac — never GTK's header buttons with their fill and rounded corners.
@Suite("Table headers")
struct TableHeaderLookTests {
    /// The rule `css` gives the stage of `platform` for `part` of a header title.
    private func rule(_ part: String, on platform: Platform, in css: String) -> String? {
        let selector = ".stage.\(PlatformTheme.of(platform).cssClass) columnview > header > button\(part) {"
        guard let start = css.range(of: selector) else { return nil }
        return String(css[start.lowerBound...].prefix { $0 != "}" })
    }

    /// A declaration's number in `rule` ("font-size: 0.846em" → 0.846).
    private func number(_ property: String, in rule: String) -> Double? {
        guard let start = rule.range(of: property + ": ") else { return nil }
        return Double(rule[start.upperBound...].prefix { $0.isNumber || $0 == "." })
    }

    @Test("Every stage draws its header titles flat: no fill, no rounded corner, a separator under them, smaller than the rows",
          arguments: [Platform.macOS, .iPadOS, .visionOS, .iOS])
    func flatTitles(platform: Platform) throws {
        let css = PlatformTheme.stylesheet(for: [platform])
        let title = try #require(rule("", on: platform, in: css))
        #expect(title.contains("background-color: transparent") && title.contains("border-radius: 0"))
        #expect(title.contains("border-width: 0 0 1px 0"), "a thin separator under the titles")
        #expect(try #require(number("font-size", in: title)) < 1, "the titles are smaller than the table's text")
        // The Mac's titles are its small system font, regular, parted by thin rules; the others' semibold, unparted.
        #expect(number("font-weight", in: title) == (platform == .macOS ? 400 : 600))
        #expect((rule(":not(:last-child)", on: platform, in: css) != nil) == (platform == .macOS))
        // No colour rule of the palette's paints the titles a button's platter again.
        let painted = css.components(separatedBy: "\n").filter { $0.contains("columnview > header > button") && $0.contains("background-color:") }
        #expect(painted.allSatisfy { $0.contains("background-color: transparent") }, "\(painted)")
    }
}
