import Foundation
import Testing

/// `gallery mcp`'s renders leave nothing behind, however the server ends: their window program starts with the
/// default signal state, and their processes and temporary folder go with the server. Every wait polls with a
/// deadline.
@Suite("The MCP server's renders leave nothing behind", .serialized)
struct MCPRenderChildTests {
    /// The official MCP Python client, which `scripts/install-dependencies --test` installs from PyPI into the build
    /// folder.
    static let pythonClient: URL = {
        let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        return package.appendingPathComponent(".build/mcp-client/bin/python")
    }()

    @Test("Ended mid-render by SIGTERM, SIGINT, SIGHUP, SIGKILL or its input closing, as the official Python client drives it, the server leaves no process and no file")
    func endedMidRender() throws {
        guard FileManager.default.isExecutableFile(atPath: Self.pythonClient.path) else {
            Issue.record("\(Self.pythonClient.path) is missing: scripts/install-dependencies --test installs the MCP Python client")
            return
        }
        let package = Self.pythonClient.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let script = package.appendingPathComponent("Tests/Tools/mcp-ended-render.py")
        let output = try GalleryProcess.run([script.path, GalleryProcess.executable.path], removing: ["DISPLAY", "WAYLAND_DISPLAY"],
                                            timeout: 1800, program: Self.pythonClient)
        #expect(output.status == 0, "\(output.stdout)\(output.stderr)")
        let lines = output.stdout.split(separator: "\n").map(String.init)
        #expect(lines == ["SIGTERM", "SIGINT", "SIGHUP", "SIGKILL", "standard input closed"].map { "\($0): 0 processes and 0 files left" },
                "\(output.stdout)\(output.stderr)")
    }

    @Test("A render's window program runs with every signal at its default and none blocked, though the server ignores and blocks SIGTERM, SIGINT and SIGHUP; SIGTERM ends it, and its folder goes")
    func defaultSignalState() throws {
        let temporary = FileManager.default.temporaryDirectory.appendingPathComponent("gallery-mcp-signals-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: temporary) }
        let mark = UUID().uuidString
        // Started as `nohup` and a test runner's thread would leave it: the three signals ignored, and blocked.
        var signals = sigset_t()
        sigemptyset(&signals)
        for signal in [SIGTERM, SIGINT, SIGHUP] { sigaddset(&signals, signal) }
        var previous = sigset_t()
        pthread_sigmask(SIG_BLOCK, &signals, &previous)
        let client: MCPClient
        do {
            defer { pthread_sigmask(SIG_SETMASK, &previous, nil) }
            client = try MCPClient(program: URL(fileURLWithPath: "/bin/sh"),
                                   arguments: ["-c", "trap '' TERM INT HUP; exec \"$0\" mcp", GalleryProcess.executable.path],
                                   environment: ["TMPDIR": temporary.path, "GALLERY_TEST_MARK": mark])
        }
        try client.initialize()
        let render = try client.send("tools/call", ["name": "render", "arguments": [String: Any]()])
        let drawing = ProcessTable.waitFor(seconds: 240) { Self.images(in: temporary).isEmpty ? nil : true }
        #expect(drawing == true, "the render drew nothing")
        let window = Self.marked(mark).first { $0.arguments.contains("render") && $0.arguments.first?.hasSuffix("gallery-window") == true }
        let program = try #require(window, "no gallery-window render among \(Self.marked(mark).map(\.arguments))")
        // Dispositions are the process's; the mask is its main thread's, which glibc blocks whole for an instant
        // while it starts a thread: it is sampled until it is seen as the thread runs.
        func mask(_ field: String) -> UInt64 {
            let status = (try? String(contentsOfFile: "/proc/\(program.pid)/status", encoding: .utf8)) ?? ""
            return status.split(separator: "\n").first { $0.hasPrefix(field + ":") }.flatMap { UInt64($0.split(separator: "\t").last ?? "", radix: 16) } ?? .max
        }
        let endings = [SIGTERM, SIGINT, SIGHUP].reduce(UInt64(0)) { $0 | 1 << UInt64($1 - 1) }
        #expect(mask("SigIgn") & endings == 0, "the window program ignores some of SIGTERM, SIGINT, SIGHUP: \(String(mask("SigIgn"), radix: 16))")
        let unblocked = ProcessTable.waitFor(seconds: 10) { mask("SigBlk") & endings == 0 ? true : nil }
        #expect(unblocked == true, "the window program blocks some of SIGTERM, SIGINT, SIGHUP: \(String(mask("SigBlk"), radix: 16))")
        kill(program.pid, SIGTERM)
        let answer = try client.answer(to: render, timeout: 60)
        #expect(answer["isError"] as? Bool == true, "\(answer)")
        // Only the server is left, with its input still open.
        let server = client.process.processIdentifier
        let gone = ProcessTable.waitFor(seconds: 60) { Self.marked(mark).allSatisfy { $0.pid == server } ? true : nil }
        #expect(gone == true, "left running: \(Self.marked(mark).map(\.arguments))")
        #expect(try FileManager.default.contentsOfDirectory(atPath: temporary.path).isEmpty)
        #expect(client.close() == 0)
    }

    /// The images the renders of a server whose temporary folder is `temporary` have drawn so far.
    static func images(in temporary: URL) -> [String] {
        let folders = (try? FileManager.default.contentsOfDirectory(atPath: temporary.path)) ?? []
        return folders.flatMap { folder in
            ((try? FileManager.default.contentsOfDirectory(atPath: temporary.path + "/" + folder + "/images")) ?? []).filter { $0.hasSuffix(".png") }
        }
    }

    /// The processes, not zombies, whose environment holds `mark`.
    static func marked(_ mark: String) -> [ProcessTable.Entry] {
        let needle = Data("GALLERY_TEST_MARK=\(mark)".utf8)
        return ProcessTable.all().filter { entry in
            entry.state != "Z" && (try? Data(contentsOf: URL(fileURLWithPath: "/proc/\(entry.pid)/environ")))?.range(of: needle) != nil
        }
    }
}
