import Foundation
import GalleryModel

/// The base protocol's framing (LSP 3.17, "Base Protocol"): each message is a header of `Name: value` fields, each
/// ended by `\r\n`, an empty line, then the content, whose length in bytes `Content-Length` gives. The content is
/// JSON in UTF-8, the only charset the protocol has.
///
/// Read in linear time, whatever arrives: every byte is looked at a bounded number of times, a header may be at most
/// ``maximumHeaderBytes`` and a message at most ``maximumMessageBytes``. A message too large is skipped as it arrives
/// (never held), and is one refusal; a header that does not read is one refusal, after which the reader finds the next
/// `Content-Length` and goes on.
final class MessageReader {
    /// What the reader gives: a message's content, or why bytes were not a message.
    enum Frame: Equatable {
        case message([UInt8])
        case refused(Refusal)
    }

    /// Why bytes were skipped: said back to the client as a JSON-RPC error without an id.
    struct Refusal: Equatable {
        /// The JSON-RPC error code: -32700 for bytes that are not a message, -32600 for a message too large.
        let code: Int
        let reason: LocalizedText
    }

    /// A header's most bytes: the protocol's headers are two short fields.
    static let maximumHeaderBytes = 8 << 10
    /// A message's most bytes: a Swift file the reader reads is at most 128 KiB, which JSON's escapes can make six
    /// times longer at most; any message of the protocol this server answers fits.
    static let maximumMessageBytes = 4 << 20

    private enum State {
        /// Looking for the empty line that ends a header.
        case header
        /// A header too long: skipping to the end of it.
        case skippingHeader
        /// Waiting for a content of this many bytes.
        case content(Int)
        /// Skipping this many more bytes of a message refused.
        case skipping(Int)
    }

    private let readChunk: () -> [UInt8]?
    private let maximumMessage: Int
    private var buffer: [UInt8] = []
    /// The first byte of `buffer` not yet taken.
    private var start = 0
    /// Where the search for the end of the header goes on from.
    private var searchFrom = 0
    private var state = State.header
    private var pending: [Frame] = []

    /// A reader of the chunks `readChunk` returns, nil at the end of the input.
    init(maximumMessageBytes: Int = MessageReader.maximumMessageBytes, readChunk: @escaping () -> [UInt8]?) {
        self.readChunk = readChunk
        self.maximumMessage = maximumMessageBytes
    }

    /// A reader of a file descriptor (standard input).
    convenience init(descriptor: Int32) {
        self.init { () -> [UInt8]? in
            var chunk = [UInt8](repeating: 0, count: 64 << 10)
            while true {
                let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
                if count > 0 { return Array(chunk[0..<count]) }
                if count < 0, errno == EINTR { continue }
                return nil
            }
        }
    }

    /// The next frame, or nil when the input has ended.
    func next() -> Frame? {
        while true {
            if !pending.isEmpty { return pending.removeFirst() }
            if step() { continue }
            guard let chunk = readChunk() else { return nil }
            compact()
            buffer += chunk
        }
    }

    /// Takes what the buffer holds as far as it goes; true when it made progress (a frame or a state change).
    private func step() -> Bool {
        let available = buffer.count - start
        switch state {
        case .skipping(let remaining):
            guard available > 0 else { return false }
            let taken = min(remaining, available)
            start += taken
            state = taken == remaining ? .header : .skipping(remaining - taken)
            searchFrom = start
            return true
        case .content(let length):
            guard available >= length else { return false }
            pending.append(.message(Array(buffer[start..<start + length])))
            start += length
            searchFrom = start
            state = .header
            return true
        case .header, .skippingHeader:
            guard let end = headerEnd() else {
                searchFrom = max(start, buffer.count - 3)
                if case .header = state, available > Self.maximumHeaderBytes {
                    state = .skippingHeader
                    pending.append(.refused(Refusal(code: -32700, reason: say(
                        "a message's header is longer than \(Self.maximumHeaderBytes) bytes; it was skipped"))))
                    return true
                }
                if case .skippingHeader = state { start = searchFrom }
                return false
            }
            let block = Array(buffer[start..<end])
            start = end + 4
            searchFrom = start
            if case .skippingHeader = state {
                // The end of the header too long; its content's length is unknown, so the next header is looked for.
                state = .header
                return true
            }
            take(header: block)
            return true
        }
    }

    /// Where the `\r\n\r\n` that ends the header at `start` begins, or nil when it has not arrived.
    private func headerEnd() -> Int? {
        var index = max(searchFrom, start)
        while index + 3 < buffer.count {
            if buffer[index] == 0x0D, buffer[index + 1] == 0x0A, buffer[index + 2] == 0x0D, buffer[index + 3] == 0x0A { return index }
            index += 1
        }
        return nil
    }

