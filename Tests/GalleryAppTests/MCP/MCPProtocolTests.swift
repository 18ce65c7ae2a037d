import Foundation
import Testing

/// `gallery mcp` keeping JSON-RPC's word: errors numbered and addressed as the specification says, input read in
/// linear time with a limit per message, and every request answered before it exits at the end of its input.
@Suite("The MCP server's protocol", .serialized)
struct MCPProtocolTests {
    /// The error of an answer: its code and its id (NSNull for null).
    static func error(_ message: [String: Any]) -> (code: Int?, id: Any?) {
        ((message["error"] as? [String: Any])?["code"] as? Int, message["id"])
    }

    @Test("Errors are JSON-RPC's: -32700 with a null id for a line that is not JSON, -32600, -32601, and -32602 for bad params and unknown tools")
    func errorCodes() throws {
        let client = try MCPClient()
        try client.initialize()
        // Answered at once, in order: each line's answer is the next message.
        // Each line, the code it is answered with, and the id of the answer as JSON (null: the id cannot be read).
        let lines: [(line: String, code: Int, id: String)] = [
            ("garbage", -32700, "null"),
            ("{\"jsonrpc\":\"2.0\",\"id\":7,", -32700, "null"),
            ("[1, 2]", -32600, "null"),
            ("[{\"jsonrpc\":\"2.0\",\"id\":8,\"method\":\"ping\"}]", -32600, "null"),
            ("\"ping\"", -32600, "null"),
            ("{\"jsonrpc\":\"2.0\",\"id\":null,\"method\":\"ping\"}", -32600, "null"),
            ("{\"jsonrpc\":\"2.0\",\"id\":{\"a\":1},\"method\":\"ping\"}", -32600, "null"),
            ("{\"jsonrpc\":\"1.0\",\"id\":9,\"method\":\"ping\"}", -32600, "9"),
            ("{\"jsonrpc\":\"2.0\",\"id\":10,\"method\":5}", -32600, "10"),
            ("{\"jsonrpc\":\"2.0\",\"id\":11}", -32600, "11"),
            ("{\"jsonrpc\":\"2.0\",\"id\":12,\"method\":\"resources/list\"}", -32601, "12"),
            ("{\"jsonrpc\":\"2.0\",\"id\":13,\"method\":\"tools/call\",\"params\":[1]}", -32602, "13"),
            ("{\"jsonrpc\":\"2.0\",\"id\":14,\"method\":\"tools/call\",\"params\":{\"name\":5}}", -32602, "14"),
            ("{\"jsonrpc\":\"2.0\",\"id\":15,\"method\":\"tools/call\",\"params\":{\"arguments\":{}}}", -32602, "15"),
            ("{\"jsonrpc\":\"2.0\",\"id\":16,\"method\":\"tools/call\",\"params\":{\"name\":\"code\",\"arguments\":[1,2]}}", -32602, "16"),
            ("{\"jsonrpc\":\"2.0\",\"id\":17,\"method\":\"tools/call\",\"params\":{\"name\":\"draw\",\"arguments\":{}}}", -32602, "17"),
            ("{\"jsonrpc\":\"2.0\",\"id\":18,\"method\":\"tools/call\",\"params\":{\"name\":\"resolve\",\"arguments\":{\"family\":3}}}", -32602, "18"),
            ("{\"jsonrpc\":\"2.0\",\"id\":19,\"method\":\"tools/call\",\"params\":{\"name\":\"resolve\",\"arguments\":{\"family\":\"toggle\",\"colour\":\"red\"}}}", -32602, "19"),
            ("{\"jsonrpc\":\"2.0\",\"id\":20,\"method\":\"tools/call\",\"params\":{\"name\":\"resolve\",\"arguments\":{}}}", -32602, "20"),
            ("{\"jsonrpc\":\"2.0\",\"id\":\"x\",\"method\":\"tools/call\",\"params\":{\"name\":\"check\",\"arguments\":{\"source\":\"\",\"paths\":[\"a.swift\"],\"targets\":[\"iOS=17\"]}}}", -32602, "\"x\""),
        ]
        for (line, code, id) in lines {
            let answer = try client.exchange(Data(line.utf8))
            let (answered, answeredID) = Self.error(answer)
            #expect(answered == code, "\(line) → \(answer)")
            let answeredJSON = try answeredID.map { String(decoding: try JSONSerialization.data(withJSONObject: $0, options: .fragmentsAllowed), as: UTF8.self) }
            #expect(answeredJSON == id, "\(line) → \(answer)")
        }
        // A notification is never answered, not even with an error; the server goes on.
        try client.notify("notifications/nothing-like-this")
        #expect(try client.request("ping").isEmpty)
        #expect(client.close() == 0)
        #expect(client.remaining().isEmpty, "\(client.remaining())")
    }

