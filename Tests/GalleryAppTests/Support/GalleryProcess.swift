import Foundation
import Testing

/// Runs the built `gallery` executable and captures what it prints.
///
/// Unless a test names its own `XDG_STATE_HOME`, each run gets a new, empty one (removed after
/// the run), so no test reads or writes the remembered state of the person running the tests. A test
/// that removes `XDG_STATE_HOME` runs without one, and names its own `HOME` for the state to go to.
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
        let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        return package.appendingPathComponent(".build/debug/gallery")
    }()

    /// Lets other users reach the build's programs and resources, for the tests that run `gallery` as `nobody`:
    /// each folder from the executable's up to the package's `.build` gains search permission for others. SwiftPM
    /// makes the platform's build folder (`.build/x86_64-unknown-linux-gnu`) 0750 when unpacking its swift-syntax
    /// prebuilts happens to create it first, and `nobody` then cannot find the files beside `gallery`.
    static let reachableByOtherUsers: Void = {
        var folder = executable.resolvingSymlinksInPath().deletingLastPathComponent()
        while folder.path.count > 1 {
            var status = stat()
            if stat(folder.path, &status) == 0, status.st_mode & S_IXOTH == 0 {
                chmod(folder.path, status.st_mode & 0o7777 | S_IXOTH)
            }
            if folder.lastPathComponent == ".build" { break }
            folder = folder.deletingLastPathComponent()
        }
    }()

    /// The test runner's environment speaking English whatever the machine's locale: tests that check the
    /// other languages set `LANG` or `LANGUAGE` themselves.
    static var englishEnvironment: [String: String] {
        var environment = ProcessInfo.processInfo.environment
        for name in ["LANGUAGE", "LC_ALL", "LC_MESSAGES"] { environment[name] = nil }
        environment["LANG"] = "C.UTF-8"
        return environment
    }

    /// Copies the program at `source` to `destination` (its mode kept) in a `cp` of its own, so that no descriptor open
    /// for writing the copy ever exists in this process: another test's thread starting a program at that moment would
    /// inherit it, and running the copy would fail with "Text file busy" until that program ended.
    static func copyProgram(_ source: URL, to destination: URL) throws {
        let copy = try run(["--preserve=mode", source.path, destination.path], program: URL(fileURLWithPath: "/bin/cp"))
        guard copy.status == 0 else { throw CopyFailed(message: copy.stderr) }
    }

    /// A copy `cp` could not make, with what it said.
    struct CopyFailed: Error, CustomStringConvertible {
        let message: String
        var description: String { "cp: \(message)" }
    }

    /// Runs `gallery` (or another `program`) with `arguments` and the given extra environment; waits at most
    /// `timeout` seconds.
    static func run(_ arguments: [String], environment: [String: String] = [:], removing: [String] = [],
                    timeout: TimeInterval = 60, program: URL = executable) throws -> Output {
        try start(arguments, environment: environment, removing: removing, program: program).wait(timeout: timeout)
    }

    /// Starts `gallery` (or another `program`) with `arguments` and the given extra environment, reading what it
    /// prints as it runs.
    static func start(_ arguments: [String], environment: [String: String] = [:], removing: [String] = [],
                      program: URL = executable) throws -> Running {
        try Running(arguments, environment: environment, removing: removing, program: program)
    }

    /// A `gallery` that has been started.
    final class Running: @unchecked Sendable {
        let process = Process()
        private let arguments: [String]
        /// The state home made for this run, removed after it.
        private let stateHome: URL?
        private let readers = DispatchGroup()
        // Written by the readers before they leave the group, read only after waiting for it.
        private var outData = Data()
        private var errData = Data()

        fileprivate init(_ arguments: [String], environment: [String: String], removing: [String], program: URL) throws {
            self.arguments = arguments
            process.executableURL = program
            process.arguments = arguments
            var env = GalleryProcess.englishEnvironment
            for name in removing { env[name] = nil }
            env.merge(environment) { _, new in new }
            precondition(!removing.contains("XDG_STATE_HOME") || environment["HOME"] != nil,
                         "a run without XDG_STATE_HOME names its HOME, so that it keeps its state away from the person's")
            if environment["XDG_STATE_HOME"] == nil && !removing.contains("XDG_STATE_HOME") {
                let home = FileManager.default.temporaryDirectory.appendingPathComponent("gallery-state-home-\(UUID().uuidString)")
                env["XDG_STATE_HOME"] = home.path
                stateHome = home
            } else {
                stateHome = nil
            }
            process.environment = env
            let out = Pipe()
            let err = Pipe()
            process.standardOutput = out
            process.standardError = err
            try process.run()
            // Read both pipes while the process runs so a large output cannot block it.
            readers.enter()
            DispatchQueue.global().async { self.outData = out.fileHandleForReading.readDataToEndOfFile(); self.readers.leave() }
            readers.enter()
            DispatchQueue.global().async { self.errData = err.fileHandleForReading.readDataToEndOfFile(); self.readers.leave() }
        }

        /// Waits at most `timeout` seconds for the process to end (then ends it and records an issue).
        ///
        /// The kernel says when the process has ended: under load Foundation can miss a child's exit for
        /// a long time (many children ending at once), and `isRunning` stays true for a process long gone.
        func wait(timeout: TimeInterval = 60) -> Output {
            let deadline = Date().addingTimeInterval(timeout)
            var ended = exitInfo()
            while ended == nil && Date() < deadline {
                Thread.sleep(forTimeInterval: 0.02)
                ended = exitInfo()
            }
            if ended == nil {
                process.terminate()
                Issue.record("\(process.executableURL?.lastPathComponent ?? "gallery") \(arguments.joined(separator: " ")) did not finish within \(Int(timeout)) s")
                // A process started here inherits the test runner's blocked signals, SIGTERM among them: one
                // that has not unblocked it (stuck before it could) is killed.
                let grace = Date().addingTimeInterval(5)
                while exitInfo() == nil && Date() < grace { Thread.sleep(forTimeInterval: 0.02) }
                if exitInfo() == nil { kill(process.processIdentifier, SIGKILL) }
                process.waitUntilExit()
                ended = (process.terminationStatus, process.terminationReason == .exit)
            }
            readers.wait()
            if let stateHome { try? FileManager.default.removeItem(at: stateHome) }
            return Output(status: ended!.status, exited: ended!.exited,
                          stdout: String(decoding: outData, as: UTF8.self), stderr: String(decoding: errData, as: UTF8.self))
        }

        /// The exit status (or ending signal) once the process has ended, without reaping it (Foundation
        /// reaps it); nil while it runs.
        private func exitInfo() -> (status: Int32, exited: Bool)? {
            var info = siginfo_t()
            guard waitid(P_PID, id_t(process.processIdentifier), &info, WEXITED | WNOHANG | WNOWAIT) == 0 else {
                // Reaped already: Foundation noticed, and knows how it ended.
                return process.isRunning ? nil : (process.terminationStatus, process.terminationReason == .exit)
            }
            guard info._sifields._sigchld.si_pid != 0 else { return nil }
            return (info._sifields._sigchld.si_status, info.si_code == CLD_EXITED)
        }
    }
}
