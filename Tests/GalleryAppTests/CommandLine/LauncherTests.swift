import Foundation
import Testing

/// `gallery` and the window program: the commands that need no display never load GTK, and the commands
/// that draw are handed on, or refused in one line when the window program is not there.
@Suite("The launcher and the window program")
struct LauncherTests {
    static let buildFolder = GalleryProcess.executable.deletingLastPathComponent()

    /// The shared libraries `program` loads, as the dynamic loader lists them.
    static func libraries(of program: URL) throws -> [String] {
        let output = try GalleryProcess.run([program.path], program: URL(fileURLWithPath: "/usr/bin/ldd"))
        try #require(output.status == 0, "\(output.stderr)")
        return output.stdout.split(separator: "\n").compactMap { $0.split(whereSeparator: \.isWhitespace).first.map(String.init) }
    }

    @Test("gallery loads no GTK (its commands start without it); the window program does")
    func onlyTheWindowProgramLoadsGTK() throws {
        let launcher = try Self.libraries(of: GalleryProcess.executable)
        #expect(!launcher.isEmpty)
        #expect(launcher.filter { $0.contains("gtk") || $0.contains("gdk") || $0.contains("cairo") || $0.contains("pango") }.isEmpty, "\(launcher)")
        let window = try Self.libraries(of: Self.buildFolder.appendingPathComponent("gallery-window"))
        #expect(window.contains { $0.hasPrefix("libgtk-4.so") }, "\(window)")
    }

    @Test("Without the window program, open and render fail in one line naming it, and the other commands still work")
    func missingWindowProgram() throws {
        let folder = FileManager.default.temporaryDirectory.resolvingSymlinksInPath().appendingPathComponent("gallery-launcher-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let alone = folder.appendingPathComponent("gallery")
        try GalleryProcess.copyProgram(GalleryProcess.executable, to: alone)

        // No resources beside it: it cannot tell where the window program would be.
        let lost = try GalleryProcess.run(["--platform", "macOS"], program: alone)
        #expect(lost.status == 1 && lost.stdout.isEmpty)
        #expect(lost.stderr == "Error: cannot open the window: the gallery's files are not beside '\(alone.path)'\n", "\(lost.stderr)")

        // A build folder without the window program.
        let bundle = "SwiftUIStyleGallery_GalleryResources.resources"
        try FileManager.default.copyItem(at: Self.buildFolder.appendingPathComponent(bundle), to: folder.appendingPathComponent(bundle))
        let render = try GalleryProcess.run(["render", "--family", "toggle", "--output", folder.appendingPathComponent("images").path], program: alone)
        #expect(render.status == 1 && render.stdout.isEmpty)
        #expect(render.stderr == "Error: cannot start the window program '\(folder.path)/gallery-window': it is missing\n", "\(render.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("images").path))

        let list = try GalleryProcess.run(["list"], program: alone)
        let built = try GalleryProcess.run(["list"])
        #expect(list.status == 0 && list.stdout == built.stdout, "\(list.stderr)")
        // Usage mistakes in a drawing command are found before anything is handed on.
        let usage = try GalleryProcess.run(["render", "--output", folder.appendingPathComponent("images").path, "--bogus"], program: alone)
        #expect(usage.status == 1 && usage.stderr.hasPrefix("Error: Unknown option '--bogus'"), "\(usage.stderr)")
    }
}
