import Foundation
@testable import GalleryModel
import Testing

/// The automatic control group where it is a momentary segmented control: on the Mac it fits its segments and stands
/// centred, as an NSSegmentedControl does (https://developer.apple.com/documentation/appkit/nssegmentedcontrol); the
/// dividers between segments are straight lines.
@Suite("Segmented control groups")
struct SegmentedControlGroupTests {
    @Test("On the Mac the segmented group fits its segments, centred, in both eras", arguments: ["15.0", "27.0"] as [OSVersion])
    func fitsOnMac(release: OSVersion) throws {
        let resolution = try StyleResolver.resolve(.controlGroup, style: "automatic", platform: .macOS, release: release)
        #expect(resolution.resolved.name == "segmented")
        let track = try #require(Planner.plan(resolution).widget.allPlans.first { $0.cssClasses.contains("segmented") })
        #expect(track.alignment(.halign) == .center && track.bool(.hexpand) != true)
    }

    @Test("A divider between segments is a straight line, not a border bent by the segment's rounded corners")
    func straightDividers() throws {
        let css = try String(contentsOf: TestFiles.package.appendingPathComponent("Resources/gallery.css"), encoding: .utf8)
        let rule = try #require(css.components(separatedBy: "\n").first { $0.hasPrefix(".stage .linked.segmented > button + button {") })
        #expect(rule.contains("background-image: linear-gradient") && !rule.contains("border-left"))
    }
}
