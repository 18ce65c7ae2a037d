import Foundation
import GalleryModel

/// Export Images of This Page (without its folder chooser): `gallery render` draws the toggle page's cards on every
/// platform and a contact sheet, in a process of its own, and the banner says how many it wrote.
@MainActor
enum ImageExportFeature: WindowCheck {
    nonisolated static let name = "imageExport"

    static func run(_ check: WindowDriver) throws {
        let folder = check.folder + "/images"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        check.send(.openPage(.family(.toggle)), .exportImages(.family(.toggle), to: folder))
        check.expect(check.state.banner?.text.english.hasPrefix("Drawing the images of Toggles into") == true, "\(String(describing: check.state.banner))")
        // Drawing runs in a process of its own; the banner says when it is done.
        check.wait(for: "the page's images", seconds: 300) {
            let message = check.state.banner?.text.english ?? ""
            return message.hasPrefix("Wrote") || message.hasPrefix("Could not")
        }
        let banner = check.state.banner?.text.english ?? ""
        let styles = StyleCatalog.family(.toggle).styles
        check.expect(banner.hasPrefix("Wrote \(styles.count * Platform.allCases.count + 1) images to "), banner)
        let files = Set((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [])
        check.expect(files.contains("toggle-sheet-light.png") && files.contains("toggle-checkbox-macOS-light.png"), "\(files.sorted())")
    }
}
