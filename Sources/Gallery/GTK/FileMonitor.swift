import CGtk
import GalleryModel

/// Watches one file (GLib's GFileMonitor) and says, on the main loop, that it changed: written, replaced (an
/// editor saves by renaming a new file over the old one), created or deleted. GLib watches the file's folder, so
/// the file is still followed after it was replaced.
@MainActor
final class FileMonitor {
    private let monitor: UnsafeMutablePointer<GFileMonitor>
    private var handler: UInt = 0

    /// Watches the file at `path`, calling `changed` after each change with whether the change leaves the file whole:
    /// written and closed, created, or renamed into place (an editor's save), rather than written to, deleted or
    /// moved away; nil when GLib cannot watch it.
    init?(path: String, changed: @escaping @MainActor (_ whole: Bool) -> Void) {
        let file = SystemPath.withCString(path) { g_file_new_for_path($0) }!
        defer { g_object_unref(file.raw) }
        guard let monitor = g_file_monitor_file(file, G_FILE_MONITOR_WATCH_MOVES, nil, nil) else { return nil }
        self.monitor = monitor
        // GLib passes on one change every 800 ms unless told otherwise; the document decides when to read.
        g_file_monitor_set_rate_limit(monitor, 0)
        handler = Signal.connectFileChange(monitor) { event in
            switch event {
            case G_FILE_MONITOR_EVENT_CHANGES_DONE_HINT, G_FILE_MONITOR_EVENT_CREATED, G_FILE_MONITOR_EVENT_RENAMED,
                 G_FILE_MONITOR_EVENT_MOVED_IN:
                changed(true)
            case G_FILE_MONITOR_EVENT_CHANGED, G_FILE_MONITOR_EVENT_DELETED, G_FILE_MONITOR_EVENT_MOVED_OUT:
                changed(false)
            default:
                break
            }
        }
    }

    /// Stops watching; nothing is said after this.
    func cancel() {
        if handler != 0 { g_signal_handler_disconnect(monitor.raw, gulong(handler)) }
        handler = 0
        g_file_monitor_cancel(monitor)
        g_object_unref(monitor.raw)
    }
}
