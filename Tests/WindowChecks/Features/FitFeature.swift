import CGtk
import GalleryModel

/// Every page fits its pane at 1280 and 700 px (and 900 with the long depth) on the swept platforms in every placement;
/// below 1000 px the inspector folds away, and F9 brings it back below the page, which still fits. The window itself
/// can be that narrow on every platform and release: its header bar's controls fit.
@MainActor
enum FitFeature: WindowCheck {
    nonisolated static let name = "fit"

    static func run(_ check: WindowDriver) throws {
        for width in check.depth.fitWidths {
            let height: Int32 = width < 1000 ? 600 : 820
            gtk_window_set_default_size(gallery_window(check.window.toplevel), Int32(width), height)
            check.wait(for: "the window to be \(width) px wide") { check.state.layout == WindowLayout(width: width) }
            check.expect(check.state.inspectorShown == (width >= 1000), "the inspector \(check.state.inspectorShown ? "shows" : "is folded") at \(width) px")
            // The header names the platform and release: the longest names (visionOS, "macOS 10.15") must fit too.
            for platform in Platform.allCases {
                // Oldest, then newest: each platform is left on its newest, as the pages below are measured.
                for release in [platform.releases.first, platform.releases.last].compactMap({ $0 }) {
                    check.send(.choosePlatform(platform), .chooseRelease(release))
                    var minimum: Int32 = 0
                    gtk_widget_measure(check.window.toplevel, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, nil, nil, nil)
                    check.expect(Int(minimum) <= width, "the window on \(platform.rawValue) \(release) cannot be narrower than \(minimum) px, "
                                 + "wider than \(width) px")
                }
            }
            for platform in check.depth.sweptPlatforms {
                for placement in Placement.allCases {
                    check.send(.choosePlatform(platform), .choosePlacement(placement))
                    for page in GalleryPage.all {
                        // Measured as laid out, without waiting for each page to be painted.
                        check.window.send(.openPage(page))
                        check.window.drawNow()
                        let overflow = check.window.pageOverflow
                        check.expect(overflow.pixels == 0, "\(page.id) on \(platform.rawValue) in \(placement.rawValue) at \(width) px: "
                                     + "\(overflow.pixels) px too wide (\(overflow.culprit))")
                    }
                }
            }
            check.send(.choosePlacement(.standard))
            guard width < 1000 else { continue }
            // F9 brings the folded inspector back, below the page.
            check.send(.showInspector(true))
            check.expect(gtk_widget_get_visible(check.window.inspector) != 0, "F9 does not bring the inspector back at \(width) px")
            check.expect(check.window.pageOverflow.pixels == 0, "the page overflows beside the inspector at \(width) px")
            check.send(.showInspector(false))
        }
    }
}