    @Test("A line is read in linear time: 4 MB just under the limit are answered in seconds, and a ping after it too")
    func longLine() throws {
        let client = try MCPClient()
        try client.initialize()
        // A request padded to just under the limit (4 MiB). Read in linear time it is answered in a fifth of a second
        // (a busy machine takes longer, and the deadline leaves it a hundred times that); the SDK's reader, which
        // searched its whole buffer again after every 4 KB, took a minute and a half, answering nothing meanwhile.
        let padding = String(repeating: "x", count: 4 * 1024 * 1024 - 200)
        let line = Data("{\"jsonrpc\":\"2.0\",\"id\":1000,\"method\":\"ping\",\"params\":{\"padding\":\"\(padding)\"}}".utf8)
        #expect(line.count < 4 * 1024 * 1024)
        let answer = try client.exchange(line, timeout: 20)
        #expect(answer["id"] as? Int == 1000 && answer["result"] != nil, "\(answer["error"] ?? "")")
        #expect(try client.request("ping", timeout: 60).isEmpty)
        #expect(client.close() == 0)
    }

    @Test("A line over the limit is one -32600 error with a null id, and the server goes on with the next line")
    func lineOverLimit() throws {
        let client = try MCPClient()
        try client.initialize()
        for size in [4 * 1024 * 1024 + 1, 9 * 1024 * 1024] {
            let line = Data("{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"ping\",\"params\":{\"padding\":\"".utf8)
                + Data(repeating: UInt8(ascii: "y"), count: size) + Data("\"}}".utf8)
            let answer = try client.exchange(line, timeout: 60)
            let (code, id) = Self.error(answer)
            #expect(code == -32600 && id is NSNull, "\(answer)")
            #expect((answer["error"] as? [String: Any])?["message"] as? String == "Invalid Request: a message is at most 4 MiB; this line was longer and was skipped")
            #expect(try client.request("ping", timeout: 60).isEmpty)
        }
        #expect(client.close() == 0)
        #expect(client.remaining().isEmpty, "one error per line: \(client.remaining())")
    }

    @Test("At the end of its input the server answers every request in flight (20 tool calls, a render among them), then exits")
    func answersEverythingAtEndOfInput() throws {
        let temporary = FileManager.default.temporaryDirectory.appendingPathComponent("gallery-mcp-drain-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: temporary) }
        let client = try MCPClient(environment: ["TMPDIR": temporary.path])
        try client.initialize()
        var ids: [Int: String] = [:]
        ids[try client.send("tools/call", ["name": "render", "arguments": ["family": "toggle", "style": "switch", "platform": "iOS"]])] = "render"
        for index in 0..<19 {
            let call: [String: Any] = index % 2 == 0
                ? ["name": "resolve", "arguments": ["family": "toggle", "platform": "macOS"]]
                : ["name": "code", "arguments": ["family": "picker", "style": "segmented"]]
            ids[try client.send("tools/call", call)] = call["name"] as? String
        }
        #expect(client.close(timeout: 300) == 0)
        let answers = client.remaining().filter { $0["id"] is Int }
        #expect(Set(answers.compactMap { $0["id"] as? Int }) == Set(ids.keys), "answered \(answers.count) of 20")
        for answer in answers {
            let result = answer["result"] as? [String: Any]
            #expect(result?["isError"] as? Bool == false, "\(ids[answer["id"] as? Int ?? 0] ?? ""): \(answer)")
            if ids[answer["id"] as? Int ?? 0] == "render" {
                let content = result?["content"] as? [[String: Any]] ?? []
                #expect(content.contains { $0["type"] as? String == "image" })
            }
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: temporary.path).isEmpty)
    }

    @Test("A cancelled call is not answered; the server goes on answering the others")
    func cancelled() throws {
        let temporary = FileManager.default.temporaryDirectory.appendingPathComponent("gallery-mcp-cancel-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: temporary) }
        let client = try MCPClient(environment: ["TMPDIR": temporary.path])
        try client.initialize()
        // Every page on every platform: far longer than this test.
        let render = try client.send("tools/call", ["name": "render", "arguments": [String: Any]()])
        let drawing = ProcessTable.waitFor(seconds: 240) {
            MCPRenderChildTests.images(in: temporary).isEmpty ? nil : true
        }
        #expect(drawing == true, "the render drew nothing")
        try client.notify("notifications/cancelled", ["requestId": render, "reason": "the test is done with it"])
        // Its folder goes with the render it stopped.
        let removed = ProcessTable.waitFor(seconds: 60) { (try? FileManager.default.contentsOfDirectory(atPath: temporary.path))?.isEmpty == true ? true : nil }
        #expect(removed == true, "\((try? FileManager.default.contentsOfDirectory(atPath: temporary.path)) ?? [])")
        #expect(try client.request("ping").isEmpty)
        #expect(client.close() == 0)
        #expect(!client.remaining().contains { $0["id"] as? Int == render })
    }
}
