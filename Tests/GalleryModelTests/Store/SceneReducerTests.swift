import Foundation
import Testing
@testable import GalleryModel

/// The window's reducer for scene pages: opening a file, every reading of it (a reading with errors keeps the last good
/// scene, stale), its file changing in bursts, the view chosen and its controls' values.
@Suite("Scene reducer")
struct SceneReducerTests {
    static let origin = SceneOrigin.file("/work/Row.swift")

    /// A reading whose one view is a Text saying `words`, with `diagnostics`.
    static func reading(_ words: String, diagnostics: [SceneDiagnostic] = []) -> SceneReading {
        SceneReading(scene: Scene(name: "Row", roots: [SceneNode(.layout(.vStack), children: [
            SceneNode(.plain(.text), arguments: [SceneArgument(nil, .string(words))]),
        ])]), source: "Text(\"\(words)\")", fileDiagnostics: diagnostics)
    }

    static let error = SceneDiagnostic(.error, at: SceneLocation(line: 3, column: 1), say("expected '}'"))
    static let offer = RecoveryOffer(path: "/state/scene-recovery-1.json",
                                     draft: SceneDraft(of: SceneComposer(), file: nil, writer: ProcessIdentity(pid: 1, started: 1, boot: "b")))

    /// The window with the file opened and shown.
    static func opened() -> WindowModel {
        WindowReducerTests.after([.openSceneFile("/work/Row.swift"), .sceneRead(origin, path: "/work/Row.swift", .success(reading("First")))]).state
    }

    @Test("Opening a file reads it once, however often it is asked for, then lists it and shows its page; a file that does not read changes nothing but the banner")
    func opening() {
        let (asked, effects) = WindowReducerTests.after([.openSceneFile("/work/Row.swift")])
        #expect(effects == [.readScene(Self.origin, for: .iOS)] && asked.page == .family(.button) && asked.opening == .scene(Self.origin))
        #expect(WindowReducerTests.after([.openSceneFile("/work/Row.swift")], from: asked).effects.isEmpty)
        let opened = Self.opened()
        #expect(opened.page == .scene(Self.origin) && opened.openedFiles == ["/work/Row.swift"])
        #expect(opened.sidebarPages.last == .scene(Self.origin))
        let failed = WindowReducerTests.after([.openSceneFile("/work/Row.swift"),
                                               .sceneRead(Self.origin, path: "/work/Row.swift", .failure(ProblemLine(say("not Swift"))))]).state
        #expect(failed.page == .family(.button) && failed.opening == nil && failed.scenes.isEmpty && failed.openedFiles.isEmpty)
        #expect(failed.banner == Banner(text: say("not Swift"), isError: true))
        // A page asked for while the file was read takes its place.
        let overtaken = WindowReducerTests.after([.openSceneFile("/work/Row.swift"), .openPage(.family(.gauge)),
                                                  .sceneRead(Self.origin, path: "/work/Row.swift", .success(Self.reading("A")))]).state
        #expect(overtaken.page == .family(.gauge) && overtaken.scenes[Self.origin] != nil)
    }

    @Test("A reading with errors keeps the last good scene, stale, beside the new diagnostics; one that fails says why in one line; a good one mends it")
    func stale() throws {
        let opened = Self.opened()
        let broken = WindowReducerTests.after([.sceneRead(Self.origin, path: "/work/Row.swift",
                                                          .success(Self.reading("Half", diagnostics: [Self.error])))], from: opened).state
        let document = try #require(broken.scenes[Self.origin])
        #expect(document.scene == opened.scenes[Self.origin]?.scene && document.source == "Text(\"First\")")
        #expect(document.diagnostics == [Self.error] && document.staleReason != nil && document.revision == 1)
        let failed = WindowReducerTests.after([.sceneRead(Self.origin, path: "/work/Row.swift", .failure(ProblemLine(say("too deep"))))],
                                              from: broken).state
        #expect(failed.scenes[Self.origin]?.staleReason == say("too deep") && failed.scenes[Self.origin]?.scene == document.scene)
        let mended = WindowReducerTests.after([.sceneRead(Self.origin, path: "/work/Row.swift", .success(Self.reading("Mended")))],
                                              from: failed).state
        #expect(mended.scenes[Self.origin]?.staleReason == nil && mended.scenes[Self.origin]?.source == "Text(\"Mended\")")
        #expect(mended.scenes[Self.origin]?.revision == 3)
    }

