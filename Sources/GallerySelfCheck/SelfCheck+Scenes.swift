import CGtk
import Foundation
import GalleryModel
import GallerySelfCheckReport
import GalleryWindow

/// The self-check's scenes part: opens a shipped example, reads its outline and stage, chooses a control and reads
/// the inspector's reasons, then opens a copy of the file, saves it again and again (timing each save until the
/// frame showing it is painted), breaks it and mends it, waiting each time for the page to follow, never for a
/// fixed time.
extension SelfCheck {
    /// The example the part opens.
    static let sceneExample = "SignInRow"
    /// How many saves are timed.
    static let sceneSaves = 20

    func checkScenes() {
        let page = GalleryPage.scene(.example(Self.sceneExample))
        report.scenes.example = Self.sceneExample
        step {
            self.activate("win.platform", Platform.iOS.rawValue)
            self.activate("win.release", Platform.iOS.newestRelease.description)
            self.activate("win.page", page.id)
        }
        step(waitingFor: "the \(Self.sceneExample) scene", until: { self.window.scenePage?.stage != nil }) {
            guard let scene = self.window.scenePage, let stage = scene.stage else { return }
            self.report.scenes.outlineRows = scene.outline?.rowNames
            self.report.scenes.stageViews = stage.viewCount
            try? WidgetTree.write(scene.root, to: self.folder + "/tree-scene-\(Self.sceneExample).json")
            // The first toggle: a `.button` toggle inside `.buttonStyle(.bordered)`.
            guard let toggle = SceneOutline(stage.resolved).rows.first(where: { $0.label.hasPrefix("Toggle") }) else {
                return self.fail("no toggle in the \(Self.sceneExample) scene")
            }
            self.report.scenes.chosenPath = toggle.path.description
            self.activate("win.scene-node", toggle.path.description)
        }
        step {
            guard let stage = self.window.scenePage?.stage, let path = self.window.sceneDocument?.selection else {
                return self.fail("no view chosen in the scene")
            }
            self.report.scenes.inspectorTitle = self.window.inspector.title
            self.report.scenes.inspectorLines = Self.texts(in: self.window.inspector.root)
            // Where a click in the middle of the chosen control lands on the stage.
            if let widget = stage.widget(at: path) {
                var bounds = graphene_rect_t()
                if gtk_widget_compute_bounds(widget, stage.root, &bounds) != 0 {
                    self.report.scenes.pathAtChosenWidget = stage.path(at: Double(bounds.origin.x + bounds.size.width / 2),
                                                                       Double(bounds.origin.y + bounds.size.height / 2))?.description
                }
            }
            _ = Screenshot.save(self.window.window, to: self.folder + "/shot-scene-\(Self.sceneExample).png")
        }
        checkSceneReloads()
    }

    /// Opens a copy of the example through Open…'s action, then saves, breaks and mends it.
    private func checkSceneReloads() {
        let copy = folder + "/\(Self.sceneExample).swift"
        let binary = folder + "/NotSwift.swift"
        var source = ""
        step {
            source = (try? String(contentsOfFile: self.window.scenes.examplePath(Self.sceneExample), encoding: .utf8)) ?? ""
            try? Data(source.utf8).write(to: URL(fileURLWithPath: copy))
            self.activate("win.open-scene-file", copy)
            self.report.scenes.openedFile = copy
        }
        step(waitingFor: "the copy's scene", until: { self.window.scenePage?.document.path == copy }) {
            self.report.scenes.sidebarListsFile = self.window.sidebar.pages.contains(.scene(.file(copy)))
            // What is not Swift source is said in the banner, and the page stays.
            try? Data([0, 1, 2, 0xFF, 0xFE]).write(to: URL(fileURLWithPath: binary))
            self.activate("win.open-scene-file", binary)
        }
        step(waitingFor: "the banner about the file that is not Swift", until: { self.window.banner.message?.contains("NotSwift.swift") == true }) {
            self.report.scenes.unreadableBanner = self.window.banner.message
            self.report.scenes.pageKeptAfterUnreadable = self.window.scenePage?.document.path == copy
            if let path = self.report.scenes.chosenPath { self.activate("win.scene-node", path) }
        }
        var times: [Double] = []
        var lastTitle = ""
        for save in 1...Self.sceneSaves {
            var before = 0
            var savedAt: Int64 = 0
            let title = "Sign In \(save)"
            step {
                guard let document = self.window.scenePage?.document else { return }
                before = document.revision
                savedAt = Int64(g_get_monotonic_time())
                // Half the saves write in place, half as editors do: a new file renamed over the old one.
                try? Data(source.replacingOccurrences(of: "Button(\"Sign In\"", with: "Button(\"\(title)\"").utf8)
                    .write(to: URL(fileURLWithPath: copy), options: save.isMultiple(of: 2) ? .atomic : [])
            }
            step(waitingFor: "save \(save) on the stage", until: { self.sceneShows(title, after: before) }) {
                guard let painted = self.window.scenePage?.repainted else { return }
                times.append(Double(painted.at - savedAt) / 1000)
                lastTitle = title
            }
        }
        step {
            self.report.scenes.saves = times.count
            self.report.scenes.stageTitleAfterSaves = lastTitle
            self.report.scenes.chosenPathAfterSaves = self.window.sceneDocument?.selection?.description
            if let screen = Self.summary(times) {
                var benchmark = self.report.benchmark ?? SelfCheckReport.Benchmark()
                benchmark.sceneReload = SelfCheckReport.Benchmark.Reloads(screen: screen, count: times.count)
                self.report.benchmark = benchmark
            }
        }
        checkBrokenScene(copy, source: { source }, lastTitle: { lastTitle })
    }

