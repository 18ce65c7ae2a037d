import Foundation
import Testing

/// `gallery render` ended by a signal, whichever: its private X server goes with it and removes its
/// lock file and socket. Every wait has a deadline and polls `/proc`; none is a fixed delay.
@Suite("Killed renders leave no X server behind", .serialized)
struct KilledRenderTests {
    /// How the render is started and how it is ended.
    struct Case: CustomTestStringConvertible, Sendable {
        let signal: Int32
        /// Whether the thread that starts the render blocks SIGTERM, SIGINT and SIGHUP, as a test runner's threads
        /// may (the render inherits them blocked: Foundation's Process keeps the mask); otherwise none is blocked,
        /// as from a shell.
        let blockedByParent: Bool

        var testDescription: String {
            (String(cString: strsignal(signal)) + (blockedByParent ? ", sent to a render started with it blocked" : ""))
        }
    }

    /// Starts a render of every page on every platform (it runs for a minute or more) with a mark in its
    /// environment, which the X server it starts inherits: whatever becomes of its parent, the server can be found
    /// by it. `blocked`: SIGTERM, SIGINT and SIGHUP blocked in the thread that starts it, else unblocked.
    private static func startRender(into folder: URL, mark: String, blocked: Bool = false) throws -> GalleryProcess.Running {
        var signals = sigset_t()
        sigemptyset(&signals)
        for signal in [SIGTERM, SIGINT, SIGHUP] { sigaddset(&signals, signal) }
        var previous = sigset_t()
        pthread_sigmask(blocked ? SIG_BLOCK : SIG_UNBLOCK, &signals, &previous)
        defer { pthread_sigmask(SIG_SETMASK, &previous, nil) }
        // As in CI or over ssh, no session bus runs: a render that started one (dbus-launch) would leave it running.
        return try GalleryProcess.start(["render", "--output", folder.path], environment: ["GALLERY_TEST_MARK": mark],
                                        removing: ["DISPLAY", "WAYLAND_DISPLAY", "DBUS_SESSION_BUS_ADDRESS"])
    }

    /// The processes whose environment holds `mark`.
    private static func marked(_ mark: String) -> [ProcessTable.Entry] {
        let needle = Data("GALLERY_TEST_MARK=\(mark)".utf8)
        return ProcessTable.all().filter { entry in
            entry.state != "Z" && (try? Data(contentsOf: URL(fileURLWithPath: "/proc/\(entry.pid)/environ")))?.range(of: needle) != nil
        }
    }

    /// Ends whatever a failed run left (so that one failure does not leave servers running) and says what it was.
    private static func endLeftovers(_ mark: String) -> [String] {
        let left = marked(mark)
        for entry in left { kill(entry.pid, SIGTERM) }
        for entry in left where !ProcessTable.waitForEnd(of: entry, seconds: 5) { kill(entry.pid, SIGKILL) }
        return left.map { "\($0.pid) \($0.arguments.joined(separator: " "))" }
    }

    private static func folder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("gallery-killed-render-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    @Test("A render ended by SIGTERM, SIGINT, SIGHUP or SIGKILL while it draws takes its Xvfb with it, lock file and socket too",
          arguments: [SIGTERM, SIGINT, SIGHUP, SIGKILL].map { Case(signal: $0, blockedByParent: false) } + [Case(signal: SIGTERM, blockedByParent: true)])
    func killedWhileDrawing(_ ending: Case) throws {
        let signal = ending.signal
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let mark = UUID().uuidString
        let render = try Self.startRender(into: folder, mark: mark, blocked: ending.blockedByParent)
        let pid = render.process.processIdentifier
        defer { _ = Self.endLeftovers(mark) }

        let found = ProcessTable.waitFor(seconds: 120) { RenderServer.of(pid) }
        guard let server = found else {
            kill(pid, SIGKILL)
            let output = render.wait(timeout: 30)
            Issue.record("render \(pid) started no Xvfb within 120 s: \(output.stderr)")
            return
        }
        // The render is drawing (not only starting) once its first image is in the folder.
        _ = ProcessTable.waitFor(seconds: 120) { ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).isEmpty ? nil : true }

        kill(pid, signal)
        let output = render.wait(timeout: 30)
        #expect(!output.exited && output.status == signal, "the render ended with \(output.status) (exited: \(output.exited)), not by signal \(signal): \(output.stderr)\(output.stdout)")
        #expect(ProcessTable.waitForEnd(of: server.process, seconds: 15),
                "Xvfb \(server.process.pid) on :\(server.display) still runs 15 s after its render ended by signal \(signal)")
        let left = Self.endLeftovers(mark)
        #expect(left.isEmpty, "left running: \(left)")
        #expect(!FileManager.default.fileExists(atPath: server.lockFile), "\(server.lockFile) is left behind")
        #expect(!FileManager.default.fileExists(atPath: server.socket), "\(server.socket) is left behind")
    }

    @Test("A render killed (SIGKILL) at any moment while its X server starts leaves nothing running, and no lock file or socket")
    func killedWhileStarting() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        var random = SystemRandomNumberGenerator()
        for round in 0..<12 {
            let mark = UUID().uuidString
            let render = try Self.startRender(into: folder, mark: mark)
            let pid = render.process.processIdentifier
            // The moment its child (setpriv, then Xvfb) exists, or up to a quarter of a second later.
            let child = ProcessTable.waitFor(seconds: 120) { ProcessTable.children(of: pid).first }
            usleep(UInt32.random(in: 0...250_000, using: &random))
            let display = ProcessTable.entry(child?.pid ?? 0).flatMap { entry in
                entry.arguments.first { $0.hasPrefix(":") }.flatMap { Int($0.dropFirst()) }
            }
            kill(pid, SIGKILL)
            _ = render.wait(timeout: 30)
            let gone = ProcessTable.waitFor(seconds: 15) { Self.marked(mark).isEmpty ? true : nil } ?? false
            let left = Self.endLeftovers(mark)
            #expect(gone && left.isEmpty, "round \(round): left running 15 s after the render was killed: \(left)")
            if let display {
                for path in ["/tmp/.X\(display)-lock", "/tmp/.X11-unix/X\(display)"] {
                    #expect(!FileManager.default.fileExists(atPath: path), "round \(round): \(path) is left behind")
                }
            }
        }
    }
}