    @Test("The chosen view stays chosen across readings while it exists, and goes when the reading drops it")
    func selection() {
        let chosen = WindowReducerTests.after([.chooseSceneNode(ScenePath([0, 0])), .chooseSceneNode(ScenePath([9]))], from: Self.opened()).state
        #expect(chosen.scenes[Self.origin]?.selection == ScenePath([0, 0]))
        let reread = WindowReducerTests.after([.sceneRead(Self.origin, path: "/work/Row.swift", .success(Self.reading("Again")))], from: chosen)
        #expect(reread.state.scenes[Self.origin]?.selection == ScenePath([0, 0]))
        let flat = SceneReading(scene: Scene(name: "Row", roots: [SceneNode(.plain(.text))]), source: "", fileDiagnostics: [])
        let dropped = WindowReducerTests.after([.sceneRead(Self.origin, path: "/work/Row.swift", .success(flat))], from: chosen)
        #expect(dropped.state.scenes[Self.origin]?.selection == nil)
    }

    @Test("A change that leaves the file whole reads it once the main loop is free; one that does not, after a quiet moment; only the last of a burst reads")
    func watching() throws {
        let opened = Self.opened()
        let settled = WindowReducerTests.after([.sceneFileChanged(Self.origin, settled: true)], from: opened)
        #expect(settled.effects == [.after(milliseconds: 0, .sceneFileQuiet(Self.origin, change: 1))])
        let burst = WindowReducerTests.after([.sceneFileChanged(Self.origin, settled: false), .sceneFileChanged(Self.origin, settled: false)],
                                             from: opened)
        #expect(burst.effects == [.after(milliseconds: WindowModel.quietMilliseconds, .sceneFileQuiet(Self.origin, change: 2))])
        #expect(WindowReducerTests.after([.sceneFileQuiet(Self.origin, change: 1)], from: burst.state).effects.isEmpty)
        let (reading, effects) = WindowReducerTests.after([.sceneFileQuiet(Self.origin, change: 2)], from: burst.state)
        #expect(effects == [.readScene(Self.origin, for: .iOS)] && reading.scenes[Self.origin]?.isReading == true)
        // A change while the file is read: read once more when that reading ends.
        let again = WindowReducerTests.after([.sceneFileChanged(Self.origin, settled: true), .sceneFileQuiet(Self.origin, change: 3)], from: reading)
        #expect(again.effects.isEmpty)
        let ended = WindowReducerTests.after([.sceneRead(Self.origin, path: "/work/Row.swift", .success(Self.reading("Saved")))], from: again.state)
        #expect(ended.effects == [.readScene(Self.origin, for: .iOS)] && ended.state.scenes[Self.origin]?.isReading == true)
    }

    @Test("Choosing another platform reads every open scene again as that platform compiles it (its #if os(…)); the same platform reads nothing; a reading under way reads again after")
    func platformReadsAgain() throws {
        let opened = Self.opened()
        #expect(WindowReducerTests.after([.choosePlatform(.iOS)], from: opened).effects.isEmpty)
        let mac = WindowReducerTests.after([.choosePlatform(.macOS)], from: opened)
        #expect(mac.effects == [.readScene(Self.origin, for: .macOS)] && mac.state.scenes[Self.origin]?.isReading == true)
        // The iOS reading stays shown until the Mac's comes.
        #expect(mac.state.scenes[Self.origin]?.scene == opened.scenes[Self.origin]?.scene)
        // Another switch while the Mac's reading is under way: once it comes, read again for the platform chosen last.
        let watch = WindowReducerTests.after([.choosePlatform(.watchOS)], from: mac.state)
        #expect(watch.effects.isEmpty)
        let arrived = WindowReducerTests.after([.sceneRead(Self.origin, path: "/work/Row.swift", .success(Self.reading("Mac")))], from: watch.state)
        #expect(arrived.effects == [.readScene(Self.origin, for: .watchOS)])
    }

    @Test("Choosing another branch of a conditional reads the scene again drawing it, and keeps the choice for the file's later readings; a branch the conditional lacks, or the one drawn, reads nothing")
    func branchChoice() throws {
        let place = SceneLocation(line: 4, column: 9)
        let conditional = SceneConditional(location: place, kind: .if, branches: ["if isOn", "else"], chosen: 0)
        let scene = Scene(name: "Row", roots: [SceneNode(.plain(.text), arguments: [SceneArgument(nil, .string("On"))])], conditionals: [conditional])
        let opened = WindowReducerTests.after([.openSceneFile("/work/Row.swift"),
                                               .sceneRead(Self.origin, path: "/work/Row.swift", .success(SceneReading(scene: scene, source: "", fileDiagnostics: [])))]).state
        #expect(WindowReducerTests.after([.chooseSceneBranch(Self.origin, at: place, branch: 0)], from: opened).effects.isEmpty)
        #expect(WindowReducerTests.after([.chooseSceneBranch(Self.origin, at: place, branch: 2)], from: opened).effects.isEmpty)
        #expect(WindowReducerTests.after([.chooseSceneBranch(Self.origin, at: SceneLocation(line: 9, column: 1), branch: 1)], from: opened).effects.isEmpty)
        let chosen = WindowReducerTests.after([.chooseSceneBranch(Self.origin, at: place, branch: 1)], from: opened)
        let choices = SceneBranchChoices([place: 1])
        #expect(chosen.effects == [.readScene(Self.origin, for: .iOS, branches: choices)])
        #expect(chosen.state.scenes[Self.origin]?.branches == choices)
        // Kept: a save of the file, and another platform, read with it.
        let saved = WindowReducerTests.after([.sceneRead(Self.origin, path: "/work/Row.swift", .success(Self.reading("Else"))),
                                              .sceneFileChanged(Self.origin, settled: true), .sceneFileQuiet(Self.origin, change: 1)], from: chosen.state)
        #expect(saved.effects == [.readScene(Self.origin, for: .iOS, branches: choices)])
        let mac = WindowReducerTests.after([.sceneRead(Self.origin, path: "/work/Row.swift", .success(Self.reading("Else"))),
                                            .choosePlatform(.macOS)], from: saved.state)
        #expect(mac.effects == [.readScene(Self.origin, for: .macOS, branches: choices)])
    }

