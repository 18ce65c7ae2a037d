import Foundation
import GalleryModel
import GallerySceneReader
#if canImport(Glibc)
import Glibc
#endif

/// The Swift files `gallery check` reads: each path given, and the `.swift` files inside each folder given.
///
/// A folder is walked as the kernel walks a path, one name at a time from the folder opened before it (`openat`,
/// `fdopendir`), never through a path string rebuilt for each file: so a file deeper than `PATH_MAX` is read like any
/// other, and nothing is left out in silence. A folder that cannot be listed or entered, and a file that cannot be
/// opened or read, is an entry of its own, which `check` reports with its path.
enum SwiftFiles {
    /// A file to read, what was read, or what could not be.
    enum Entry: Equatable {
        /// A file given by name (whatever its name, and whether or not it exists: reading it says what is wrong).
        case file(String)
        /// A `.swift` file found in a folder, and its bytes (at most one more than a scene file may have), read through
        /// its folder's descriptor.
        case found(String, [UInt8])
        /// A `.swift` file found in a folder that could not be read: its path, and why (the reader's one line).
        case unreadableFile(String, SceneFileError)
        /// A folder that could not be listed or entered, and why.
        case unreadableFolder(String, LocalizedText)

        /// The entry's path as given or found (`-` for standard input).
        var path: String {
            switch self {
            case .file(let path), .found(let path, _), .unreadableFile(let path, _), .unreadableFolder(let path, _): path
            }
        }

        /// The entry's name in what is printed: its path, `<stdin>` for standard input.
        var name: String {
            switch self {
            case .file(let path): SceneFileReading.displayName(of: path)
            case .found(let path, _), .unreadableFile(let path, _), .unreadableFolder(let path, _): path
            }
        }
    }

    /// Hands `visit` the entries of `paths`, in the order given; a folder's files in byte order of their names, folders
    /// searched depth first. Hidden files and folders (`.build`, `.git`) are skipped, and links to folders are not
    /// followed, so a link cannot make the search go round. Each file's bytes are read just before it is handed on, so
    /// that only one file is held at a time.
    static func walk(_ paths: [String], _ visit: (Entry) throws -> Void) rethrows {
        for path in paths {
            guard isFolder(path) else {
                try visit(.file(path))
                continue
            }
            let folder = SystemPath.withCString(path) { open($0, O_RDONLY | O_DIRECTORY | O_CLOEXEC) }
            guard folder >= 0 else {
                try visit(.unreadableFolder(path, AtomicFile.reason(errno)))
                continue
            }
            try walk(folder, at: path, visit)
        }
    }

    /// The entries of `paths`, read in full (for tests: ``walk(_:_:)`` holds one file at a time).
    static func list(_ paths: [String]) -> [Entry] {
        var entries: [Entry] = []
        walk(paths) { entries.append($0) }
        return entries
    }

    /// Walks the open folder `folder`, named `path` in what is said, and closes it.
    private static func walk(_ folder: Int32, at path: String, _ visit: (Entry) throws -> Void) rethrows {
        defer { close(folder) }
        let names: [[UInt8]]
        switch listing(of: folder) {
        case .success(let listed): names = listed
        case .failure(let error):
            try visit(.unreadableFolder(path, AtomicFile.reason(error.code)))
            return
        }
        let prefix = path.hasSuffix("/") ? path : path + "/"
        for name in names {
            let child = prefix + SystemPath.string(name)
            var status = stat()
            guard SystemPath.withCString(bytes: name, { fstatat(folder, $0, &status, AT_SYMLINK_NOFOLLOW) }) == 0 else {
                let code = errno
                // Gone since it was listed: nothing to check. A folder that may be listed but not entered (no search
                // permission) cannot look at any of its names: it is said once.
                if code == ENOENT { continue }
                if code == EACCES || code == EPERM {
                    try visit(.unreadableFolder(path, AtomicFile.reason(code)))
                    return
                }
                try visit(.unreadableFolder(child, AtomicFile.reason(code)))
                continue
            }
            if status.st_mode & S_IFMT == S_IFDIR {
                let next = SystemPath.withCString(bytes: name) { openat(folder, $0, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC) }
                if next < 0 {
                    try visit(.unreadableFolder(child, AtomicFile.reason(errno)))
                } else {
                    try walk(next, at: child, visit)
                }
            } else if name.count > 6, name.suffix(6).elementsEqual(".swift".utf8) {
                try visit(read(name, in: folder, path: child))
            }
        }
    }

    /// The names in `folder` that are not hidden, in byte order; the system's error when it cannot be listed.
    private static func listing(of folder: Int32) -> Result<[[UInt8]], CodeError> {
        let copy = dup(folder)
        guard copy >= 0 else { return .failure(CodeError(errno)) }
        guard let directory = fdopendir(copy) else {
            let code = errno
            close(copy)
            return .failure(CodeError(code))
        }
        defer { closedir(directory) }
        var names: [[UInt8]] = []
        while true {
            errno = 0
            guard let entry = readdir(directory) else {
                if errno != 0 { return .failure(CodeError(errno)) }
                break
            }
            let name = withUnsafeBytes(of: entry.pointee.d_name) { Array($0.prefix { $0 != 0 }) }
            if name.first != UInt8(ascii: ".") { names.append(name) }
        }
        return .success(names.sorted { $0.lexicographicallyPrecedes($1) })
    }

    /// An `errno` as an `Error`.
    private struct CodeError: Error {
        let code: Int32
        init(_ code: Int32) { self.code = code }
    }

    /// Reads the `.swift` file `name` of `folder` (following a link to a file, as reading it by path does), without
    /// blocking on a FIFO, at most one byte more than a scene file may have.
    private static func read(_ name: [UInt8], in folder: Int32, path: String) -> Entry {
        func failure(_ problem: LocalizedText) -> Entry { .unreadableFile(path, SceneFileError(fileName: path, problem: problem)) }
        let descriptor = SystemPath.withCString(bytes: name) { openat(folder, $0, O_RDONLY | O_CLOEXEC | O_NOCTTY | O_NONBLOCK) }
        guard descriptor >= 0 else { return failure(.verbatim(String(cString: strerror(errno)))) }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { return failure(.verbatim(String(cString: strerror(errno)))) }
        switch status.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR: return failure(say("it is a folder, not a Swift file"))
        default: return failure(say("it is not a regular file"))
        }
        let limit = SceneReadingLimits.maximumFileBytes + 1
        var bytes = [UInt8]()
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while bytes.count < limit {
            let count = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, min($0.count, limit - bytes.count)) }
            if count < 0 {
                if errno == EINTR { continue }
                return failure(.verbatim(String(cString: strerror(errno))))
            }
            if count == 0 { break }
            bytes.append(contentsOf: chunk[0..<count])
        }
        return .found(path, bytes)
    }

    /// Whether `path` is a folder, or a link to one.
    private static func isFolder(_ path: String) -> Bool {
        var status = stat()
        return SystemPath.withCString(path) { stat($0, &status) } == 0 && status.st_mode & S_IFMT == S_IFDIR
    }
}
