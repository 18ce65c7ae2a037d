import CGtk
import Foundation
import GalleryCommandLine
import GalleryModel
import GalleryPrivateDisplay
import GallerySourceCommands
import GalleryTranslation

extension RenderCommand {
    /// Draws the cards the options ask for, or the file's view on each platform asked for, on a private X server
    /// and says how many images it wrote.
    ///
    /// - Throws: ``GalleryError`` for a bad option, no Xvfb, or an image that cannot be written; an `ExitCode`
    ///   once the file's one line is written, for a file that cannot be read.
    func draw() throws {
        let drawing = try drawing()
        // The main thread, as the server's parent death signal needs (see PrivateDisplay.startEndingWithProcess).
        let server = try MainActor.assumeIsolated { () throws(GalleryError) in
            do throws(PrivateDisplay.Failure) {
                return try PrivateDisplay.startEndingWithProcess(screen: PrivateDisplay.Screen(width: 1920, height: 1080))
            } catch {
                throw GalleryError(error)
            }
        }
        defer { server.stop() }
        setenv("DISPLAY", server.name, 1)
        unsetenv("WAYLAND_DISPLAY")
        setenv("GDK_BACKEND", "x11", 1)
        PrivateDisplay.withoutSessionBus()
        let (display, width, stageOnly, output, sheet) = (server.name, Int32(size), stageOnly, output, sheet)
        let summary = try MainActor.assumeIsolated { () throws -> CardRenderer.Summary in
            guard gtk_init_check() != 0 else { throw GalleryError(say("cannot open the private X server \(display)")) }
            switch drawing {
            case .cards(let jobs, let configuration):
                return try CardRenderer(configuration: configuration, width: width, stageOnly: stageOnly).run(jobs, into: output, sheet: sheet)
            case .scene(let scenes):
                // The scheme and text size are the same for every platform's image.
                let configuration = Configuration().with(scenes.first?.job.context ?? Context(platform: .iOS))
                return try CardRenderer(configuration: configuration, width: width, stageOnly: stageOnly).run(scenes, into: output)
            }
        }
        let seconds = String(format: "%.1f", summary.seconds)
        let each = String(format: "%.0f", summary.images > 0 ? summary.seconds * 1000 / Double(summary.images) : 0)
        let folder = Quoting.path(output)
        // The window shows this line when it exports images, so it is said in the reader's language too.
        try writeLine(summary.images == 1
            ? tr("Wrote 1 image to \(folder) in \(seconds) s (\(each) ms each).")
            : tr("Wrote \(summary.images) images to \(folder) in \(seconds) s (\(each) ms each)."))
    }
}

extension RenderCommand {
    /// What the options ask to draw, once every option is checked and the output folder is ready.
    fileprivate func drawing() throws -> RenderWork {
        if let scenes = try sceneRequest() { return .scene(scenes) }
        let request = try request()
        return .cards(request.jobs, request.configuration)
    }
}

/// What one `gallery render` draws: the gallery's cards with the configuration they are drawn with, or a file's
/// view on each platform asked for, as that platform reads it.
private enum RenderWork {
    case cards([RenderJob], Configuration)
    case scene([(scene: Scene, job: SceneRenderJob)])
}
