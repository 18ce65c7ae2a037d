import CGtk
import Foundation
import GalleryModel
import GalleryWindow

/// How the window started, before anything changes it: what it restored from the state file under the options given,
/// the renderer GTK draws with, and the whole window's widgets. For the tests that quit the window and start it again.
@MainActor
enum LaunchScenario: WindowCheck {
    nonisolated static let name = "launchRecord"

    static func run(_ check: WindowDriver) throws {
        // A remembered scene page opens once its file has been read.
        check.wait(for: "the remembered scene's file read") { check.state.reading.isEmpty }
        check.waitForFrame()
        let state = check.state
        var width: Int32 = 0
        var height: Int32 = 0
        gtk_window_get_default_size(gallery_window(check.window.toplevel), &width, &height)
        check.record(LaunchRecord(platform: state.configuration.platform, osVersion: state.configuration.release,
                            placement: state.configuration.placement, colorScheme: state.configuration.colorScheme, page: state.page.id,
                            width: Int(width), height: Int(height), maximized: gtk_window_is_maximized(gallery_window(check.window.toplevel)) != 0,
                            inspectorVisible: gtk_widget_get_visible(check.window.inspector) != 0,
                            renderer: Renderer.name(of: check.window.toplevel) ?? "", openGLStarted: Renderer.openGLStarted,
                            banner: state.banner?.text.english))
        do {
            try WidgetTree.write(check.window.toplevel, to: check.folder + "/launch-window.json")
        } catch {
            check.fail("launch-window.json: \(error)")
        }
    }
}

/// What the window showed as it started.
package struct LaunchRecord: ScenarioRecord {
    package static let fileName = "launch"
    package var platform: Platform
    package var osVersion: OSVersion
    package var placement: Placement
    package var colorScheme: ColorScheme
    /// The page's id (`toggle`, `text`).
    package var page: String
    /// The window's default size.
    package var width: Int
    package var height: Int
    package var maximized: Bool
    package var inspectorVisible: Bool
    /// The type name of the renderer GTK draws with (`GskCairoRenderer`), or "" when none could be read.
    package var renderer: String
    /// Whether OpenGL was started in the window's process (its driver loaded).
    package var openGLStarted: Bool
    /// What the banner said, if anything (a remembered scene that no longer reads).
    package var banner: String?
}
