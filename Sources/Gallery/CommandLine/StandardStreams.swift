import Foundation

/// Writes one line to standard error.
func printError(_ line: String) {
    FileHandle.standardError.write(Data((line + "\n").utf8))
}

/// Writes `text` and a newline to standard output.
///
/// - Throws: ``GalleryError`` naming the reason when the output cannot take it
///   (a full disk, a closed pipe), so the command fails instead of losing output silently.
func writeLine(_ text: String) throws {
    var bytes = Array((text + "\n").utf8)[...]
    while !bytes.isEmpty {
        let count = bytes.withUnsafeBytes { write(STDOUT_FILENO, $0.baseAddress, $0.count) }
        if count < 0 {
            if errno == EINTR { continue }
            throw GalleryError("cannot write to standard output: \(String(cString: strerror(errno)))")
        }
        bytes = bytes.dropFirst(count)
    }
}
