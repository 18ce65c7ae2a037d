@testable import GalleryModel
import Testing

/// ContentUnavailableView and ColorPicker in a scene: drawn as SwiftUI draws them, never as a placeholder.
@Suite("Scene status views")
struct SceneStatusViewTests {
    private func plan(_ node: SceneNode) -> WidgetPlan {
        ScenePlanner.plan(SceneResolver.resolve(Scene(name: "Test", roots: [node]), in: Context(platform: .iOS))).drawn
    }

    private func texts(_ plan: WidgetPlan) -> [String] {
        plan.allPlans.filter { $0.kind == .label }.compactMap { $0.string(.text) }
    }

    @Test("ContentUnavailableView: its symbol, its title and its description; .search is the search's own")
    func contentUnavailable() {
        let written = plan(SceneNode(.plain(.contentUnavailableView), arguments: [
            SceneArgument(nil, .string("No Mail")), SceneArgument("systemImage", .string("tray")),
            SceneArgument("description", .expression(#"Text("New mail appears here.")"#)),
        ]))
        #expect(texts(written) == ["No Mail", "New mail appears here."])
        #expect(written.allPlans.contains { $0.kind == .image && $0.int(.iconSize) == 48 })
        let search = plan(SceneNode(.plain(.contentUnavailableView), arguments: [SceneArgument(nil, .expression(".search"))]))
        #expect(texts(search) == ["No Results"])
        #expect(!search.allPlans.contains { $0.cssClasses.contains("scene-placeholder") })
    }

    @Test("ColorPicker: its title at the leading edge and a round well at the trailing edge")
    func colorPicker() throws {
        let drawn = plan(SceneNode(.plain(.colorPicker), arguments: [SceneArgument(nil, .string("Tint")), SceneArgument("selection", .binding("color"))]))
        #expect(texts(drawn) == ["Tint"])
        let well = try #require(drawn.allPlans.first { $0.kind == .shape })
        #expect(well.properties[.outline] == .outline(.circle))
        #expect(well.int(.width) == 24)
    }
}
