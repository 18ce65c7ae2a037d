import Foundation
import GalleryPrivateDisplay
import GalleryWindowChecks
import Testing

/// One window check run in a window of its own: `gallery-window-test CHECK FOLDER` on a private Xvfb of its own, from
/// a fresh state folder (`FOLDER/state`). The check drives the window through the store's typed actions on the window
/// program's main thread, and writes what went wrong to `FOLDER/result.json`.
struct WindowCheckRun: Sendable {
    /// Where the check recorded: its result, records and photographs.
    let folder: URL
    let output: GalleryProcess.Output?
    /// Why the run could not happen, if it could not.
    let failure: String?

    /// The window test host beside `gallery` (built for the tests, never installed).
    static var program: URL {
        GalleryProcess.executable.deletingLastPathComponent().appendingPathComponent("gallery-window-test")
    }

    /// How far the checks go; the host reads the same variable from the environment it inherits.
    static let depth = TestDepth.fromEnvironment(ProcessInfo.processInfo.environment)

    /// Runs the check named `name` with the options of `gallery open` `options`, waiting at most `timeout` seconds.
    static func run(_ name: String, options: [String] = [], environment: [String: String] = [:], timeout: TimeInterval = 600) -> WindowCheckRun {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("gallery-window-\(name)-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let display: PrivateDisplay
        switch PrivateDisplay.start() {
        case .success(let started): display = started
        case .failure(let failure): return WindowCheckRun(folder: folder, output: nil, failure: failure.description)
        }
        defer { display.stop() }
        // Without a window manager nothing gives the window the keyboard; xdotool does, as soon as it shows, so that
        // focus looks as it does on a desktop.
        let focuser = Process()
        focuser.executableURL = URL(fileURLWithPath: "/usr/bin/xdotool")
        focuser.arguments = ["search", "--sync", "--onlyvisible", "--name", "SwiftUI Style Gallery", "windowfocus"]
        focuser.environment = ["DISPLAY": display.name]
        focuser.standardOutput = FileHandle.nullDevice
        focuser.standardError = FileHandle.nullDevice
        try? focuser.run()
        defer {
            if focuser.isRunning { kill(focuser.processIdentifier, SIGKILL) }
            focuser.waitUntilExit()
        }
        do {
            let output = try GalleryProcess.run([name, folder.path] + options,
                                                environment: display.windowEnvironment.merging(environment) { $1 },
                                                removing: ["WAYLAND_DISPLAY"], timeout: timeout, program: program)
            return WindowCheckRun(folder: folder, output: output, failure: nil)
        } catch {
            return WindowCheckRun(folder: folder, output: nil, failure: "could not run gallery-window-test: \(error)")
        }
    }

    /// Reports, as issues of the running test, why the run failed, each expectation of the check that did not hold (at
    /// its line in the check's file), a check that did not run to its end, and anything GTK, GLib or the runtime said;
    /// returns whether there was none.
    @discardableResult
    func reportIssues() -> Bool {
        if let failure { Issue.record(Comment(rawValue: failure)) }
        guard let output else { return false }
        var clean = true
        func record(_ comment: Comment, at location: SourceLocation? = nil) {
            clean = false
            if let location { Issue.record(comment, sourceLocation: location) } else { Issue.record(comment) }
        }
        let result = try? CheckResult.read(in: folder.path)
        for failure in result?.failures ?? [] {
            record(Comment(rawValue: failure.message),
                   at: SourceLocation(fileID: "GalleryWindowChecks/" + (failure.file.split(separator: "/").last.map(String.init) ?? ""),
                                      filePath: failure.file, line: failure.line, column: 1))
        }
        if result?.finished != true {
            record("the check did not run to its end (exit \(output.status), exited: \(output.exited)): \(output.stderr)")
        }
        if !(output.exited && output.status == 0) { record("gallery-window-test ended with \(output.status): \(output.stderr)") }
        // A crash the runtime reports may still end in a zero status; its words give it away.
        for marker in ["CRITICAL", "WARNING", "Gtk-", "GLib-", "error", "Program crashed", "Backtrace", "Bail out", "Fatal error", "Trace/breakpoint"] {
            if output.stderr.contains(marker) { record("standard error has \(marker): \(output.stderr)") }
        }
        return clean
    }

    /// The record the check wrote.
    func record<Record: ScenarioRecord>(_ type: Record.Type) throws -> Record {
        try Record.read(in: folder.path)
    }
}
