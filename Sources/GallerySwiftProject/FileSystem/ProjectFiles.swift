#if canImport(Glibc)
import Glibc
#endif
import GalleryModel

/// The few things the discovery asks of the file system: what an entry is, a folder's names, and a text file's
/// contents read within a bound (never blocking on a FIFO, never reading past the bound whatever size is reported).
enum ProjectFiles {
    /// What a path names.
    enum Kind: Equatable {
        case file
        case folder
        /// A symbolic link (only when links are not followed).
        case link
        /// A device, socket or FIFO.
        case other
    }

    /// An entry's kind and identity, the identity telling a folder met twice (through a bind mount) from a new one.
    struct Entry: Equatable {
        let kind: Kind
        let device: UInt64
        let inode: UInt64
    }

    /// What `path` is; with `following`, a link counts as what it leads to. Nil when it does not exist.
    static func entry(_ path: String, following: Bool) -> Entry? {
        var status = stat()
        let result = SystemPath.withCString(path) { following ? stat($0, &status) : lstat($0, &status) }
        guard result == 0 else { return nil }
        let kind: Kind = switch status.st_mode & S_IFMT {
        case S_IFREG: .file
        case S_IFDIR: .folder
        case S_IFLNK: .link
        default: .other
        }
        return Entry(kind: kind, device: UInt64(status.st_dev), inode: UInt64(status.st_ino))
    }

    /// Whether `path` is a folder (a link to one counts).
    static func isFolder(_ path: String) -> Bool {
        entry(path, following: true)?.kind == .folder
    }

    /// Whether `path` is a regular file (a link to one counts).
    static func isFile(_ path: String) -> Bool {
        entry(path, following: true)?.kind == .file
    }

    /// The names in `folder` (without `.` and `..`) in byte order, or the reason it cannot be listed.
    static func names(in folder: String) -> Result<[String], ReadFailure> {
        guard let directory = SystemPath.withCString(folder, { opendir($0) }) else {
            return .failure(ReadFailure(reason(errno)))
        }
        defer { closedir(directory) }
        // Sorted by their bytes, each name's bytes read once (a folder such as /tmp can hold thousands).
        var names: [[UInt8]] = []
        while let entry = readdir(directory) {
            let name = SystemPath.entryName(entry)
            if name != Array(".".utf8), name != Array("..".utf8) { names.append(name) }
        }
        return .success(names.sorted { $0.lexicographicallyPrecedes($1) }.map(SystemPath.string))
    }

    /// Why a file could not be read, in the gallery's words, and where in it when the problem has a place.
    struct ReadFailure: Error, Equatable {
        let message: LocalizedText
        var line = 0
        var column = 0

        init(_ message: LocalizedText, line: Int = 0, column: Int = 0) {
            self.message = message
            self.line = line
            self.column = column
        }
    }

    /// The UTF-8 text of the regular file at `path`, at most `limit` bytes.
    static func text(atPath path: String, limit: Int) throws(ReadFailure) -> String {
        let bytes = try self.bytes(atPath: path, limit: limit)
        if let nul = bytes.firstIndex(of: 0) {
            let (line, column) = location(of: nul, in: bytes)
            throw ReadFailure(say("it is a binary file, not text (a NUL byte)"), line: line, column: column)
        }
        var decoder = UTF8()
        var iterator = bytes.makeIterator()
        var offset = 0
        var scalars = String.UnicodeScalarView()
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar):
                scalars.append(scalar)
                offset += UTF8.width(scalar)
            case .emptyInput:
                return String(scalars)
            case .error:
                let (line, column) = location(of: offset, in: bytes)
                throw ReadFailure(say("it is not UTF-8 text"), line: line, column: column)
            }
        }
    }

    /// The bytes of the regular file at `path`, refusing one of more than `limit` bytes.
    static func bytes(atPath path: String, limit: Int) throws(ReadFailure) -> [UInt8] {
        // Not blocking on open: a FIFO without a writer would otherwise wait for one forever.
        let descriptor = SystemPath.withCString(path) { open($0, O_RDONLY | O_CLOEXEC | O_NOCTTY | O_NONBLOCK) }
        guard descriptor >= 0 else { throw ReadFailure(reason(errno)) }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw ReadFailure(reason(errno)) }
        switch status.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR: throw ReadFailure(say("it is a folder, not a file"))
        default: throw ReadFailure(say("it is not a regular file"))
        }
        let tooLarge = ReadFailure(say("it holds more than \(limit) bytes, the most read of such a file"))
        guard Int(status.st_size) <= limit else { throw tooLarge }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while bytes.count <= limit {
            let count = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, min($0.count, limit + 1 - bytes.count)) }
            if count < 0 {
                if errno == EINTR { continue }
                throw ReadFailure(reason(errno))
            }
            if count == 0 { return bytes }
            bytes.append(contentsOf: chunk[0..<count])
        }
        throw tooLarge
    }

    /// The first `limit` bytes of the regular file at `path` (all of a smaller one); nil when it cannot be read or is
    /// not a regular file.
    static func head(atPath path: String, limit: Int) -> [UInt8]? {
        let descriptor = SystemPath.withCString(path) { open($0, O_RDONLY | O_CLOEXEC | O_NOCTTY | O_NONBLOCK) }
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return nil }
        var bytes = [UInt8](repeating: 0, count: limit)
        var filled = 0
        while filled < limit {
            let count = bytes.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress! + filled, limit - filled) }
            if count < 0, errno == EINTR { continue }
            if count <= 0 { break }
            filled += count
        }
        return Array(bytes[0..<filled])
    }

    /// The 1-based line and column (in bytes) of the byte at `offset`.
    static func location(of offset: Int, in bytes: [UInt8]) -> (line: Int, column: Int) {
        var line = 1
        var lineStart = 0
        for index in 0..<min(offset, bytes.count) where bytes[index] == UInt8(ascii: "\n") {
            line += 1
            lineStart = index + 1
        }
        return (line, offset - lineStart + 1)
    }

    /// The system's reason in the gallery's words, for the failures people meet; otherwise the system's own.
    static func reason(_ code: Int32) -> LocalizedText {
        switch code {
        case ENOENT: say("no such file or folder")
        case EACCES, EPERM: say("permission denied")
        case ELOOP: say("it is a symbolic link that leads round in a loop")
        case ENOTDIR: say("a part of the path is not a folder")
        case ENAMETOOLONG: say("the path is too long")
        default: .verbatim(String(cString: strerror(code)))
        }
    }
}
