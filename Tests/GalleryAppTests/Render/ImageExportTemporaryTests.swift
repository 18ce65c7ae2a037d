import Foundation
import GalleryModel
import GalleryPrivateDisplay
import GalleryWindowChecks
import Testing

/// The window's "Export Images…" hands the configuration to `gallery render` through a pipe: no temporary
/// file holds it, neither while the render draws nor after the window has quit in the middle of it. Each run
/// points `TMPDIR` at an empty folder of its own and looks there and in /tmp.
@Suite("Image export leaves no temporary file")
struct ImageExportTemporaryTests {
    /// A window check's folder and an empty folder for `TMPDIR`, removed after the test.
    struct Folders {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("gallery-export-temporary-\(UUID().uuidString)")
        var check: URL { root.appendingPathComponent("check") }
        var temporary: URL { root.appendingPathComponent("tmp") }

        init() throws {
            try FileManager.default.createDirectory(at: check, withIntermediateDirectories: true)
            try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
        }

        /// What is in the `TMPDIR` folder.
        func temporaryFiles() -> [String] {
            (try? FileManager.default.contentsOfDirectory(atPath: temporary.path))?.sorted() ?? ["(the folder is gone)"]
        }

        /// What the images scenario recorded, the scenario having found nothing wrong.
        func images() throws -> ImagesRecord {
            let result = try? CheckResult.read(in: check.path)
            #expect(result?.failures.isEmpty == true, "\(result?.failures.map(\.message) ?? ["no result"])")
            return try ImagesRecord.read(in: check.path)
        }

        func remove() {
            try? FileManager.default.removeItem(at: root)
        }
    }

    /// Runs the window test host's `scenario`, `TMPDIR` pointing at the folders' empty one, on a display of its own, with
    /// `arguments` after the folder; returns the window's pid and how it ended.
    private static func scenario(_ scenario: String, _ folders: Folders, _ arguments: [String] = []) throws -> (pid: pid_t, output: GalleryProcess.Output) {
        let display: PrivateDisplay
        switch PrivateDisplay.start() {
        case .success(let started): display = started
        case .failure(let failure):
            Issue.record(Comment(rawValue: failure.description))
            throw failure
        }
        defer { display.stop() }
        let window = try GalleryProcess.start([scenario, folders.check.path] + arguments, environment: display.windowEnvironment.merging([
            "TMPDIR": folders.temporary.path,
        ]) { $1 }, removing: ["WAYLAND_DISPLAY"], program: WindowCheckRun.program)
        return (window.process.processIdentifier, window.wait(timeout: 600))
    }

    /// Files in /tmp named as the window's temporary configuration used to be, by the window `pid`.
    private static func renderFilesInTmp(of pid: pid_t) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: "/tmp")) ?? []).filter { $0.hasPrefix("gallery-render-\(pid)-") }
    }

    @Test("Export Images still writes every image with the window's configuration, and nothing appears in TMPDIR while it draws or after")
    func exportWritesNoTemporary() throws {
        let folders = try Folders()
        defer { folders.remove() }
        // Dark, unlike the defaults: the images' names say the render drew with the configuration it was handed.
        let configuration = folders.root.appendingPathComponent("dark.json").path
        try ConfigurationFile.write(Configuration(colorScheme: .dark), toPath: configuration)
        let (pid, output) = try Self.scenario("images", folders, ["--config", configuration])
        #expect(output.exited && output.status == 0, "the window ended with \(output.status): \(output.stderr)")
        let images = try folders.images()
        #expect(images.temporaryFiles == [], "while the render drew, TMPDIR held \(images.temporaryFiles.map { "\($0)" } ?? "nothing recorded")")
        let banner = try #require(images.banner)
        let styles = StyleCatalog.family(.toggle).styles
        #expect(banner.hasPrefix("Wrote \(styles.count * Platform.allCases.count + 1) images to "), "\(banner)")
        let files = Set(try FileManager.default.contentsOfDirectory(atPath: folders.check.appendingPathComponent("images").path))
        #expect(files.contains("toggle-sheet-dark.png"), "\(files.sorted())")
        #expect(files.contains("toggle-switch-iOS-dark.png"), "\(files.sorted())")
        #expect(folders.temporaryFiles().isEmpty, "left in TMPDIR: \(folders.temporaryFiles())")
        #expect(Self.renderFilesInTmp(of: pid).isEmpty, "left in /tmp: \(Self.renderFilesInTmp(of: pid))")
    }

    @Test("Quitting the window while Export Images draws leaves no temporary file, in TMPDIR or /tmp")
    func quitDuringExport() throws {
        let folders = try Folders()
        defer { folders.remove() }
        let (pid, output) = try Self.scenario("imagesQuit", folders)
        #expect(output.exited && output.status == 0, "the window ended with \(output.status): \(output.stderr)")

        // The render the window started was still drawing as the window quit: the quit came during the export. (Whether
        // it still draws now depends on how long the window took to end, which the test does not wait on.)
        let images = try folders.images()
        let renderPid = try #require(images.renderProcess, "the window started no render")
        #expect(images.renderRunningAtQuit == true, "the render had ended before the window quit, so the quit did not interrupt an export")
        let render = ProcessTable.entry(renderPid).flatMap { entry in
            entry.arguments.contains(folders.check.appendingPathComponent("images-quit").path) ? entry : nil
        }

        #expect(folders.temporaryFiles().isEmpty, "left in TMPDIR after the quit: \(folders.temporaryFiles())")
        #expect(Self.renderFilesInTmp(of: pid).isEmpty, "left in /tmp after the quit: \(Self.renderFilesInTmp(of: pid))")

        // The render is not the test's to wait for: end it, and with it its X server.
        if let render {
            let server = ProcessTable.waitFor(seconds: 60) { RenderServer.of(render.pid) }
            kill(render.pid, SIGTERM)
            #expect(ProcessTable.waitForEnd(of: render, seconds: 30), "the render \(render.pid) did not end after SIGTERM")
            if let server {
                #expect(ProcessTable.waitForEnd(of: server.process, seconds: 15), "the render's Xvfb \(server.process.pid) outlived it")
            }
        }
        #expect(folders.temporaryFiles().isEmpty, "left in TMPDIR after the render: \(folders.temporaryFiles())")
        #expect(Self.renderFilesInTmp(of: pid).isEmpty, "left in /tmp after the render: \(Self.renderFilesInTmp(of: pid))")
    }
}
