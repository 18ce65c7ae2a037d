import Foundation
import CGtk
import GalleryModel

/// Shows a ``RenderedText`` in a GtkLabel: each run becomes a Pango markup span
/// carrying its attributes, links become `<a>` (GtkLabel opens them on click),
/// and the layout settings become label properties.
@MainActor
enum TextMarkup {
    /// Pango's name for each font width.
    private static let stretch: [FontWidth: String] = [
        .compressed: "ultracondensed", .condensed: "condensed", .standard: "normal", .expanded: "expanded",
    ]

    /// Shows `text` in `label`, tightened or shrunk to fit its frame as the model decides; returns that fit.
    @discardableResult
    static func apply(_ text: RenderedText, to widget: UnsafeMutablePointer<GtkWidget>) -> TextFit {
        let label = gallery_label(widget)
        gtk_label_set_markup(label, markup(text.runs, insertsHyphens: text.insertsHyphens))
        gtk_label_set_wrap(label, 1)
        gtk_label_set_wrap_mode(label, text.breaksInsideWords ? PANGO_WRAP_WORD_CHAR : PANGO_WRAP_WORD)
        if let limit = text.lineLimit {
            gtk_label_set_lines(label, Int32(limit))
            let mode: PangoEllipsizeMode = switch text.truncationMode {
            case .head: PANGO_ELLIPSIZE_START
            case .middle: PANGO_ELLIPSIZE_MIDDLE
            case .tail: PANGO_ELLIPSIZE_END
            }
            gtk_label_set_ellipsize(label, mode)
        } else {
            gtk_label_set_lines(label, -1)
            gtk_label_set_ellipsize(label, PANGO_ELLIPSIZE_NONE)
        }
        let (justify, xalign): (GtkJustification, Float) = switch text.alignment {
        case .leading: (GTK_JUSTIFY_LEFT, 0)
        case .center: (GTK_JUSTIFY_CENTER, 0.5)
        case .trailing: (GTK_JUSTIFY_RIGHT, 1)
        }
        gtk_label_set_justify(label, justify)
        gtk_label_set_xalign(label, xalign)
        Widget(widget).setSizeRequest(width: text.width.map(Int32.init) ?? -1)
        gtk_label_set_max_width_chars(label, text.width == nil ? 60 : -1)
        guard text.fits else { return .unchanged }
        let fit = text.fit(naturalWidth: naturalWidth(of: text.runs, in: widget))
        if fit != .unchanged { gtk_label_set_markup(label, markup(text.fitted(fit).runs, insertsHyphens: text.insertsHyphens)) }
        return fit
    }

    /// The width of `runs` on one line, unwrapped, in the widget's Pango context.
    private static func naturalWidth(of runs: [TextRun], in widget: UnsafeMutablePointer<GtkWidget>) -> Double {
        let layout = gtk_widget_create_pango_layout(widget, nil)!
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        // Measured on one line, nothing breaks, so no hyphen can be inserted.
        pango_layout_set_markup(layout, markup(runs, insertsHyphens: false), -1)
        var logical = PangoRectangle()
        pango_layout_get_extents(layout, nil, &logical)
        return Double(logical.width) / Double(PANGO_SCALE)
    }

    /// The Pango markup of `runs`; a word broken across lines gets a hyphen only when `insertsHyphens` says so.
    static func markup(_ runs: [TextRun], insertsHyphens: Bool) -> String {
        runs.map { run in
            let attributes = run.attributes
            var span = [
                "font_desc=\"\(attributes.family) \(format(attributes.size))px\"",
                "weight=\"\(attributes.weight)\"",
                "style=\"\(attributes.italic ? "italic" : "normal")\"",
                "stretch=\"\(stretch[attributes.width]!)\"",
                "insert_hyphens=\"\(insertsHyphens)\"",
            ]
            // Pango draws solid lines only; PatternedLines strokes the other patterns over the label.
            if let line = attributes.underline, line.pattern == .solid {
                span.append("underline=\"single\"")
                if let color = line.color { span.append("underline_color=\"\(color)\"") }
            }
            if let line = attributes.strikethrough, line.pattern == .solid {
                span.append("strikethrough=\"true\"")
                if let color = line.color { span.append("strikethrough_color=\"\(color)\"") }
            }
            // Pango measures spacing and rise in 1024ths of a point; the stage draws a point as a pixel (0.75 pt).
            if attributes.letterSpacing != 0 { span.append("letter_spacing=\"\(Int(attributes.letterSpacing * 0.75 * 1024))\"") }
            if attributes.baselineOffset != 0 { span.append("rise=\"\(Int(attributes.baselineOffset * 0.75 * 1024))\"") }
            if attributes.tabularDigits { span.append("font_features=\"tnum\"") }
            if let color = attributes.color { span.append("foreground=\"\(color)\"") }
            if let language = attributes.language { span.append("lang=\"\(Markup.escape(language))\"") }
            let body = "<span \(span.joined(separator: " "))>\(Markup.escape(run.text))</span>"
            guard let link = attributes.link else { return body }
            return "<a href=\"\(Markup.escape(link))\">\(body)</a>"
        }.joined()
    }

    private static func format(_ number: Double) -> String {
        number == number.rounded() ? String(Int(number)) : String(format: "%.1f", number)
    }
}
