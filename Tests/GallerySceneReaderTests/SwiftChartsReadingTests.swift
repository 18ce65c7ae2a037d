@testable import GalleryModel
import Testing
@testable import GallerySceneReader

/// Swift Charts, which SwiftUI apps import beside SwiftUI: a `Chart` and its marks are read as the views they are,
/// with the chart's data closure and a `ForEach` of marks, and no warning that the gallery does not know them.
@Suite("Swift Charts read")
struct SwiftChartsReadingTests {
    /// The scene a view over `sales` reads as, whose body is a VStack of `views`, and the views of that VStack.
    private static func read(_ views: String) throws -> (scene: Scene, charts: [SceneNode]) {
        let indented = views.split(separator: "\n", omittingEmptySubsequences: false).map { "            " + $0 }.joined(separator: "\n")
        let scene = try ReaderSupport.scene("""
            import SwiftUI
            import Charts

            struct Sales: View {
                var sales: [Sale]
                var body: some View {
                    VStack {
            \(indented)
                    }
                }
            }
            """)
        return (scene, try #require(scene.roots.first).children)
    }

    @Test("A Chart over data and a Chart of a ForEach read their marks, with no warning")
    func marks() throws {
        let (scene, charts) = try Self.read("""
            Chart(sales) { sale in
                BarMark(x: .value("Day", sale.day), y: .value("Count", sale.count))
            }
            Chart {
                ForEach(sales) { sale in
                    LineMark(x: .value("Day", sale.day), y: .value("Count", sale.count))
                    PointMark(x: .value("Day", sale.day), y: .value("Count", sale.count))
                }
                RuleMark(y: .value("Goal", 40))
                SectorMark(angle: .value("Count", 3))
            }
            """)
        #expect(ReaderSupport.diagnostics(scene, .warning).isEmpty)
        #expect(charts.map(\.kind) == [.plain(.chart), .plain(.chart)])
        #expect(SceneChartPlot(of: charts[0]).marks == [.barMark])
        #expect(SceneChartPlot(of: charts[1]).marks == [.lineMark, .pointMark, .ruleMark, .sectorMark])
    }

    @Test("A chart's marks take the colour its code gives them, a gradient as its first system colour; without one, the accent colour")
    func colours() throws {
        let (scene, charts) = try Self.read("""
            Chart(sales) { sale in
                BarMark(x: .value("Day", sale.day), y: .value("Count", sale.count))
                    .foregroundStyle(.pink.gradient)
            }
            Chart(sales) { sale in
                LineMark(x: .value("Day", sale.day), y: .value("Count", sale.count))
            }
            .foregroundStyle(Color.orange)
            Chart(sales) { sale in
                AreaMark(x: .value("Day", sale.day), y: .value("Count", sale.count))
                    .foregroundStyle(by: .value("Kind", sale.kind))
            }
            Chart(sales) { sale in
                RectangleMark(x: .value("Day", sale.day), y: .value("Count", sale.count))
                    .foregroundStyle(.linearGradient(colors: [Color("Brand"), .teal, .yellow], startPoint: .bottom, endPoint: .top))
            }
            """)
        #expect(charts.map { SceneChartPlot.writtenColor(of: $0) } == [NamedColor.pink.hex, NamedColor.orange.hex, nil, NamedColor.teal.hex])
        let drawn = ScenePlanner.plan(SceneResolver.resolve(scene, in: Context(platform: .iOS))).drawn
        let colours = drawn.allPlans.filter { $0.kind == .chart }.compactMap { plan -> String? in
            if case .string(let colour)? = plan.properties[.color] { colour } else { nil }
        }
        #expect(colours == [NamedColor.pink.hex, NamedColor.orange.hex, PlatformTheme.of(.iOS).accent(in: .liquidGlass), NamedColor.teal.hex].compactMap { $0 })
    }

    @Test("A chart hides the axis its code hides (.chartXAxis(.hidden), .chartYAxis(.hidden)); an axis given marks shows; a chart of sectors has none")
    func axes() throws {
        let (_, charts) = try Self.read("""
            Chart(counts, id: \\.self) { count in
                LineMark(x: .value("Day", count), y: .value("Count", count))
            }
            .chartLegend(.hidden)
            .chartXAxis(.hidden)
            .chartYAxis( .hidden )
            Chart(counts, id: \\.self) { count in
                BarMark(x: .value("Day", count), y: .value("Count", count))
            }
            .chartXAxis {
                AxisMarks(values: .stride(by: .day))
            }
            Chart(counts, id: \\.self) { count in
                SectorMark(angle: .value("Count", count))
            }
            """)
        let plots = charts.map(SceneChartPlot.init(of:))
        #expect(plots.map(\.showsXAxis) == [false, true, false])
        #expect(plots.map(\.showsYAxis) == [false, true, false])
    }
}
