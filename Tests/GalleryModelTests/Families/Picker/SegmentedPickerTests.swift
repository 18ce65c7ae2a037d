import GalleryModel
import Testing

/// A segmented picker's track fills its row where UIKit's control does, and fits its equal segments on the Mac, where
/// NSSegmentedControl sizes itself to them; the Mac's tabs picker carries no underline of its own.
@Suite("Segmented pickers")
struct SegmentedPickerTests {
    @Test("On the Mac the track fits its segments, centred; elsewhere it runs the row; the segments share it equally",
          arguments: [("segmented", Platform.macOS), ("palette", .macOS), ("tabs", .macOS), ("segmented", .iOS), ("segmented", .visionOS)])
    func fits(style: String, platform: Platform) throws {
        let widget = try Planner.plan(StyleResolver.resolve(.picker, style: style, platform: platform)).widget
        let track = try #require(widget.allPlans.first { $0.cssClasses.contains("segmented") })
        #expect(track.bool(.homogeneous) == true)
        #expect(track.bool(.hexpand) == (platform != .macOS))
        #expect(track.alignment(.halign) == (platform == .macOS ? .center : .fill))
        #expect(track.cssClasses == ["linked", "segmented"], "no mark of GTK's beyond the segmented look: \(track.cssClasses)")
    }
}
