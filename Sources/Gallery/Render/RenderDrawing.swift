import CGtk
import Foundation
import GalleryCommandLine
import GalleryModel
import GalleryPrivateDisplay
import GalleryTranslation

extension RenderCommand {
    /// Draws the cards the options ask for on a private X server and says how many images it wrote.
    ///
    /// - Throws: ``GalleryError`` for a bad option, no Xvfb, or an image that cannot be written.
    func draw() throws {
        let request = try request()
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
        setenv("GTK_A11Y", "none", 1)
        let (display, width, stageOnly, output, sheet) = (server.name, Int32(size), stageOnly, output, sheet)
        let summary = try MainActor.assumeIsolated { () throws -> CardRenderer.Summary in
            guard gtk_init_check() != 0 else { throw GalleryError(say("cannot open the private X server \(display)")) }
            let renderer = CardRenderer(configuration: request.configuration, width: width, stageOnly: stageOnly)
            return try renderer.run(request.jobs, into: output, sheet: sheet)
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
