#if canImport(Glibc)
import Glibc
#endif
import GalleryModel

/// Reads a scene file's bytes and checks they are Swift source: a regular file of at most
/// ``SceneReadingLimits/maximumFileBytes`` bytes, with no NUL byte, in UTF-8.
public enum SceneFileBytes {
    /// The text of the file at `path`.
    ///
    /// - Throws: ``SceneFileError`` at 1:1 when the path cannot be opened, is not a regular file or is too large;
    ///   at the first NUL byte of a binary file, or at the first byte that is not UTF-8.
    public static func source(atPath path: String) throws(SceneFileError) -> String {
        try source(of: read(path), fileName: path)
    }

    /// The text of `bytes`, the contents of the file named `path`.
    ///
    /// - Throws: ``SceneFileError`` at 1:1 when there are too many bytes; at the first NUL byte, or at the first
    ///   byte that is not UTF-8.
    public static func source(of bytes: [UInt8], fileName path: String) throws(SceneFileError) -> String {
        guard bytes.count <= SceneReadingLimits.maximumFileBytes else { throw tooLarge(path) }
        if let nul = bytes.firstIndex(of: 0) {
            throw SceneFileError(fileName: path, location: location(of: nul, in: bytes),
                                 problem: say("it is a binary file, not Swift source (a NUL byte)"))
        }
        var decoder = UTF8()
        var iterator = bytes.makeIterator()
        var offset = 0
        var scalars = String.UnicodeScalarView()
        decoding: while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar):
                scalars.append(scalar)
                offset += UTF8.width(scalar)
            case .emptyInput:
                break decoding
            case .error:
                throw SceneFileError(fileName: path, location: location(of: offset, in: bytes),
                                     problem: say("it is not UTF-8 text"))
            }
        }
        return String(scalars)
    }

    /// At most one byte more than the limit, so that a larger file is known to be one.
    private static func read(_ path: String) throws(SceneFileError) -> [UInt8] {
        // Not blocking on open: a FIFO without a writer would otherwise wait for one forever.
        let descriptor = SystemPath.withCString(path) { open($0, O_RDONLY | O_CLOEXEC | O_NOCTTY | O_NONBLOCK) }
        guard descriptor >= 0 else {
            throw SceneFileError(fileName: path, problem: .verbatim(String(cString: strerror(errno))))
        }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            throw SceneFileError(fileName: path, problem: .verbatim(String(cString: strerror(errno))))
        }
        switch status.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR: throw SceneFileError(fileName: path, problem: say("it is a folder, not a Swift file"))
        default: throw SceneFileError(fileName: path, problem: say("it is not a regular file"))
        }
        let limit = SceneReadingLimits.maximumFileBytes
        guard Int(status.st_size) <= limit else { throw tooLarge(path) }
        var bytes = [UInt8]()
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while bytes.count <= limit {
            let count = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, min($0.count, limit + 1 - bytes.count)) }
            if count < 0 {
                if errno == EINTR { continue }
                throw SceneFileError(fileName: path, problem: .verbatim(String(cString: strerror(errno))))
            }
            if count == 0 { return bytes }
            bytes.append(contentsOf: chunk[0..<count])
        }
        throw tooLarge(path)
    }

    private static func tooLarge(_ path: String) -> SceneFileError {
        SceneFileError(fileName: path, problem: say("it holds more than \(SceneReadingLimits.maximumFileBytes) bytes, the most a scene file may have"),
                       isPastLimits: true)
    }

    /// The 1-based line and column (in bytes, as the compiler counts) of the byte at `offset`.
    public static func location(of offset: Int, in bytes: [UInt8]) -> SceneLocation {
        var line = 1
        var lineStart = 0
        for index in 0..<min(offset, bytes.count) where bytes[index] == UInt8(ascii: "\n") {
            line += 1
            lineStart = index + 1
        }
        return SceneLocation(line: line, column: offset - lineStart + 1)
    }
}
