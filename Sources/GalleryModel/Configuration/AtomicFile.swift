import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Writes files so that readers see either the old file or the whole new one, even if the
/// writer is killed half-way: the data goes to an unnamed file in the same folder, which is
/// named and then renamed over the target only once it is complete and on disk.
///
/// The path is walked as the kernel walks it (``PathWalk``): every folder is opened from the one before,
/// and the write happens in the last one opened, so nothing can swap a folder for a link between the
/// checks and the write. A symbolic link is followed and its target replaced (the link stays a link),
/// except a link another user planted in a shared sticky folder such as `/tmp`, which is refused (the
/// rule of the kernel's `protected_symlinks`). Likewise a file another user planted in such a folder is
/// not replaced (the rule of the kernel's `protected_regular`): both rules hold whatever the machine's
/// settings, and both exempt what the folder's owner made there, as the kernel does.
///
/// The new file never takes another user's choices (``Permissions``): it keeps the permissions of the file
/// it replaces only when the writer owns that file, and then without the setuid, setgid and sticky bits;
/// otherwise it has the permissions a new file gets (`0666` less the umask). A file holding what a person
/// typed is written `0600` whatever the umask or the folder (``Permissions/ownerOnly``). Targets that
/// replacing would betray are refused: a folder, a device or pipe, a read-only file, and a file with other
/// hard links (they would keep the old text).
public enum AtomicFile {
    /// The permissions a write gives the new file.
    public enum Permissions: Sendable, Equatable {
        /// Those of the file it replaces when the writer owns it, less the setuid, setgid and sticky bits; else
        /// (no file, or another user's) those of a new file: `0666` less the umask.
        case kept
        /// Read and write for the owner alone (`0600`), whatever the umask, the folder or the file replaced: for
        /// files that hold what a person typed.
        case ownerOnly
    }

    /// The permission bits of a new file that replaces one with `existing` mode, owned by `owner` (nil when there is
    /// no file), written by `writer`: nil for "as a new file is made" (`0666` less the umask, which the system applies).
    ///
    /// Only the writer's own choices are kept: copying the mode of another user's file would let that user choose the
    /// permissions of a file the writer now owns (world-writable, or setuid as the writer); and setuid, setgid and
    /// sticky never pass to the new file, whose contents are not the old one's.
    static func mode(replacing existing: mode_t?, ownedBy owner: uid_t?, writer: uid_t, _ permissions: Permissions) -> mode_t? {
        switch permissions {
        case .ownerOnly: return 0o600
        case .kept:
            guard let existing, owner == writer else { return nil }
            return existing & 0o777
        }
    }

