@testable import GalleryModel
import Testing

/// A LazyVGrid lays its views out in the columns its `columns:` describes, row after row, across the room it is
/// offered (https://developer.apple.com/documentation/swiftui/lazyvgrid), not one above the other.
@Suite("Scene grids")
struct SceneGridTests {
    @Test("The columns are read as written: adaptive with their minimum, one per GridItem, or Array(repeating:count:)", arguments: [
        ("[GridItem(.adaptive(minimum: 220), spacing: 40)]", GridColumns.adaptive(minimum: 220)),
        ("[GridItem(.flexible()), GridItem(.flexible()), GridItem(.flexible())]", .count(3)),
        ("Array(repeating: GridItem(.flexible()), count: 4)", .count(4)),
        ("[GridItem(.fixed(100)), GridItem(.fixed(100))]", .count(2)),
    ])
    func reading(written: String, columns: GridColumns) {
        #expect(GridColumns(written: written) == columns)
    }

    private func grid(columns: String, on platform: Platform = .iOS) -> (plan: WidgetPlan, approximations: [String]) {
        let cells = (1...5).map { SceneNode(.plain(.text), arguments: [SceneArgument(nil, .string("Cell \($0)"))]) }
        let node = SceneNode(.layout(.lazyVGrid), arguments: [SceneArgument("columns", .expression(columns)), SceneArgument("spacing", .number(20))],
                             children: cells)
        let plan = ScenePlanner.plan(SceneResolver.resolve(Scene(name: "Grid", roots: [node]), in: Context(platform: platform)))
        return (plan.widget, plan.approximations)
    }

    @Test("The grid holds its cells across the room, its columns and spacing as written, Apple TV's points drawn at its stage's scale")
    func plan() throws {
        let drawn = try #require(grid(columns: "[GridItem(.adaptive(minimum: 150))]").plan.first(.grid))
        #expect(drawn.children.count == 5 && drawn.bool(.hexpand) == true)
        #expect(drawn.int(.minimumColumnWidth) == 150 && drawn.int(.spacing) == 20 && drawn.int(.columnCount) == nil)
        let counted = try #require(grid(columns: "[GridItem(), GridItem()]").plan.first(.grid))
        #expect(counted.int(.columnCount) == 2 && counted.int(.minimumColumnWidth) == nil)
        let television = try #require(grid(columns: "[GridItem(.adaptive(minimum: 290))]", on: .tvOS).plan.first(.grid))
        #expect(television.int(.minimumColumnWidth) == 200, "290 points at 20 pixels per 29")
    }

    @Test("Columns computed as the app runs are drawn as two, and the stage says so")
    func computed() throws {
        let drawn = grid(columns: "model.columns")
        #expect(try #require(drawn.plan.first(.grid)).int(.columnCount) == 2)
        #expect(drawn.approximations.contains { $0.contains("columns are computed") })
    }

    @Test("A cell whose view takes the width (a button whose label is a shape over its title) runs the column's width; a title alone is centred")
    func cellsFill() throws {
        let shape = SceneNode(.plain(.roundedRectangle), arguments: [SceneArgument("cornerRadius", .number(12))],
                              modifiers: [SceneModifier(.other(name: "frame", source: ".frame(height: 90)"))])
        let title = SceneNode(.plain(.text), arguments: [SceneArgument(nil, .string("Ocean"))])
        let card = SceneNode(.styled(.button), arguments: [SceneArgument("action", .expression("{}"))],
                             children: [SceneNode(.layout(.vStack), children: [shape, title])])
        let plain = SceneNode(.plain(.text), arguments: [SceneArgument(nil, .string("Forest"))])
        let node = SceneNode(.layout(.lazyVGrid), arguments: [SceneArgument("columns", .expression("[GridItem(), GridItem()]"))],
                             children: [card, plain])
        let grid = try #require(ScenePlanner.plan(SceneResolver.resolve(Scene(name: "Grid", roots: [node]), in: Context(platform: .iOS))).drawn.first(.grid))
        #expect(grid.children.map { $0.alignment(.halign) } == [.fill, .center])
        #expect(grid.children.allSatisfy { $0.bool(.vexpand) == false }, "a lazy grid's rows are as tall as their views")
    }
}
