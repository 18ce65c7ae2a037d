import Foundation
import GalleryModel
import GalleryStyleCheck

/// The styles the workspace's Swift files declare (their own `ButtonStyle`s, the static members that name them, the
/// types that shadow SwiftUI's views), so that a document using a style declared in another file is checked as
/// `gallery check` checks a whole project.
///
/// The files are found under the workspace's folders (`workspaceFolders`, else `rootUri`), as `check` walks a folder:
/// `.build` and hidden folders skipped, links not followed, at most ``maximumFiles`` Swift files among at most
/// ``maximumEntries`` names, ``maximumDepth`` folders deep (a workspace opened at a home folder is not walked whole).
/// Each file is read again only when its size, time or inode changed. The index is read before the first check, and
/// refreshed when a file is saved, when the client says files changed, and in the background when a check finds it
/// older than ``maximumAge``.
final class WorkspaceDeclarations: @unchecked Sendable {
    static let maximumFiles = 5_000
    static let maximumEntries = 100_000
    static let maximumDepth = 64
    static let maximumAge: Duration = .seconds(10)

    private struct Entry {
        let stamp: FileStamp
        let declarations: StyleDeclarations
    }

    /// What says a file changed.
    private struct FileStamp: Equatable {
        let size: Int64
        let modified: Int64
        let inode: UInt64
    }

    private let lock = NSLock()
    private var roots: [String] = []
    private var entries: [String: Entry] = [:]
    private var refreshed: ContinuousClock.Instant?
    /// The last answer of ``declarations(excluding:)``, kept while the index and the files excluded stay the same.
    private var merged: (excluded: Set<String>, declarations: StyleDeclarations)?
    /// Whether the last walk stopped at ``maximumFiles``.
    private(set) var truncated = false
    /// Serializes refreshes.
    private let refreshing = NSLock()

    /// Sets the folders to index.
    func setRoots(_ paths: [String]) {
        lock.lock()
        roots = paths
        entries = [:]
        merged = nil
        refreshed = nil
        lock.unlock()
    }

    /// Whether the index was never read, or was read more than ``maximumAge`` ago.
    var isStale: Bool {
        lock.lock()
        defer { lock.unlock() }
        return refreshed.map { ContinuousClock.now - $0 > Self.maximumAge } ?? true
    }

    /// What every indexed file declares but the files at `excluded` (the open documents, whose unsaved text counts
    /// instead); the index is read first if it never was.
    func declarations(excluding excluded: Set<String>) -> StyleDeclarations {
        lock.lock()
        let never = refreshed == nil
        lock.unlock()
        if never { refresh() }
        lock.lock()
        defer { lock.unlock() }
        if let merged, merged.excluded == excluded { return merged.declarations }
        var declarations = StyleDeclarations()
        for (path, entry) in entries where !excluded.contains(path) {
            declarations.merge(entry.declarations)
        }
        merged = (excluded, declarations)
        return declarations
    }

    /// Walks the folders again and reads the files that changed; whether any had (a file added, changed or gone).
    @discardableResult
    func refresh() -> Bool {
        refreshing.lock()
        defer { refreshing.unlock() }
        lock.lock()
        let roots = roots
        let known = entries
        lock.unlock()
        var found: [String: FileStamp] = [:]
        var truncated = false
        var entries = 0
        for root in roots {
            Self.walk(root, depth: 0, into: &found, entries: &entries, truncated: &truncated)
        }
        var fresh: [String: Entry] = [:]
        var changed: [(path: String, stamp: FileStamp)] = []
        for (path, stamp) in found {
            if let entry = known[path], entry.stamp == stamp { fresh[path] = entry } else { changed.append((path, stamp)) }
        }
        let inputs = changed.map { StyleCheck.Input(name: $0.path, source: .file($0.path), targets: [], conditions: []) }
        for (file, declarations) in zip(changed, StyleCheck.declarations(of: inputs)) {
            fresh[file.path] = Entry(stamp: file.stamp, declarations: declarations)
        }
        lock.lock()
        let different = fresh.count != self.entries.count || !changed.isEmpty
        if different { merged = nil }
        self.entries = fresh
        refreshed = .now
        self.truncated = truncated
        lock.unlock()
        return different
    }

    /// How many files are indexed.
    var fileCount: Int {
        lock.lock()
        defer { lock.unlock() }
        return entries.count
    }

    /// Adds the `.swift` files under `folder` to `found`.
    private static func walk(_ folder: String, depth: Int, into found: inout [String: FileStamp], entries: inout Int, truncated: inout Bool) {
        guard depth <= maximumDepth, !truncated, let directory = SystemPath.withCString(folder, { opendir($0) }) else { return }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            entries += 1
            guard entries <= maximumEntries else {
                truncated = true
                return
            }
            let name = SystemPath.string(SystemPath.entryName(entry))
            if name == "." || name == ".." || name.hasPrefix(".") || name == ".build" { continue }
            names.append(name)
        }
        for name in names.sorted() {
            guard !truncated else { return }
            let path = folder == "/" ? "/" + name : folder + "/" + name
            var status = stat()
            guard SystemPath.withCString(path, { lstat($0, &status) }) == 0 else { continue }
            switch status.st_mode & S_IFMT {
            case S_IFDIR:
                walk(path, depth: depth + 1, into: &found, entries: &entries, truncated: &truncated)
            case S_IFREG where name.hasSuffix(".swift"):
                guard found.count < maximumFiles else { truncated = true; return }
                found[path] = FileStamp(size: Int64(status.st_size), modified: Int64(status.st_mtim.tv_sec) * 1_000_000_000 + Int64(status.st_mtim.tv_nsec),
                                        inode: UInt64(status.st_ino))
            default:
                continue
            }
        }
    }
}
