import Foundation
import Testing
@testable import GalleryModel

/// The window's reducer for the composer: edits through its actions, what can be done now, the questions that keep
/// unsaved edits from being lost, saving, an editor's save, and the scene an earlier run left unsaved.
@Suite("Composer reducer")
struct ComposerReducerTests {
    private static let toggle = ScenePalette.items.first { $0.title == "Toggle" }!
    private static let form = ScenePalette.items.first { $0.title == "Form" }!
    private static let toggleNode = SceneNode(.styled(.toggle), arguments: [SceneArgument(nil, .string("Wi-Fi")),
                                                                             SceneArgument("isOn", .binding("isOn"))])

    /// The composer's page with a toggle inserted (as the palette's reading would insert it) and chosen.
    static func composed() -> WindowModel {
        let after = WindowReducerTests.after([.composer(.new),
                                              .paletteItemRead(.success(.insert(toggleNode, state: [SceneState(name: "isOn", value: .bool(true))])))])
        return after.state
    }

    @Test("Adding reads the palette's item; its insert is made, chosen, and read back for the inspector's lines")
    func inserting() {
        #expect(WindowReducerTests.after([.composer(.insert(Self.toggle))]).effects == [.readPaletteItem(Self.toggle)])
        let state = Self.composed()
        #expect(state.page == .composer && state.composer.composer.scene.roots.count == 1)
        #expect(state.composer.composer.selection == ScenePath([0]) && state.composer.composer.isEdited)
        let (_, effects) = WindowReducerTests.after([.paletteItemRead(.success(.insert(Self.toggleNode, state: [])))], from: state)
        #expect(effects == [.locateComposedScene(source: state.composer.composer.source(after: Self.toggleNode),
                                                 fileName: "ContentView.swift", revision: state.composer.revision + 1)])
        let refused = WindowReducerTests.after([.paletteItemRead(.failure(ProblemLine(say("no"))))], from: state).state
        #expect(refused.composer.problem == say("no") && refused.composer.composer.scene == state.composer.composer.scene)
    }

    @Test("Each edit's button follows what can be done: the first view cannot move up, nothing chosen edits nothing, undo and redo walk the edits")
    func allowed() {
        let state = Self.composed()
        #expect(!state.composer.allows(.move(.up)) && state.composer.allows(.delete) && state.composer.allows(.undo))
        #expect(!state.composer.allows(.redo) && state.composer.allows(.save))
        let titled = WindowReducerTests.after([.composer(.setTitle("Bluetooth"))], from: state).state
        #expect(titled.composer.composer.scene.roots[0].title == "Bluetooth")
        let undone = WindowReducerTests.after([.composer(.undo)], from: titled).state
        #expect(undone.composer.composer.scene.roots[0].title == "Wi-Fi" && undone.composer.allows(.redo))
        #expect(WindowReducerTests.after([.composer(.redo)], from: undone).state.composer.composer.scene == titled.composer.composer.scene)
        let empty = WindowReducerTests.after([.composer(.new)]).state
        #expect(!empty.composer.allows(.delete) && !empty.composer.allows(.setTitle("x")))
        #expect(WindowReducerTests.after([.composer(.delete)], from: empty).state == empty)
    }

    @Test("An edit the scene does not allow now changes nothing, and a knob set to the chosen view's own value is no edit: nothing to undo")
    func editsThatChangeNothing() {
        let state = Self.composed()
        // The only view cannot move up: its button is dimmed, and the action, sent anyway, does nothing.
        let (moved, moveEffects) = WindowReducerTests.after([.composer(.move(.up))], from: state)
        #expect(moved == state && moveEffects.isEmpty)
        // The title it already has: no edit, no reading, and undo still takes back the insert, not a title.
        let (titled, titleEffects) = WindowReducerTests.after([.composer(.setTitle("Wi-Fi"))], from: state)
        #expect(titled.composer == state.composer && titleEffects.isEmpty)
        let undone = WindowReducerTests.after([.composer(.undo)], from: titled).state
        #expect(undone.composer.composer.scene.roots.isEmpty)
    }

    @Test("Unsaved edits: closing, quitting, a new scene and opening a file ask first; Cancel keeps everything, Discard goes on and needs no recovery copy")
    func questions() {
        let state = Self.composed()
        for (action, intent) in [(WindowAction.close, ComposerIntent.closeWindow), (.quit, .quit), (.composer(.new), .newScene),
                                 (.composer(.open), .openFile)] {
            let (asked, effects) = WindowReducerTests.after([action], from: state)
            #expect(asked.question == .unsavedEdits(before: intent) && effects.isEmpty && !asked.isEnding)
            let cancelled = WindowReducerTests.after([.answer(.cancel)], from: asked).state
            #expect(cancelled.question == nil && cancelled.composer == state.composer)
        }
        let (discarded, effects) = WindowReducerTests.after([.close, .answer(.discard)], from: state)
        #expect(effects == [.closeWindow] && discarded.isEnding && !discarded.composer.needsRecovery)
        // Once the person answered, the close goes through.
        #expect(WindowReducerTests.after([.close], from: discarded).state.question == nil)
        #expect(WindowReducerTests.after([.answer(.keepMine)], from: WindowReducerTests.after([.quit], from: state).state).state.question
            == .unsavedEdits(before: .quit), "an answer the question does not offer")
    }

    @Test("Save asks where when the scene has no file; once written the composer follows the file, and what waited for the save goes on")
    func saving() throws {
        let state = Self.composed()
        #expect(WindowReducerTests.after([.composer(.save)], from: state).effects == [.chooseFile(.composerDestination(suggestedName: "ContentView.swift"))])
        let source = state.composer.composer.source
        let (written, effects) = WindowReducerTests.after([.close, .answer(.save), .composer(.saveTo("/work/Composed.swift")),
                                                           .composerSaved(path: "/work/Composed.swift", source: source, failure: nil)], from: state)
        #expect(effects == [.watchComposerFile(path: "/work/Composed.swift"), .closeWindow])
        #expect(!written.composer.composer.isEdited && written.composer.path == "/work/Composed.swift" && written.isEnding)
        #expect(written.composer.title.english == "Composed.swift")
        let failed = WindowReducerTests.after([.composerSaved(path: "/x/y.swift", source: source, failure: say("read-only"))], from: state).state
        #expect(failed.composer.composer.isEdited && failed.banner?.isError == true && failed.composer.path == nil)
    }

    @Test("An editor's save: taken in with nothing unsaved, its own save ignored, over unsaved edits asked about; each answer keeps its version")
    func editorSaves() {
        let saved = WindowReducerTests.after([.composerSaved(path: "/work/C.swift", source: "mine", failure: nil)], from: Self.composed()).state
        let editors = SceneReading(scene: Scene(name: "ContentView", roots: [SceneNode(.plain(.text), arguments: [SceneArgument(nil, .string("Editor"))])]),
                                   source: "editor", fileDiagnostics: [])
        let quiet = WindowReducerTests.after([.composerFileChanged(settled: true), .composerFileQuiet(change: 1)], from: saved)
        #expect(quiet.effects == [.readComposerFile(path: "/work/C.swift", reading: 1)])
        let own = WindowReducerTests.after([.composerFileRead(path: "/work/C.swift", reading: 1, .success(
            SceneReading(scene: editors.scene, source: "mine", fileDiagnostics: [])))], from: quiet.state)
        #expect(own.state == quiet.state)
        let taken = WindowReducerTests.after([.composerFileRead(path: "/work/C.swift", reading: 1, .success(editors))], from: quiet.state).state
        #expect(taken.composer.composer.scene == editors.scene && taken.question == nil && !taken.composer.composer.isEdited)
        let edited = WindowReducerTests.after([.composer(.setTitle("Mine")), .composerFileChanged(settled: true), .composerFileQuiet(change: 2),
                                               .composerFileRead(path: "/work/C.swift", reading: 2, .success(editors))], from: quiet.state).state
        #expect(edited.question == .fileChanged(path: "/work/C.swift") && edited.composer.composer.scene.roots[0].title == "Mine")
        let kept = WindowReducerTests.after([.answer(.keepMine)], from: edited).state
        #expect(kept.composer.composer.scene.roots[0].title == "Mine" && kept.composer.composer.isEdited && kept.question == nil)
        let tookFile = WindowReducerTests.after([.answer(.takeFile)], from: edited).state
        #expect(tookFile.composer.composer.scene == editors.scene && !tookFile.composer.composer.isEdited)
    }

    @Test("The scene an earlier run left: offered with the focus; recovered unsaved onto the composer's page and kept in this run's file; discarded, its file goes")
    func recovery() throws {
        let offered = WindowReducerTests.after([.recoveryOffered(SceneReducerTests.offer)])
        #expect(offered.effects == [.focus(.recoveryOffer)])
        let (asked, effects) = WindowReducerTests.after([.composer(.recover)], from: offered.state)
        #expect(effects == [.readDraft(SceneReducerTests.offer)] && asked.question == nil)
        let scene = Scene(name: "ContentView", roots: [Self.toggleNode])
        let recovered = WindowReducerTests.after([.draftRead(SceneReducerTests.offer, .success(scene))], from: asked)
        #expect(recovered.state.page == .composer && recovered.state.composer.composer.isEdited && recovered.state.composer.needsRecovery)
        #expect(recovered.effects.contains(.keepRecovered(SceneReducerTests.offer)) && recovered.effects.contains(.focus(.chosenView)))
        #expect(WindowReducerTests.after([.composer(.discardRecovered)], from: offered.state).effects == [.discardDraft(SceneReducerTests.offer)])
        #expect(WindowReducerTests.after([.recoveryOffered(nil)], from: offered.state).effects == [.focus(.page)])
        // With unsaved edits of its own, the composer asks before recovering.
        let busy = WindowReducerTests.after([.recoveryOffered(SceneReducerTests.offer), .composer(.recover)], from: Self.composed()).state
        #expect(busy.question == .unsavedEdits(before: .recover))
    }
}

