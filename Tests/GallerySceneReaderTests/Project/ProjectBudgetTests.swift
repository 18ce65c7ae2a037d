import Foundation
import GalleryModel
import Testing
@testable import GallerySceneReader

/// The reader's budget across files: views that use each other from file to file (a chain, a mutual recursion, a
/// fan-out) are read within the same limits as a file's own views, parsed, read, resolved and planned in two seconds of
/// one core's time, in a debug build, with errors at their places and never a crash.
@Suite("Project reading budget")
struct ProjectBudgetTests {
    /// Each file parsed, indexed and the first file's default view read, resolved and planned, on one reading thread.
    static func read(_ files: [(name: String, source: String)]) -> (scene: Scene?, time: Duration) {
        ReadingThread.run {
            let start = ReadingBudgetTests.threadTime()
            let indexed = files.map { IndexedFile(path: $0.name, source: $0.source) }
            let index = ProjectIndex(indexed)
            let file = SceneFileReader(index: index, file: indexed[0], options: SceneReadingOptions()).read(choice: .shown)
            let scene = try? file.scene(named: nil)
            if let scene {
                for platform in [Platform.iOS, .macOS] { _ = ScenePlanner.plan(SceneResolver.resolve(scene, in: Context(platform: platform))) }
            }
            return (scene, ReadingBudgetTests.threadTime() - start)
        }
    }

    /// `count` files, file `n` declaring view `V<n>` whose body is `body(n)`.
    static func files(_ count: Int, _ body: (Int) -> String) -> [(name: String, source: String)] {
        (0..<count).map { ("V\($0).swift", "import SwiftUI\nstruct V\($0): View {\n    var body: some View {\n        \(body($0))\n    }\n}\n") }
    }

    @Test("A chain of views across files stops at the expansion depth, said at its place in the file it is in")
    func chainAcrossFiles() throws {
        for size in [10, 200, 1_000] {
            let (scene, time) = Self.read(Self.files(size) { $0 + 1 < size ? "VStack { V\($0 + 1)(); Text(\"\($0)\") }" : "Text(\"end\")" })
            #expect(time <= ReadingBudgetTests.budget, "\(size): \(time)")
            let read = try #require(scene)
            #expect(read.viewDepth <= SceneLimits.maximumViewDepth)
            if size > SceneReadingLimits.maximumExpansionDepth {
                let deep = try #require(read.diagnostics.first { $0.message.english.contains("more than \(SceneReadingLimits.maximumExpansionDepth) deep") })
                #expect(deep.location.file == "V\(SceneReadingLimits.maximumExpansionDepth - 1).swift")
            } else {
                #expect(!read.diagnostics.contains { $0.severity != .note })
            }
        }
    }

    @Test("Views that use each other across files stop where one meets itself, with a warning")
    func mutualRecursion() throws {
        let files = [
            ("A.swift", "import SwiftUI\nstruct A: View { var body: some View { VStack { B(); Text(\"a\") } } }\n"),
            ("B.swift", "import SwiftUI\nstruct B: View { var body: some View { HStack { A(); Self.row } }\n static var row: some View { C() } }\n"),
            ("C.swift", "import SwiftUI\nstruct C: View { var body: some View { A().modifier(M()) } }\nstruct M: ViewModifier { func body(content: Content) -> some View { content.cycle() } }\nextension View { func cycle() -> some View { modifier(M()) } }\n"),
        ]
        let (scene, time) = Self.read(files)
        #expect(time <= ReadingBudgetTests.budget)
        let read = try #require(scene)
        #expect(read.diagnostics.contains { $0.severity == .warning && $0.message.english.contains("A uses itself") && $0.location.file == "B.swift" })
        #expect(read.diagnostics.contains { $0.message.english.contains("uses itself") && $0.location.file == "C.swift" })
    }

    @Test("A fan-out across files spends the shared budget of views and stops with an error")
    func fanOutAcrossFiles() throws {
        let (scene, time) = Self.read(Self.files(30) { $0 + 1 < 30 ? "VStack { V\($0 + 1)(); V\($0 + 1)() }" : "Text(\"leaf\")" })
        #expect(time <= ReadingBudgetTests.budget, "\(time)")
        let read = try #require(scene)
        // The views or, on a busy machine, the time: either ends the reading with an error.
        #expect(read.diagnostics.contains { $0.severity == .error && $0.message.english.contains("the gallery reads no further") })
        #expect(ReaderSupport.allNodes(read.roots).count <= SceneReadingLimits.maximumNodes)
    }

    @Test("A content closure passed down through views across files is read where it was written, within the depth")
    func contentThroughFiles() throws {
        let files = Self.files(60) { n in
            n + 1 < 60 ? "W\(n + 1) { V\(n + 1)() }" : "Text(\"end\")"
        } + (1..<60).map { n in
            ("W\(n).swift", "import SwiftUI\nstruct W\(n)<Content: View>: View {\n    @ViewBuilder let content: Content\n    var body: some View { VStack { content } }\n}\n")
        }
        let (scene, time) = Self.read(files)
        #expect(time <= ReadingBudgetTests.budget)
        let read = try #require(scene)
        #expect(read.viewDepth <= SceneLimits.maximumViewDepth)
        #expect(read.diagnostics.contains { $0.severity != .note })
    }
}
