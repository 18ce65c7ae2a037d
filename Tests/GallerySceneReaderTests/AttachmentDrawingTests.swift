import Foundation
import GalleryModel
@testable import GallerySceneReader
import Testing

/// `Fixtures/Attachments.swift`, the gallery's own file of what real apps attach to their views (rows with swipe actions
/// at both edges and a context menu, a list presenting a sheet, an alert and a confirmation dialog, a panel with an
/// overlaid dismiss button and an inset purchase bar, a badge with an outline and a fill), read, resolved and drawn.
@Suite("Attachments read and drawn")
struct AttachmentDrawingTests {
    private func plan(_ view: String, on platform: Platform) throws -> (scene: Scene, widget: WidgetPlan) {
        let scene = try SceneReader.readFile(atPath: ReaderSupport.fixture("Attachments.swift")).scene(named: view)
        return (scene, ScenePlanner.plan(SceneResolver.resolve(scene, in: Context(platform: platform))).drawn)
    }

    private func captions(_ widget: WidgetPlan) -> [String] {
        widget.allPlans.filter { $0.cssClasses.contains("scene-presentation") }.compactMap { $0.children.first?.string(.text) }
    }

    @Test("The row's context menu and the list's presentations are drawn below them, each captioned with its modifier and its view; nothing is left undrawn",
          arguments: [Platform.iOS, .macOS])
    func presentations(platform: Platform) throws {
        let (scene, widget) = try plan("Inbox", on: platform)
        #expect(captions(widget) == [
            "Shown by .swipeActions on Text at 16:17",
            "Shown by .contextMenu on Text at 16:17",
            "Shown by .sheet(isPresented: $composing) on List at 15:13",
            "Shown by .alert(\"Sign out?\", isPresented: $signingOut) on List at 15:13",
            "Shown by .confirmationDialog(\"Delete the conversation?\", isPresented: $confirmingDelete, titleVisibility: .visible) on List at 15:13",
        ])
        #expect(!scene.diagnostics.contains { $0.message.english.contains("does not draw it yet") })
        let sheet = try #require(widget.allPlans.first { $0.cssClasses.contains("scene-sheet") })
        #expect(sheet.allPlans.contains { $0.string(.text) == "New Message" })
        // Two detents make the sheet resizable, so iOS shows its grabber; the Mac has none.
        #expect(sheet.allPlans.contains { $0.cssClasses.contains("scene-grabber") } == (platform == .iOS))
    }

    @Test("The row reveals its swipe actions at their edges, in their colours, whatever the List's button style says")
    func swipeActions() throws {
        let (scene, widget) = try plan("Inbox", on: .iOS)
        let row = try #require(widget.allPlans.first { plan in plan.kind == .box && plan.children.first?.accessibleName == "Reply" })
        #expect(row.children.map { $0.accessibleName ?? "row" } == ["Reply", "row", "Delete", "Read"])
        #expect(row.children.map { $0.first(.colorSwatch)?.string(.color) } == [NamedColor.gray.hex, nil, NamedColor.red.hex, NamedColor.blue.hex])
        let resolved = SceneResolver.resolve(scene, in: Context(platform: .iOS))
        let delete = try #require(resolved.allNodes.first { $0.node.labelTitle == "Delete" && $0.node.labelSymbol == "trash" })
        #expect(delete.control?.setAt == nil)
        #expect(delete.control?.steps.contains { $0.reason.contains(".buttonStyle(.bordered) on List at 36:13 does not reach it") } == true)
    }

    @Test("The store panel's dismiss button sits over its top trailing corner, the purchase bar at its bottom")
    func layersAndInset() throws {
        let (_, widget) = try plan("StorePanel", on: .iOS)
        let overlay = try #require(widget.allPlans.first { $0.kind == .overlay })
        let dismiss = try #require(overlay.children.last)
        #expect(dismiss.string(.iconName) == SymbolCatalog.iconName(for: "xmark.circle.fill"))
        #expect(dismiss.alignment(.halign) == .end && dismiss.alignment(.valign) == .start)
        let inset = try #require(overlay.children.first)
        #expect(inset.orientation == .vertical)
        #expect(inset.children.last?.allPlans.contains { $0.accessibleName == "Subscribe" } == true)
    }

    @Test("The badge's fill is drawn under the symbol and its outline over it, both the symbol's size")
    func badge() throws {
        let (_, widget) = try plan("Badge", on: .macOS)
        // `.background { … }` is written first, closest to the symbol; `.overlay { … }` wraps both.
        let outer = try #require(widget.allPlans.first { $0.kind == .overlay })
        let outline = try #require(outer.children.last)
        #expect(outline.kind == .shape && outline.bool(.strokes) == true && outline.bool(.drawnBelow) != true)
        let inner = try #require(outer.children.first)
        #expect(inner.children.first?.kind == .image)
        let fill = try #require(inner.children.last)
        #expect(fill.kind == .shape && fill.bool(.drawnBelow) == true && fill.int(.height) == nil && fill.alignment(.valign) == .fill)
    }
}
