import GalleryModel
import Testing

/// A conditional is worded once, in the model: the scene page's row and `gallery scene`'s line say the same place, the
/// same way of writing it and the same marks on its branches.
@Suite("How a conditional is listed")
struct SceneConditionalPresentationTests {
    /// `#if os(iOS) … #else … #endif` in Row.swift at 12:9, the platform compiling the first branch, the second drawn.
    private let compiledElsewhere = SceneConditional(location: SceneLocation(line: 12, column: 9, file: "Sources/App/Row.swift"),
                                                     kind: .compilation, branches: ["#if os(iOS)", "#else"], chosen: 1, compiled: 0)

    @Test("Its place names its file by the last part of its path, or by what the caller names it with; the scene's own file by line and column")
    func place() {
        #expect(compiledElsewhere.place() == "Row.swift:12:9")
        #expect(compiledElsewhere.place(namingFile: { "./" + $0 }) == "./Sources/App/Row.swift:12:9")
        #expect(compiledElsewhere.heading() == "Row.swift:12:9 #if")
        let own = SceneConditional(location: SceneLocation(line: 39, column: 13), kind: .if, branches: ["if wifi", "else"], chosen: 0)
        #expect(own.heading() == "39:13 if")
    }

    @Test("A chooser offers each branch by its title, the compiled one marked where another is drawn")
    func choices() {
        #expect(compiledElsewhere.choices.map(\.english) == ["#if os(iOS) (compiled)", "#else"])
        let drawnWhereCompiled = SceneConditional(location: SceneLocation(line: 3, column: 1), kind: .compilation,
                                                  branches: ["#if os(iOS)", "#else"], chosen: 0, compiled: 0)
        #expect(drawnWhereCompiled.choices.map(\.english) == ["#if os(iOS)", "#else"])
    }

    @Test("A list numbers the branches and marks the one drawn and the one compiled, its marks translated")
    func line() {
        #expect(compiledElsewhere.line().english == "Row.swift:12:9 #if: 1. #if os(iOS) (compiled)  2. #else (drawn)")
        #expect(compiledElsewhere.line().templates.sorted() == ["(compiled)", "(drawn)"])
    }
}
