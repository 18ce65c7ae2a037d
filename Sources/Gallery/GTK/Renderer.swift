import CGtk
import Foundation

/// Which of GTK's renderers draws the windows.
///
/// GTK 4.8 draws with OpenGL wherever it can, even where OpenGL is Mesa's software rasteriser (llvmpipe),
/// as on a machine or virtual machine without a GPU. There GTK's cairo renderer draws the same frames in
/// a fraction of the time and memory: on the 2-core benchmark machine the first frame comes after about
/// 170 ms instead of 300, and the process holds about 90 MiB less. So on a machine without a GPU the gallery asks
/// GTK for cairo; a `GSK_RENDERER` the person set always wins.
package enum Renderer {
    /// Asks for the cairo renderer when there is no GPU and no renderer is asked for. Call before GTK starts.
    package static func chooseForThisMachine() {
        guard getenv("GSK_RENDERER") == nil, !hasGPU else { return }
        setenv("GSK_RENDERER", "cairo", 0)
    }

    /// Whether the kernel offers a GPU to draw with: a DRM device (`/dev/dri/renderD128`, `/dev/dri/card0`)
    /// or NVIDIA's own.
    static var hasGPU: Bool {
        let devices = (try? FileManager.default.contentsOfDirectory(atPath: "/dev/dri")) ?? []
        return devices.contains { $0.hasPrefix("renderD") || $0.hasPrefix("card") } || FileManager.default.fileExists(atPath: "/dev/nvidia0")
    }

    /// The name of the renderer type drawing `window` ("GskCairoRenderer", "GskGLRenderer"), once it is realized.
    @MainActor
    package static func name(of window: UnsafeMutablePointer<GtkWidget>) -> String? {
        guard let renderer = gtk_native_get_renderer(gallery_native(window)) else { return nil }
        return String(cString: g_type_name_from_instance(UnsafeMutableRawPointer(renderer).assumingMemoryBound(to: GTypeInstance.self)))
    }
}