extension SceneComposer {
    /// The source Save would write after inserting `node` at the end.
    fileprivate func source(after node: SceneNode) -> String {
        var composer = self
        try? composer.apply(.insert(node, state: []))
        return composer.source
    }

    @Test("The composer's stage draws with the values its controls were given: switching a Toggle whose project style reads configuration.isOn draws the stage anew, checked, with no edit of the scene")
    func liveValues() throws {
        let reading = SceneReducerTests.checkStyleReading()
        let state = WindowReducerTests.after([.composer(.new),
                                              .paletteItemRead(.success(.insert(reading.scene.roots[0], state: reading.scene.state)))]).state
        let context = state.configuration.context
        let drawn = { (model: WindowModel) in
            SceneReducerTests.icons(ScenePlanner.plan(SceneResolver.resolve(model.composer.scene, onStage: context, values: model.composer.examples)))
        }
        #expect(drawn(state) == [Build.iconValue("square")])
        let key = try #require(SceneResolver.resolve(state.composer.scene, onStage: context, values: state.composer.examples).keysReadByStyles.first)
        let switched = WindowReducerTests.after([.setSceneExample(.composer, ExampleSlot(key, .bool(false), .bool), .bool(true))], from: state).state
        #expect(switched.composer.redraws == state.composer.redraws + 1)
        #expect(switched.composer.revision == state.composer.revision && switched.composer.composer.isEdited == state.composer.composer.isEdited)
        #expect(drawn(switched) == [Build.iconValue("checkmark.square")])
        // A value no style reads leaves the stage as it is: the widgets already show it.
        let other = ExampleSlot(ExampleKey(declared: "toggle.automatic.isOn")!.inScene(at: ScenePath([7])), .bool(true), .bool)
        #expect(WindowReducerTests.after([.setSceneExample(.composer, other, .bool(false))], from: state).state.composer.redraws == state.composer.redraws)
    }
}
