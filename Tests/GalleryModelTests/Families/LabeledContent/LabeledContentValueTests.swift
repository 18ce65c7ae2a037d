@testable import GalleryModel
import Testing

/// A scene's LabeledContent shows its own title and value however the file writes them: a number, an expression the
/// app computes, a content closure under a `label:` closure — never an empty value beside its title.
@Suite("A scene's labeled content")
struct LabeledContentValueTests {
    private func words(_ view: SceneNode, on platform: Platform = .iOS) -> [String] {
        let plan = ScenePlanner.plan(SceneResolver.resolve(Scene(name: "Facts", roots: [view]), in: Context(platform: platform))).drawn
        return plan.allPlans.compactMap { $0.string(.text) }
    }

    private func text(_ value: SceneValue) -> SceneNode {
        SceneNode(.plain(.text), arguments: [SceneArgument(nil, value)])
    }

    @Test("value: 42 shows 42; value: file.size shows what the app computes, as written", arguments: [Platform.iOS, .macOS])
    func writtenValue(platform: Platform) {
        let number = SceneNode(.styled(.labeledContent), arguments: [SceneArgument(nil, .string("Size")), SceneArgument("value", .number(42))])
        #expect(words(number, on: platform) == ["Size", "42"])
        let computed = SceneNode(.styled(.labeledContent), arguments: [SceneArgument(nil, .string("Size")), SceneArgument("value", .expression("file.size"))])
        #expect(words(computed, on: platform) == ["Size", "file.size"])
    }

    @Test("LabeledContent { Text(…) } label: { Text(\"Name\") } shows its label's words and its content's")
    func closures() {
        let view = SceneNode(.styled(.labeledContent), children: [text(.expression("person.name"))],
                             slots: [SceneSlot(label: "label", children: [text(.string("Name"))])])
        #expect(words(view) == ["Name", "person.name"])
        let literal = SceneNode(.styled(.labeledContent), arguments: [SceneArgument(nil, .string("Version"))], children: [text(.string("2.4.1"))])
        #expect(words(literal) == ["Version", "2.4.1"])
    }
}
