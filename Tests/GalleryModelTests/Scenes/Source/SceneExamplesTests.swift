import Foundation
import Testing
@testable import GalleryModel

/// The scene files the gallery ships: each listed once, each a SwiftUI view file with its struct and a preview.
@Suite("Shipped scenes")
struct SceneExamplesTests {
    static let folder = TestFiles.package.appendingPathComponent("Resources/scenes")

    @Test("The list and the folder hold the same files, nine of them, each named after its view")
    func listMatchesFolder() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path).filter { $0.hasSuffix(".swift") }
        #expect(Set(files) == Set(SceneExamples.all.map(\.fileName)))
        #expect(SceneExamples.all.count == 9)
        #expect(Set(SceneExamples.all.map(\.viewName)).count == SceneExamples.all.count)
        for example in SceneExamples.all {
            #expect(example.fileName == example.viewName + ".swift")
            #expect(SceneExamples.example(fileName: example.fileName) == example)
            #expect(!example.title.english.isEmpty && example.summary.english.hasSuffix("."))
        }
    }

    @Test("Each file cites its sources, imports SwiftUI, declares its view with state and previews it")
    func filesAreViews() throws {
        for example in SceneExamples.all {
            let source = try String(contentsOf: Self.folder.appendingPathComponent(example.fileName), encoding: .utf8)
            #expect(source.hasPrefix("// "), "\(example.fileName) opens with what it shows")
            #expect(source.contains("https://developer.apple.com/documentation/swiftui/"), "\(example.fileName) cites Apple's pages")
            #expect(source.contains("\nimport SwiftUI\n"))
            #expect(source.contains("\nstruct \(example.viewName): View {\n"))
            #expect(source.contains("    @State private var "))
            #expect(source.hasSuffix("\n#Preview {\n    \(example.viewName)()\n}\n"))
            #expect(!source.contains("\t"), "\(example.fileName) indents with spaces")
        }
    }
}
