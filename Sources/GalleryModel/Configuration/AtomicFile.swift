import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Writes files so that readers see either the old file or the whole new one, even if the
/// writer is killed half-way: the data goes to an unnamed file in the same folder, which is
/// named and then renamed over the target only once it is complete and on disk.
///
/// A symbolic link is followed and its target replaced (the link stays a link); the target
/// keeps its permissions. Targets that replacing would betray are refused: a folder, a device
/// or pipe, a read-only file, and a file with other hard links (they would keep the old text).
public enum AtomicFile {
    /// Writes `data` to `path` atomically.
    ///
    /// - Throws: ``FileFailure`` naming the path and the reason; nothing is left behind and an
    ///   existing file at `path` is untouched.
    public static func write(_ data: Data, toPath path: String) throws(FileFailure) {
        func fail(_ reason: LocalizedText) -> FileFailure { FileFailure(path: path, reason: reason) }
        guard !path.isEmpty else { throw fail(say("the path is empty")) }
        let target = try resolvingLinks(path)
        let (folder, name) = split(target)
        var mode: mode_t?
        var status = stat()
        if lstat(target, &status) == 0 {
            switch status.st_mode & S_IFMT {
            case S_IFREG: break
            case S_IFDIR: throw fail(say("it is a folder"))
            default: throw fail(say("it is not a regular file (a device, a pipe or a socket)"))
            }
            if status.st_nlink > 1 {
                throw fail(say("it has \(status.st_nlink) hard links, which would keep the old contents; write to another name"))
            }
            // A file its owner marked read-only stays as it is, even for the superuser.
            if status.st_mode & S_IWUSR == 0 || access(target, W_OK) != 0 { throw fail(say("the file is read-only")) }
            mode = status.st_mode & 0o7777
        } else if errno != ENOENT {
            throw fail(reason(errno))
        }

        let directory = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard directory >= 0 else {
            throw fail(errno == ENOENT || errno == ENOTDIR ? say("its folder does not exist") : reason(errno))
        }
        defer { close(directory) }
        removeStaleTemporaries(of: name, in: directory)

        let temporary = temporaryName(for: name, process: getpid())
        var named = false
        var descriptor = openat(directory, ".", unnamedFile | O_WRONLY | O_CLOEXEC, 0o666)
        if descriptor < 0, [EOPNOTSUPP, EISDIR, EINVAL].contains(errno) {
            // The file system has no unnamed files: fall back to a named one, which a kill could leave behind
            // (the next write removes it).
            descriptor = openat(directory, temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
            named = descriptor >= 0
        }
        guard descriptor >= 0 else { throw fail(reason(errno)) }

        var failure: LocalizedText?
        if let mode, fchmod(descriptor, mode) != 0 { failure = reason(errno) }
        if failure == nil { failure = writeAll(data, to: descriptor) }
        if failure == nil, fsync(descriptor) != 0 { failure = reason(errno) }
        if failure == nil, !named {
            if linkat(AT_FDCWD, "/proc/self/fd/\(descriptor)", directory, temporary, AT_SYMLINK_FOLLOW) == 0 {
                named = true
            } else {
                failure = reason(errno)
            }
        }
        close(descriptor)
        if failure == nil, renameat(directory, temporary, directory, name) != 0 { failure = reason(errno) }
        if let failure {
            if named { unlinkat(directory, temporary, 0) }
            throw fail(failure)
        }
        fsync(directory)
    }

    /// `O_TMPFILE`, which Swift does not import: a file with no name, gone if the process dies.
    private static let unnamedFile: Int32 = 0o20000000 | O_DIRECTORY

    /// The hidden name a write to `name` uses before the final rename: `.NAME.gallery-PID.tmp`.
    static func temporaryName(for name: String, process: pid_t) -> String {
        ".\(shortened(name)).gallery-\(process).tmp"
    }

    /// `name` cut to at most 200 bytes at a character boundary, so that the temporary name fits.
    private static func shortened(_ name: String) -> String {
        var result = ""
        for character in name {
            if result.utf8.count + character.utf8.count > 200 { break }
            result.append(character)
        }
        return result
    }

    /// Removes temporaries left by writes to `name` whose process is gone (killed before its rename).
    private static func removeStaleTemporaries(of name: String, in directory: Int32) {
        let prefix = ".\(shortened(name)).gallery-"
        let copy = dup(directory)
        guard copy >= 0, let stream = fdopendir(copy) else {
            if copy >= 0 { close(copy) }
            return
        }
        defer { closedir(stream) }
        while let entry = readdir(stream) {
            let entryName = withUnsafeBytes(of: entry.pointee.d_name) { String(cString: $0.bindMemory(to: CChar.self).baseAddress!) }
            guard entryName.hasPrefix(prefix), entryName.hasSuffix(".tmp"),
                  let process = pid_t(entryName.dropFirst(prefix.count).dropLast(4)) else { continue }
            if kill(process, 0) != 0, errno == ESRCH { unlinkat(directory, entryName, 0) }
        }
    }

    /// `path` with symbolic links in its last component followed, so that the file a link
    /// points to is replaced rather than the link.
    private static func resolvingLinks(_ path: String) throws(FileFailure) -> String {
        var current = path
        for _ in 0..<40 {
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let count = readlink(current, &buffer, buffer.count - 1)
            guard count >= 0 else { return current }
            let destination = String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            current = destination.hasPrefix("/") ? destination : split(current).folder + "/" + destination
        }
        throw FileFailure(path: path, reason: say("it is a symbolic link that leads round in a loop"))
    }

    /// The folder and the last component of `path`.
    private static func split(_ path: String) -> (folder: String, name: String) {
        guard let slash = path.lastIndex(of: "/") else { return (".", path) }
        let folder = String(path[..<slash])
        return (folder.isEmpty ? "/" : folder, String(path[path.index(after: slash)...]))
    }

    private static func writeAll(_ data: Data, to descriptor: Int32) -> LocalizedText? {
        data.withUnsafeBytes { buffer -> LocalizedText? in
            var offset = 0
            while offset < buffer.count {
                let written = Glibc.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return reason(errno)
                }
                offset += written
            }
            return nil
        }
    }

    /// The system's reason in the gallery's words, for the failures people meet; otherwise the system's own.
    public static func reason(_ code: Int32) -> LocalizedText {
        switch code {
        case EACCES, EPERM: say("permission denied")
        case ENOSPC: say("the disk is full")
        case EDQUOT: say("the disk quota is used up")
        case EROFS: say("the file system is read-only")
        case ENAMETOOLONG: say("the name is too long")
        case ENOTDIR: say("a part of the path is not a folder")
        case EIO: say("the disk reported an input/output error")
        default: .verbatim(String(cString: strerror(code)))
        }
    }
}

/// A file that could not be written, with the reason.
public struct FileFailure: MessageError, Equatable, Sendable {
    /// The path as given.
    public let path: String
    /// "permission denied", "it is a folder".
    public let reason: LocalizedText

    /// The failure to write `path`, for `reason`.
    public init(path: String, reason: LocalizedText) {
        self.path = path
        self.reason = reason
    }

    /// "cannot write 'out/tvos.json': permission denied", to be said in the reader's language.
    public var text: LocalizedText {
        say("cannot write \(Quoting.path(path)): \(reason)")
    }
}
