@testable import GalleryModel
import Testing
@testable import GallerySceneReader

/// Swift Charts, which SwiftUI apps import beside SwiftUI: a `Chart` and its marks are read as the views they are,
/// with the chart's data closure and a `ForEach` of marks, and no warning that the gallery does not know them.
@Suite("Swift Charts read")
struct SwiftChartsReadingTests {
    @Test("A Chart over data and a Chart of a ForEach read their marks, with no warning")
    func marks() throws {
        let scene = try ReaderSupport.scene("""
            import SwiftUI
            import Charts

            struct Sales: View {
                var sales: [Sale]
                var body: some View {
                    VStack {
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
                    }
                }
            }
            """)
        #expect(ReaderSupport.diagnostics(scene, .warning).isEmpty)
        let charts = try #require(scene.roots.first).children
        #expect(charts.map(\.kind) == [.plain(.chart), .plain(.chart)])
        #expect(SceneChartPlot(of: charts[0]).marks == [.barMark])
        #expect(SceneChartPlot(of: charts[1]).marks == [.lineMark, .pointMark, .ruleMark, .sectorMark])
    }
}
