import CGtk
import GalleryModel

extension PlanInterpreter {
    /// A Swift Charts chart drawn with cairo: faint grid lines and a baseline (where it has axes), then each of the plan's marks over its
    /// values in the plan's colour, at the plan's height across the width it is given.
    func chart(_ plan: WidgetPlan) -> UnsafeMutablePointer<GtkWidget> {
        var plot = SceneChartPlot(marks: [])
        if case .chart(let planned)? = plan.properties[.chart] { plot = planned }
        let color = plan.string(.color)
        let area = Drawing.area { area, cairo, width, height in
            let inset = 4.0
            let (left, top, plotWidth, plotHeight) = (inset, inset, width - 2 * inset, height - 2 * inset)
            let bottom = top + plotHeight
            // Grid lines at each quarter (the y axis), and the baseline a little stronger (the x axis), each unless hidden.
            cairo_set_line_width(cairo, 1)
            for step in 0...4 where step == 4 ? plot.showsXAxis : plot.showsYAxis {
                let y = (top + plotHeight * Double(step) / 4).rounded() + 0.5
                Drawing.setForeground(cairo, of: area, alpha: step == 4 ? 0.3 : 0.1)
                cairo_move_to(cairo, left, y)
                cairo_line_to(cairo, left + plotWidth, y)
                cairo_stroke(cairo)
            }
            let values = plot.values
            guard !values.isEmpty else { return }
            let slot = plotWidth / Double(values.count)
            let point = { (index: Int) in (left + slot * (Double(index) + 0.5), bottom - plotHeight * values[index]) }
            for mark in plot.marks {
                switch mark {
                case .barMark, .rectangleMark:
                    // Bars stand on the baseline; rectangles are narrower bands around each value.
                    let bar = mark == .barMark
                    Drawing.setColor(cairo, hex: color, alpha: bar ? 1 : 0.6, orForegroundOf: area)
                    for index in values.indices {
                        let (x, y) = point(index)
                        let barWidth = slot * (bar ? 0.6 : 0.4)
                        let barTop = bar ? y : y - plotHeight * 0.08
                        let barHeight = bar ? bottom - y : plotHeight * 0.16
                        Drawing.roundedRectangle(cairo, x: x - barWidth / 2, y: barTop, width: barWidth, height: barHeight,
                                                 radius: min(3, barWidth / 4))
                        cairo_fill(cairo)
                    }
                case .areaMark:
                    Drawing.setColor(cairo, hex: color, alpha: 0.3, orForegroundOf: area)
                    cairo_move_to(cairo, point(0).0, bottom)
                    for index in values.indices { cairo_line_to(cairo, point(index).0, point(index).1) }
                    cairo_line_to(cairo, point(values.count - 1).0, bottom)
                    cairo_close_path(cairo)
                    cairo_fill(cairo)
                case .lineMark:
                    Drawing.setColor(cairo, hex: color, orForegroundOf: area)
                    cairo_set_line_width(cairo, 2)
                    cairo_set_line_join(cairo, CAIRO_LINE_JOIN_ROUND)
                    cairo_move_to(cairo, point(0).0, point(0).1)
                    for index in values.indices.dropFirst() { cairo_line_to(cairo, point(index).0, point(index).1) }
                    cairo_stroke(cairo)
                case .pointMark:
                    Drawing.setColor(cairo, hex: color, orForegroundOf: area)
                    for index in values.indices {
                        cairo_arc(cairo, point(index).0, point(index).1, 3.5, 0, 2 * .pi)
                        cairo_fill(cairo)
                    }
                case .ruleMark:
                    let mean = bottom - plotHeight * values.reduce(0, +) / Double(values.count)
                    Drawing.setColor(cairo, hex: color, alpha: 0.8, orForegroundOf: area)
                    cairo_set_line_width(cairo, 1.5)
                    cairo_move_to(cairo, left, mean)
                    cairo_line_to(cairo, left + plotWidth, mean)
                    cairo_stroke(cairo)
                case .sectorMark:
                    // Each value's share of the circle, the sectors fading one after another.
                    let total = values.reduce(0, +)
                    let radius = min(plotWidth, plotHeight) / 2
                    var angle = -Double.pi / 2
                    for (index, value) in values.enumerated() {
                        let sweep = 2 * .pi * value / total
                        Drawing.setColor(cairo, hex: color, alpha: 1 - Double(index) / Double(values.count + 1), orForegroundOf: area)
                        cairo_move_to(cairo, width / 2, height / 2)
                        cairo_arc(cairo, width / 2, height / 2, radius, angle, angle + sweep)
                        cairo_close_path(cairo)
                        cairo_fill(cairo)
                        angle += sweep
                    }
                default:
                    break
                }
            }
        }
        gtk_widget_set_size_request(area, -1, Int32(plan.int(.height) ?? 180))
        return area
    }
}
