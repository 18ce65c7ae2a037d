import Foundation

/// A Language Server Protocol client for the tests, written against the wire format: it starts `gallery lsp` with pipes
/// for its standard streams, writes messages framed with `Content-Length`, and keeps every message the server writes.
final class LSPClient: @unchecked Sendable {
    private let process = Process()
    private let input = Pipe()
    private let output = Pipe()
    private let lock = NSCondition()
    // Guarded by `lock`: the messages read, and the bytes of one still arriving.
    private var messages: [[String: Any]] = []
    private var buffer = Data()
    private var ended = false

    /// Starts `gallery lsp` in the test runner's environment speaking English, with `environment` on top.
    init(environment: [String: String] = [:]) throws {
        process.executableURL = GalleryProcess.executable
        process.arguments = ["lsp"]
        process.environment = GalleryProcess.englishEnvironment.merging(environment) { _, new in new }
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
        buffer.append(data)
        while let end = buffer.range(of: Data("\r\n\r\n".utf8)) {
            let header = String(decoding: buffer[buffer.startIndex..<end.lowerBound], as: UTF8.self)
            guard let length = header.split(separator: "\r\n").compactMap({ line -> Int? in
                line.hasPrefix("Content-Length: ") ? Int(line.dropFirst("Content-Length: ".count)) : nil
            }).first, buffer.distance(from: end.upperBound, to: buffer.endIndex) >= length else { return }
            let content = buffer[end.upperBound..<buffer.index(end.upperBound, offsetBy: length)]
            if let message = try? JSONSerialization.jsonObject(with: content) as? [String: Any] { messages.append(message) }
            buffer = Data(buffer[buffer.index(end.upperBound, offsetBy: length)...])
        }
    }

    /// Writes `bytes` as they are.
    func write(_ bytes: Data) {
        input.fileHandleForWriting.write(bytes)
    }

    /// Writes `message` framed.
    func send(_ message: [String: Any]) throws {
        let content = try JSONSerialization.data(withJSONObject: message)
        write(Data("Content-Length: \(content.count)\r\n\r\n".utf8) + content)
    }

    /// The first message the server wrote that `matches`, waiting up to `timeout` seconds; nil when none came.
    func message(timeout: TimeInterval = 60, where matches: ([String: Any]) -> Bool) -> [String: Any]? {
        let deadline = Date().addingTimeInterval(timeout)
        lock.lock()
        defer { lock.unlock() }
        while true {
            if let found = messages.first(where: matches) { return found }
            if ended || !lock.wait(until: deadline) { return messages.first(where: matches) }
        }
    }

    /// The answer to the request `id`.
    func response(_ id: Int, timeout: TimeInterval = 60) -> [String: Any]? {
        message(timeout: timeout) { $0["id"] as? Int == id && $0["method"] == nil }
    }

    /// Every message so far.
    var received: [[String: Any]] {
        lock.lock()
        defer { lock.unlock() }
        return messages
    }

    /// Closes the server's standard input and waits for it to end: its exit status, or nil when a signal ended it or
    /// it did not end within `timeout` seconds.
    func finish(timeout: TimeInterval = 60) -> Int32? {
        try? input.fileHandleForWriting.close()
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.01) }
        guard !process.isRunning else {
            process.terminate()
            return nil
        }
        return process.terminationReason == .exit ? process.terminationStatus : nil
    }
}
