import CGtk
import GalleryModel

/// Draws the underlines and strikethroughs Pango cannot (dotted, dashed…) over a label: a drawing
/// area laid over it finds each line's characters in the label's own layout and strokes them with
/// the model's dashes, at the model's offset from each line's baseline.
@MainActor
final class PatternedLines {
    /// The overlay holding the label, with the lines drawn on top.
    let root: UnsafeMutablePointer<GtkWidget>
    private let label: UnsafeMutablePointer<GtkWidget>
    private let area: UnsafeMutablePointer<GtkWidget>
    /// The lines to draw; the drawing area's function holds them too, so the widget needs nothing else.
    private let lines: Mutable<[PatternedLine]>

    /// `label` under a layer that draws the patterned lines of the text last shown with ``show(_:)``.
    init(over label: UnsafeMutablePointer<GtkWidget>) {
        self.label = label
        let lines = Mutable<[PatternedLine]>([])
        self.lines = lines
        root = gtk_overlay_new()!
        gtk_overlay_set_child(gallery_overlay(root), label)
        area = Drawing.area(role: GTK_ACCESSIBLE_ROLE_PRESENTATION) { [lines] area, cairo, _, _ in
            Self.draw(lines.value, of: label, on: area, cairo)
        }
        Widget(area).setCanFocus(false)
        gtk_widget_set_can_target(area, 0)
        gtk_overlay_add_overlay(gallery_overlay(root), area)
    }

    /// The overlay showing `text` with its patterned lines, the label inside it, and how the label fits its frame; a
    /// text without patterned lines is its label alone, which keeps its baseline for a row to align.
    static func drawn(_ text: RenderedText) -> (root: UnsafeMutablePointer<GtkWidget>, label: UnsafeMutablePointer<GtkWidget>, fit: TextFit) {
        let label = gtk_label_new(nil)!
        let fit = TextMarkup.apply(text, to: label)
        guard !text.patternedLines.isEmpty else { return (label, label, fit) }
        let lines = PatternedLines(over: label)
        lines.show(text)
        return (lines.root, label, fit)
    }

    /// Draws the patterned lines of `text`, which the label shows.
    func show(_ text: RenderedText) {
        // The overlay is a screen reader's container of the label: named with the label's words, not GTK's type.
        Widget(root).setAccessibleLabel(text.text)
        lines.value = text.patternedLines
        gtk_widget_queue_draw(area)
    }

    private static func draw(
        _ lines: [PatternedLine], of label: UnsafeMutablePointer<GtkWidget>, on area: UnsafeMutablePointer<GtkWidget>, _ cairo: OpaquePointer
    ) {
        guard !lines.isEmpty, let layout = gtk_label_get_layout(gallery_label(label)) else { return }
        var layoutX: Int32 = 0, layoutY: Int32 = 0
        gtk_label_get_layout_offsets(gallery_label(label), &layoutX, &layoutY)
        var originX = 0.0, originY = 0.0
        guard gtk_widget_translate_coordinates(label, area, Double(layoutX), Double(layoutY), &originX, &originY) != 0 else { return }
        let scale = Double(PANGO_SCALE)
        let iter = pango_layout_get_iter(layout)!
        defer { pango_layout_iter_free(iter) }
        repeat {
            guard let line = pango_layout_iter_get_line_readonly(iter) else { continue }
            let baseline = originY + Double(pango_layout_iter_get_baseline(iter)) / scale
            let lineBytes = Int(line.pointee.start_index)..<Int(line.pointee.start_index + line.pointee.length)
            for patterned in lines {
                let bytes = patterned.bytes.clamped(to: lineBytes)
                guard !bytes.isEmpty else { continue }
                var ranges: UnsafeMutablePointer<Int32>?
                var count: Int32 = 0
                pango_layout_line_get_x_ranges(line, Int32(bytes.lowerBound), Int32(bytes.upperBound), &ranges, &count)
                defer { g_free(ranges) }
                guard let ranges else { continue }
                for index in 0..<Int(count) {
                    let start = originX + Double(ranges[2 * index]) / scale
                    let end = originX + Double(ranges[2 * index + 1]) / scale
                    stroke(patterned, of: label, on: cairo, from: start, to: end, baseline: baseline)
                }
            }
        } while pango_layout_iter_next_line(iter) != 0
    }

    private static func stroke(_ line: PatternedLine, of label: UnsafeMutablePointer<GtkWidget>, on cairo: OpaquePointer, from start: Double, to end: Double, baseline: Double) {
        let thickness = line.thickness
        // A line of odd thickness is centred on a pixel's middle, so it stays sharp.
        let y = (baseline + line.offset).rounded(.down) + (Int(thickness) % 2 == 1 ? 0.5 : 0)
        Drawing.setColor(cairo, hex: line.color, orForegroundOf: label)
        cairo_set_line_width(cairo, thickness)
        cairo_set_line_cap(cairo, CAIRO_LINE_CAP_BUTT)
        let dashes = line.dashes
        cairo_set_dash(cairo, dashes, Int32(dashes.count), 0)
        cairo_move_to(cairo, start, y)
        cairo_line_to(cairo, end, y)
        cairo_stroke(cairo)
    }
}
