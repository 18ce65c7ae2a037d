#if canImport(Glibc)
import Glibc
#endif
import GalleryModel

/// The folders whose Swift files the tools may read, and the rule every path a tool is given must pass: the path
/// it names, with every symbolic link resolved (as `realpath` resolves it), is inside one of the folders (resolved
/// the same way) and is a regular file whose name ends in `.swift`; for `check`, it may also be a folder, whose
/// `.swift` files must each pass the rule themselves (a link in it that leads out of the folders is refused).
///
/// The folders are the client's roots (MCP `roots/list`) or, for a client that declares none, the folder the
/// server was started in. Anything else is refused before a command reads a byte of it: a tool the client calls,
/// perhaps on the word of text an agent read, must not reach past the folders the client chose to share.
struct SharedFolders: Equatable, Sendable {
    /// The folders, resolved, as absolute paths without a trailing slash (`/` is the whole machine).
    let folders: [String]

    /// The folders `paths` name, resolved; a path that does not resolve to a folder is left out.
    init(resolving paths: [String]) {
        var resolved: [String] = []
        for path in paths {
            guard let real = Self.realPath(path), Self.kind(of: real) == S_IFDIR, !resolved.contains(real) else { continue }
            resolved.append(real)
        }
        folders = resolved
    }

    /// The folder the server was started in.
    static var workingFolder: SharedFolders {
        SharedFolders(resolving: [currentFolder() ?? "."])
    }

    /// What `path` may be read as for a tool: a Swift file, or also a folder of them (`check`).
    enum Reading: Sendable {
        case swiftFile
        case swiftFileOrFolder
    }

    /// `path` resolved (absolute, no symbolic link, relative paths taken from the server's working folder), once it
    /// has passed the rule.
    ///
    /// - Throws: ``PathRefusal`` naming the rule `path` breaks.
    func admit(_ path: String, as reading: Reading) throws(PathRefusal) -> String {
        guard let real = Self.realPath(path) else {
            let reason = errno
            // Whether a path outside the folders exists is none of the client's business.
            guard contains(Self.absolute(path)) else { throw .outside(path: path, folders: folders) }
            throw .unreadable(path: path, reason: AtomicFile.reason(reason))
        }
        guard contains(real) else { throw .outside(path: path, folders: folders) }
        switch Self.kind(of: real) {
        case S_IFDIR where reading == .swiftFileOrFolder:
            for file in Self.swiftFiles(in: real) { try admitFound(file) }
            return real
        case S_IFDIR:
            throw .notSwiftFile(path: path)
        case S_IFREG:
            guard real.hasSuffix(".swift") else { throw .notSwiftFile(path: path) }
            return real
        default:
            throw .notSwiftFile(path: path)
        }
    }

    /// Checks a `.swift` name `check` finds in a folder: where it leads must pass the rule too. A name that leads
    /// nowhere (a dangling link) reads as nothing, and `check` says it cannot read it.
    private func admitFound(_ file: String) throws(PathRefusal) {
        guard let real = Self.realPath(file) else { return }
        guard contains(real) else { throw .leadsOutside(path: file, folders: folders) }
        guard Self.kind(of: real) == S_IFREG, real.hasSuffix(".swift") else { throw .notSwiftFile(path: file) }
    }

    /// Whether `path` (absolute, resolved) is one of the folders or inside one.
    func contains(_ path: String) -> Bool {
        folders.contains { folder in
            folder == "/" || path == folder || path.hasPrefix(folder + "/")
        }
    }

    /// The `.swift` files `gallery check` reads in `folder`, as it finds them: names in byte order, hidden files and
    /// folders skipped, links to folders not followed (a link named `.swift` is a file to it, and is listed).
    static func swiftFiles(in folder: String) -> [String] {
        guard let directory = SystemPath.withCString(folder, { opendir($0) }) else { return [] }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = SystemPath.string(SystemPath.entryName(entry))
            if !name.hasPrefix(".") { names.append(name) }
        }
        closedir(directory)
        let prefix = folder.hasSuffix("/") ? folder : folder + "/"
        return names.sorted { SystemPath.bytes($0).lexicographicallyPrecedes(SystemPath.bytes($1)) }.flatMap { name -> [String] in
            let path = prefix + name
            var status = stat()
            let isFolder = SystemPath.withCString(path) { lstat($0, &status) } == 0 && status.st_mode & S_IFMT == S_IFDIR
            if isFolder { return swiftFiles(in: path) }
            return name.hasSuffix(".swift") ? [path] : []
        }
    }

    /// `path` with every link resolved, absolute; nil when some part of it does not exist (errno says why).
    static func realPath(_ path: String) -> String? {
        guard let resolved = SystemPath.withCString(path, { realpath($0, nil) }) else { return nil }
        defer { free(resolved) }
        return SystemPath.string(cString: resolved)
    }

    /// `path` made absolute from the working folder and cleared of `.` and `..` by its words alone (no link followed).
    static func absolute(_ path: String) -> String {
        let start = path.hasPrefix("/") ? "" : currentFolder() ?? ""
        var parts: [Substring] = []
        for part in (start + "/" + path).split(separator: "/") {
            switch part {
            case ".": continue
            case "..": _ = parts.popLast()
            default: parts.append(part)
            }
        }
        return "/" + parts.joined(separator: "/")
    }

    /// The kind of file at `path` (`S_IFREG`, `S_IFDIR`…), following links; 0 when it cannot be looked at.
    private static func kind(of path: String) -> mode_t {
        var status = stat()
        guard SystemPath.withCString(path, { stat($0, &status) }) == 0 else { return 0 }
        return status.st_mode & S_IFMT
    }

    private static func currentFolder() -> String? {
        guard let folder = getcwd(nil, 0) else { return nil }
        defer { free(folder) }
        return SystemPath.string(cString: folder)
    }
}

/// Why a path was not read: the rule it breaks, said in one line that names the path.
enum PathRefusal: MessageError, Equatable {
    /// The path (as resolved) is in none of the shared folders.
    case outside(path: String, folders: [String])
    /// A `.swift` name inside a shared folder is a link that leads out of them.
    case leadsOutside(path: String, folders: [String])
    /// Not a regular file whose name ends in `.swift` (or, for `check`, a folder).
    case notSwiftFile(path: String)
    /// Inside the folders, but it does not exist or cannot be looked at.
    case unreadable(path: String, reason: LocalizedText)

    var text: LocalizedText {
        switch self {
        case .outside(let path, let folders):
            folders.isEmpty
                ? say("\(Quoting.path(path)) is outside the folders the client shared: it shared none; give the Swift text as source")
                : say("\(Quoting.path(path)) is outside the folders the client shared (\(Self.list(folders)))")
        case .leadsOutside(let path, let folders):
            say("\(Quoting.path(path)) is a link that leads outside the folders the client shared (\(Self.list(folders)))")
        case .notSwiftFile(let path):
            say("\(Quoting.path(path)) is not a Swift file: the tools read only regular files whose names end in .swift")
        case .unreadable(let path, let reason):
            say("cannot read \(Quoting.path(path)): \(reason)")
        }
    }

    private static func list(_ folders: [String]) -> LocalizedText {
        .verbatim(folders.map(Quoting.oneLine).joined(separator: ", "))
    }
}
