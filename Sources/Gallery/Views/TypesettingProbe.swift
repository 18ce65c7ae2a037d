import CGtk

/// Asks Pango how it set a label's text: the fonts it shaped each run with, and where its lines start.
/// The Text page shows both beside its typesetting examples, so what Pango did is visible and testable.
@MainActor
enum TypesettingProbe {
    /// The families of the fonts Pango chose for `label`'s runs, each once, in order.
    static func fontFamilies(of label: UnsafeMutablePointer<GtkWidget>) -> [String] {
        guard let layout = gtk_label_get_layout(gallery_label(label)), let iter = pango_layout_get_iter(layout) else { return [] }
        defer { pango_layout_iter_free(iter) }
        var families: [String] = []
        repeat {
            guard let run = pango_layout_iter_get_run_readonly(iter), let font = run.pointee.item.pointee.analysis.font,
                  let description = pango_font_describe(font)
            else { continue }
            defer { pango_font_description_free(description) }
            if let family = pango_font_description_get_family(description).map({ String(cString: $0) }), !families.contains(family) {
                families.append(family)
            }
        } while pango_layout_iter_next_run(iter) != 0
        return families
    }

    /// The UTF-8 offsets at which `label`'s lines start when its text is laid out `width` pixels wide.
    static func lineStarts(of label: UnsafeMutablePointer<GtkWidget>, width: Int) -> [Int] {
        guard let layout = pango_layout_copy(gtk_label_get_layout(gallery_label(label))) else { return [] }
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        pango_layout_set_width(layout, Int32(width) * PANGO_SCALE)
        pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_NONE)
        pango_layout_set_height(layout, -1)
        guard let iter = pango_layout_get_iter(layout) else { return [] }
        defer { pango_layout_iter_free(iter) }
        var starts: [Int] = []
        repeat {
            if let line = pango_layout_iter_get_line_readonly(iter) { starts.append(Int(line.pointee.start_index)) }
        } while pango_layout_iter_next_line(iter) != 0
        return starts
    }
}
