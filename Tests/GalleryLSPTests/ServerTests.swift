import Foundation
import GalleryModel
@testable import GalleryLSP
import Testing

/// The server driven in this process, message by message: its life cycle and error answers, diagnostics published
/// after changes and cleared on close, the workspace's own styles, cancellation.
@Suite("The language server", .serialized)
struct ServerTests {
    /// A server whose output is kept.
    final class Harness: @unchecked Sendable {
        let output = Locked<[UInt8]>([])
        let server: LanguageServer

        init(requests: DispatchQueue = DispatchQueue(label: "test.requests")) {
            let output = output
            server = LanguageServer(writer: MessageWriter { bytes in output.update { $0 += bytes } }, requests: requests)
        }

        func send(_ message: JSONValue) {
            server.handle(.message(message.serialized))
        }

        func request(_ id: Int, _ method: String, _ params: JSONValue? = nil) {
            var message: JSONValue = ["jsonrpc": "2.0", "id": .integer(id), "method": .string(method)]
            if let params, case .object(var members) = message { members["params"] = params; message = .object(members) }
            send(message)
        }

        func notify(_ method: String, _ params: JSONValue) {
            send(["jsonrpc": "2.0", "method": .string(method), "params": params])
        }

        /// Everything the server wrote, read back as messages.
        var messages: [JSONValue] {
            FramingTests.messages(FramingTests.frames(output.value)).compactMap { try? JSONValue(parsing: Array($0.utf8)) }
        }

        /// The first message written that `matches`, waiting for it up to `timeout`.
        func wait(timeout: Duration = .seconds(30), for matches: (JSONValue) -> Bool) -> JSONValue? {
            let deadline = ContinuousClock.now + timeout
            while ContinuousClock.now < deadline {
                if let found = messages.first(where: matches) { return found }
                Thread.sleep(forTimeInterval: 0.01)
            }
            return nil
        }

        func response(_ id: Int) -> JSONValue? {
            wait { $0["id"] == .integer(id) && $0["method"] == nil }
        }

        /// The diagnostics published for `uri` at `version`.
        func diagnostics(_ uri: String, version: Int? = nil) -> [JSONValue]? {
            wait { message in
                message["method"] == "textDocument/publishDiagnostics" && message["params"]?["uri"]?.string == uri
                    && (version == nil || message["params"]?["version"] == .integer(version!))
            }?["params"]?["diagnostics"]?.array
        }

        func initialize(_ options: JSONValue = ["targets": ["iOS=17", "macOS=14"]], root: String? = nil, utf8: Bool = false) {
            var params: [String: JSONValue] = [
                "processId": nil, "initializationOptions": options,
                "capabilities": ["textDocument": ["codeAction": ["codeActionLiteralSupport": ["codeActionKind": ["valueSet": ["quickfix"]]]]]],
            ]
            if utf8, case .object(var capabilities)? = params["capabilities"] {
                capabilities["general"] = ["positionEncodings": ["utf-8", "utf-16"]]
                params["capabilities"] = .object(capabilities)
            }
            if let root { params["rootUri"] = .string("file://" + root) }
            request(1, "initialize", .object(params))
            notify("initialized", [:])
        }
    }

    static let uri = "file:///tmp/gallery-lsp-test/Row.swift"
    static let row = """
        import SwiftUI
        struct Row: View {
            var body: some View {
                Button("Größe 🌍") {}.buttonStyle(.glass)
            }
        }
        """

    @Test("Before initialize, -32002; initialize answers the capabilities; a second one, -32600; shutdown, then -32600; exit 0")
    func lifeCycle() throws {
        let harness = Harness()
        harness.request(7, "textDocument/hover", ["textDocument": ["uri": "file:///a.swift"], "position": ["line": 0, "character": 0]])
        #expect(harness.response(7)?["error"]?["code"] == -32002)
        harness.initialize(utf8: true)
        let result = try #require(harness.response(1)?["result"])
        #expect(result["capabilities"]?["positionEncoding"] == "utf-8")
        #expect(result["capabilities"]?["textDocumentSync"] == ["openClose": true, "change": 2, "save": ["includeText": false]])
        #expect(result["capabilities"]?["hoverProvider"] == true)
        #expect(result["capabilities"]?["codeActionProvider"] == ["codeActionKinds": ["quickfix"]])
        #expect(result["serverInfo"]?["name"] == "gallery lsp")
        harness.request(2, "initialize", ["capabilities": [:]])
        #expect(harness.response(2)?["error"]?["code"] == -32600)
        harness.request(3, "textDocument/definition", ["textDocument": ["uri": "file:///a.swift"], "position": ["line": 0, "character": 0]])
        #expect(harness.response(3)?["error"] == ["code": -32601, "message": "gallery lsp does not answer 'textDocument/definition'"])
        harness.request(4, "textDocument/hover", ["position": ["line": 0, "character": 0]])
        #expect(harness.response(4)?["error"] == ["code": -32602, "message": "textDocument/hover needs textDocument.uri"])
        harness.request(5, "textDocument/hover", ["textDocument": ["uri": "file:///a.swift"], "position": ["line": 0, "character": 0]])
        #expect(harness.response(5)?["error"] == ["code": -32602, "message": "'file:///a.swift' is not open: textDocument/hover is answered for open documents"])
        harness.server.handle(.message(Array("{\"jsonrpc\": ".utf8)))
        #expect(harness.wait { $0["error"]?["code"] == -32700 }?["id"] == .null)
        harness.server.handle(.refused(MessageReader.Refusal(code: -32600, reason: "too large")))
        #expect(harness.wait { $0["error"]?["message"] == "too large" }?["id"] == .null)
        harness.request(6, "shutdown")
        #expect(harness.response(6)?["result"] == .null)
        harness.request(8, "textDocument/hover", ["textDocument": ["uri": "file:///a.swift"], "position": ["line": 0, "character": 0]])
        #expect(harness.response(8)?["error"]?["code"] == -32600)
        harness.notify("exit", [:])
        #expect(harness.server.exitStatus == 0)
    }