    /// Reads a header's fields and sets what comes next.
    private func take(header block: [UInt8]) {
        var parsed = Self.header(block)
        // Bytes before the header (a message whose length was wrong, or a stray line) are skipped, and said once: the
        // header read is then the one that starts at the last `Content-Length`.
        if case .failure = parsed, let found = Self.lastContentLength(in: block), found > 0 {
            pending.append(.refused(Refusal(code: -32700, reason: say("\(found) bytes before a message's header are not a message; they were skipped"))))
            parsed = Self.header(Array(block[found...]))
        }
        switch parsed {
        case .failure(let problem):
            pending.append(.refused(Refusal(code: -32700, reason: problem.reason)))
        case .success(let header):
            if header.length > maximumMessage {
                pending.append(.refused(Refusal(code: -32600, reason: say(
                    "a message of \(header.length) bytes is larger than the \(maximumMessage) bytes a message may have; it was skipped"))))
                state = header.length > 0 ? .skipping(header.length) : .header
            } else if let charset = header.charset {
                pending.append(.refused(Refusal(code: -32700, reason: say(
                    "a message's content is in \(Quoting.quoted(charset)), but the protocol's only charset is utf-8; it was skipped"))))
                state = header.length > 0 ? .skipping(header.length) : .header
            } else {
                state = .content(header.length)
            }
        }
    }

    /// A header's fields: the content's length, and a charset that is not UTF-8, if one is named.
    struct Header: Equatable {
        let length: Int
        let charset: String?
    }

    /// Reads the fields of a header (without its final empty line). Field names are matched without regard to case,
    /// as HTTP's are; fields other than `Content-Length` and `Content-Type` are ignored.
    static func header(_ bytes: [UInt8]) -> Result<Header, HeaderProblem> {
        guard let text = String(validating: bytes, as: UTF8.self), text.unicodeScalars.allSatisfy(\.isASCII) else {
            return .failure(HeaderProblem(say("a message's header is not ASCII text; it was skipped")))
        }
        var length: Int?
        var charset: String?
        for line in text.components(separatedBy: "\r\n") {
            guard let colon = line.firstIndex(of: ":") else {
                return .failure(HeaderProblem(say("\(Quoting.quoted(line)) is not a header field; the message was skipped")))
            }
            let name = line[..<colon].lowercased()
            let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            switch name {
            case "content-length":
                guard !value.isEmpty, value.count <= 12, value.allSatisfy({ $0.isASCII && $0.isNumber }), let number = Int(value) else {
                    return .failure(HeaderProblem(say("Content-Length \(Quoting.quoted(value)) is not a number of bytes; the message was skipped")))
                }
                length = number
            case "content-type":
                for parameter in value.split(separator: ";").dropFirst() {
                    let pair = parameter.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
                    guard pair.count == 2, pair[0].lowercased() == "charset" else { continue }
                    let name = pair[1].trimmingCharacters(in: CharacterSet(charactersIn: "\"")).lowercased()
                    // `utf8` is what earlier versions of the protocol wrote; the specification asks to read it as utf-8.
                    if name != "utf-8" && name != "utf8" { charset = pair[1] }
                }
            default:
                continue
            }
        }
        guard let length else { return .failure(HeaderProblem(say("a message's header has no Content-Length; the message was skipped"))) }
        return .success(Header(length: length, charset: charset))
    }

    /// Why a header does not read.
    struct HeaderProblem: Error, Equatable {
        let reason: LocalizedText
        init(_ reason: LocalizedText) { self.reason = reason }
    }

    /// Where the last `Content-Length` (in any case) of `block` starts, or nil.
    private static func lastContentLength(in block: [UInt8]) -> Int? {
        let name = Array("content-length".utf8)
        guard block.count >= name.count else { return nil }
        var index = block.count - name.count
        while index >= 0 {
            let matches = (0..<name.count).allSatisfy { offset in
                let byte = block[index + offset]
                return ((UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte + 32 : byte) == name[offset]
            }
            if matches { return index }
            index -= 1
        }
        return nil
    }

    /// Drops the bytes already taken, now and then, so the buffer holds what is still to come.
    private func compact() {
        guard start > 64 << 10, start * 2 > buffer.count else { return }
        buffer.removeFirst(start)
        searchFrom -= start
        start = 0
    }
}

/// Writes messages to a file descriptor (standard output), one whole message at a time whatever thread sends it.
final class MessageWriter: @unchecked Sendable {
    private let lock = NSLock()
    private let write: ([UInt8]) -> Void

    /// A writer that hands each framed message to `write`.
    init(write: @escaping ([UInt8]) -> Void) {
        self.write = write
    }

    /// A writer to `descriptor`.
    convenience init(descriptor: Int32) {
        self.init { bytes in
            var offset = 0
            while offset < bytes.count {
                let count = bytes[offset...].withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
                if count < 0, errno == EINTR { continue }
                // The client has gone (a closed pipe): nothing more can reach it, and its end of standard input ends the server.
                guard count > 0 else { return }
                offset += count
            }
        }
    }

    /// Sends `message` with its header.
    func send(_ message: JSONValue) {
        let content = message.serialized
        let framed = Array("Content-Length: \(content.count)\r\n\r\n".utf8) + content
        lock.lock()
        defer { lock.unlock() }
        write(framed)
    }
}
