#if canImport(Glibc)
import Glibc
#endif

/// Finds where a file is to be written the way the kernel walks a path: one component at a time,
/// each looked up in the folder opened before it, never through a path rebuilt from a link's text.
///
/// Symbolic links on the way are followed as the kernel follows them for this process, with the rule
/// of its `fs.protected_symlinks` setting applied whatever the setting is: a link in a folder that is
/// sticky and writable by everyone (`/tmp`) is followed only when it belongs to this user or to the
/// folder's owner. So a link another user planted in a shared folder never redirects a write. The rule of
/// `fs.protected_regular` is here too (``mayReplace(fileOwner:folderMode:folderOwner:writer:)``), for the file
/// the walk ends at.
enum PathWalk {
    /// An open folder and the name of the last component in it (not followed if it is a link); the folder
    /// is closed when the place is no longer used.
    final class Place {
        /// The folder, opened `O_PATH`.
        let folder: Int32
        /// The last component's name, as bytes.
        let name: [UInt8]

        init(folder: Int32, name: [UInt8]) {
            self.folder = folder
            self.name = name
        }

        deinit { close(folder) }
    }

    /// Why a path could not be walked.
    enum Refusal: Error, Equatable {
        /// A part of the path before the last is missing.
        case missingFolder
        /// A part of the path before the last is not a folder.
        case notAFolder
        /// The path names a folder, not a file in one (`/`, `dir/..`, `dir/`).
        case folder
        /// More than 40 links (the kernel's own limit), or a loop.
        case linkLoop
        /// A link in a sticky, world-writable folder, made by neither this user nor the folder's owner.
        case protectedLink
        /// The system refused with this `errno`.
        case system(Int32)
    }

    /// `O_PATH`, which Swift does not import (it needs `_GNU_SOURCE`): a descriptor for walking, not for reading.
    static let openPath: Int32 = 0o10000000

    /// The kernel's own limit of links followed in one path.
    static let maximumLinks = 40

    /// Whether a link owned by `linkOwner` in a folder with `folderMode` owned by `folderOwner` may be
    /// followed by `follower`: the rule of Linux's `fs.protected_symlinks`.
    static func mayFollow(linkOwner: uid_t, folderMode: mode_t, folderOwner: uid_t, follower: uid_t) -> Bool {
        let shared = folderMode & S_ISVTX != 0 && folderMode & S_IWOTH != 0
        return !shared || linkOwner == follower || linkOwner == folderOwner
    }

    /// Whether a file owned by `fileOwner` in a folder with `folderMode` owned by `folderOwner` may be replaced by
    /// `writer`: the rule of Linux's `fs.protected_regular` (its value 1), which refuses to open an existing file with
    /// `O_CREAT` in a sticky folder writable by everyone unless it belongs to the opener or to the folder's owner.
    /// A write that replaces a file is held to it too, whatever the machine's setting: a file another user planted in
    /// `/tmp` is theirs to choose the permissions of, and the superuser's rename would otherwise replace it anyway.
    static func mayReplace(fileOwner: uid_t, folderMode: mode_t, folderOwner: uid_t, writer: uid_t) -> Bool {
        let shared = folderMode & S_ISVTX != 0 && folderMode & S_IWOTH != 0
        return !shared || fileOwner == writer || fileOwner == folderOwner
    }

    /// The folder `path`'s last component is in, and that component, after following every link on the way
    /// and, when `followingLastLink`, a link in the last place too (to the file it leads to).
    static func place(of path: [UInt8], followingLastLink: Bool = true) throws(Refusal) -> Place {
        if path.last == UInt8(ascii: "/") { throw .folder }
        var pending = components(path)
        var folder = try openStart(absolute: path.first == UInt8(ascii: "/"))
        var links = 0
        while true {
            guard let component = pending.first else {
                close(folder)
                throw .folder
            }
            pending.removeFirst()
            let isLast = pending.isEmpty
            if component == [UInt8(ascii: ".")] || component == [UInt8(ascii: "."), UInt8(ascii: ".")] {
                if isLast {
                    close(folder)
                    throw .folder
                }
                folder = try descend(from: folder, into: component)
                continue
            }
            var status = stat()
            let found = withName(component) { fstatat(folder, $0, &status, AT_SYMLINK_NOFOLLOW) } == 0
            if !found {
                let code = errno
                if isLast && code == ENOENT { return Place(folder: folder, name: component) }
                close(folder)
                throw code == ENOENT ? .missingFolder : code == ENOTDIR ? .notAFolder : .system(code)
            }
            if status.st_mode & S_IFMT == S_IFLNK && (!isLast || followingLastLink) {
                var folderStatus = stat()
                guard fstat(folder, &folderStatus) == 0 else {
                    let code = errno
                    close(folder)
                    throw .system(code)
                }
                guard mayFollow(linkOwner: status.st_uid, folderMode: folderStatus.st_mode,
                                folderOwner: folderStatus.st_uid, follower: geteuid()) else {
                    close(folder)
                    throw .protectedLink
                }
                links += 1
                guard links <= maximumLinks, let target = readLink(component, in: folder) else {
                    let code = errno
                    close(folder)
                    throw links > maximumLinks ? .linkLoop : .system(code)
                }
                if target.first == UInt8(ascii: "/") {
                    close(folder)
                    folder = try openStart(absolute: true)
                }
                let targetComponents = components(target)
                // A link to "/" or to "dir/": what it leads to is a folder.
                if targetComponents.isEmpty && isLast {
                    close(folder)
                    throw .folder
                }
                pending = targetComponents + pending
                continue
            }
            if isLast { return Place(folder: folder, name: component) }
            guard status.st_mode & S_IFMT == S_IFDIR else {
                close(folder)
                throw .notAFolder
            }
            folder = try descend(from: folder, into: component)
        }
    }

    /// Opens `component` of `folder` as the next folder (never through a link) and closes `folder`.
    private static func descend(from folder: Int32, into component: [UInt8]) throws(Refusal) -> Int32 {
        let next = withName(component) { openat(folder, $0, openPath | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC) }
        let code = errno
        close(folder)
        guard next >= 0 else { throw code == ENOENT ? .missingFolder : code == ENOTDIR || code == ELOOP ? .notAFolder : .system(code) }
        return next
    }

    /// `/` or the working folder, opened to start a walk from.
    private static func openStart(absolute: Bool) throws(Refusal) -> Int32 {
        let folder = open(absolute ? "/" : ".", openPath | O_DIRECTORY | O_CLOEXEC)
        guard folder >= 0 else { throw .system(errno) }
        return folder
    }

    /// The text of the link `name` in `folder`, as bytes; nil when it cannot be read.
    private static func readLink(_ name: [UInt8], in folder: Int32) -> [UInt8]? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = withName(name) { readlinkat(folder, $0, &buffer, buffer.count - 1) }
        guard count > 0 else {
            if count == 0 { errno = ENOENT }
            return nil
        }
        return buffer[..<count].map { UInt8(bitPattern: $0) }
    }

    /// The non-empty components of `path`, `.` left out but where it is the only one.
    static func components(_ path: [UInt8]) -> [[UInt8]] {
        path.split(separator: UInt8(ascii: "/")).map(Array.init).filter { $0 != [UInt8(ascii: ".")] }
    }

    /// Calls `body` with `name` as a C string.
    static func withName<Result>(_ name: [UInt8], _ body: (UnsafePointer<CChar>) -> Result) -> Result {
        SystemPath.withCString(bytes: name, body)
    }
}