    @Test("Exit status as the specification says: 0 after shutdown, 1 without; the end of the input counts as exit")
    func exitStatus() {
        func run(_ messages: [JSONValue]) -> Int32 {
            let input = messages.flatMap { FramingTests.framed(String(decoding: $0.serialized, as: UTF8.self)) }
            var rest: [UInt8]? = input
            let reader = MessageReader {
                defer { rest = nil }
                return rest
            }
            return LanguageServer(writer: MessageWriter { _ in }).serve(reader)
        }
        let initialize: JSONValue = ["jsonrpc": "2.0", "id": 1, "method": "initialize", "params": ["capabilities": [:]]]
        let shutdown: JSONValue = ["jsonrpc": "2.0", "id": 2, "method": "shutdown"]
        let exit: JSONValue = ["jsonrpc": "2.0", "method": "exit"]
        #expect(run([initialize, shutdown, exit]) == 0)
        #expect(run([initialize, exit]) == 1)
        #expect(run([initialize, shutdown]) == 0)
        #expect(run([initialize]) == 1)
        #expect(run([exit]) == 1)
    }

    @Test("Diagnostics after opening, after an incremental change (debounced: only the last of quick changes), cleared on close")
    func diagnosticsFollowEdits() throws {
        let harness = Harness()
        harness.initialize()
        harness.notify("textDocument/didOpen", ["textDocument": ["uri": .string(Self.uri), "languageId": "swift", "version": 1, "text": .string(Self.row)]])
        let opened = try #require(harness.diagnostics(Self.uri, version: 1))
        #expect(opened.compactMap { $0["message"]?.string } == [
            "'.buttonStyle(.glass)' is only available in iOS 26.0 or newer", "'.buttonStyle(.glass)' is only available in macOS 26.0 or newer",
        ])
        // After "Größe 🌍", in UTF-16.
        let line = Self.row.components(separatedBy: "\n")[3]
        let call = line.utf16.count - ".buttonStyle(.glass)".utf16.count, glass = call + ".buttonStyle(.".utf16.count
        #expect(opened.first?["range"] == ["start": ["line": 3, "character": .integer(call)], "end": ["line": 3, "character": .integer(line.utf16.count)]])
        // Typing: `.glass` becomes `.bordered`, a letter at a time after deleting it.
        harness.notify("textDocument/didChange", ["textDocument": ["uri": .string(Self.uri), "version": 2], "contentChanges": [
            ["range": ["start": ["line": 3, "character": .integer(glass)], "end": ["line": 3, "character": .integer(glass + 5)]], "rangeLength": 5, "text": ""],
        ]])
        for (index, letter) in "bordered".enumerated() {
            let at: JSONValue = ["line": 3, "character": .integer(glass + index)]
            harness.notify("textDocument/didChange", ["textDocument": ["uri": .string(Self.uri), "version": .integer(3 + index)], "contentChanges": [
                ["range": ["start": at, "end": at], "text": .string(String(letter))],
            ]])
        }
        #expect(try #require(harness.diagnostics(Self.uri, version: 10)).isEmpty)
        let published = harness.messages.filter { $0["method"] == "textDocument/publishDiagnostics" }.compactMap { $0["params"]?["version"]?.integer }
        #expect(published == [1, 10])
        harness.request(20, "textDocument/hover", ["textDocument": ["uri": .string(Self.uri)], "position": ["line": 3, "character": .integer(glass + 2)]])
        #expect(harness.response(20)?["result"]?["contents"]?["value"]?.string?.hasPrefix("**`.buttonStyle(.bordered)`**") == true)
        harness.notify("textDocument/didClose", ["textDocument": ["uri": .string(Self.uri)]])
        #expect(harness.wait { $0["params"]?["uri"]?.string == Self.uri && $0["params"]?["version"] == nil }?["params"]?["diagnostics"] == [])
    }

    @Test("Without targets: one Information diagnostic at 1:1 saying how to give them")
    func unknownTargets() throws {
        let harness = Harness()
        harness.initialize(nil)
        harness.notify("textDocument/didOpen", ["textDocument": ["uri": .string(Self.uri), "languageId": "swift", "version": 1, "text": .string(Self.row)]])
        let diagnostics = try #require(harness.diagnostics(Self.uri))
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?["severity"] == 3)
        #expect(diagnostics.first?["range"] == ["start": ["line": 0, "character": 0], "end": ["line": 0, "character": 0]])
        #expect(diagnostics.first?["message"]?.string?.contains("initializationOptions, such as {\"targets\": [\"iOS=17\", \"macOS=14\"]}") == true)
    }

    @Test("initialize with targets that do not read: -32602 naming the value")
    func badOptions() {
        let harness = Harness()
        harness.initialize(["targets": ["iPhone=17"]])
        #expect(harness.response(1)?["error"]?["code"] == -32602)
        #expect(harness.response(1)?["error"]?["message"]?.string?.hasPrefix("initializationOptions.targets: 'iPhone=17' is not PLATFORM=RELEASE") == true)
    }

    @Test("The workspace's own styles are known, its .build and hidden folders are not read; a change never opened said once")
    func workspaceStyles() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("gallery-lsp-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let declaration = { (name: String) in
            "import SwiftUI\nstruct \(name.capitalized)ButtonStyle: ButtonStyle { func makeBody(configuration: Configuration) -> some View { configuration.label } }\n"
                + "extension ButtonStyle where Self == \(name.capitalized)ButtonStyle { static var \(name): Self { .init() } }\n"
        }
        for (path, name) in [("Sources/App/Styles.swift", "pill"), (".build/checkouts/Dep.swift", "built"), (".hidden/Hidden.swift", "hidden")] {
            let file = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(declaration(name).utf8).write(to: file)
        }
        let harness = Harness()
        harness.initialize(root: root.path)
        let uri = "file://" + root.appendingPathComponent("Sources/App/Row.swift").path
        let text = "import SwiftUI\nstruct Row: View {\n    var body: some View {\n        VStack {\n            Button(\"A\") {}.buttonStyle(.pill)\n            Button(\"B\") {}.buttonStyle(.built)\n            Button(\"C\") {}.buttonStyle(.hidden)\n            Button(\"D\") {}.buttonStyle(.later)\n        }\n    }\n}\n"
        harness.notify("textDocument/didOpen", ["textDocument": ["uri": .string(uri), "languageId": "swift", "version": 1, "text": .string(text)]])
        let diagnostics = try #require(harness.diagnostics(uri))
        #expect(diagnostics.compactMap { $0["range"]?["start"]?["line"]?.integer } == [5, 6, 7])
        #expect(diagnostics.allSatisfy { $0["code"] == "unknownStyle" })
        // A style declared in a new file is known once the client says files changed.
        try Data(declaration("later").utf8).write(to: root.appendingPathComponent("Sources/App/Later.swift"))
        harness.notify("workspace/didChangeWatchedFiles", ["changes": [["uri": .string("file://" + root.path + "/Sources/App/Later.swift"), "type": 1]]])
        let later = harness.wait { message in
            message["method"] == "textDocument/publishDiagnostics" && message["params"]?["uri"]?.string == uri
                && message["params"]?["diagnostics"]?.array?.count == 2
        }
        #expect(later?["params"]?["diagnostics"]?.array?.compactMap { $0["range"]?["start"]?["line"]?.integer } == [5, 6])
        harness.notify("textDocument/didChange", ["textDocument": ["uri": "file:///never/opened.swift", "version": 2], "contentChanges": []])
        harness.notify("textDocument/didChange", ["textDocument": ["uri": "file:///never/opened.swift", "version": 3], "contentChanges": []])
        #expect(harness.wait { $0["method"] == "window/showMessage" }?["params"]?["message"]
            == "'file:///never/opened.swift' was changed but never opened; its changes are not followed")
        Thread.sleep(forTimeInterval: 0.1)
        #expect(harness.messages.filter { $0["method"] == "window/showMessage" }.count == 1)
    }

    @Test("A request cancelled before it runs is answered -32800")
    func cancellation() throws {
        let requests = DispatchQueue(label: "held")
        requests.suspend()
        let harness = Harness(requests: requests)
        harness.initialize()
        harness.notify("textDocument/didOpen", ["textDocument": ["uri": .string(Self.uri), "languageId": "swift", "version": 1, "text": .string(Self.row)]])
        harness.request(9, "textDocument/hover", ["textDocument": ["uri": .string(Self.uri)], "position": ["line": 3, "character": 40]])
        harness.notify("$/cancelRequest", ["id": 9])
        requests.resume()
        #expect(harness.response(9)?["error"]?["code"] == -32800)
    }
}