    /// Saves a half-written file, then the whole one again.
    private func checkBrokenScene(_ copy: String, source: @escaping () -> String, lastTitle: @escaping () -> String) {
        var before = 0
        step {
            before = self.window.scenePage?.document.revision ?? 0
            try? Data("import SwiftUI\n\nstruct SignInRow: View {\n    var body: some View {\n        HStack {\n            Button(\"Half".utf8)
                .write(to: URL(fileURLWithPath: copy))
        }
        step(waitingFor: "the broken file's diagnostics", until: { self.sceneRepainted(after: before) }) {
            guard let scene = self.window.scenePage else { return }
            self.report.scenes.staleNote = scene.document.staleReason
            self.report.scenes.stageKeptWhenBroken = scene.stage.map { Self.texts(in: $0.root).contains(lastTitle()) } ?? false
            self.report.scenes.diagnosticsWhenBroken = scene.document.diagnostics.map { "\($0.location): \($0.severity.rawValue): \($0.message.english)" }
            _ = Screenshot.save(self.window.window, to: self.folder + "/shot-scene-broken.png")
            before = scene.document.revision
            try? Data(source().utf8).write(to: URL(fileURLWithPath: copy))
        }
        step(waitingFor: "the mended file on the stage", until: { self.sceneShows("Sign In", after: before) }) {
            self.report.scenes.mended = self.window.scenePage?.document.staleReason == nil
        }
        checkHostileSaves(copy)
    }

    /// Saves files no one should write over the open scene: a large one read off the main thread while the window
    /// goes on answering, then shapes that would make a reader crash or hang. Each must end, as a stale stage with
    /// one line saying why.
    private func checkHostileSaves(_ copy: String) {
        var before = 0
        step {
            before = self.window.scenePage?.document.revision ?? 0
            try? Data(Self.largeView().utf8).write(to: URL(fileURLWithPath: copy))
        }
        // A main-loop turn that finds the reading under way: the window answered while the file was read.
        step(waitingFor: "the large file being read", until: {
            self.window.scenePage?.document.isReading == true || self.sceneRepainted(after: before)
        }) {
            self.report.scenes.answeredWhileReading = self.window.scenePage?.document.isReading
        }
        step(waitingFor: "the large file on the stage", seconds: 60, until: { self.sceneRepainted(after: before) }) {}
        for (name, source) in Self.hostileShapes {
            step {
                before = self.window.scenePage?.document.revision ?? 0
                try? Data(source.utf8).write(to: URL(fileURLWithPath: copy))
            }
            step(waitingFor: "the \(name) file read", seconds: 60, until: { self.sceneRepainted(after: before) }) {
                var reasons = self.report.scenes.hostileStaleReasons ?? [:]
                reasons[name] = self.window.scenePage?.document.staleReason ?? ""
                self.report.scenes.hostileStaleReasons = reasons
            }
        }
    }

    /// A view of 2,000 rows: about 200 KB, which a debug build reads in most of a second.
    static func largeView() -> String {
        let rows = (0..<2_000).map { "            Toggle(\"Row \($0) of the large view\", isOn: $on).toggleStyle(.switch).padding(.horizontal, 8)" }
        return "import SwiftUI\n\nstruct Large: View {\n    @State private var on = true\n\n    var body: some View {\n        List {\n"
            + rows.joined(separator: "\n") + "\n        }\n    }\n}\n"
    }

    /// Files that made the reader crash or hang before it had a budget, by name.
    static let hostileShapes: [(String, String)] = [
        ("brackets", "let x = " + String(repeating: "[(", count: 20) + "1" + String(repeating: ")]", count: 20) + "\n"),
        ("nesting", "import SwiftUI\nstruct Deep: View {\n    var body: some View {\n" + String(repeating: "VStack {\n", count: 1_000)
            + "Text(\"x\")\n" + String(repeating: "}\n", count: 1_000) + "    }\n}\n"),
        ("chain", "import SwiftUI\nstruct Chain: View {\n    var body: some View {\n        Text(\"x\")"
            + (0..<1_500).map { ".padding(\($0))" }.joined() + "\n    }\n}\n"),
        ("fan-out", "import SwiftUI\n" + (0..<200).map { "struct V\($0): View { var body: some View { VStack { V\($0 + 1)()\n V\($0 + 1)() } } }\n" }.joined()
            + "struct V200: View { var body: some View { Text(\"x\") } }\n"),
    ]

    /// Whether the scene page has painted a reading newer than `revision`.
    private func sceneRepainted(after revision: Int) -> Bool {
        guard let scene = window.scenePage, let painted = scene.repainted else { return false }
        return painted.revision > revision && painted.revision == scene.document.revision
    }

    /// Whether the scene page has painted a reading newer than `revision` whose stage shows `title`.
    private func sceneShows(_ title: String, after revision: Int) -> Bool {
        guard sceneRepainted(after: revision), let stage = window.scenePage?.stage else { return false }
        return Self.texts(in: stage.root).contains(title)
    }

    /// The text of every label at or below `widget`, depth first.
    static func texts(in widget: UnsafeMutablePointer<GtkWidget>) -> [String] {
        var texts: [String] = []
        func walk(_ widget: UnsafeMutablePointer<GtkWidget>) {
            if Widget(widget).typeName == "GtkLabel", let text = gtk_label_get_text(gallery_label(widget)) { texts.append(String(cString: text)) }
            for child in Widget(widget).children { walk(child.pointer) }
        }
        walk(widget)
        return texts
    }
}
