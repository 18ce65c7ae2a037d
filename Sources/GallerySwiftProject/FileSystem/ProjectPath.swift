#if canImport(Glibc)
import Glibc
#endif
import GalleryModel

/// Paths as the discovery keeps them: absolute, with `.` and `..` worked out and every symbolic link resolved, so
/// that one file has one path however it was named. Paths are kept as ``SystemPath`` keeps them (a byte that is not
/// UTF-8 survives).
enum ProjectPath {
    /// `relative` inside `base`; an absolute `relative` stands on its own.
    static func join(_ base: String, _ relative: String) -> String {
        if relative.hasPrefix("/") { return relative }
        if relative.isEmpty || relative == "." { return base }
        return base.hasSuffix("/") ? base + relative : base + "/" + relative
    }

    /// `path` made absolute (from the working folder) with `.`, `..` and repeated slashes worked out by the text
    /// alone, as the kernel would if no component were a link.
    static func lexical(_ path: String) -> String {
        let absolute = path.hasPrefix("/") ? path : join(workingFolder(), path)
        var parts: [Substring] = []
        for part in absolute.split(separator: "/", omittingEmptySubsequences: true) {
            switch part {
            case ".": continue
            case "..": if !parts.isEmpty { parts.removeLast() }
            default: parts.append(part)
            }
        }
        return "/" + parts.joined(separator: "/")
    }

    /// `path` absolute with every link resolved (`realpath`); for a path that does not exist, its longest existing
    /// folder resolved and the rest worked out by text.
    static func normalised(_ path: String) -> String {
        let absolute = lexical(path)
        if let real = realPath(absolute) { return real }
        var head = absolute
        var tail: [String] = []
        while head != "/", let slash = head.lastIndex(of: "/") {
            tail.insert(String(head[head.index(after: slash)...]), at: 0)
            head = slash == head.startIndex ? "/" : String(head[..<slash])
            if let real = realPath(head) {
                return tail.reduce(real) { join($0, $1) }
            }
        }
        return absolute
    }

    /// The path's last component: `App.swift` for `/a/App.swift`.
    static func lastComponent(_ path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return path }
        return String(path[path.index(after: slash)...])
    }

    /// The folder holding `path`: `/a` for `/a/App.swift`, `/` for `/a`.
    static func parent(_ path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// `path` relative to `folder` when it lies inside it; nil otherwise.
    static func relative(_ path: String, to folder: String) -> String? {
        if path == folder { return "" }
        let prefix = folder == "/" ? "/" : folder + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : nil
    }

    /// The kernel's answer for `path` with every link resolved; nil when some part of it does not exist.
    private static func realPath(_ path: String) -> String? {
        SystemPath.withCString(path) { cPath -> String? in
            guard let resolved = realpath(cPath, nil) else { return nil }
            defer { free(resolved) }
            return SystemPath.string(cString: resolved)
        }
    }

    /// The process's working folder.
    private static func workingFolder() -> String {
        guard let folder = getcwd(nil, 0) else { return "/" }
        defer { free(folder) }
        return SystemPath.string(cString: folder)
    }
}