    @Test("A control's value is kept per scene when its slot takes it; a key without one shows its slot's default")
    func controls() {
        let key = ExampleKey(declared: "toggle.automatic.isOn")!.inScene(at: ScenePath([0]))
        let slot = ExampleSlot(key, .bool(true), .bool)
        let set = WindowReducerTests.after([.setSceneExample(.scene(Self.origin), slot, .bool(false)),
                                            .setSceneExample(.scene(Self.origin), slot, .string("no"))], from: Self.opened()).state
        #expect(set.scenes[Self.origin]?.examples.value(of: slot) == .bool(false))
        #expect(set.exampleEdit == ExampleEdit(key: key, serial: 2))
        #expect(Self.opened().scenes[Self.origin]?.examples.value(of: slot) == .bool(true))
    }

    /// A reading whose Toggle, bound to `@State var on = false`, is drawn by the project's `CheckStyle`:
    /// `if configuration.isOn { Image(systemName: "checkmark.square") } else { Image(systemName: "square") }` before its label.
    static func checkStyleReading() -> SceneReading {
        let image = { (symbol: String) in SceneNode(.plain(.image), arguments: [SceneArgument("systemName", .string(symbol))]) }
        let branch = SceneNode(.stylePart(.branch(.isOn)), children: [image("checkmark.square")],
                               slots: [SceneSlot(label: "else", children: [image("square")])])
        let body = SceneStyleBody(name: "CheckStyle", location: SceneLocation(line: 3, column: 5),
                                  roots: [SceneNode(.layout(.hStack), children: [branch, SceneNode(.stylePart(.label))])])
        let toggle = SceneNode(.styled(.toggle), arguments: [SceneArgument(nil, .string("Wi-Fi")), SceneArgument("isOn", .binding("on"))],
                               modifiers: [SceneModifier(.projectStyle(.toggle, written: "CheckStyle()", body: body))])
        return SceneReading(scene: Scene(name: "Row", roots: [toggle], state: [SceneState(name: "on", value: .bool(false))]),
                            source: "Toggle(\"Wi-Fi\", isOn: $on).toggleStyle(CheckStyle())", fileDiagnostics: [])
    }

    /// The icons a plan draws, in order.
    static func icons(_ plan: ScenePlan) -> [PlanValue] {
        plan.widget.allPlans.compactMap { $0.properties[.iconName] }
    }

    @Test("Switching on a Toggle whose project style reads configuration.isOn draws the style's checked square: the stage is drawn anew from the value given")
    func styleReadsTheToggle() throws {
        let opened = WindowReducerTests.after([.openSceneFile("/work/Row.swift"),
                                               .sceneRead(Self.origin, path: "/work/Row.swift", .success(Self.checkStyleReading()))]).state
        let document = try #require(opened.scenes[Self.origin])
        let context = opened.configuration.context
        let before = document.resolved(in: context)
        #expect(Self.icons(ScenePlanner.plan(before)) == [Build.iconValue("square")])
        let key = try #require(before.keysReadByStyles.first)
        #expect(before.keysReadByStyles.count == 1)
        let slot = ExampleSlot(key, .bool(false), .bool)

        let switched = try #require(WindowReducerTests.after([.setSceneExample(.scene(Self.origin), slot, .bool(true))], from: opened)
            .state.scenes[Self.origin])
        #expect(switched.revision == document.revision + 1)
        #expect(Self.icons(ScenePlanner.plan(switched.resolved(in: context))) == [Build.iconValue("checkmark.square")])

        // Another control's value, which no style reads, leaves the stage as it is.
        let other = ExampleSlot(ExampleKey(declared: "toggle.automatic.isOn")!.inScene(at: ScenePath([7])), .bool(true), .bool)
        let untouched = WindowReducerTests.after([.setSceneExample(.scene(Self.origin), other, .bool(false))], from: opened).state
        #expect(untouched.scenes[Self.origin]?.revision == document.revision)
    }
}

