import Foundation
import GalleryModel

/// What the image export scenarios saw.
package struct ImagesRecord: ScenarioRecord {
    package static let fileName = "images"
    /// What the export put in the temporary folder while the render ran.
    package var temporaryFiles: [String]?
    package var banner: String?
    /// The files in the export's folder afterwards.
    package var files: [String]?
    /// The pid of the render the `imagesQuit` scenario left running as the window quit.
    package var renderProcess: Int32?
    /// Whether that render was still drawing when the window quit: the quit came during the export.
    package var renderRunningAtQuit: Bool?
}

/// Export Images of This Page for the toggle page, without its folder chooser: what it put in the temporary folder
/// while the render ran (nothing: the configuration goes to the render through a pipe), the banner, and the files.
@MainActor
enum ImagesScenario: WindowCheck {
    nonisolated static let name = "images"

    static func run(_ check: WindowDriver) throws {
        var record = ImagesRecord()
        defer { check.record(record) }
        let folder = check.folder + "/images"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        check.send(.openPage(.family(.toggle)))
        let before = temporaryFiles()
        check.window.send(.exportImages(.family(.toggle), to: folder))
        check.window.drawNow()
        record.temporaryFiles = temporaryFiles().subtracting(before).sorted()
        check.wait(for: "the page's images", seconds: 300) {
            let message = check.state.banner?.text.english ?? ""
            return message.hasPrefix("Wrote") || message.hasPrefix("Could not")
        }
        record.banner = check.state.banner?.text.english
        record.files = (try? FileManager.default.contentsOfDirectory(atPath: folder))?.sorted()
    }

    /// The names in the temporary folder the program would use ($TMPDIR, else /tmp).
    static func temporaryFiles() -> Set<String> {
        Set((try? FileManager.default.contentsOfDirectory(atPath: FileManager.default.temporaryDirectory.path)) ?? [])
    }
}

/// Starts the same export and lets the window quit at once, while the render draws; records the render's pid for the
/// test to look for what the quit left.
@MainActor
enum ImagesQuitScenario: WindowCheck {
    nonisolated static let name = "imagesQuit"

    static func run(_ check: WindowDriver) throws {
        let folder = check.folder + "/images-quit"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        check.send(.openPage(.family(.toggle)))
        check.window.send(.exportImages(.family(.toggle), to: folder))
        check.window.drawNow()
        let render = try check.require(check.window.imageExport, "the image export did not start: \(check.state.banner?.text.english ?? "")")
        check.record(ImagesRecord(renderProcess: render.processIdentifier, renderRunningAtQuit: render.isRunning))
    }
}
