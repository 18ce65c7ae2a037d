@testable import GalleryModel
import Testing

/// A scene's Table draws the file's own columns, not the sample's people.
@Suite("A scene's table columns")
struct TableColumnsInSceneTests {
    private func column(_ title: String, _ path: String) -> SceneNode {
        SceneNode(.plain(.tableColumn), arguments: [SceneArgument(nil, .string(title)), SceneArgument("value", .expression(path))])
    }

    @Test("Its columns head the table, each cell naming the property its column shows", arguments: [Platform.macOS, .iPadOS])
    func ownColumns(platform: Platform) throws {
        let table = SceneNode(.styled(.table), children: [column("Name", "\\.name"), column("Size", "\\.size")])
        let plan = ScenePlanner.plan(SceneResolver.resolve(Scene(name: "Files", roots: [table]), in: Context(platform: platform))).drawn
        let drawn = try #require(plan.allPlans.first { $0.kind == .columnView })
        #expect(drawn.strings(.items) == ["Name", "Size"])
        #expect(drawn.children.first?.strings(.cells) == ["name", "size"])
        #expect(!drawn.allPlans.contains { ($0.strings(.cells) ?? []).contains("Ada") })
    }

    @Test("Rows written with literal values are drawn with them")
    func writtenRows() throws {
        let row = SceneNode(.unknown("TableRow"), arguments: [SceneArgument(nil, .expression(#"File(name: "notes.txt", size: "2 KB")"#))])
        let table = SceneNode(.styled(.table), children: [column("Name", "\\.name"), column("Size", "\\.size")],
                              slots: [SceneSlot(label: "rows", children: [row])])
        let plan = ScenePlanner.plan(SceneResolver.resolve(Scene(name: "Files", roots: [table]), in: Context(platform: .macOS))).drawn
        let drawn = try #require(plan.allPlans.first { $0.kind == .columnView })
        #expect(drawn.children.map { $0.strings(.cells) } == [["notes.txt", "2 KB"]])
    }

    @Test("A Table that writes no column keeps the sample's people")
    func noColumns() throws {
        let plan = ScenePlanner.plan(SceneResolver.resolve(Scene(name: "People", roots: [SceneNode(.styled(.table))]), in: Context(platform: .macOS))).drawn
        let drawn = try #require(plan.allPlans.first { $0.kind == .columnView })
        #expect(drawn.strings(.items) == SampleContent.tableColumns.map(\.title))
    }
}
