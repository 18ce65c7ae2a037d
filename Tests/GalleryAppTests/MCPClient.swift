import Foundation

/// A Model Context Protocol client for the tests, written against the wire format rather than the SDK: it starts
/// `gallery mcp` with pipes for its standard streams and exchanges JSON-RPC messages, one per line.
final class MCPClient: @unchecked Sendable {
    /// A JSON-RPC error the server answered with.
    struct ProtocolError: Error, CustomStringConvertible {
        let code: Int
        let message: String
        var description: String { "[\(code)] \(message)" }
    }

    private let process = Process()
    private let input = Pipe()
    private let output = Pipe()
    private let lock = NSCondition()
    // Guarded by `lock`: the lines the server wrote and not yet taken, and what is left of a line being read.
    private var lines: [Data] = []
    private var partial = Data()
    private var ended = false
    private var nextID = 1

    /// Starts `program` with `arguments` (the launcher, `gallery mcp`, by default), speaking English.
    init(program: URL = GalleryProcess.executable, arguments: [String] = ["mcp"]) throws {
        process.executableURL = program
        process.arguments = arguments
        process.environment = GalleryProcess.englishEnvironment
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        output.fileHandleForReading.readabilityHandler = { [weak self] handle in
            self?.received(handle.availableData)
        }
        try process.run()
    }

    deinit {
        if process.isRunning { process.terminate() }
    }

    private func received(_ data: Data) {
        lock.lock()
        defer { lock.unlock(); lock.broadcast() }
        if data.isEmpty {
            ended = true
            output.fileHandleForReading.readabilityHandler = nil
            return
        }
        partial.append(data)
        while let newline = partial.firstIndex(of: UInt8(ascii: "\n")) {
            lines.append(partial[partial.startIndex..<newline])
            partial = Data(partial[partial.index(after: newline)...])
        }
    }

    /// Sends a request and returns its result, skipping the notifications the server sends meanwhile.
    ///
    /// - Throws: ``ProtocolError`` for an error response; a failure when no answer comes within `timeout` seconds.
    @discardableResult
    func request(_ method: String, _ params: [String: Any] = [:], timeout: TimeInterval = 60) throws -> [String: Any] {
        lock.lock()
        let id = nextID
        nextID += 1
        lock.unlock()
        try send(["jsonrpc": "2.0", "id": id, "method": method, "params": params])
        let deadline = Date().addingTimeInterval(timeout)
        lock.lock()
        defer { lock.unlock() }
        while true {
            while let line = lines.first {
                lines.removeFirst()
                guard let message = try JSONSerialization.jsonObject(with: line) as? [String: Any], message["id"] as? Int == id else { continue }
                if let error = message["error"] as? [String: Any] {
                    throw ProtocolError(code: error["code"] as? Int ?? 0, message: error["message"] as? String ?? "")
                }
                return message["result"] as? [String: Any] ?? [:]
            }
            if ended { throw ProtocolError(code: 0, message: "the server closed its output") }
            guard lock.wait(until: deadline) else { throw ProtocolError(code: 0, message: "no answer to \(method) in \(timeout) s") }
        }
    }

    /// Sends a notification, which has no answer.
    func notify(_ method: String) throws {
        try send(["jsonrpc": "2.0", "method": method])
    }

    private func send(_ message: [String: Any]) throws {
        var data = try JSONSerialization.data(withJSONObject: message)
        data.append(UInt8(ascii: "\n"))
        try input.fileHandleForWriting.write(contentsOf: data)
    }

    /// Initializes the session as a client does: `initialize`, then `notifications/initialized`.
    @discardableResult
    func initialize() throws -> [String: Any] {
        let result = try request("initialize", [
            "protocolVersion": "2025-06-18",
            "capabilities": [String: Any](),
            "clientInfo": ["name": "gallery-tests", "version": "1"],
        ])
        try notify("notifications/initialized")
        return result
    }

    /// Calls `tool` with `arguments` and returns the result's content items and whether it is an error.
    func call(_ tool: String, _ arguments: [String: Any], timeout: TimeInterval = 60) throws -> (content: [[String: Any]], isError: Bool) {
        let result = try request("tools/call", ["name": tool, "arguments": arguments], timeout: timeout)
        return (result["content"] as? [[String: Any]] ?? [], result["isError"] as? Bool ?? false)
    }

    /// Closes the server's standard input and waits for it to exit; returns its exit status.
    func close(timeout: TimeInterval = 30) -> Int32? {
        try? input.fileHandleForWriting.close()
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning && Date() < deadline { usleep(10_000) }
        return process.isRunning ? nil : process.terminationStatus
    }
}
