@testable import GalleryModel
@testable import GallerySceneReader
import Testing

/// `Fixtures/TextEditors.swift`, read and drawn: a scene's TextEditor is named for assistive technologies by its own
/// code, never by the TextEditor page's sample.
@Suite("Text editors' names in scenes")
struct TextEditorNamingTests {
    @Test("Each editor is named by its .accessibilityLabel, else by the state it edits", arguments: [Platform.iOS, .macOS])
    func names(platform: Platform) throws {
        let scene = try SceneReader.readFile(atPath: ReaderSupport.fixture("TextEditors.swift")).scene(named: "Letter")
        let widget = ScenePlanner.plan(SceneResolver.resolve(scene, onStage: Context(platform: platform), values: SceneControlValues())).drawn
        let editors = widget.allPlans.filter { $0.kind == .textView }
        #expect(editors.map(\.accessibleName) == ["TextEditor, notes", "Your reply", "TextEditor, postscript"])
        #expect(!widget.allPlans.contains { $0.accessibleName == "Notes" })
    }

    @Test("The TextEditor page's cards name their editor as a scene of their code does, by the state it edits")
    func card() throws {
        for style in StyleCatalog.family(.textEditor).styles {
            let plan = Planner.plan(StyleResolver.resolve(style, in: Context(platform: .iOS))).widget
            #expect(plan.allPlans.first { $0.kind == .textView }?.accessibleName == "TextEditor, \(SampleContent.editor.state)")
        }
    }
}
