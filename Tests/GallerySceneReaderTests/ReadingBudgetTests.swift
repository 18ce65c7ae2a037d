import Foundation
import Testing
import GalleryModel
@testable import GallerySceneReader
import GalleryTestSupport

/// The reader's budget: whatever a file holds, reading, resolving and planning it ends within two seconds of one
/// core's time, in a debug build, with views read or one error line naming the file, its line and its column.
///
/// Time is the reading thread's own processor time (`CLOCK_THREAD_CPUTIME_ID`), not the wall clock's: another
/// test or process busy on the machine does not count against the file.
@Suite("Reading budget")
struct ReadingBudgetTests {
    /// The processor time one file may take: the budget `scene`, `check`, `render`, the MCP tools and the window
    /// promise.
    static let budget: Duration = .seconds(2)

    /// What reading `source` as bytes (as `scene`, `render`, the MCP server and the window do) gave, with the
    /// processor time spent reading the views `choice` asks for (every one unless told), resolving and planning each
    /// on the iPhone and the Mac.
    struct Outcome {
        let refusal: SceneFileError?
        let file: SceneFile?
        let time: Duration
    }

    static func read(_ source: String, fileName: String = "Hostile.swift", views choice: SceneFile.Choice = .every) -> Outcome {
        ReadingThread.run {
            let start = threadTime()
            let outcome: (SceneFileError?, SceneFile?)
            do throws(SceneFileError) {
                let text = try SceneFileBytes.source(of: Array(source.utf8), fileName: fileName)
                let file = SceneReader.readHere(source: text, fileName: fileName, choice: choice)
                for scene in file.views {
                    for platform in [Platform.iOS, .macOS] {
                        _ = ScenePlanner.plan(SceneResolver.resolve(scene, in: Context(platform: platform)))
                    }
                }
                outcome = (file.refusal, file)
            } catch {
                outcome = (error, nil)
            }
            return Outcome(refusal: outcome.0, file: outcome.1, time: threadTime() - start)
        }
    }

    /// The processor time of the calling thread.
    static func threadTime() -> Duration {
        var now = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now)
        return .seconds(now.tv_sec) + .nanoseconds(now.tv_nsec)
    }

    @Test("Every hostile shape, at every size, reads within the budget: views, or one line naming the place",
          arguments: HostileShape.allCases)
    func shapes(_ shape: HostileShape) {
        for size in HostileShape.sizes {
            let source = shape.source(size)
            let outcome = Self.read(source)
            #expect(outcome.time <= Self.budget, "\(shape) \(size): \(outcome.time)")
            if let refusal = outcome.refusal {
                #expect(refusal.message.hasPrefix("Hostile.swift:") && refusal.message.contains(": error: "), "\(refusal.message)")
                #expect(!refusal.message.contains("\n"))
                #expect(refusal.location.line >= 1 && refusal.location.column >= 1)
            }
            if let file = outcome.file, file.refusal == nil {
                // Every scene read stays within the depth every walk of a scene may recurse to.
                for scene in file.views { #expect(scene.viewDepth <= SceneLimits.maximumViewDepth, "\(shape) \(size)") }
            }
        }
    }

    @Test("What a person writes is read whole: a few levels of each shape give views and no error")
    func writtenByHand() throws {
        for shape in [HostileShape.stacks, .ifs, .switches, .closures, .modifierChain, .viewChain, .viewFanOut] {
            let outcome = Self.read(shape.source(3))
            let file = try #require(outcome.file)
            #expect(file.refusal == nil, "\(shape)")
            let scene = try file.scene(named: nil)
            #expect(!scene.roots.isEmpty, "\(shape)")
            #expect(!scene.diagnostics.contains { $0.severity == .error }, "\(shape): \(scene.diagnostics)")
        }
        // Square brackets a few deep, as types and literals are written, parse.
        for shape in [HostileShape.squareBrackets, .squareParentheses, .squareTuples, .arrayTypes, .generics, .interpolations] {
            #expect(Self.read(shape.source(3)).refusal == nil, "\(shape)")
        }
    }

    @Test("Each bound refuses at its place: brackets, interpolations, #if, the parser's look-ahead and the tree's depth")
    func refusals() throws {
        let cases: [(HostileShape, Int, String)] = [
            (.parentheses, 200, "brackets are nested more than \(SceneReadingLimits.maximumBracketDepth) deep here"),
            (.interpolations, 20, "string interpolations are nested more than \(SceneReadingLimits.maximumInterpolationDepth) deep here"),
            (.conditionals, 40, "#if blocks are nested more than \(SceneReadingLimits.maximumConditionalDepth) deep here"),
            (.squareParentheses, 20, "square brackets are nested too deeply inside one another"),
            (.modifierChain, 1_500, "syntax levels deep"),
        ]
        for (shape, size, words) in cases {
            let refusal = try #require(Self.read(shape.source(size)).refusal, "\(shape)")
            #expect(refusal.message.contains(words), "\(refusal.message)")
        }
        // The place is where the bound was first passed: the 129th parenthesis.
        let place = try #require(Self.read(HostileShape.parentheses.source(200)).refusal).location
        #expect(place == SceneLocation(line: 1, column: 9 + SceneReadingLimits.maximumBracketDepth))
    }

    @Test("A file's views share one budget: a chain of a thousand views and a fan-out of two hundred stop, said as errors")
    func sharedBudget() throws {
        let chain = try #require(Self.read(HostileShape.viewChain.source(1_000)).file)
        let first = try chain.scene(named: "V0")
        #expect(first.diagnostics.contains { $0.message.english.contains("used inside one another more than \(SceneReadingLimits.maximumExpansionDepth) deep") })
        let fan = try #require(Self.read(HostileShape.viewFanOut.source(200)).file)
        let diagnostics = fan.views.flatMap(\.diagnostics)
        #expect(diagnostics.contains { $0.severity == .error && $0.message.english.contains("more than \(SceneReadingLimits.maximumNodes) views") })
        // Each place says each thing once, however many times the view was expanded.
        #expect(Set(diagnostics).count == diagnostics.count || fan.views.count > 1)
        let nodes = fan.views.reduce(0) { $0 + ReaderSupport.allNodes($1.roots).count }
        #expect(nodes <= SceneReadingLimits.maximumNodes)
    }

    // What a command asks of a file: its parse, and the view it shows (`scene`, `render`, the window) read, resolved
    // and planned; every view of a thousand is the composer's and the tests' business, not a command's.
    @Test("A file at the size limit, written as people write, is read within the budget: parsed, its view read, resolved and planned")
    func largestFile() throws {
        let (source, count) = LargeView.source(within: SceneReadingLimits.maximumFileBytes)
        let outcome = Self.read(source, views: .shown)
        #expect(outcome.refusal == nil)
        #expect(outcome.time <= Self.budget, "\(outcome.time)")
        let file = try #require(outcome.file)
        #expect(file.viewNames.count == count)
        #expect(file.views.count == 1)
        #expect(!file.views.flatMap(\.diagnostics).contains { $0.severity == .error })
    }
}
