/// How a segmented control's track sits in its row, wherever one is drawn (a segmented Picker, the Mac's segmented
/// ControlGroup): UIKit's runs the width of its row on iPhone, iPad, Apple TV and Vision Pro, its segments sharing it;
/// on the Mac an NSSegmentedControl fits its segments and stands centred, as a VStack centres its views ("Within a
/// segmented control, all segments are usually equal in width",
/// https://developer.apple.com/design/human-interface-guidelines/segmented-controls;
/// https://developer.apple.com/documentation/appkit/nssegmentedcontrol).
enum SegmentedTrack {
    /// Whether the track runs the width of its row on `platform`.
    static func fillsRow(on platform: Platform) -> Bool {
        platform != .macOS
    }

    /// The track's placement in its row on `platform`: across the row, or fitting its segments, centred.
    static func placement(on platform: Platform) -> [PlanProperty: PlanValue] {
        let fills = fillsRow(on: platform)
        return [.hexpand: .bool(fills), .halign: .alignment(fills ? .fill : .center)]
    }
}
