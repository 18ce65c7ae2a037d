import CGtk
import Foundation
import GalleryModel

/// The window starts from the defaults, its state in the check's own folder, never a person's; a change is saved there
/// a few seconds later.
@MainActor
enum LaunchFeature: WindowCheck {
    nonisolated static let name = "launch"

    static func run(_ check: WindowDriver) throws {
        let state = check.state
        check.expect(state.configuration.platform == .iOS && state.configuration.release == Platform.iOS.newestRelease)
        check.expect(state.page == .family(.button), "the first page is \(state.page.id)")
        var width: Int32 = 0
        var height: Int32 = 0
        gtk_window_get_default_size(gallery_window(check.window.toplevel), &width, &height)
        check.expect(width == 1280 && height == 820, "the window starts \(width) × \(height)")
        check.expect(state.inspectorShown && state.sidebarShown)

        check.send(.choosePlatform(.tvOS), .openPage(.family(.picker)))
        let file = try check.require(StateFile.location(stateHome: check.folder + "/state", home: nil))
        check.wait(for: "the change saved in the check's own state folder") {
            let saved = try? RememberedState.decode(Data(contentsOf: URL(fileURLWithPath: file)))
            return saved?.configuration.platform == .tvOS && saved?.window.page == .family(.picker)
        }
    }
}
