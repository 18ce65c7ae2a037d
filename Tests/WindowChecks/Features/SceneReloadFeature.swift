import CGtk
import Foundation
import GalleryModel
import GalleryWindow

/// A scene's file is watched: each of twenty saves (in place or as editors save, a new file renamed over the old one) is read,
/// resolved and drawn again, the chosen view still chosen; a broken save keeps the last good stage, stale, beside the
/// diagnostics at their line and column, and mending it draws it again; a large file is read off the main thread while
/// the window answers, and files shaped to crash or hang a reader each end as a stale stage with one line saying why.
@MainActor
enum SceneReloadFeature: WindowCheck {
    nonisolated static let name = "sceneReload"
    /// How many saves are made.
    static let saves = 20

    static func run(_ check: WindowDriver) throws {
        check.show(.scene(.example(ScenesFeature.example)), on: .iOS)
        let source = try check.require(check.state.scenes[.example(ScenesFeature.example)]?.source)
        let copy = check.folder + "/\(ScenesFeature.example).swift"
        let origin = SceneOrigin.file(copy)
        try Data(source.utf8).write(to: URL(fileURLWithPath: copy))
        check.send(.choosePlatform(.iOS), .openSceneFile(copy))
        check.wait(for: "the copy's scene") { check.state.page == .scene(origin) }
        let document = try check.require(check.state.scenes[origin])
        let toggle = try check.require(SceneOutline(SceneResolver.resolve(document.scene, in: Context(platform: .iOS))).rows
            .first { $0.label.hasPrefix("Toggle") })
        check.send(.chooseSceneNode(toggle.path))

        var drawn = 0
        for save in 1...saves {
            let title = "Sign In \(save)"
            let before = revision(origin, check)
            // Half the saves write in place, half as editors do: a new file renamed over the old one.
            try Data(source.replacingOccurrences(of: "Button(\"Sign In\"", with: "Button(\"\(title)\"").utf8)
                .write(to: URL(fileURLWithPath: copy), options: save.isMultiple(of: 2) ? .atomic : [])
            guard check.wait(for: "save \(save) on the stage", until: { shows(title, after: before, origin, check) }) else { break }
            drawn += 1
        }
        check.expect(drawn == saves, "\(drawn) of \(saves) saves drawn")
        check.expect(check.state.scenes[origin]?.selection == toggle.path, "the chosen toggle is no longer chosen")

        // A half-written save: the last good stage stays, stale, with diagnostics at their line and column.
        var before = revision(origin, check)
        try Data("import SwiftUI\n\nstruct SignInRow: View {\n    var body: some View {\n        HStack {\n            Button(\"Half".utf8)
            .write(to: URL(fileURLWithPath: copy))
        check.wait(for: "the broken file's diagnostics") { revision(origin, check) > before }
        check.waitForFrame()
        let broken = try check.require(check.state.scenes[origin])
        check.expect(broken.staleReason != nil && !broken.diagnostics.isEmpty)
        check.expect(check.widget(named: "scene-stale").map { gtk_widget_get_visible($0) != 0 } == true, "the stale note does not show")
        let stage = try check.require(check.widget(named: "scene-stage"))
        check.expect(WindowDriver.texts(in: stage).contains("Sign In \(saves)"), "the last good stage did not stay")
        check.photograph(check.window.toplevel, as: "shot-scene-broken")
        before = revision(origin, check)
        try Data(source.utf8).write(to: URL(fileURLWithPath: copy))
        check.wait(for: "the mended file on the stage") { shows("Sign In", after: before, origin, check) }
        check.expect(check.state.scenes[origin]?.staleReason == nil)

        // A large file: the window answers while it is read.
        before = revision(origin, check)
        try Data(largeView().utf8).write(to: URL(fileURLWithPath: copy))
        // The answer is handed back on a later turn of the main loop than the one that starts the reading, so a window
        // that reads off its main thread is seen reading, turn by turn, however quickly the reading ends.
        check.waitTurnByTurn(for: "the large file being read") { check.state.scenes[origin]?.isReading == true || revision(origin, check) > before }
        check.expect(check.state.scenes[origin]?.isReading == true, "the large file was read before the window could answer")
        check.wait(for: "the large file on the stage", seconds: 120) { revision(origin, check) > before && check.state.scenes[origin]?.isReading == false }
        // Files that made a reader crash or hang before it had a budget.
        for (name, source, says) in hostileShapes {
            before = revision(origin, check)
            try Data(source.utf8).write(to: URL(fileURLWithPath: copy))
            check.wait(for: "the \(name) file read", seconds: 120) { revision(origin, check) > before && check.state.scenes[origin]?.isReading == false }
            let reason = check.state.scenes[origin]?.staleReason?.english ?? ""
            check.expect(!reason.isEmpty && !reason.contains("\n") && (says.isEmpty || reason.contains(says)), "\(name): \(reason)")
        }
    }

    /// How many readings of the scene's file were taken.
    private static func revision(_ origin: SceneOrigin, _ check: WindowDriver) -> Int {
        check.state.scenes[origin]?.revision ?? 0
    }

    /// Whether a reading newer than `revision` is drawn, its stage showing `title`.
    private static func shows(_ title: String, after revision: Int, _ origin: SceneOrigin, _ check: WindowDriver) -> Bool {
        guard self.revision(origin, check) > revision, let stage = check.widget(named: "scene-stage") else { return false }
        return WindowDriver.texts(in: stage).contains(title)
    }

    /// Files that made the reader crash or hang before it had a budget: name, source, and words the stale reason says.
    static let hostileShapes: [(String, String, String)] = [
        ("brackets", "let x = " + String(repeating: "[(", count: 20) + "1" + String(repeating: ")]", count: 20) + "\n",
         "error: square brackets are nested too deeply"),
        ("nesting", "import SwiftUI\nstruct Deep: View {\n    var body: some View {\n" + String(repeating: "VStack {\n", count: 1_000)
            + "Text(\"x\")\n" + String(repeating: "}\n", count: 1_000) + "    }\n}\n", "error: brackets are nested more than"),
        ("chain", "import SwiftUI\nstruct Chain: View {\n    var body: some View {\n        Text(\"x\")"
            + (0..<1_500).map { ".padding(\($0))" }.joined() + "\n    }\n}\n", "syntax levels deep"),
        ("fan-out", "import SwiftUI\n" + (0..<200).map { "struct V\($0): View { var body: some View { VStack { V\($0 + 1)()\n V\($0 + 1)() } } }\n" }.joined()
            + "struct V200: View { var body: some View { Text(\"x\") } }\n", ""),
    ]

    /// A view of 1,100 rows: about 110 KB, under the largest file read (128 KiB), which a debug build reads in about
    /// half a second.
    static func largeView() -> String {
        let rows = (0..<1_100).map { "            Toggle(\"Row \($0) of the large view\", isOn: $on).toggleStyle(.switch).padding(.horizontal, 8)" }
        return "import SwiftUI\n\nstruct Large: View {\n    @State private var on = true\n\n    var body: some View {\n        List {\n"
            + rows.joined(separator: "\n") + "\n        }\n    }\n}\n"
    }
}
