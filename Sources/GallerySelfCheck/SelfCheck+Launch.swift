import CGtk
import GalleryModel
import GallerySelfCheckReport
import GalleryWindow

/// The self-check's launch part: how the window started, before anything changes it — what it restored
/// from the state file under the options given. It records the configuration's context, the page, the
/// window's size, maximised state and inspector, the renderer GTK draws with, and the whole window's
/// widget tree (header bar, sidebar, page), so the test can see what a person would.
extension SelfCheck {
    func recordLaunch() {
        // A remembered scene page opens once its file has been read.
        step(waitingFor: "the remembered scene's file read", until: { self.window.openings == 0 }) {}
        step {
            let configuration = self.window.state.configuration
            var width: Int32 = 0
            var height: Int32 = 0
            gtk_window_get_default_size(gallery_window(self.window.window), &width, &height)
            self.report.launch = SelfCheckReport.Launch(
                platform: configuration.platform,
                osVersion: configuration.release,
                placement: configuration.placement,
                colorScheme: configuration.colorScheme,
                page: self.window.page.id,
                width: Int(width),
                height: Int(height),
                maximized: gtk_window_is_maximized(gallery_window(self.window.window)) != 0,
                inspectorVisible: gtk_widget_get_visible(self.window.inspector.root) != 0,
                renderer: Renderer.name(of: self.window.window) ?? "",
                banner: self.window.banner.message)
            do {
                try WidgetTree.write(self.window.window, to: self.folder + "/launch-window.json")
            } catch {
                self.fail("launch-window.json: \(error)")
            }
        }
    }
}
