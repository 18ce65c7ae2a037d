import Foundation
import GalleryWindowChecks
import Testing

/// A view for the scene tools: the sign-in row, whose `.bordered` button style reaches its Button and its `.button`
/// Toggle, and a checkbox toggle iOS lacks.
private let row = """
    import SwiftUI

    struct SignInRow: View {
        @State private var remember = true

        var body: some View {
            HStack {
                Button("Sign In") {}
                Toggle("Remember Me", isOn: $remember)
                    .toggleStyle(.button)
                Toggle("Stay", isOn: $remember)
                    .toggleStyle(.checkbox)
            }
            .buttonStyle(.bordered)
        }
    }

    """

/// `gallery mcp` driven as an agent's client drives it: over its standard input and output, through the launcher,
/// each tool's answer held to what the command line prints for the same options.
@Suite("The MCP server", .serialized)
struct MCPTests {
    /// Runs the command line with `source` on its standard input (`gallery ARGUMENTS < FILE`).
    static func cli(_ arguments: [String], standardInput source: String) throws -> GalleryProcess.Output {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("gallery-mcp-input-\(UUID().uuidString).swift")
        try Data(source.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        return try GalleryProcess.run(["-c", "file=$1; shift; exec \"$@\" < \"$file\"", "sh", file.path, GalleryProcess.executable.path] + arguments,
                                      program: URL(fileURLWithPath: "/bin/sh"))
    }

    /// The text items of a tool's answer.
    static func texts(_ content: [[String: Any]]) -> [String] {
        content.compactMap { $0["type"] as? String == "text" ? $0["text"] as? String : nil }
    }

    /// What the command line printed as a tool answers it: standard output, then standard error's lines if any.
    static func expected(_ output: GalleryProcess.Output) -> [String] {
        let notes = output.stderr.split(separator: "\n").joined(separator: "\n")
        return notes.isEmpty ? [output.stdout] : [output.stdout, notes]
    }

    @Test("gallery holds none of the MCP package's code; gallery-mcp does")
    func launcherLinksNoServer() throws {
        func mcpSymbols(_ program: String) throws -> Int {
            let path = GalleryProcess.executable.deletingLastPathComponent().appendingPathComponent(program).path
            let output = try GalleryProcess.run(["--defined-only", path], program: URL(fileURLWithPath: "/usr/bin/nm"))
            try #require(output.status == 0, "\(output.stderr)")
            // Swift mangles the module MCP as 3MCP after the $s prefix.
            return output.stdout.split(separator: "\n").count { $0.contains("$s3MCP") }
        }
        let (launcher, server) = (try mcpSymbols("gallery"), try mcpSymbols("gallery-mcp"))
        #expect(launcher == 0)
        #expect(server > 100)
    }

    @Test("Without gallery-mcp beside it, gallery mcp fails in one line naming it")
    func missingServer() throws {
        let folder = FileManager.default.temporaryDirectory.resolvingSymlinksInPath().appendingPathComponent("gallery-mcp-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let alone = folder.appendingPathComponent("gallery")
        try GalleryProcess.copyProgram(GalleryProcess.executable, to: alone)
        let bundle = "SwiftUIStyleGallery_GalleryResources.resources"
        try FileManager.default.copyItem(at: GalleryProcess.executable.deletingLastPathComponent().appendingPathComponent(bundle),
                                         to: folder.appendingPathComponent(bundle))
        let output = try GalleryProcess.run(["mcp"], program: alone)
        #expect(output.status == 1 && output.stdout.isEmpty)
        #expect(output.stderr == "Error: cannot start the MCP server '\(folder.path)/gallery-mcp': it is missing\n", "\(output.stderr)")
    }

    @Test("initialize, tools/list, and every tool answering what the command line prints; errors as results and protocol errors")
    func everyTool() throws {
        let client = try MCPClient()
        let initialized = try client.initialize()
        let info = try #require(initialized["serverInfo"] as? [String: Any])
        #expect(info["name"] as? String == "swiftui-style-gallery")
        #expect((initialized["capabilities"] as? [String: Any])?["tools"] != nil)

        // The tools, each described, with its arguments' schema named after the command line's options.
        let tools = try #require(try client.request("tools/list")["tools"] as? [[String: Any]])
        #expect(tools.compactMap { $0["name"] as? String } == ["list_styles", "resolve", "code", "scene", "check", "render"])
        func properties(_ name: String) -> Set<String> {
            let tool = tools.first { $0["name"] as? String == name }
            let schema = tool?["inputSchema"] as? [String: Any]
            #expect(schema?["type"] as? String == "object")
            #expect((tool?["description"] as? String)?.count ?? 0 > 100, "\(name)'s description")
            return Set((schema?["properties"] as? [String: Any])?.keys.map { $0 } ?? [])
        }
        #expect(properties("resolve").isSuperset(of: ["family", "style", "argument", "platform", "osVersion", "placement", "json"]))
        #expect(properties("code") == ["family", "style", "argument", "platform", "osVersion", "placement"])
        #expect(properties("scene") == ["source", "file", "view", "platform", "osVersion", "json"])
        #expect(properties("check") == ["source", "paths", "targets", "format"])
        #expect(properties("render").isSuperset(of: ["source", "file", "family", "style", "platform", "osVersion", "placement"]))
        // The annotations say what each tool reads: none writes, none reaches past the client's folders.
        for tool in tools {
            let annotations = tool["annotations"] as? [String: Any] ?? [:]
            let name = tool["name"] as? String ?? ""
            #expect(annotations["readOnlyHint"] as? Bool == true && annotations["destructiveHint"] as? Bool == false
                    && annotations["openWorldHint"] as? Bool == false, "\(name): \(annotations)")
            let title = annotations["title"] as? String ?? ""
            if ["scene", "check", "render"].contains(name) {
                #expect(title.contains("reads Swift text, or") && title.contains("inside the client's folders"), "\(name): \(title)")
                let schema = (tool["inputSchema"] as? [String: Any])?["properties"] as? [String: [String: Any]] ?? [:]
                let path = schema["file"] ?? schema["paths"] ?? [:]
                #expect((path["description"] as? String)?.contains("inside a folder the client shared") == true, "\(name): \(path)")
            } else {
                #expect(title.contains("reads only the gallery's catalog"), "\(name): \(title)")
            }
        }

        // list_styles, resolve and code: the command line's words, exactly.
        let cases: [(tool: String, arguments: [String: Any], command: [String])] = [
            ("list_styles", [:], ["list"]),
            ("list_styles", ["json": true], ["list", "--json"]),
            ("resolve", ["family": "toggle", "platform": "macOS", "osVersion": "14", "placement": "form", "json": true],
             ["resolve", "toggle", "--platform", "macOS", "--os-version", "14", "--placement", "form", "--json"]),
            // A style the platform lacks: the name, and the command's note on standard error as a second item.
            ("resolve", ["family": "toggle", "style": "checkbox", "platform": "iOS"], ["resolve", "toggle", "--style", "checkbox", "--platform", "iOS"]),
            ("code", ["family": "picker", "style": "segmented", "platform": "iOS"], ["code", "picker", "--style", "segmented"]),
        ]
        for (tool, arguments, command) in cases {
            let answer = try client.call(tool, arguments)
            let printed = try GalleryProcess.run(command)
            #expect(printed.status == 0, "\(command): \(printed.stderr)")
            #expect(!answer.isError && Self.texts(answer.content) == Self.expected(printed), "\(tool) \(arguments)")
        }
        let noted = try client.call("resolve", ["family": "toggle", "style": "checkbox", "platform": "iOS"])
        #expect(Self.texts(noted.content).count == 2)

        // scene and check from source text, as the command line reads standard input.
        let scene = try client.call("scene", ["source": row, "platform": "iOS", "osVersion": "17"])
        let sceneCLI = try Self.cli(["scene", "-", "--platform", "iOS", "--os-version", "17"], standardInput: row)
        #expect(sceneCLI.status == 0 && sceneCLI.stdout.contains("Toggle"), "\(sceneCLI.stderr)")
        #expect(!scene.isError && Self.texts(scene.content) == Self.expected(sceneCLI))
        let check = try client.call("check", ["source": row, "targets": ["iOS=14", "macOS=13"]])
        let checkCLI = try Self.cli(["check", "-", "--target", "iOS=14", "--target", "macOS=13"], standardInput: row)
        #expect(checkCLI.status == 1 && checkCLI.stdout.hasPrefix("<stdin>:"), "\(checkCLI.stdout)")
        #expect(!check.isError && Self.texts(check.content) == Self.expected(checkCLI))
        let checkJSON = try client.call("check", ["source": row, "targets": ["iOS=14"], "format": "json"])
        let checkJSONCLI = try Self.cli(["check", "-", "--target", "iOS=14", "--format", "json"], standardInput: row)
        #expect(Self.texts(checkJSON.content) == Self.expected(checkJSONCLI))

        // A command's failure is an error result holding its one line; arguments the tool does not take are protocol errors.
        let bad = try client.call("resolve", ["family": "slider"])
        let badCLI = try GalleryProcess.run(["resolve", "slider"])
        #expect(badCLI.status == 1)
        #expect(bad.isError && Self.texts(bad.content) == [badCLI.stderr.trimmingCharacters(in: .newlines)])
        let badTarget = try client.call("check", ["source": row, "targets": ["iOS17"]])
        #expect(badTarget.isError && Self.texts(badTarget.content).first?.hasPrefix("Error: --target 'iOS17' is not PLATFORM=RELEASE") == true)
        // A usage mistake (exit status 2) is a command's failure like any other: its one line, not "failed".
        let bogus = try client.call("code", ["family": "bogus"])
        let bogusCLI = try GalleryProcess.run(["code", "bogus"])
        #expect(bogusCLI.status == 2 && bogusCLI.stderr.hasPrefix("Error: unknown family or view page 'bogus'"), "\(bogusCLI.stderr)")
        #expect(bogus.isError && Self.texts(bogus.content) == [bogusCLI.stderr.trimmingCharacters(in: .newlines)], "\(Self.texts(bogus.content))")
        for (tool, arguments) in [("resolve", ["family": "toggle", "colour": "red"]), ("resolve", ["family": 3]), ("draw", [:]),
                                  ("scene", ["source": row, "file": "/tmp/Row.swift"])] as [(String, [String: Any])] {
            #expect { try client.call(tool, arguments) } throws: { ($0 as? MCPClient.ProtocolError)?.code == -32602 }
        }

        #expect(client.close() == 0)
    }

    @Test("render returns PNG image content: a card, and a scene from source")
    func render() throws {
        let client = try MCPClient()
        try client.initialize()
        let card = try client.call("render", ["family": "toggle", "style": "switch", "platform": "iOS"], timeout: 300)
        #expect(!card.isError, "\(Self.texts(card.content))")
        #expect(Self.texts(card.content) == ["toggle-switch-iOS-light.png"])
        try Self.checkImage(card.content, width: 200...720)

        let scene = try client.call("render", ["source": row, "platform": "macOS", "scheme": "dark"], timeout: 300)
        #expect(!scene.isError, "\(Self.texts(scene.content))")
        #expect(Self.texts(scene.content) == ["SignInRow-macOS-dark.png"])
        try Self.checkImage(scene.content, width: 200...720)

        let bad = try client.call("render", ["family": "toggle", "style": "sparkly", "platform": "iOS"], timeout: 300)
        #expect(bad.isError && Self.texts(bad.content).first?.hasPrefix("Error: unknown toggle style 'sparkly'") == true)
        #expect(client.close() == 0)
    }

    /// Checks that `content` holds one PNG image: its signature, a width in `width`, and something drawn.
    static func checkImage(_ content: [[String: Any]], width: ClosedRange<Int>) throws {
        let images = content.filter { $0["type"] as? String == "image" }
        try #require(images.count == 1)
        #expect(images[0]["mimeType"] as? String == "image/png")
        let data = try #require(Data(base64Encoded: images[0]["data"] as? String ?? ""))
        #expect(data.prefix(8) == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("gallery-mcp-\(UUID().uuidString).png")
        try data.write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let image = try Pixels(file.path)
        #expect(width.contains(image.width), "\(image.width) px wide")
        #expect((40...1200).contains(image.height), "\(image.height) px high")
        #expect(image.distinctColors(upTo: 3) >= 3, "blank")
    }
}
