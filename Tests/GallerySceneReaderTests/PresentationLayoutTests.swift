import Foundation
import GalleryModel
@testable import GallerySceneReader
import Testing

/// `Fixtures/RowPresentations.swift`: a settings form previewing a row of another type that opens a context menu, an
/// alert, a confirmation dialog and a sheet. What a view presents is modal, shown over the scene one screen at a time
/// (https://developer.apple.com/documentation/swiftui/modal-presentations), so the gallery draws each after the scene,
/// one per panel, in the order it is written, and none among the form's rows.
@Suite("Presentations drawn after the scene")
struct PresentationLayoutTests {
    private func plan(on platform: Platform) throws -> WidgetPlan {
        let scene = try SceneReader.readFile(atPath: ReaderSupport.fixture("RowPresentations.swift")).scene(named: "PreviewSettings")
        return ScenePlanner.plan(SceneResolver.resolve(scene, in: Context(platform: platform))).drawn
    }

    private func isPresentation(_ plan: WidgetPlan) -> Bool { plan.cssClasses.contains("scene-presentation") }

    @Test("The scene comes first, then one panel per presentation, captioned, in the order the modifiers are written",
          arguments: [Platform.iOS, .iPadOS, .macOS])
    func order(platform: Platform) throws {
        let widget = try plan(on: platform)
        let presented = Array(widget.children.dropFirst())
        #expect(presented.allSatisfy(isPresentation))
        #expect(presented.map { $0.children.first?.string(.text) ?? "" } == [
            "Shown by .contextMenu on HStack at 33:9",
            "Shown by .alert(\"Delete this message?\", isPresented: $deleting) on HStack at 33:9",
            "Shown by .confirmationDialog(\"\", isPresented: $blocking) on HStack at 33:9",
            "Shown by .sheet(isPresented: $selecting) on HStack at 33:9",
            // What a view of the sheet presents follows the sheet.
            "Shown by .alert(\"Copied\", isPresented: $copied) on Text at 52:13",
        ])
        // Each panel holds one presentation, and none holds another.
        #expect(presented.allSatisfy { panel in panel.allPlans.filter(isPresentation).count == 1 })
    }

    @Test("Nothing presented is drawn inside the scene: the form's panels hold only its rows", arguments: [Platform.iOS, .macOS])
    func noOverlay(platform: Platform) throws {
        let widget = try plan(on: platform)
        let scene = try #require(widget.children.first)
        #expect(!scene.allPlans.contains(where: isPresentation))
        if platform == .iOS {
            // iPhone's form is grouped: a panel per section (the Mac's automatic form is a grid of columns).
            let panels = scene.allPlans.filter { $0.kind == .listBox }
            #expect(panels.map(\.accessibleName) == ["Preview", "Display"])
            #expect(panels.map(\.children.count) == [1, 2])
        }
        for word in ["Copy", "Delete this message?", "Block", "Select the text"] {
            #expect(!scene.allPlans.contains { $0.string(.text) == word || $0.string(.label) == word })
        }
    }

    @Test("A view pinned at the top of a ZStack keeps its own height there, not the height of the form under it")
    func pinnedPreview() throws {
        let scene = try SceneReader.readFile(atPath: ReaderSupport.fixture("RowPresentations.swift")).scene(named: "PinnedPreview")
        let widget = ScenePlanner.plan(SceneResolver.resolve(scene, in: Context(platform: .iOS))).drawn
        let stack = try #require(widget.allPlans.first { $0.kind == .overlay && $0.bool(.measuresLayers) == true })
        let preview = try #require(stack.children.last)
        #expect(preview.allPlans.contains { $0.string(.text) == "Hello from the row" })
        #expect(preview.alignment(.valign) == .start)
    }
}
