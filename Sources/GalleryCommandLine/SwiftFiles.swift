import Foundation
import GalleryModel

/// The Swift files `gallery check` reads: each path given, and the `.swift` files inside each folder given.
enum SwiftFiles {
    /// A file to read, or a folder that could not be listed.
    enum Entry: Equatable {
        /// A file: one given by name (whatever its name, and whether or not it exists: reading it says what is
        /// wrong), or a `.swift` file found in a folder.
        case file(String)
        /// A folder that could not be listed, and why.
        case unreadableFolder(String, LocalizedText)
    }

    /// The entries of `paths`, in the order given; a folder's files in byte order of their names, folders searched
    /// depth first. Hidden files and folders (`.build`, `.git`) are skipped, and links to folders are not followed,
    /// so a link cannot make the search go round.
    static func list(_ paths: [String]) -> [Entry] {
        paths.flatMap { path in isFolder(path, following: true) ? files(in: path) : [.file(path)] }
    }

    /// The `.swift` files under `folder`.
    private static func files(in folder: String) -> [Entry] {
        guard let directory = SystemPath.withCString(folder, { opendir($0) }) else {
            return [.unreadableFolder(folder, AtomicFile.reason(errno))]
        }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafePointer(to: entry.pointee.d_name) { pointer in
                pointer.withMemoryRebound(to: CChar.self, capacity: Int(NAME_MAX) + 1) { SystemPath.string(cString: $0) }
            }
            if !name.hasPrefix(".") { names.append(name) }
        }
        closedir(directory)
        let prefix = folder.hasSuffix("/") ? folder : folder + "/"
        return names.sorted { SystemPath.bytes($0).lexicographicallyPrecedes(SystemPath.bytes($1)) }.flatMap { name -> [Entry] in
            let path = prefix + name
            if isFolder(path, following: false) { return files(in: path) }
            return name.hasSuffix(".swift") ? [.file(path)] : []
        }
    }

    /// Whether `path` is a folder; with `following`, a link to a folder counts.
    private static func isFolder(_ path: String, following: Bool) -> Bool {
        var status = stat()
        let result = SystemPath.withCString(path) { following ? stat($0, &status) : lstat($0, &status) }
        return result == 0 && status.st_mode & S_IFMT == S_IFDIR
    }
}
