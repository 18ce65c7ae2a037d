import Foundation
import Testing

/// `gallery lsp` in a real editor: Neovim (Debian's package), headless, with the configuration the README shows for
/// Neovim 0.7 (`Tests/Tools/lsp/init.lua`), opens a file with a style its targets lack, receives the error, applies
/// the code action that wraps the statement in `if #available`, writes the file, and sees the errors go; then a style
/// typed into the buffer is an error until the typing is undone (`Tests/Tools/lsp/scenario.lua`). Once with Neovim's
/// own UTF-16 positions, once with UTF-8 offered and taken.
@Suite("gallery lsp in Neovim", .serialized)
struct LSPEditorTests {
    static let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let tools = package.appendingPathComponent("Tests/Tools/lsp")

    /// Neovim, or nil when it is not installed.
    static var neovim: URL? {
        for folder in (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").map(String.init) + ["/usr/bin"] {
            let candidate = URL(fileURLWithPath: folder).appendingPathComponent("nvim")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        return nil
    }

    static let wrapped = """
        import SwiftUI

        struct Row: View {
            @State private var on = true

            var body: some View {
                VStack {
                    Toggle("Wi-Fi", isOn: $on)
                    if #available(iOS 26.0, macOS 26.0, *) {
                        Button("Größe 🌍") {}.buttonStyle(.glass)
                    } else {
                        Button("Größe 🌍") {}
                    }
                }
                .padding()
            }
        }

        """

    @Test("Diagnostics appear, the wrap code action is applied and written, a typed style's error comes and goes", arguments: ["utf-16", "utf-8"])
    func neovimSession(encoding: String) throws {
        guard let neovim = Self.neovim else {
            Issue.record("nvim is missing, so gallery lsp cannot be tested in a real editor: scripts/install-dependencies --test installs Debian's neovim")
            return
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("gallery-lsp-nvim-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("Row.swift")
        try FileManager.default.copyItem(at: Self.tools.appendingPathComponent("Fixture.swift"), to: file)
        let result = folder.appendingPathComponent("result.json")
        // Neovim's own files (shada, swap, state) in the test's folder; standard input from /dev/null, so Neovim reads
        // no buffer from it.
        let output = try GalleryProcess.run(
            ["-c", "exec \"$@\" < /dev/null", "sh", neovim.path, "--headless", "-n", "-i", "NONE", "-u", Self.tools.appendingPathComponent("init.lua").path, file.path],
            environment: [
                "GALLERY_LSP_COMMAND": GalleryProcess.executable.path, "GALLERY_LSP_TARGETS": "iOS=17,macOS=14", "GALLERY_LSP_ENCODING": encoding,
                "GALLERY_LSP_TEST_RESULT": result.path, "HOME": folder.path, "XDG_CONFIG_HOME": folder.appendingPathComponent("config").path,
                "XDG_DATA_HOME": folder.appendingPathComponent("data").path, "XDG_CACHE_HOME": folder.appendingPathComponent("cache").path,
            ],
            timeout: 300, program: URL(fileURLWithPath: "/bin/sh"))
        #expect(output.status == 0, "\(output.stderr)")
        let data = try Data(contentsOf: result)
        let report = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let steps = report["steps"] as? [[String: Any]] ?? []
        #expect(report["status"] as? String == "passed", "\(steps)")
        #expect(steps.compactMap { $0["step"] as? String } == ["diagnostics", "action", "wrapped", "typed", "undone"], "\(steps)")

        let diagnostics = try #require(steps.first { $0["step"] as? String == "diagnostics" })
        #expect(diagnostics["encoding"] as? String == encoding)
        #expect(diagnostics["columnMatches"] as? Bool == true, "\(diagnostics)")
        let messages = (diagnostics["items"] as? [[String: Any]] ?? []).compactMap { $0["message"] as? String }
        #expect(messages.sorted() == ["'.buttonStyle(.glass)' is only available in iOS 26.0 or newer", "'.buttonStyle(.glass)' is only available in macOS 26.0 or newer"])
        #expect(steps.first { $0["step"] as? String == "action" }?["title"] as? String
            == "Wrap in 'if #available(iOS 26.0, macOS 26.0, *)', with the view without '.buttonStyle(.glass)' in the else")
        let typed = (steps.first { $0["step"] as? String == "typed" }?["items"] as? [[String: Any]] ?? []).compactMap { $0["message"] as? String }
        #expect(typed.contains("'.toggleStyle(.checkbox)' is unavailable in iOS"), "\(typed)")
        // The file as Neovim wrote it after the code action.
        #expect(try String(contentsOf: file, encoding: .utf8) == Self.wrapped)
    }
}

/// The commands that read Swift as a program: `gallery` becomes `gallery-reader` for `scene`, `check` and `lsp`,
/// holding none of SwiftSyntax or the language server, and says in one line when it is missing.
@Suite("gallery lsp as a program")
struct LSPProgramTests {
    @Test("gallery links neither SwiftSyntax nor the language server; gallery-reader does, and no GTK or MCP")
    func launcherLinksNoReader() throws {
        func symbols(_ program: String, _ prefix: String) throws -> Int {
            let path = GalleryProcess.executable.deletingLastPathComponent().appendingPathComponent(program).path
            let output = try GalleryProcess.run(["--defined-only", path], program: URL(fileURLWithPath: "/usr/bin/nm"))
            try #require(output.status == 0, "\(output.stderr)")
            return output.stdout.split(separator: "\n").count { $0.contains(prefix) }
        }
        // Swift mangles a module's name as its length and the name after the $s prefix: GalleryLSP as 10GalleryLSP,
        // SwiftSyntax as 11SwiftSyntax, the scene reader as 18GallerySceneReader, MCP as 3MCP.
        for module in ["$s10GalleryLSP", "$s11SwiftSyntax", "$s18GallerySceneReader"] {
            #expect(try symbols("gallery", module) == 0, "gallery links \(module)")
            #expect(try symbols("gallery-reader", module) > 100, "gallery-reader lacks \(module)")
        }
        #expect(try symbols("gallery-reader", "$s3MCP") == 0)
        let libraries = try GalleryProcess.run([GalleryProcess.executable.deletingLastPathComponent().appendingPathComponent("gallery-reader").path],
                                               program: URL(fileURLWithPath: "/usr/bin/ldd"))
        #expect(!libraries.stdout.contains("libgtk"), "\(libraries.stdout)")
    }

    @Test("Without gallery-reader beside it, gallery lsp, scene and check each fail in one line naming it", arguments: [
        ["lsp"], ["scene", "Row.swift"], ["check", "--target", "iOS=17", "Row.swift"],
    ])
    func missingReader(arguments: [String]) throws {
        let folder = FileManager.default.temporaryDirectory.resolvingSymlinksInPath().appendingPathComponent("gallery-reader-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let alone = folder.appendingPathComponent("gallery")
        try GalleryProcess.copyProgram(GalleryProcess.executable, to: alone)
        let bundle = "SwiftUIStyleGallery_GalleryResources.resources"
        try FileManager.default.copyItem(at: GalleryProcess.executable.deletingLastPathComponent().appendingPathComponent(bundle),
                                         to: folder.appendingPathComponent(bundle))
        let output = try GalleryProcess.run(arguments, program: alone)
        #expect(output.status == 1 && output.stdout.isEmpty)
        #expect(output.stderr == "Error: cannot start the reading program '\(folder.path)/gallery-reader': it is missing\n", "\(output.stderr)")
    }

    static let row = "import SwiftUI\nstruct Row: View {\n    var body: some View {\n        Button(\"Go\") {}.buttonStyle(.glass)\n    }\n}\n"

    static func initialize(_ client: LSPClient) throws {
        try client.send(["jsonrpc": "2.0", "id": 1, "method": "initialize", "params": [
            "capabilities": [:], "initializationOptions": ["targets": ["iOS=17"]],
        ]])
        try client.send(["jsonrpc": "2.0", "method": "initialized", "params": [:]])
    }

    static func open(_ client: LSPClient, _ text: String, uri: String = "file:///tmp/Row.swift") throws {
        try client.send(["jsonrpc": "2.0", "method": "textDocument/didOpen", "params": [
            "textDocument": ["uri": uri, "languageId": "swift", "version": 1, "text": text],
        ]])
    }

    static func diagnostics(_ client: LSPClient, uri: String = "file:///tmp/Row.swift") -> [[String: Any]]? {
        let published = client.message { $0["method"] as? String == "textDocument/publishDiagnostics" && ($0["params"] as? [String: Any])?["uri"] as? String == uri }
        return (published?["params"] as? [String: Any])?["diagnostics"] as? [[String: Any]]
    }

    @Test("It speaks the language the environment asks for")
    func chinese() throws {
        let client = try LSPClient(environment: ["LANG": "zh_CN.UTF-8"])
        try Self.initialize(client)
        try Self.open(client, Self.row)
        let message = try #require(Self.diagnostics(client)?.first?["message"] as? String)
        #expect(message == "'.buttonStyle(.glass)' 仅在 iOS 26.0 或更新版本中可用", "\(message)")
        try client.send(["jsonrpc": "2.0", "id": 2, "method": "textDocument/definition", "params": [
            "textDocument": ["uri": "file:///tmp/Row.swift"], "position": ["line": 0, "character": 0],
        ]])
        #expect((client.response(2)?["error"] as? [String: Any])?["message"] as? String == "gallery lsp 不回答 'textDocument/definition'")
        #expect(client.finish() == 1)
    }

    @Test("Whatever arrives, it answers each problem and goes on: garbage, a header too long, a message too large, JSON nested too deep, bytes that are not UTF-8, a hostile Swift file")
    func hostileInput() throws {
        let client = try LSPClient()
        try Self.initialize(client)
        #expect(client.response(1)?["result"] != nil)
        // Not a header at all, then a header of 20 KiB without its end.
        client.write(Data("garbage that is no header\r\n\r\n".utf8))
        client.write(Data(String(repeating: "X", count: 20 << 10).utf8) + Data("\r\n\r\n".utf8))
        // A message of 5 MiB, over the 4 MiB a message may have.
        let large = Data("{\"jsonrpc\":\"2.0\",\"method\":\"x\",\"params\":{\"a\":\"".utf8) + Data(repeating: UInt8(ascii: "a"), count: 5 << 20) + Data("\"}}".utf8)
        client.write(Data("Content-Length: \(large.count)\r\n\r\n".utf8) + large)
        // JSON nested 100,000 deep, and content that is not UTF-8.
        for content in [Data(repeating: UInt8(ascii: "["), count: 100_000), Data([0x7B, 0x22, 0xFF, 0xFE, 0x22, 0x3A, 0x31, 0x7D])] {
            client.write(Data("Content-Length: \(content.count)\r\n\r\n".utf8) + content)
        }
        // A Swift file nested past the reader's limits, opened and hovered over.
        try Self.open(client, "struct A { var body: some View { " + String(repeating: "(", count: 5_000) + " } }", uri: "file:///tmp/Deep.swift")
        try client.send(["jsonrpc": "2.0", "id": 3, "method": "textDocument/hover", "params": [
            "textDocument": ["uri": "file:///tmp/Deep.swift"], "position": ["line": 0, "character": 4_000],
        ]])
        #expect(client.response(3)?["result"] is NSNull)
        let deep = try #require(Self.diagnostics(client, uri: "file:///tmp/Deep.swift"))
        #expect(deep.contains { ($0["message"] as? String)?.hasPrefix("not read: ") == true }, "\(deep)")
        // Still answering, and ending as the specification says.
        try client.send(["jsonrpc": "2.0", "id": 4, "method": "shutdown"])
        #expect(client.response(4) != nil)
        let errors = client.received.compactMap { $0["error"] as? [String: Any] }.compactMap { $0["code"] as? Int }
        #expect(errors.filter { $0 == -32700 }.count >= 4, "\(errors)")
        #expect(errors.contains(-32600), "\(errors)")
        try client.send(["jsonrpc": "2.0", "method": "exit"])
        #expect(client.finish() == 0)
    }
}
