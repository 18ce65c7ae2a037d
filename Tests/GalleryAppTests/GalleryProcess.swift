import Foundation
import Testing

/// Runs the built `gallery` executable and captures what it prints.
struct GalleryProcess {
    /// What a run produced.
    struct Output: Sendable {
        /// The exit status, or the signal's number when a signal ended the process.
        let status: Int32
        /// Whether the process exited by itself rather than being ended by a signal (a crash, an abort).
        let exited: Bool
        let stdout: String
        let stderr: String
    }

    /// The `gallery` binary next to the test bundle (SwiftPM builds it first,
    /// because this test target depends on the executable target).
    static let executable: URL = {
        let buildFolder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        let beside = buildFolder.appendingPathComponent("gallery")
        if FileManager.default.isExecutableFile(atPath: beside.path) { return beside }
        let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        return package.appendingPathComponent(".build/debug/gallery")
    }()

    /// The test runner's environment speaking English whatever the machine's locale: tests that check the
    /// other languages set `LANG` or `LANGUAGE` themselves.
    static var englishEnvironment: [String: String] {
        var environment = ProcessInfo.processInfo.environment
        for name in ["LANGUAGE", "LC_ALL", "LC_MESSAGES"] { environment[name] = nil }
        environment["LANG"] = "C.UTF-8"
        return environment
    }

    /// Runs `gallery` (or another `program`) with `arguments` and the given extra environment; waits at most
    /// `timeout` seconds.
    static func run(_ arguments: [String], environment: [String: String] = [:], removing: [String] = [],
                    timeout: TimeInterval = 60, program: URL = executable) throws -> Output {
        let process = Process()
        process.executableURL = program
        process.arguments = arguments
        var env = englishEnvironment
        for name in removing { env[name] = nil }
        env.merge(environment) { _, new in new }
        process.environment = env
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        // Read both pipes while the process runs so a large output cannot block it.
        let group = DispatchGroup()
        nonisolated(unsafe) var outData = Data()
        nonisolated(unsafe) var errData = Data()
        group.enter()
        DispatchQueue.global().async { outData = out.fileHandleForReading.readDataToEndOfFile(); group.leave() }
        group.enter()
        DispatchQueue.global().async { errData = err.fileHandleForReading.readDataToEndOfFile(); group.leave() }
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
        if process.isRunning {
            process.terminate()
            Issue.record("\(program.lastPathComponent) \(arguments.joined(separator: " ")) did not finish within \(Int(timeout)) s")
        }
        process.waitUntilExit()
        group.wait()
        return Output(status: process.terminationStatus, exited: process.terminationReason == .exit, stdout: String(decoding: outData, as: UTF8.self),
                      stderr: String(decoding: errData, as: UTF8.self))
    }
}
