import Foundation
import Testing

/// What `gallery mcp`'s tools read: Swift source only, inside the folders the client shares (its roots, or the
/// server's working folder for a client without roots). Anything else is an error result naming the rule, and none of
/// the file's text reaches the client.
@Suite("The MCP server reads only Swift files inside the client's folders", .serialized)
struct MCPPathRuleTests {
    /// A project the client shares, and what lies around it: `project/` holds a Swift file, a `.env`, a private key
    /// and a link named `.swift` that leads out of it; `outside/` holds a Swift file with a secret.
    struct Layout {
        let folder: URL
        var project: URL { folder.appendingPathComponent("project") }
        var outside: URL { folder.appendingPathComponent("outside") }
        var row: URL { project.appendingPathComponent("Row.swift") }
        var environment: URL { project.appendingPathComponent(".env") }
        var key: URL { project.appendingPathComponent("id_ed25519") }
        var escape: URL { project.appendingPathComponent("Escape.swift") }
        var sources: URL { project.appendingPathComponent("Sources") }
        var leak: URL { sources.appendingPathComponent("Leak.swift") }
        var secret: URL { outside.appendingPathComponent("Secret.swift") }

        static let secretText = "AWS_SECRET_ACCESS_KEY=wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY"

        init() throws {
            // Resolved: the server names folders as realpath gives them.
            folder = FileManager.default.temporaryDirectory.resolvingSymlinksInPath().appendingPathComponent("gallery-mcp-paths-\(UUID().uuidString)")
            let files = FileManager.default
            for made in [project, outside, sources] { try files.createDirectory(at: made, withIntermediateDirectories: true) }
            try Data(MCPPathRuleTests.row.utf8).write(to: row)
            try Data(MCPPathRuleTests.row.utf8).write(to: sources.appendingPathComponent("Row.swift"))
            try Data("\(Self.secretText)\nDATABASE_URL=postgres://admin:hunter2@db/prod\n".utf8).write(to: environment)
            try Data("-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQ\n-----END OPENSSH PRIVATE KEY-----\n".utf8).write(to: key)
            try Data("// \(Self.secretText)\nstruct Secret: View { var body: some View { Text(\"x\") } }\n".utf8).write(to: secret)
            try files.createSymbolicLink(at: escape, withDestinationURL: secret)
            try files.createSymbolicLink(at: leak, withDestinationURL: secret)
        }

        func remove() {
            try? FileManager.default.removeItem(at: folder)
        }
    }

    static let row = """
        import SwiftUI

        struct Row: View {
            var body: some View {
                Toggle("Remember Me", isOn: .constant(true))
                    .toggleStyle(.button)
            }
        }

        """

    /// The one text of an error result, or a description of what came instead.
    static func refusal(_ answer: (content: [[String: Any]], isError: Bool)) -> String {
        let texts = MCPTests.texts(answer.content)
        return answer.isError && texts.count == 1 ? texts[0] : "not one error: \(answer)"
    }

    @Test("Asked for /etc/shadow, a key file, .env, a link out of the root or /proc/self/environ, each tool answers the rule, and nothing of the file")
    func refusedPaths() throws {
        let layout = try Layout()
        defer { layout.remove() }
        let client = try MCPClient(roots: [layout.project])
        try client.initialize()
        let root = layout.project.path
        let outside = "is outside the folders the client shared (\(root))"
        let notSwift = "is not a Swift file: the tools read only regular files whose names end in .swift"
        let cases: [(path: String, rule: String)] = [
            ("/etc/shadow", outside),
            ("/etc/passwd", outside),
            ("/proc/self/environ", outside),
            (layout.key.path, notSwift),
            (layout.environment.path, notSwift),
            (layout.escape.path, outside),
            (layout.project.path + "/../outside/Secret.swift", outside),
            (layout.secret.path, outside),
            (layout.sources.path, notSwift),
            ("/", outside),
        ]
        for (path, rule) in cases {
            let expected = "Error: '\(path)' \(rule)"
            #expect(Self.refusal(try client.call("scene", ["file": path])) == expected)
            #expect(Self.refusal(try client.call("render", ["file": path, "platform": "iOS"], timeout: 300)) == expected)
            if !path.hasSuffix("Sources") {
                #expect(Self.refusal(try client.call("check", ["paths": [path], "targets": ["iOS=17"]])) == expected)
            }
        }
        // check reads a folder's Swift files: a link among them that leads out of the root is refused, naming it.
        let leak = try client.call("check", ["paths": [layout.sources.path], "targets": ["iOS=17"]])
        #expect(Self.refusal(leak) == "Error: '\(layout.leak.path)' is a link that leads outside the folders the client shared (\(root))")
        let whole = try client.call("check", ["paths": [layout.project.path], "targets": ["iOS=17"]])
        #expect(Self.refusal(whole) == "Error: '\(layout.escape.path)' is a link that leads outside the folders the client shared (\(root))")
        // A file that is not there inside the root is said to be missing; outside, it is outside (whether it exists is
        // none of the client's business).
        #expect(Self.refusal(try client.call("scene", ["file": root + "/Missing.swift"])) == "Error: cannot read '\(root)/Missing.swift': No such file or directory")
        #expect(Self.refusal(try client.call("scene", ["file": "/nonexistent/Missing.swift"])) == "Error: '/nonexistent/Missing.swift' \(outside)")
        #expect(client.close() == 0)
    }

