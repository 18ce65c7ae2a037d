import CGtk
import Glibc
import GalleryModel

/// Watches one file and says, on the main loop, that it changed: written, replaced (an editor saves by renaming a
/// new file over the old one), created or deleted. It watches the file's folder with Linux's inotify, so the file is
/// still followed after it was replaced.
///
/// GLib's GFileMonitor is not used: its inotify backend, when it has been idle, waits up to 100 ms before passing on
/// the first change (its "boredom" sleep), which was most of the time from a save to the repainted stage.
@MainActor
final class FileMonitor {
    private let descriptor: Int32
    private var source: UInt32 = 0

    /// Watches the file at `path`, calling `changed` after each change with whether the change leaves the file whole:
    /// written and closed, or renamed into place (an editor's save), rather than created, written to, deleted or
    /// moved away; nil when the folder cannot be watched.
    init?(path: String, changed: @escaping @MainActor (_ whole: Bool) -> Void) {
        let slash = path.lastIndex(of: "/")
        let folder = slash.map { $0 == path.startIndex ? "/" : String(path[..<$0]) } ?? "."
        let name = Array((slash.map { String(path[path.index(after: $0)...]) } ?? path).utf8)
        let descriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        guard descriptor >= 0 else { return nil }
        let mask = UInt32(IN_CLOSE_WRITE | IN_MOVED_TO | IN_CREATE | IN_MODIFY | IN_DELETE | IN_MOVED_FROM)
        guard SystemPath.withCString(folder, { inotify_add_watch(descriptor, $0, mask) }) >= 0 else {
            close(descriptor)
            return nil
        }
        self.descriptor = descriptor
        let body: @MainActor (Int32) -> Void = { descriptor in
            for (eventName, eventMask) in FileMonitor.events(readFrom: descriptor) where eventName == name {
                if eventMask & UInt32(IN_CLOSE_WRITE | IN_MOVED_TO) != 0 {
                    changed(true)
                } else {
                    changed(false)
                }
            }
        }
        let data = Unmanaged.passRetained(Box<@MainActor (Int32) -> Void>(body)).toOpaque()
        source = g_unix_fd_add_full(G_PRIORITY_DEFAULT, descriptor, G_IO_IN, { descriptor, _, data in
            let box = Unmanaged<Box<@MainActor (Int32) -> Void>>.fromOpaque(data!).takeUnretainedValue()
            MainActor.assumeIsolated { box.value(descriptor) }
            return 1
        }, data, { data in
            Unmanaged<Box<@MainActor (Int32) -> Void>>.fromOpaque(data!).release()
        })
    }

    /// Every event waiting on `descriptor`: the name of the folder's entry it is about (empty for the folder itself)
    /// and its inotify mask.
    private static func events(readFrom descriptor: Int32) -> [(name: [UInt8], mask: UInt32)] {
        var events: [(name: [UInt8], mask: UInt32)] = []
        var buffer = [UInt8](repeating: 0, count: 16 * 1024)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            guard count > 0 else { return events }
            // Each event is `struct inotify_event`: wd, mask, cookie, len (four 32-bit fields), then `len` bytes of
            // name padded with NULs.
            var offset = 0
            let header = MemoryLayout<inotify_event>.size
            while offset + header <= count {
                let (mask, length) = buffer.withUnsafeBytes { bytes in
                    (bytes.loadUnaligned(fromByteOffset: offset + 4, as: UInt32.self),
                     Int(bytes.loadUnaligned(fromByteOffset: offset + 12, as: UInt32.self)))
                }
                let nameBytes = buffer[(offset + header)..<min(offset + header + length, count)]
                events.append((Array(nameBytes.prefix { $0 != 0 }), mask))
                offset += header + length
            }
        }
    }

    /// Stops watching; nothing is said after this.
    func cancel() {
        guard source != 0 else { return }
        g_source_remove(source)
        source = 0
        close(descriptor)
    }
}
