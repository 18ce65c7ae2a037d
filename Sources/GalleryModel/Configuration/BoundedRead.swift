#if canImport(Glibc)
import Glibc
#endif

/// Reads a file, a pipe or standard input, stopping after a fixed number of bytes
/// whatever size the system reports (a `/proc` file says 0, a device never ends).
enum BoundedRead {
    /// What went wrong, without the path ("it is a folder, not a configuration file").
    struct Failure: MessageError {
        let text: LocalizedText
        /// Whether there is no file at the path (nor can there be: a part of it is not a folder).
        var isMissing = false
    }

    /// The path that means standard input.
    static let standardInput = "-"

    /// The bytes at `path` (`-` for standard input), at most `limit` of them.
    ///
    /// - Throws: ``Failure`` naming the problem: the path cannot be opened or read, it is
    ///   a folder, or it holds more than `limit` bytes.
    static func bytes(atPath path: String, limit: Int) throws(Failure) -> [UInt8] {
        let descriptor: Int32
        if path == standardInput {
            descriptor = STDIN_FILENO
        } else {
            // Not blocking on open: a FIFO without a writer would otherwise wait for one forever.
            descriptor = SystemPath.withCString(path) { open($0, O_RDONLY | O_CLOEXEC | O_NOCTTY | O_NONBLOCK) }
            guard descriptor >= 0 else {
                let code = errno
                throw Failure(text: openFailure(code), isMissing: code == ENOENT || code == ENOTDIR)
            }
        }
        defer { if descriptor != STDIN_FILENO { close(descriptor) } }

        var status = stat()
        if fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFDIR {
            throw Failure(text: say("it is a folder, not a configuration file"))
        }
        let flags = fcntl(descriptor, F_GETFL)
        if flags >= 0, flags & O_NONBLOCK != 0 { _ = fcntl(descriptor, F_SETFL, flags & ~O_NONBLOCK) }

        var bytes = [UInt8]()
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while bytes.count <= limit {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, min($0.count, limit + 1 - bytes.count)) }
            if count < 0 {
                if errno == EINTR { continue }
                throw Failure(text: say("reading failed: \(String(cString: strerror(errno)))"))
            }
            if count == 0 { return bytes }
            bytes.append(contentsOf: chunk[0..<count])
        }
        throw Failure(text: say("it holds more than \(limit) bytes, the most a configuration may have"))
    }

    /// The system's reason in the gallery's words, for the failures people meet; otherwise the system's own.
    private static func openFailure(_ code: Int32) -> LocalizedText {
        switch code {
        case ENOENT: say("no such file")
        case EACCES: say("permission denied")
        case ELOOP: say("it is a symbolic link that leads round in a loop")
        case ENOTDIR: say("no such file (a part of the path is not a folder)")
        case ENAMETOOLONG: say("the path is too long")
        default: .verbatim(String(cString: strerror(code)))
        }
    }
}