    @Test("A Swift file inside the root is read as the command line reads it; source text stays allowed")
    func swiftInsideRoot() throws {
        let layout = try Layout()
        defer { layout.remove() }
        let client = try MCPClient(roots: [layout.project])
        try client.initialize()
        let scene = try client.call("scene", ["file": layout.row.path, "platform": "macOS"])
        let printed = try GalleryProcess.run(["scene", layout.row.path, "--platform", "macOS"])
        #expect(printed.status == 0 && !scene.isError && MCPTests.texts(scene.content) == MCPTests.expected(printed), "\(scene)")
        let check = try client.call("check", ["paths": [layout.row.path], "targets": ["iOS=14"]])
        let checked = try GalleryProcess.run(["check", layout.row.path, "--target", "iOS=14"])
        #expect(checked.status == 1 && !check.isError && MCPTests.texts(check.content) == MCPTests.expected(checked), "\(check)")
        let source = try client.call("scene", ["source": Self.row])
        #expect(!source.isError && MCPTests.texts(source.content).first?.hasPrefix("Row on iOS") == true)
        #expect(client.close() == 0)
    }

    @Test("A diagnostic repeats no more of a file than the start of the code it is about: a password hash in a .swift file is cut after 60 characters")
    func diagnosticsQuoteLittle() throws {
        let layout = try Layout()
        defer { layout.remove() }
        // SwiftParser quotes unexpected code up to about a hundred characters (it leaves longer code out): 90 here.
        let hash = "$y$j9T$" + String(repeating: "Q8mZ", count: 12) + "TAIL-OF-THE-HASH"
        let shadow = layout.project.appendingPathComponent("shadow.swift")
        try Data("root:\(hash):19000:0:99999:7:::\ndaemon:*:19000:0:99999:7:::\n".utf8).write(to: shadow)
        let client = try MCPClient(roots: [layout.project])
        try client.initialize()
        for json in [false, true] {
            let answer = try client.call("scene", ["file": shadow.path, "json": json])
            let text = MCPTests.texts(answer.content).joined(separator: "\n")
            #expect(text.contains("unexpected code") && text.contains("characters)"), "\(text)")
            #expect(!text.contains("TAIL-OF-THE-HASH"), "\(text)")
        }
        let check = try client.call("check", ["paths": [shadow.path], "targets": ["iOS=17"], "format": "json"])
        #expect(!MCPTests.texts(check.content).joined().contains("TAIL-OF-THE-HASH"))
        #expect(client.close() == 0)
    }

    @Test("check of a project folder without targets checks each file for the targets of the package that builds it; source without targets is one line")
    func checkProjectWithoutTargets() throws {
        let layout = try Layout()
        defer { layout.remove() }
        let package = layout.project.appendingPathComponent("Kit")
        try FileManager.default.createDirectory(at: package.appendingPathComponent("Sources/Kit"), withIntermediateDirectories: true)
        try Data("// swift-tools-version: 5.9\nimport PackageDescription\n\nlet package = Package(name: \"Kit\", platforms: [.iOS(.v14)], targets: [.target(name: \"Kit\")])\n".utf8)
            .write(to: package.appendingPathComponent("Package.swift"))
        try Data(Self.row.utf8).write(to: package.appendingPathComponent("Sources/Kit/Row.swift"))
        let client = try MCPClient(roots: [layout.project])
        try client.initialize()
        let check = try client.call("check", ["paths": [package.path]])
        let text = MCPTests.texts(check.content).joined(separator: "\n")
        #expect(!check.isError && text.contains("Row.swift:6:13: error: '.toggleStyle(.button)' is only available in iOS 15.0 or newer"), "\(check)")
        let source = try client.call("check", ["source": Self.row])
        #expect(Self.refusal(source).hasPrefix("Error: '<stdin>' is in no Swift package or Xcode project"), "\(source)")
        #expect(client.close() == 0)
    }

    @Test("Without roots, the server's working folder is the one shared; with roots that change, the server asks again")
    func workingFolderAndChangedRoots() throws {
        let layout = try Layout()
        defer { layout.remove() }
        // No roots capability: the folder the server was started in.
        let plain = try MCPClient(folder: layout.project)
        try plain.initialize()
        #expect(!(try plain.call("scene", ["file": "Row.swift"])).isError)
        #expect(Self.refusal(try plain.call("scene", ["file": "/etc/shadow"])) == "Error: '/etc/shadow' is outside the folders the client shared (\(layout.project.path))")
        #expect(Self.refusal(try plain.call("scene", ["file": "../outside/Secret.swift"])) == "Error: '../outside/Secret.swift' is outside the folders the client shared (\(layout.project.path))")
        #expect(plain.rootsRequests == 0)
        #expect(plain.close() == 0)

        // Roots that change: the server asks again, and the new folders are the shared ones.
        let client = try MCPClient(roots: [layout.project])
        try client.initialize()
        #expect(!(try client.call("scene", ["file": layout.row.path])).isError)
        try client.share([layout.outside])
        let asked = ProcessTable.waitFor(seconds: 60) { client.rootsRequests >= 2 ? true : nil }
        #expect(asked == true, "the server did not ask for the roots again")
        #expect(!(try client.call("scene", ["file": layout.secret.path])).isError)
        #expect(Self.refusal(try client.call("scene", ["file": layout.row.path])) == "Error: '\(layout.row.path)' is outside the folders the client shared (\(layout.outside.path))")

        // A client that shares no folder: every path is refused, source still read.
        try client.share([])
        _ = ProcessTable.waitFor(seconds: 60) { client.rootsRequests >= 3 ? true : nil }
        #expect(Self.refusal(try client.call("scene", ["file": layout.row.path])) == "Error: '\(layout.row.path)' is outside the folders the client shared: it shared none; give the Swift text as source")
        #expect(!(try client.call("scene", ["source": Self.row])).isError)
        #expect(client.close() == 0)
    }
}
