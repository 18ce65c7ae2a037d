import Foundation
import Synchronization

/// Writes the server's messages to standard output, one JSON line each, whole: answers finished on different
/// threads never interleave. A client that has stopped reading makes the writes fail (EPIPE; SIGPIPE is ignored),
/// and the answers are dropped: nobody is there to read them.
final class MessageWriter: Sendable {
    private let descriptor: Int32
    /// Held while a message's bytes are written.
    private let writing = Mutex(())

    init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    /// Writes `message` and a newline. JSON without pretty printing holds no raw newline, so the line is the message.
    func send(_ message: some Encodable) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        guard var bytes = try? encoder.encode(message) else { return }
        bytes.append(UInt8(ascii: "\n"))
        writing.withLock { _ in RenderChild.writeAll(Array(bytes), to: descriptor) }
    }
}