    /// Writes `data` to `path` (its bytes, see ``SystemPath``) atomically, with `permissions`.
    ///
    /// - Throws: ``FileFailure`` naming the path and the reason; nothing is left behind and an
    ///   existing file at `path` is untouched.
    public static func write(_ data: Data, toPath path: String, permissions: Permissions = .kept) throws(FileFailure) {
        func fail(_ reason: LocalizedText) -> FileFailure { FileFailure(path: path, reason: reason) }
        guard !path.isEmpty else { throw fail(say("the path is empty")) }
        let place: PathWalk.Place
        do {
            place = try PathWalk.place(of: SystemPath.bytes(path))
        } catch {
            throw fail(reason(for: error))
        }
        let name = place.name
        let writer = geteuid()
        var mode = Self.mode(replacing: nil, ownedBy: nil, writer: writer, permissions)
        var status = stat()
        if PathWalk.withName(name, { fstatat(place.folder, $0, &status, AT_SYMLINK_NOFOLLOW) }) == 0 {
            switch status.st_mode & S_IFMT {
            case S_IFREG: break
            case S_IFDIR: throw fail(say("it is a folder"))
            default: throw fail(say("it is not a regular file (a device, a pipe or a socket)"))
            }
            var folderStatus = stat()
            guard fstat(place.folder, &folderStatus) == 0 else { throw fail(reason(errno)) }
            guard PathWalk.mayReplace(fileOwner: status.st_uid, folderMode: folderStatus.st_mode,
                                      folderOwner: folderStatus.st_uid, writer: writer) else {
                throw fail(say("it belongs to another user and is in a folder shared by everyone (sticky, like /tmp); it is not replaced"))
            }
            if status.st_nlink > 1 {
                throw fail(say("it has \(status.st_nlink) hard links, which would keep the old contents; write to another name"))
            }
            // A file its owner marked read-only stays as it is, even for the superuser.
            if status.st_mode & S_IWUSR == 0 || PathWalk.withName(name, { faccessat(place.folder, $0, W_OK, AT_EACCESS) }) != 0 {
                throw fail(say("the file is read-only"))
            }
            mode = Self.mode(replacing: status.st_mode, ownedBy: status.st_uid, writer: writer, permissions)
        } else if errno != ENOENT {
            throw fail(reason(errno))
        }
        // Made at most as open as it will be: a named temporary (or one reached through /proc) never shows others more.
        let creationMode: mode_t = mode.map { $0 & 0o600 } ?? 0o666

        // The walk opened the folder for lookups only; reading it (stale temporaries) and syncing it need more,
        // which a folder this user may write but not list does not give: then both are skipped.
        let listing = openat(place.folder, ".", O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        defer { if listing >= 0 { close(listing) } }
        if listing >= 0 { removeStaleTemporaries(of: name, in: listing) }

        let temporary = temporaryName(for: name, process: getpid())
        var named = false
        var descriptor = openat(place.folder, ".", unnamedFile | O_WRONLY | O_CLOEXEC, creationMode)
        if descriptor < 0, [EOPNOTSUPP, EISDIR, EINVAL].contains(errno) {
            // The file system has no unnamed files: fall back to a named one, which a kill could leave behind
            // (the next write removes it).
            descriptor = PathWalk.withName(temporary) { openat(place.folder, $0, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, creationMode) }
            named = descriptor >= 0
        }
        guard descriptor >= 0 else { throw fail(reason(errno)) }

        var failure: LocalizedText?
        if let mode, fchmod(descriptor, mode) != 0 { failure = reason(errno) }
        if failure == nil { failure = writeAll(data, to: descriptor) }
        if failure == nil, fsync(descriptor) != 0 { failure = reason(errno) }
        if failure == nil, !named {
            if PathWalk.withName(temporary, { linkat(AT_FDCWD, "/proc/self/fd/\(descriptor)", place.folder, $0, AT_SYMLINK_FOLLOW) }) == 0 {
                named = true
            } else {
                failure = reason(errno)
            }
        }
        close(descriptor)
        if failure == nil, PathWalk.withName(temporary, { from in PathWalk.withName(name) { renameat(place.folder, from, place.folder, $0) } }) != 0 {
            failure = reason(errno)
        }
        if let failure {
            if named { _ = PathWalk.withName(temporary) { unlinkat(place.folder, $0, 0) } }
            throw fail(failure)
        }
        if listing >= 0 { fsync(listing) }
    }

    /// What a refused walk means to the person who gave the path.
    private static func reason(for refusal: PathWalk.Refusal) -> LocalizedText {
        switch refusal {
        case .missingFolder: say("its folder does not exist")
        case .notAFolder: say("a part of the path is not a folder")
        case .folder: say("it is a folder")
        case .linkLoop: say("it is a symbolic link that leads round in a loop")
        case .protectedLink:
            say("a symbolic link on the way is in a folder shared by everyone (sticky, like /tmp) and belongs to another user; it is not followed")
        case .system(let code): reason(code)
        }
    }

    /// `O_TMPFILE`, which Swift does not import: a file with no name, gone if the process dies.
    private static let unnamedFile: Int32 = 0o20000000 | O_DIRECTORY

    /// The hidden name a write to `name` uses before the final rename: `.NAME.gallery-PID.tmp`.
    static func temporaryName(for name: [UInt8], process: pid_t) -> [UInt8] {
        temporaryPrefix(for: name) + Array("\(process).tmp".utf8)
    }

    /// `.NAME.gallery-`, with `name` cut to at most 200 bytes so that the temporary name fits.
    private static func temporaryPrefix(for name: [UInt8]) -> [UInt8] {
        [UInt8(ascii: ".")] + name.prefix(200) + Array(".gallery-".utf8)
    }

    /// Removes temporaries left by writes to `name` whose process is gone (killed before its rename).
    private static func removeStaleTemporaries(of name: [UInt8], in directory: Int32) {
        let prefix = temporaryPrefix(for: name)
        let copy = dup(directory)
        guard copy >= 0, let stream = fdopendir(copy) else {
            if copy >= 0 { close(copy) }
            return
        }
        defer { closedir(stream) }
        while let entry = readdir(stream) {
            let entryName = SystemPath.entryName(entry)
            let suffix = Array(".tmp".utf8)
            guard entryName.count > prefix.count + suffix.count, entryName.starts(with: prefix), entryName.suffix(4).elementsEqual(suffix),
                  let process = pid_t(String(decoding: entryName.dropFirst(prefix.count).dropLast(4), as: UTF8.self)) else { continue }
            if kill(process, 0) != 0, errno == ESRCH { _ = PathWalk.withName(entryName) { unlinkat(directory, $0, 0) } }
        }
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
