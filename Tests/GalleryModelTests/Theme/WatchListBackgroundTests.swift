@testable import GalleryModel
import Testing

/// Apple Watch's carousel and elliptical lists lay their rows, each a platter, straight on the watch's black: no
/// panel of the platters' grey behind them (https://developer.apple.com/documentation/swiftui/carousellistliststyle,
/// https://developer.apple.com/documentation/swiftui/ellipticalliststyle).
@Suite("Watch list backgrounds")
struct WatchListBackgroundTests {
    @Test("The carousel and elliptical lists are see-through and their rows are platters, as the platter list's are")
    func rowsOnBlack() {
        let sheet = PlatformTheme.stylesheet(for: [.watchOS])
        let palette = PlatformTheme.of(.watchOS).palette(.light)
        let rules = sheet.split(separator: "\n")
        for style in ["carousel", "elliptical"] {
            #expect(rules.contains { rule in
                rule.contains("list.list-\(style)") && !rule.contains("list.list-\(style) >") && rule.contains("{ background-color: transparent; }")
            }, "\(style)")
            #expect(rules.contains { $0.contains("list.list-\(style) > row") && $0.contains("{ background-color: \(palette.surface); }") }, "\(style)")
            #expect(!rules.contains { $0.contains(".list-style:not(") && !$0.contains(":not(.list-\(style))") }, "\(style)'s list takes the surface")
        }
    }
}
