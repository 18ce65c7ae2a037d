import Foundation

/// A Model Context Protocol client for the tests, written against the wire format rather than the SDK: it starts
/// `gallery mcp` with pipes for its standard streams and exchanges JSON-RPC messages, one per line. Given `roots`, it
/// declares the roots capability and answers the server's `roots/list` with them, as an editor shares its folders.
final class MCPClient: @unchecked Sendable {
    /// A JSON-RPC error the server answered with.
    struct ProtocolError: Error, CustomStringConvertible {
        let code: Int
        let message: String
        var description: String { "[\(code)] \(message)" }
    }

    let process = Process()
    private let input = Pipe()
    private let output = Pipe()
    private let lock = NSCondition()
    // Guarded by `lock`: the messages the server wrote and not yet taken, what is left of a line being read, the
    // roots answered to `roots/list`, and how many times the server asked.
    private var messages: [[String: Any]] = []
    private var partial = Data()
    private var ended = false
    private var nextID = 1
    private var roots: [URL]?
    private(set) var rootsAsked = 0

    /// Starts `program` with `arguments` (the launcher, `gallery mcp`, by default), speaking English, in `folder` (the
    /// test runner's by default), with `environment` added; `roots`, when given, are the folders it shares.
    init(program: URL = GalleryProcess.executable, arguments: [String] = ["mcp"], environment: [String: String] = [:],
         folder: URL? = nil, roots: [URL]? = nil) throws {
        self.roots = roots
        process.executableURL = program
        process.arguments = arguments
        process.environment = GalleryProcess.englishEnvironment.merging(environment) { $1 }
        if let folder { process.currentDirectoryURL = folder }
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
        var rootsRequests: [Any] = []
        lock.lock()
        if data.isEmpty {
            ended = true
            output.fileHandleForReading.readabilityHandler = nil
        }
        partial.append(data)
        while let newline = partial.firstIndex(of: UInt8(ascii: "\n")) {
            let line = partial[partial.startIndex..<newline]
            partial = Data(partial[partial.index(after: newline)...])
            guard let message = (try? JSONSerialization.jsonObject(with: line)) as? [String: Any] else { continue }
            if message["method"] as? String == "roots/list", let id = message["id"] {
                rootsAsked += 1
                rootsRequests.append(id)
            } else {
                messages.append(message)
            }
        }
        let roots = roots ?? []
        lock.unlock()
        lock.broadcast()
        for id in rootsRequests {
            try? send(["jsonrpc": "2.0", "id": id, "result": ["roots": roots.map { ["uri": $0.absoluteString, "name": $0.lastPathComponent] }]])
        }
    }

    /// Changes the folders the client shares and tells the server (`notifications/roots/list_changed`).
    func share(_ folders: [URL]) throws {
        lock.lock()
        roots = folders
        lock.unlock()
        try notify("notifications/roots/list_changed")
    }

    /// How many times the server asked for the roots so far.
    var rootsRequests: Int {
        lock.lock()
        defer { lock.unlock() }
        return rootsAsked
    }

    /// Sends a request and returns its result, skipping the notifications the server sends meanwhile.
    ///
    /// - Throws: ``ProtocolError`` for an error response; a failure when no answer comes within `timeout` seconds.
    @discardableResult
    func request(_ method: String, _ params: Any = [String: Any](), timeout: TimeInterval = 60) throws -> [String: Any] {
        let id = try send(method, params)
        return try answer(to: id, method: method, timeout: timeout)
    }

    /// Sends a request without waiting for its answer; returns its id.
    func send(_ method: String, _ params: Any = [String: Any]()) throws -> Int {
        lock.lock()
        let id = nextID
        nextID += 1
        lock.unlock()
        try send(["jsonrpc": "2.0", "id": id, "method": method, "params": params])
        return id
    }

    /// The result of the request `id`.
    ///
    /// - Throws: ``ProtocolError`` for an error response; a failure when no answer comes within `timeout` seconds.
    func answer(to id: Int, method: String = "the request", timeout: TimeInterval = 60) throws -> [String: Any] {
        let message = try next(timeout: timeout, what: method) { $0["id"] as? Int == id }
        if let error = message["error"] as? [String: Any] {
            throw ProtocolError(code: error["code"] as? Int ?? 0, message: error["message"] as? String ?? "")
        }
        return message["result"] as? [String: Any] ?? [:]
    }

    /// Sends `line` as it is, and returns the next message the server writes: for lines answered at once, in order.
    func exchange(_ line: Data, timeout: TimeInterval = 60) throws -> [String: Any] {
        try input.fileHandleForWriting.write(contentsOf: line + Data([UInt8(ascii: "\n")]))
        return try next(timeout: timeout, what: "a raw line") { _ in true }
    }

    /// Takes the first message that `matches`, waiting at most `timeout` seconds for it.
    private func next(timeout: TimeInterval, what: String, _ matches: ([String: Any]) -> Bool) throws -> [String: Any] {
        let deadline = Date().addingTimeInterval(timeout)
        lock.lock()
        defer { lock.unlock() }
        while true {
            if let index = messages.firstIndex(where: matches) { return messages.remove(at: index) }
            if ended { throw ProtocolError(code: 0, message: "the server closed its output") }
            guard lock.wait(until: deadline) else { throw ProtocolError(code: 0, message: "no answer to \(what) in \(timeout) s") }
        }
    }

    /// Every message received and not yet taken.
    func remaining() -> [[String: Any]] {
        lock.lock()
        defer { lock.unlock() }
        return messages
    }

    /// Sends a notification, which has no answer.
    func notify(_ method: String, _ params: [String: Any]? = nil) throws {
        var message: [String: Any] = ["jsonrpc": "2.0", "method": method]
        if let params { message["params"] = params }
        try send(message)
    }

    private func send(_ message: [String: Any]) throws {
        var data = try JSONSerialization.data(withJSONObject: message)
        data.append(UInt8(ascii: "\n"))
        try input.fileHandleForWriting.write(contentsOf: data)
    }

    /// Initializes the session as a client does: `initialize` (declaring roots when it has them), then
    /// `notifications/initialized`.
    @discardableResult
    func initialize() throws -> [String: Any] {
        lock.lock()
        let capabilities: [String: Any] = roots == nil ? [:] : ["roots": ["listChanged": true]]
        lock.unlock()
        let result = try request("initialize", [
            "protocolVersion": "2025-06-18",
            "capabilities": capabilities,
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
