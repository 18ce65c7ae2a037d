import ArgumentParser
import Foundation
import GalleryModel

/// Standard input, output and error as the command line uses them: raw writes whose
/// failures are reported, and descriptors that are never silently reused.
public enum StandardStreams {
    /// Opens `/dev/null` read-only on any of descriptors 0, 1 and 2 that the caller closed.
    ///
    /// Otherwise the next file opened would take that number, and what a command prints to a
    /// closed standard output would land in it. Read-only, writing there fails with a message.
    public static func reserveClosedDescriptors() {
        for descriptor in STDIN_FILENO...STDERR_FILENO where fcntl(descriptor, F_GETFD) == -1 && errno == EBADF {
            _ = open("/dev/null", O_RDONLY)
        }
    }

    /// Writes all of `bytes` to `descriptor`, retrying after interruptions.
    ///
    /// - Returns: the system's error number when the descriptor cannot take them, else nil.
    static func write(_ bytes: some Collection<UInt8>, to descriptor: Int32) -> Int32? {
        var rest = Array(bytes)[...]
        while !rest.isEmpty {
            let count = rest.withUnsafeBytes { Foundation.write(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                return errno
            }
            rest = rest.dropFirst(count)
        }
        return nil
    }
}

/// Writes one line to standard error, every control character in it escaped (whatever a translation or
/// an input put there: a newline, a terminal's escape sequence); if even that fails there is no one left to tell.
public func printError(_ line: String) {
    _ = StandardStreams.write(Array((Quoting.oneLine(line) + "\n").utf8), to: STDERR_FILENO)
}

/// Writes `text` and a newline to standard output.
///
/// - Throws: ``GalleryError`` naming the reason when the output cannot take it
///   (a full disk, a closed pipe), so the command fails instead of losing output silently.
public func writeLine(_ text: String) throws {
    try writeOutput(Array((text + "\n").utf8))
}

/// Writes `bytes` to standard output.
///
/// - Throws: ``GalleryError`` naming the reason when the output cannot take them; when the
///   reader has gone (`gallery list | head -1`), a quiet exit with the status a shell expects.
public func writeOutput(_ bytes: some Collection<UInt8>) throws {
    guard let code = StandardStreams.write(bytes, to: STDOUT_FILENO) else { return }
    if code == EPIPE { throw ExitCode(128 + SIGPIPE) }
    throw GalleryError(say("cannot write to standard output: \(String(cString: strerror(code)).lowercased())"))
}
