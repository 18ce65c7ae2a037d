import Foundation
import Testing
import GalleryModel
@testable import GallerySceneReader

/// Input no one should write, through the whole pipeline: a file at the size limit, braces that never close, deep
/// nesting and thousands of views. Each gives one clear error or diagnostics and resolves and plans as far as it
/// reads, never a crash or a hang. (Files that are not text, folders and missing files: `SceneFileInputTests`.)
@Suite("Hostile scene input")
struct HostileSceneInputTests {
    /// The message `SceneReader.readFile` refuses `bytes` with, or nil when it reads them.
    private func refusal(of bytes: [UInt8], named name: String) throws -> String? {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("scene-hostile-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent(name).path
        #expect(FileManager.default.createFile(atPath: path, contents: Data(bytes)))
        do {
            _ = try SceneReader.readFile(atPath: path)
            return nil
        } catch {
            return error.message
        }
    }

    @Test("A file one byte over the size limit (128 KiB) is refused in one line naming it")
    func tooLarge() throws {
        let view = Array("struct Big: View {\n    var body: some View {\n        Text(\"x\")\n    }\n}\n".utf8)
        let padding = [UInt8](repeating: UInt8(ascii: " "), count: SceneReadingLimits.maximumFileBytes + 1 - view.count)
        let message = try #require(try refusal(of: view + padding, named: "Big.swift"))
        #expect(message.contains("Big.swift:1:1"))
        #expect(!message.contains("\n"))
        // One byte less is read.
        #expect(try refusal(of: view + padding.dropLast(), named: "Big.swift") == nil)
    }

    // Refused before parsing (SwiftParser's recovery past its nesting limit took a minute over them): `ReadingBudgetTests`
    // holds the time.
    @Test("Ten thousand unclosed braces end in diagnostics with lines and columns, not a crash")
    func unbalancedBraces() {
        let source = "struct V: View {\n    var body: some View {\n        VStack " + String(repeating: "{", count: 10_000) + "\n"
        let file = SceneReader.read(source: source, fileName: "Braces.swift")
        for scene in file.views {
            _ = ScenePlanner.plan(SceneResolver.resolve(scene, in: Context(platform: .macOS)))
        }
        let diagnostics = file.diagnostics + file.views.flatMap(\.diagnostics)
        #expect(diagnostics.contains { $0.severity == .error && $0.location.line > 0 && $0.location.column > 0 })
    }

    @Test("A view nested 40 containers deep reads, resolves and plans")
    func deepNesting() throws {
        var body = "Toggle(\"Deep\", isOn: $on)"
        for level in 0..<40 { body = (level % 2 == 0 ? "VStack" : "HStack") + " {\n" + body + "\n}" }
        let source = "struct Deep: View {\n    @State private var on = true\n\n    var body: some View {\n" + body + "\n    }\n}\n"
        let file = SceneReader.read(source: source, fileName: "Deep.swift")
        let scene = try file.scene(named: "Deep")
        #expect(!scene.diagnostics.contains { $0.severity == .error })
        var depth = 0
        var node = scene.roots.first
        while let current = node, let child = current.children.first {
            depth += 1
            node = child
        }
        #expect(depth == 40)
        #expect(node?.family == .toggle)
        for platform in Platform.allCases {
            let resolved = SceneResolver.resolve(scene, in: Context(platform: platform))
            #expect(resolved.allNodes.contains { $0.node.family == .toggle && $0.control != nil })
            _ = ScenePlanner.plan(resolved)
        }
    }

    // How long it takes is the benchmark's to say (scripts/benchmark), not a test's: a busy machine must not fail it.
    @Test("Thousands of views read, resolve and plan without a crash")
    func thousandsOfViews() throws {
        let rows = (0..<3_000).map { "            Toggle(\"Row \($0)\", isOn: $on)" }.joined(separator: "\n")
        let source = "struct Many: View {\n    @State private var on = false\n\n    var body: some View {\n        List {\n" + rows + "\n        }\n    }\n}\n"
        let scene = try SceneReader.read(source: source, fileName: "Many.swift").scene(named: "Many")
        #expect(scene.roots.first?.children.count == 3_000)
        let resolved = SceneResolver.resolve(scene, in: Context(platform: .macOS))
        #expect(resolved.roots.first?.children.count == 3_000)
        _ = ScenePlanner.plan(resolved)
    }
}
