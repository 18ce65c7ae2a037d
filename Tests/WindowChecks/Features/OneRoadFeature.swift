import CGtk
import GalleryModel
import GalleryWindow

/// A choice in the header's drop-downs is one action and nothing else: the state follows at once, inside the
/// drop-down's signal, and the window draws it once, after the signal; showing the new state sends nothing that
/// changes it (the new platform's list of releases never asks for its first release on the way).
@MainActor
enum OneRoadFeature: WindowCheck {
    nonisolated static let name = "oneRoad"

    static func run(_ check: WindowDriver) throws {
        check.show(.family(.toggle), on: .iOS)
        try choose(Platform.allCases.firstIndex(of: .macOS)!, in: "platform-selector", check)
        check.expect(check.state.configuration.platform == .macOS && check.state.configuration.release == Platform.macOS.newestRelease)
        check.expect(shown(check) == ["macOS", "macOS \(Platform.macOS.newestRelease)", "standard"], "\(shown(check))")
        try choose(1, in: "release-selector", check)
        check.expect(check.state.configuration.release == Platform.macOS.releases[1])
        check.expect(shown(check) == ["macOS", "macOS \(Platform.macOS.releases[1])", "standard"], "\(shown(check))")
    }

    /// Selects item `index` of the header's drop-down named `selector`, as a click would: the state changes at once and
    /// the window has not drawn yet; after the next frame it has drawn once, and the state is as it was right after.
    private static func choose(_ index: Int, in selector: String, _ check: WindowDriver) throws {
        let dropDown = try check.require(check.widget(named: selector))
        let draws = check.window.draws
        let before = check.state
        gtk_drop_down_set_selected(gallery_drop_down(dropDown), UInt32(index))
        let atOnce = check.state
        check.expect(atOnce != before, "\(selector): the state did not follow at once")
        check.expect(check.window.draws == draws, "\(selector): the window drew inside the drop-down's signal")
        check.waitForFrame()
        check.expect(check.window.draws == draws + 1, "\(selector): the window drew \(check.window.draws - draws) times")
        check.expect(check.state == atOnce, "\(selector): showing the state changed it")
    }

    /// The items the header's platform, release and placement drop-downs show.
    private static func shown(_ check: WindowDriver) -> [String] {
        ["platform-selector", "release-selector", "placement-selector"].map { name in
            guard let dropDown = check.widget(named: name), let item = gtk_drop_down_get_selected_item(gallery_drop_down(dropDown)) else { return "" }
            return String(cString: gtk_string_object_get_string(OpaquePointer(item)))
        }
    }
}
