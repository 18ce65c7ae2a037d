import CGtk
import Foundation

/// Which of GTK's renderers draws the windows.
///
/// GTK 4.8 draws with OpenGL wherever it can, even where OpenGL is Mesa's software rasteriser (llvmpipe),
/// as on a machine or virtual machine without a GPU. There GTK's cairo renderer draws the same frames in
/// a fraction of the time and memory: on the 2-core benchmark machine the first frame comes after about
/// 170 ms instead of 300, and the process holds about 90 MiB less. So on a machine without a GPU the gallery asks
/// GTK for cairo; a `GSK_RENDERER` the person set always wins.
///
/// Drawing with cairo is not enough to keep OpenGL out: GTK's X11 backend still starts OpenGL when it opens the
/// display, to choose the window's visual, and so loads Mesa's driver and LLVM (44 of the window's 145 MiB resident,
/// which the gallery then never uses). Where it asks for cairo, the gallery also turns GTK's OpenGL off
/// (`GDK_DEBUG=gl-disable`, the switch GTK 4.8 offers for it): the window holds about 80 MiB.
package enum Renderer {
    /// Asks for the cairo renderer, and no OpenGL at all, when there is no GPU and no renderer is asked for. Call
    /// before GTK starts.
    package static func chooseForThisMachine() {
        guard getenv("GSK_RENDERER") == nil, !hasGPU else { return }
        setenv("GSK_RENDERER", "cairo", 0)
        let debug = getenv("GDK_DEBUG").map { String(cString: $0) } ?? ""
        if !debug.split(separator: ",").contains("gl-disable") {
            setenv("GDK_DEBUG", debug.isEmpty ? "gl-disable" : debug + ",gl-disable", 1)
        }
    }

    /// Whether OpenGL was started in this process: a Mesa or vendor driver (`…_dri.so`, `libGLX_…`, LLVM) is mapped
    /// into it. `/proc/self/maps` is read a line at a time to its end (it reports no size, so a read sized by it
    /// stops short).
    package static var openGLStarted: Bool {
        guard let maps = fopen("/proc/self/maps", "r") else { return false }
        defer { fclose(maps) }
        var line: UnsafeMutablePointer<CChar>?
        var capacity = 0
        defer { free(line) }
        while getline(&line, &capacity, maps) > 0, let line {
            let path = String(cString: line).trimmingCharacters(in: .whitespacesAndNewlines)
            if path.hasSuffix("_dri.so") || path.contains("/libLLVM") || path.contains("/libGLX_") { return true }
        }
        return false
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
