#if canImport(Glibc)
import Glibc
#endif

/// Reads the client's messages from a file descriptor (standard input), as MCP's stdio transport frames them: one
/// JSON-RPC message per line, ended by a newline.
///
/// Each byte is looked at once: a read's bytes are searched for a newline from where the last search stopped, never
/// from the start of the line again, so a long line takes time in proportion to its length. A line may hold at most
/// ``maximumMessageBytes``; a longer one is reported once, as soon as it passes the limit, and the rest of it is
/// skipped without being kept, so the server answers the lines after it as if it had not been sent.
struct MessageReader {
    /// What the next line of input is.
    enum Item: Equatable {
        /// A line's bytes, without its newline (or a carriage return before it): one message to parse.
        case message([UInt8])
        /// A line longer than ``maximumMessageBytes``, skipped.
        case tooLong
    }

    /// The longest message the server reads: four times the largest Swift file a tool reads (1 MiB), which leaves
    /// room for the JSON escapes a source text needs.
    static let maximumMessageBytes = 4 * 1024 * 1024

    private let descriptor: Int32
    private let limit: Int
    /// The bytes of the last read, and how far they have been looked at.
    private var chunk: [UInt8]
    private var chunkEnd = 0
    private var position = 0
    /// The line being read, before its newline has come.
    private var line: [UInt8] = []
    /// Whether the rest of a line over the limit is being skipped.
    private var skipping = false
    private var ended = false

    /// A reader of `descriptor`, which it does not close; `limit` bytes at most per message.
    init(descriptor: Int32, limit: Int = MessageReader.maximumMessageBytes, chunkSize: Int = 64 * 1024) {
        self.descriptor = descriptor
        self.limit = limit
        chunk = [UInt8](repeating: 0, count: chunkSize)
    }

    /// The next line, blocking until it has come; nil once the input has ended (or cannot be read). A last line
    /// without a newline counts; empty lines are skipped.
    mutating func next() -> Item? {
        while true {
            if position == chunkEnd {
                if ended { return finish() }
                chunkEnd = read()
                position = 0
                if chunkEnd == 0 {
                    ended = true
                    continue
                }
            }
            let newline = chunk[position..<chunkEnd].firstIndex(of: UInt8(ascii: "\n"))
            if !skipping { line.append(contentsOf: chunk[position..<(newline ?? chunkEnd)]) }
            position = newline.map { $0 + 1 } ?? chunkEnd
            if !skipping && line.count > limit {
                line = []
                // Without its newline yet, the rest of the line is skipped as it comes.
                skipping = newline == nil
                return .tooLong
            }
            guard newline != nil else { continue }
            if skipping {
                skipping = false
                continue
            }
            if let message = take() { return .message(message) }
        }
    }

    /// What is left at the end of input: a last line without its newline.
    private mutating func finish() -> Item? {
        if skipping { return nil }
        return take().map(Item.message)
    }

    /// The line read so far, without a carriage return at its end; nil when it is empty.
    private mutating func take() -> [UInt8]? {
        var message = line
        line.removeAll(keepingCapacity: true)
        if message.last == UInt8(ascii: "\r") { message.removeLast() }
        return message.isEmpty ? nil : message
    }

    /// Reads what is there into the chunk: its count, 0 at the end of input or on an error that ends it.
    private mutating func read() -> Int {
        while true {
            let count = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            return max(count, 0)
        }
    }
}
