import Foundation
@testable import GalleryLSP
import Testing

/// The base protocol's framing: `Content-Length` headers, read whatever the chunks, in linear time, each message at
/// most its limit; every bad header one refusal, after which reading goes on.
@Suite("Message framing")
struct FramingTests {
    /// The frames a reader gives for `input` handed over in chunks of `chunk` bytes.
    static func frames(_ input: [UInt8], chunk: Int = 1 << 16, maximum: Int = MessageReader.maximumMessageBytes) -> [MessageReader.Frame] {
        var rest = input[...]
        let reader = MessageReader(maximumMessageBytes: maximum) {
            guard !rest.isEmpty else { return nil }
            let taken = Array(rest.prefix(chunk))
            rest = rest.dropFirst(chunk)
            return taken
        }
        var frames: [MessageReader.Frame] = []
        while let frame = reader.next() { frames.append(frame) }
        return frames
    }

    static func framed(_ content: String, header: String? = nil) -> [UInt8] {
        let bytes = Array(content.utf8)
        return Array((header ?? "Content-Length: \(bytes.count)\r\n\r\n").utf8) + bytes
    }

    static func messages(_ frames: [MessageReader.Frame]) -> [String] {
        frames.compactMap { if case .message(let bytes) = $0 { String(decoding: bytes, as: UTF8.self) } else { nil } }
    }

    static func refusals(_ frames: [MessageReader.Frame]) -> [MessageReader.Refusal] {
        frames.compactMap { if case .refused(let refusal) = $0 { refusal } else { nil } }
    }

    // The specification's example: "Content-Length: ...\r\n\r\n" then the JSON of a request.
    static let didOpen = """
        {
        \t"jsonrpc": "2.0",
        \t"id": 1,
        \t"method": "textDocument/didOpen",
        \t"params": {
        \t\t"textDocument": {"uri": "file:///p/Größe.swift", "languageId": "swift", "version": 1, "text": "🌍"}
        \t}
        }
        """

    @Test("The specification's example, two messages back to back, in chunks of any size")
    func specificationExample() {
        let input = Self.framed(Self.didOpen) + Self.framed("{\"jsonrpc\":\"2.0\",\"method\":\"exit\"}")
        for chunk in [1, 2, 3, 7, 64, 1 << 16] {
            let frames = Self.frames(input, chunk: chunk)
            #expect(Self.messages(frames) == [Self.didOpen, "{\"jsonrpc\":\"2.0\",\"method\":\"exit\"}"], "chunks of \(chunk)")
            #expect(Self.refusals(frames).isEmpty)
        }
    }

    @Test("Content-Length counts bytes, not characters; names in any case; Content-Type with utf-8 or the old utf8")
    func headerFields() {
        let content = "{\"text\":\"a𐐀b é\"}"
        #expect(Array(content.utf8).count != content.count)
        for header in [
            "content-length: \(Array(content.utf8).count)\r\n\r\n",
            "Content-Type: application/vscode-jsonrpc; charset=utf-8\r\nContent-Length: \(Array(content.utf8).count)\r\n\r\n",
            "Content-Length: \(Array(content.utf8).count)\r\nContent-Type: application/vscode-jsonrpc; charset=utf8\r\nX-Other: 1\r\n\r\n",
        ] {
            let frames = Self.frames(Self.framed(content, header: header))
            #expect(Self.messages(frames) == [content], "\(header)")
        }
    }

    @Test("A message larger than the limit is one -32600 refusal, never held, and the next message is read")
    func oversizedMessage() {
        let big = String(repeating: "x", count: 5_000)
        let input = Self.framed("{\"a\":\"\(big)\"}") + Self.framed("{\"b\":1}")
        let frames = Self.frames(input, chunk: 100, maximum: 1_000)
        #expect(Self.messages(frames) == ["{\"b\":1}"])
        #expect(Self.refusals(frames).map(\.code) == [-32600])
        #expect(Self.refusals(frames).first?.reason.english == "a message of 5008 bytes is larger than the 1000 bytes a message may have; it was skipped")
    }

    @Test("Bad headers: each one refusal (-32700), and the next message is read")
    func badHeaders() {
        let next = Self.framed("{\"b\":1}")
        let cases: [(input: [UInt8], reason: String)] = [
            (Array("Content-Length: lots\r\n\r\n".utf8) + next, "Content-Length 'lots' is not a number of bytes; the message was skipped"),
            (Array("Content-Type: text/plain\r\n\r\n".utf8) + next, "a message's header has no Content-Length; the message was skipped"),
            // A message whose length was too short leaves bytes before the next header.
            (Array("Content-Length: 2\r\n\r\n{\"a\":1}".utf8) + next, "5 bytes before a message's header are not a message; they were skipped"),
            (Self.framed("{}", header: "Content-Length: 2\r\nContent-Type: application/json; charset=latin1\r\n\r\n") + next,
             "a message's content is in 'latin1', but the protocol's only charset is utf-8; it was skipped"),
        ]
        for (input, reason) in cases {
            let frames = Self.frames(input, chunk: 5)
            #expect(Self.messages(frames).last == "{\"b\":1}", "\(reason)")
            #expect(Self.refusals(frames).map(\.reason.english).contains(reason), "\(Self.refusals(frames))")
            #expect(Self.refusals(frames).allSatisfy { $0.code == -32700 })
        }
    }

    @Test("A header longer than 8 KiB is one refusal; reading goes on after its end")
    func headerTooLong() {
        let junk = Array(String(repeating: "X-Junk: y\r\n", count: 2_000).utf8) + Array("\r\n".utf8)
        let frames = Self.frames(junk + Self.framed("{\"b\":1}"), chunk: 1_000)
        #expect(Self.messages(frames) == ["{\"b\":1}"])
        #expect(Self.refusals(frames).map(\.reason.english) == ["a message's header is longer than 8192 bytes; it was skipped"])
    }

    @Test("Linear time: a 512 KiB message and a 512 KiB header that never ends, a byte at a time")
    func linearTime() {
        let start = ContinuousClock.now
        let content = "{\"text\":\"" + String(repeating: "a\\n", count: 170_000) + "\"}"
        let frames = Self.frames(Self.framed(content), chunk: 1)
        #expect(Self.messages(frames).first?.count == content.count)
        let endless = Array(String(repeating: "x", count: 512 << 10).utf8)
        #expect(Self.refusals(Self.frames(endless, chunk: 1)).count == 1)
        // Reading every byte again for each byte that arrives would take hours; linear reading takes a second or two in
        // a debug build on a busy machine.
        #expect(ContinuousClock.now - start < .seconds(60))
    }

    @Test("The writer frames each message with its length in bytes")
    func writer() {
        let written = Locked<[UInt8]>([])
        let writer = MessageWriter { bytes in written.update { $0 += bytes } }
        writer.send(["text": "a𐐀b"])
        let expected = "{\"text\":\"a𐐀b\"}"
        #expect(String(decoding: written.value, as: UTF8.self) == "Content-Length: \(Array(expected.utf8).count)\r\n\r\n" + expected)
    }
}

/// A value shared between threads.
final class Locked<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Value

    init(_ value: Value) {
        stored = value
    }

    var value: Value {
        lock.lock()
        defer { lock.unlock() }
        return stored
    }

    func update(_ change: (inout Value) -> Void) {
        lock.lock()
        change(&stored)
        lock.unlock()
    }
}
