import Foundation
import GalleryModel
import Testing
@testable import GallerySceneReader

/// Bad input: a file that cannot be read is one line naming FILE:LINE:COLUMN; a file that does not parse is read
/// as far as it goes, with the parser's diagnostics; no input crashes or hangs the reader.
@Suite("Scene file input")
struct SceneFileInputTests {
    /// A new file in a fresh temporary folder holding `bytes`.
    static func file(_ bytes: [UInt8], named name: String = "View.swift") throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("scene-reader-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let path = folder.appendingPathComponent(name).path
        #expect(FileManager.default.createFile(atPath: path, contents: Data(bytes)))
        return path
    }

    /// The one-line message reading `path` throws.
    static func failure(_ path: String) -> String? {
        do {
            _ = try SceneReader.readFile(atPath: path)
            return nil
        } catch {
            return error.message
        }
    }

    @Test("Files that are not Swift source: each one line, FILE:LINE:COLUMN: error: …")
    func unreadable() throws {
        let missing = "/nonexistent/View.swift"
        #expect(Self.failure(missing) == "/nonexistent/View.swift:1:1: error: No such file or directory")
        let folder = FileManager.default.temporaryDirectory.path
        #expect(Self.failure(folder) == "\(folder):1:1: error: it is a folder, not a Swift file")
        let large = try Self.file(Array(repeating: UInt8(ascii: " "), count: SceneReadingLimits.maximumFileBytes + 1))
        #expect(Self.failure(large)?.hasPrefix("\(large):1:1: error: it holds more than") == true)
        let binary = try Self.file(Array("Text(\"a\")\nab".utf8) + [0, 1, 2])
        #expect(Self.failure(binary) == "\(binary):2:3: error: it is a binary file, not Swift source (a NUL byte)")
        let latin1 = try Self.file(Array("Text(\"caf".utf8) + [0xE9] + Array("\")".utf8))
        #expect(Self.failure(latin1) == "\(latin1):1:10: error: it is not UTF-8 text")
        let empty = try Self.file(Array("import SwiftUI\n".utf8))
        let file = try SceneReader.readFile(atPath: empty)
        #expect(throws: SceneFileError.self) { try file.scene(named: nil) }
        do {
            _ = try file.scene(named: nil)
        } catch {
            #expect(error.message == "\(empty):1:1: error: it declares no SwiftUI view")
        }
        for message in [Self.failure(missing), Self.failure(binary), Self.failure(latin1)] {
            #expect(message?.contains("\n") == false)
        }
    }

    @Test("Syntax errors are diagnostics with their line and column; what parses is still read")
    func syntaxErrors() throws {
        let file = SceneReader.read(source: """
            struct Broken: View {
                var body: some View {
                    VStack {
                        Toggle("A", isOn: $a
                        Text("B")
                    }
                }
            """, fileName: "Broken.swift")
        #expect(!file.diagnostics.isEmpty)
        #expect(file.diagnostics.allSatisfy { $0.location.line >= 4 && $0.location.column >= 1 })
        #expect(file.diagnostics.contains { $0.severity == .error })
        let scene = try file.scene(named: nil)
        #expect(scene.roots.first?.kind == .layout(.vStack))
        #expect(scene.diagnostics.filter { $0.severity == .error } == file.diagnostics.filter { $0.severity == .error })
    }

    @Test("A view 40 containers deep reads, in a debug build too")
    func deepNesting() throws {
        let depth = 40
        let containers = ["VStack", "HStack", "Group", "ZStack", "Section"]
        var source = "Text(\"Deep\")"
        for level in 0..<depth {
            source = "\(containers[level % containers.count]) {\n\(source)\n}\n.padding()"
        }
        let scene = try ReaderSupport.scene(source)
        #expect(scene.diagnostics.isEmpty)
        var node = try #require(scene.roots.first)
        var levels = 0
        while let child = node.children.first {
            node = child
            levels += 1
        }
        #expect(levels == depth)
        #expect(node.title == "Deep")
    }

    @Test("Nesting past the limit, unbalanced braces and thousands of views end in diagnostics, not a crash")
    func hostile() throws {
        let levels = SceneReadingLimits.maximumNestingLevel + 10
        let tooDeep = String(repeating: "VStack { ", count: levels) + String(repeating: "}", count: levels)
        #expect(SceneReader.read(source: tooDeep, fileName: "Deep.swift").diagnostics.contains { $0.severity == .error })
        let unbalanced = SceneReader.read(source: "VStack { Text(\"a\") }}}} { ( [", fileName: "Braces.swift")
        #expect(unbalanced.diagnostics.contains { $0.severity == .error })
        // 20 × 20 × 20 × 20 views from a few lines (a file of ten thousand lines takes SwiftParser seconds in a debug build).
        let many = "VStack {\n" + String(repeating: "ForEach(0..<20) { _ in\n", count: 4) + "Text(\"x\")" + String(repeating: "}", count: 5)
        let scene = try ReaderSupport.scene(many)
        #expect(ReaderSupport.diagnostics(scene, .error).count == 1)
        #expect(ReaderSupport.allNodes(scene.roots).count == SceneReadingLimits.maximumNodes)
    }
}
