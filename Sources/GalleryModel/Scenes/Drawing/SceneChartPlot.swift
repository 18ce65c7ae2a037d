/// What a Swift Charts `Chart` draws in a scene: the kinds of mark its closure writes, in the order written, over the
/// gallery's sample values, since the chart's data is the app's and known only as it runs. Bars and rectangles stand
/// side by side, an area fills under the values, a line joins them, points mark them, a rule crosses at their mean and
/// sectors share a circle (https://developer.apple.com/documentation/charts/barmark, /linemark, /areamark,
/// /pointmark, /rectanglemark, /rulemark, /sectormark).
public struct SceneChartPlot: Sendable, Hashable, Encodable {
    /// The kinds of mark, each once, in the order the chart's code first writes them.
    public let marks: [ScenePlainView]
    /// The values every mark plots, each between 0 and 1 of the plot's height.
    public let values: [Double]
    /// Whether the chart draws its x axis, the baseline: not where the code hides it (`.chartXAxis(.hidden)`), nor in a
    /// chart of sectors only, which has no axes (https://developer.apple.com/documentation/swiftui/view/chartxaxis(_:),
    /// https://developer.apple.com/documentation/charts/sectormark).
    public let showsXAxis: Bool
    /// Whether the chart draws its y axis, the grid lines across the plot: not where the code hides it
    /// (`.chartYAxis(.hidden)`), nor in a chart of sectors only.
    public let showsYAxis: Bool

    /// What the stage says under a scene with a chart.
    public static let approximation = "The gallery plots a Chart's marks over sample values: the chart's data is the app's, known only as it runs."

    /// The gallery's sample values: six rising and falling, as a week of sales might.
    public static let sampleValues: [Double] = [0.42, 0.68, 0.55, 0.86, 0.61, 0.74]

    public init(marks: [ScenePlainView], values: [Double] = Self.sampleValues, showsXAxis: Bool = true, showsYAxis: Bool = true) {
        self.marks = marks
        self.values = values
        let hasAxes = marks.contains { $0 != .sectorMark }
        self.showsXAxis = showsXAxis && hasAxes
        self.showsYAxis = showsYAxis && hasAxes
    }

    /// The plot of `chart`: the marks among the views its closure holds, however deep (in a `ForEach`, a `Group`).
    init(of chart: SceneNode) {
        var marks: [ScenePlainView] = []
        func collect(_ nodes: [SceneNode]) {
            for node in nodes {
                if case .plain(let view) = node.kind, ScenePlainView.chartMarks.contains(view), !marks.contains(view) { marks.append(view) }
                collect(node.children)
            }
        }
        collect(chart.children)
        func hides(_ axis: SceneModifierName) -> Bool {
            chart.modifiers.contains { modifier in
                guard let (name, source) = modifier.kind.written, name == axis else { return false }
                return source.filter { !$0.isWhitespace }.hasSuffix("(.hidden)")
            }
        }
        self.init(marks: marks, showsXAxis: !hides(.chartXAxis), showsYAxis: !hides(.chartYAxis))
    }

    /// The colour the chart's code gives its marks: the chart's own `.foregroundStyle(_:)`, else the first mark's
    /// (`BarMark(…).foregroundStyle(.pink.gradient)`), a system colour as its light-mode value; nil where the code gives
    /// none (or colours by a value, `.foregroundStyle(by:)`), and the chart takes the accent colour.
    static func writtenColor(of chart: SceneNode) -> String? {
        func written(_ node: SceneNode) -> String? {
            node.modifiers.reversed().lazy.compactMap { modifier -> String? in
                if case .foregroundStyle(let color) = modifier.kind { color.fill } else { nil }
            }.first
        }
        func firstMark(_ nodes: [SceneNode]) -> String? {
            for node in nodes {
                if case .plain(let view) = node.kind, ScenePlainView.chartMarks.contains(view), let color = written(node) { return color }
                if let color = firstMark(node.children) { return color }
            }
            return nil
        }
        return written(chart) ?? firstMark(chart.children)
    }

    private enum CodingKeys: String, CodingKey { case marks, values, showsXAxis, showsYAxis }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(marks.map(\.rawValue), forKey: .marks)
        try container.encode(values, forKey: .values)
        try container.encode(showsXAxis, forKey: .showsXAxis)
        try container.encode(showsYAxis, forKey: .showsYAxis)
    }
}

extension SceneDrawing {
    /// A Swift Charts `Chart`: its marks plotted over the gallery's sample values in the colour its code gives them,
    /// else the accent colour, as Charts colours a single series, filling the width it is given, at the height its
    /// `.frame(height:)` gives it, else at the height of a chart in a card (a chart takes the room it is offered; the
    /// stage offers none of its own).
    mutating func chart(_ node: ResolvedSceneNode) -> WidgetPlan {
        note(SceneChartPlot.approximation)
        let plot = SceneChartPlot(of: node.node)
        let accent = SceneChartPlot.writtenColor(of: node.node) ?? PlatformTheme.of(context.platform).accent(in: era)
        let height = Int((Double(SceneFrame(node.node)?.height ?? 180) * pixelsPerPoint).rounded())
        return WidgetPlan(.chart, [.chart: .chart(plot), .color: .string(accent), .height: .int(height), .hexpand: .bool(true)],
                          accessibleName: "Chart")
    }
}
