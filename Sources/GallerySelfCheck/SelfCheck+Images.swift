import CGtk
import Foundation
import GalleryModel
import GallerySelfCheckReport
import GalleryWindow

/// The self-check's images part: "Export Images of This Page…" without its folder chooser, for the
/// toggle page; the banner's report and the files it names are what the test reads.
extension SelfCheck {
    func checkImageExport() {
        let folder = self.folder + "/images"
        step {
            try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            self.activate("win.page", GalleryPage.family(.toggle).id)
            let before = Self.temporaryFiles()
            self.window.files.exportImages(of: .family(.toggle), to: folder)
            // What the export put in the temporary folder ($TMPDIR) while the render runs: nothing, as the
            // configuration goes to it through a pipe.
            self.report.images.temporaryFiles = Self.temporaryFiles().subtracting(before).sorted()
        }
        // Drawing runs in a process of its own; the banner reports when it is done.
        step(waitingFor: "the page's images", seconds: 300, until: {
            let message = self.window.banner.message ?? ""
            return message.hasPrefix("Wrote") || message.hasPrefix("Could not")
        }) {
            self.report.images.banner = self.window.banner.message ?? ""
            self.report.images.files = (try? FileManager.default.contentsOfDirectory(atPath: folder))?.sorted() ?? []
        }
    }

    /// The `imagesQuit` part, run only when named: starts the same export and lets the check quit the window
    /// at once, while the render draws. It records the render's pid; the test looks for what the quit left.
    func startImageExportAndQuit() {
        step {
            let folder = self.folder + "/images-quit"
            try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            self.activate("win.page", GalleryPage.family(.toggle).id)
            if let render = self.window.files.exportImages(of: .family(.toggle), to: folder) {
                self.report.images.renderProcess = render.processIdentifier
            } else {
                self.fail("the image export did not start: \(self.window.banner.message ?? "")")
            }
        }
    }

    /// The names in the temporary folder the program would use ($TMPDIR, else /tmp).
    private static func temporaryFiles() -> Set<String> {
        Set((try? FileManager.default.contentsOfDirectory(atPath: FileManager.default.temporaryDirectory.path)) ?? [])
    }
}
