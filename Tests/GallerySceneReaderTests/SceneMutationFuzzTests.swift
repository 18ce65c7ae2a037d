import Foundation
import Testing
import GalleryModel
@testable import GallerySceneReader
import GalleryTestSupport

/// The reader, the resolver and the planner under seeded mutation of the shipped scene files: token deletions,
/// duplications, swaps and truncations. Whatever the text, reading gives a file with diagnostics (never a crash),
/// and each of its views resolves and plans, each case well within two seconds.
///
/// The fuzzing goes to its depth with the long tests (`scripts/test --long`, CI: 1,000 cases); the quick loop and
/// `scripts/test` try 100 cases. `GALLERY_FUZZ_CASES` sets the number of cases.
@Suite("Scene mutation fuzzing")
struct SceneMutationFuzzTests {
    /// How many mutated files the test tries.
    static let cases = ProcessInfo.processInfo.environment["GALLERY_FUZZ_CASES"].flatMap(Int.init)
        ?? (ProcessInfo.processInfo.environment["GALLERY_TEST_DEPTH"] == "long" ? 1_000 : 100)

    /// The shipped scene files' text.
    static let sources: [(name: String, text: String)] = SceneExamples.all.map { ($0.fileName, ShippedScenes.text(of: $0)) }

    /// Reads `text`, checks every diagnostic has a place in it, and resolves and plans each of its views on the
    /// iPhone and the Mac: how many views it held.
    static func readResolveAndPlan(_ text: String, fileName: String) -> Int {
        let file = SceneReader.read(source: text, fileName: fileName)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).count
        for diagnostic in file.diagnostics + file.views.flatMap(\.diagnostics) {
            #expect((1...lines).contains(diagnostic.location.line) && diagnostic.location.column >= 1, "\(diagnostic)")
        }
        _ = try? file.scene(named: nil)
        for scene in file.views {
            for platform in [Platform.iOS, .macOS] {
                _ = ScenePlanner.plan(SceneResolver.resolve(scene, in: Context(platform: platform)))
            }
        }
        return file.views.count
    }

    /// `text` cut into tokens: runs of identifier characters, string literals, runs of spaces, single other characters.
    /// Joined, they give `text` back.
    static func tokens(_ text: String) -> [Substring] {
        var tokens: [Substring] = []
        var index = text.startIndex
        while index < text.endIndex {
            let start = index
            let character = text[index]
            if character.isLetter || character.isNumber || character == "_" {
                while index < text.endIndex, text[index].isLetter || text[index].isNumber || text[index] == "_" { index = text.index(after: index) }
            } else if character == " " {
                while index < text.endIndex, text[index] == " " { index = text.index(after: index) }
            } else if character == "\"" {
                index = text.index(after: index)
                while index < text.endIndex, text[index] != "\"", text[index] != "\n" { index = text.index(after: index) }
                if index < text.endIndex, text[index] == "\"" { index = text.index(after: index) }
            } else {
                index = text.index(after: index)
            }
            tokens.append(text[start..<index])
        }
        return tokens
    }

    /// One to three mutations of `tokens`, chosen and placed by `random`.
    static func mutate(_ tokens: [Substring], _ random: inout SplitMix64) -> [Substring] {
        var tokens = tokens
        for _ in 0...(random.next() % 3) where !tokens.isEmpty {
            let position = Int(random.next() % UInt64(tokens.count))
            let length = 1 + Int(random.next() % 6)
            let end = min(tokens.count, position + length)
            switch random.next() % 5 {
            case 0:  // Delete a few tokens.
                tokens.removeSubrange(position..<end)
            case 1:  // Duplicate a few tokens.
                tokens.insert(contentsOf: tokens[position..<end], at: end)
            case 2:  // Swap two tokens.
                tokens.swapAt(position, Int(random.next() % UInt64(tokens.count)))
            case 3:  // Cut the file short.
                tokens.removeSubrange(position...)
            default:  // Move a token somewhere else (often a brace or a parenthesis).
                let token = tokens.remove(at: position)
                tokens.insert(token, at: Int(random.next() % UInt64(tokens.count + 1)))
            }
        }
        return tokens
    }

    @Test("Hostile shapes of every kind and size, put anywhere in a shipped file and mutated, stay within the reading budget")
    func hostileMutations() {
        var random = SplitMix64(seed: 0xB0D6_E7)
        let tokenized = Self.sources.map { (name: $0.name, tokens: Self.tokens($0.text)) }
        let shapes = HostileShape.allCases
        for number in 0..<max(1, Self.cases / 8) {
            let file = tokenized[number % tokenized.count]
            let shape = shapes[Int(random.next() % UInt64(shapes.count))]
            let size = HostileShape.sizes[Int(random.next() % UInt64(HostileShape.sizes.count))]
            var tokens = file.tokens
            tokens.insert(Substring(shape.source(size)), at: Int(random.next() % UInt64(tokens.count + 1)))
            let text = Self.mutate(tokens, &random).joined()
            let outcome = ReadingBudgetTests.read(text, fileName: file.name)
            #expect(outcome.time <= ReadingBudgetTests.budget, "case \(number): \(shape) \(size) in \(file.name): \(outcome.time)")
            if let refusal = outcome.refusal { #expect(!refusal.message.contains("\n")) }
        }
    }

    @Test("Mutated scene files read, resolve and plan without crashing, and most still hold a view")
    func mutations() {
        var random = SplitMix64(seed: 0x5CE4E_F022)
        let tokenized = Self.sources.map { (name: $0.name, tokens: Self.tokens($0.text)) }
        // No time limit here: a busy machine must not fail a test; the benchmark measures the reader's speed.
        var viewsRead = 0
        for number in 0..<Self.cases {
            let file = tokenized[number % tokenized.count]
            let text = Self.mutate(file.tokens, &random).joined()
            viewsRead += Self.readResolveAndPlan(text, fileName: file.name)
        }
        #expect(Self.sources.allSatisfy { !$0.text.isEmpty })
        #expect(viewsRead > Self.cases / 4, "most mutations still hold a view")
    }
}
