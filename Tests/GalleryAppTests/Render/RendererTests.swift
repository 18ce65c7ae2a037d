import Foundation
import GalleryPrivateDisplay
import GalleryWindowChecks
import Testing

/// The renderer the window draws with: GTK's cairo renderer on a machine without a GPU, where OpenGL
/// would be drawn in software; whatever `GSK_RENDERER` asks for when it is set.
@Suite("Renderer")
struct RendererTests {
    /// Whether this machine has a GPU the kernel offers (a DRM device or NVIDIA's).
    static var hasGPU: Bool {
        let devices = (try? FileManager.default.contentsOfDirectory(atPath: "/dev/dri")) ?? []
        return devices.contains { $0.hasPrefix("renderD") || $0.hasPrefix("card") } || FileManager.default.fileExists(atPath: "/dev/nvidia0")
    }

    /// How the window started, given `environment`.
    static func launch(_ environment: [String: String], removing: [String], on display: PrivateDisplay) throws -> LaunchRecord {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("gallery-renderer-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try GalleryProcess.run(["launchRecord", folder.path], environment: display.windowEnvironment.merging(environment) { $1 },
                                         removing: removing + ["WAYLAND_DISPLAY"], timeout: 120, program: WindowCheckRun.program)
        #expect(run.status == 0 && run.stderr.isEmpty, "\(run.stderr)")
        return try LaunchRecord.read(in: folder.path)
    }

    @Test("Without a GPU the window draws with cairo and starts no OpenGL; GSK_RENDERER, when set, decides")
    func chosenRenderer() throws {
        let display: PrivateDisplay
        switch PrivateDisplay.start() {
        case .success(let started): display = started
        case .failure(let failure): Issue.record(Comment(rawValue: failure.description)); return
        }
        defer { display.stop() }
        let chosen = try Self.launch([:], removing: ["GSK_RENDERER", "GDK_DEBUG"], on: display)
        if Self.hasGPU {
            #expect(chosen.renderer != "GskCairoRenderer", "\(chosen.renderer)")
        } else {
            #expect(chosen.renderer == "GskCairoRenderer")
            #expect(!chosen.openGLStarted, "Mesa's driver was loaded for a window drawn with cairo")
            // A GDK_DEBUG the person set keeps its own flags; OpenGL stays off beside them.
            let debugging = try Self.launch(["GDK_DEBUG": "nograbs"], removing: ["GSK_RENDERER"], on: display)
            #expect(debugging.renderer == "GskCairoRenderer" && !debugging.openGLStarted)
        }
        let gl = try Self.launch(["GSK_RENDERER": "gl"], removing: ["GDK_DEBUG"], on: display)
        #expect(gl.renderer == "GskGLRenderer" && gl.openGLStarted)
        #expect(try Self.launch(["GSK_RENDERER": "cairo"], removing: [], on: display).renderer == "GskCairoRenderer")
    }
}
