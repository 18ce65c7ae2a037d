import CGtk
import Foundation
import GalleryModel

/// The self-check's images part: "Export Images of This Page…" without its folder chooser, for the
/// toggle page; the banner's report and the files it names are what the test reads.
extension SelfCheck {
    func checkImageExport() {
        let folder = self.folder + "/images"
        step {
            try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            self.activate("win.page", GalleryPage.family(.toggle).id)
            self.window.files.exportImages(of: .family(.toggle), to: folder)
        }
        // Drawing runs in a process of its own; the banner reports when it is done.
        step(waitingFor: "the page's images", seconds: 300, until: {
            let message = self.window.banner.message ?? ""
            return message.hasPrefix("Wrote") || message.hasPrefix("Could not")
        }) {
            self.report["imageExportBanner"] = self.window.banner.message ?? ""
            self.report["imageExportFiles"] = (try? FileManager.default.contentsOfDirectory(atPath: folder))?.sorted() ?? []
        }
    }
}
