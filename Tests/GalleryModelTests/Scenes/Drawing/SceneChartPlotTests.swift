@testable import GalleryModel
import Testing

/// A Swift Charts `Chart` in a scene is drawn as a chart of its marks over sample values, never as a placeholder.
@Suite("Charts in scenes")
struct SceneChartPlotTests {
    private func mark(_ view: ScenePlainView) -> SceneNode { SceneNode(.plain(view), arguments: [SceneArgument("x", .expression(".value(\"Day\", sale.day)"))]) }

    private func plan(_ chart: SceneNode, on platform: Platform = .iOS) -> (widget: WidgetPlan, notes: [String]) {
        let planned = ScenePlanner.plan(SceneResolver.resolve(Scene(name: "Sales", roots: [chart]), in: Context(platform: platform)))
        return (planned.widget, planned.approximations)
    }

    @Test("The chart plots each kind of mark once, in the order written, however deep, in the accent colour, with a note", arguments: [Platform.iOS, .macOS, .watchOS])
    func marks(platform: Platform) throws {
        let each = SceneNode(.layout(.group), children: [mark(.areaMark), mark(.lineMark), mark(.areaMark)])
        let chart = SceneNode(.plain(.chart), children: [each, mark(.ruleMark)])
        let drawn = plan(chart, on: platform)
        let widget = try #require(drawn.widget.allPlans.first { $0.kind == .chart })
        #expect(widget.properties[.chart] == .chart(SceneChartPlot(marks: [.areaMark, .lineMark, .ruleMark])))
        #expect(widget.string(.color) == PlatformTheme.of(platform).accent(in: .liquidGlass), "the newest release's accent")
        #expect(widget.accessibleName == "Chart" && widget.bool(.hexpand) == true)
        #expect(!drawn.widget.allPlans.contains { $0.cssClasses.contains("scene-placeholder") })
        #expect(drawn.notes.contains { $0.contains("sample values") })
    }

    @Test("A chart is as tall as its frame says, else as a card's chart")
    func height() throws {
        let framed = SceneNode(.plain(.chart), children: [mark(.barMark)],
                               modifiers: [SceneModifier(.other(name: "frame", source: ".frame(height: 120)"))])
        #expect(plan(framed).widget.allPlans.first { $0.kind == .chart }?.int(.height) == 120)
        #expect(plan(SceneNode(.plain(.chart), children: [mark(.barMark)])).widget.allPlans.first { $0.kind == .chart }?.int(.height) == 180)
    }

    @Test("Sample values lie within the plot")
    func values() {
        #expect(SceneChartPlot.sampleValues.allSatisfy { (0...1).contains($0) } && SceneChartPlot.sampleValues.count > 2)
    }
}
