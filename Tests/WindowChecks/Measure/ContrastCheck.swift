import CGtk
import GalleryModel
import GalleryWindow

/// The window tests' pixel check of text contrast: it renders a page, finds every
/// visible label on it, and measures the label's text against the background it
/// is drawn on (``TextContrast``), as a person would see them.
@MainActor
enum ContrastCheck {
    /// One measured label.
    struct Reading {
        /// The label's text.
        let text: String
        /// What was measured.
        let measurement: TextContrast.Measurement
        /// What WCAG AA asks of the label's size.
        let required: Double
        /// Whether the label is a stage's own text (not the gallery's words on a stage, `stage-chrome`).
        let onStage: Bool

        var passes: Bool { measurement.ratio >= required }

        /// Whether the label passes, or is a stage's text in one of Apple's own pairs (``StageTextPair/isApples``): the
        /// measured text and background within a few levels of the pair's, as the screen draws them. The stage draws
        /// Apple's colours as they are; where such a pair misses 4.5:1 the stage's findings say so
        /// (``PlatformTheme/contrastFindings(_:era:)``), and one that passes on paper by a hair (the iPad's tinted tab
        /// on its platter, 4.51:1) may measure a little under it once its glyphs are smoothed.
        var passesOrIsApples: Bool {
            passes || onStage && ContrastCheck.applesPairs.contains { pair in
                Self.close(pair.text, measurement.text) && Self.close(pair.background, measurement.background)
            }
        }

        private static func close(_ first: RGBColor, _ second: RGBColor) -> Bool {
            abs(first.red - second.red) <= 12 && abs(first.green - second.green) <= 12 && abs(first.blue - second.blue) <= 12
        }
    }

    /// Every stage's pairs of Apple's own colours, on every platform, scheme and era.
    nonisolated static let applesPairs: [StageTextPair] = Platform.allCases.flatMap { platform in
        ColorScheme.allCases.flatMap { scheme in
            DesignEra.allCases.flatMap { era in PlatformTheme.of(platform).palette(scheme, era: era).textPairs.filter(\.isApples) }
        }
    }

    /// Every visible label of `root`, measured. Labels of examples drawn dimmed on purpose
    /// (a style the platform lacks) are left out, as WCAG leaves out inactive controls, and so
    /// are labels mostly scrolled or clipped out of sight, and text in a colour the example's code writes (Apple's
    /// colour, whose shortfall the example's caption states: ``RenderedText/contrastFindings(on:)``).
    static func readings(of root: UnsafeMutablePointer<GtkWidget>) -> [Reading] {
        guard let texture = Screenshot.render(root) else { return [] }
        defer { g_object_unref(texture.raw) }
        let width = Int(gdk_texture_get_width(texture))
        let height = Int(gdk_texture_get_height(texture))
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        bytes.withUnsafeMutableBufferPointer { gdk_texture_download(texture, $0.baseAddress, gsize(width * 4)) }
        return bytes.withUnsafeBufferPointer { image in
            labels(under: root, onStage: Widget(root).classes.contains("stage")).compactMap { entry in
                let (label, onStage) = entry
                guard let area = textArea(of: label, in: root),
                      let measurement = TextContrast.measure(bgra: image, rowStride: width * 4, x: area.x, y: area.y,
                                                             width: area.width, height: area.height)
                else { return nil }
                let (size, bold) = font(of: label)
                return Reading(text: String(cString: gtk_label_get_text(gallery_label(label))), measurement: measurement,
                               required: TextContrast.required(pixelSize: size, bold: bold), onStage: onStage)
            }
        }
    }

    /// The drawn labels below `widget` that hold some text, skipping popovers (drawn in their own
    /// surface), examples dimmed on purpose and text in a colour its code writes.
    /// Each with whether it is a stage's own text: under a `stage`, and not the gallery's words on it (`stage-chrome`).
    private static func labels(under widget: UnsafeMutablePointer<GtkWidget>, onStage: Bool)
        -> [(UnsafeMutablePointer<GtkWidget>, onStage: Bool)] {
        let handle = Widget(widget)
        guard gtk_widget_is_drawable(widget) != 0, handle.typeName != "GtkPopover", handle.typeName != "GtkPopoverMenu",
              !handle.classes.contains("dimmed-example"), !handle.classes.contains("written-colour")
        else { return [] }
        let onStage = (onStage || handle.classes.contains("stage")) && !handle.classes.contains("stage-chrome")
        if handle.typeName == "GtkLabel" {
            let text = String(cString: gtk_label_get_text(gallery_label(widget)))
            return text.contains { !$0.isWhitespace } ? [(widget, onStage)] : []
        }
        return handle.children.flatMap { labels(under: $0.pointer, onStage: onStage) }
    }

    /// Where `label` draws its text, in the pixels of `root`'s texture: the ink of its layout with a
    /// margin, cut by the label's and every ancestor's bounds; nil when less than three fifths shows.
    private static func textArea(of label: UnsafeMutablePointer<GtkWidget>, in root: UnsafeMutablePointer<GtkWidget>)
        -> (x: Int, y: Int, width: Int, height: Int)? {
        // A widget's own coordinates start inside its padding and border, where its texture does not.
        guard let drawn = bounds(of: root, in: root) else { return nil }
        var originX = 0.0
        var originY = 0.0
        guard gtk_widget_translate_coordinates(label, root, 0, 0, &originX, &originY) != 0 else { return nil }
        var ink = PangoRectangle()
        var logical = PangoRectangle()
        pango_layout_get_pixel_extents(gtk_label_get_layout(gallery_label(label)), &ink, &logical)
        var offsetX: Int32 = 0
        var offsetY: Int32 = 0
        gtk_label_get_layout_offsets(gallery_label(label), &offsetX, &offsetY)
        let margin = 2.0
        var visible = (x: originX + Double(offsetX + ink.x) - margin - drawn.x, y: originY + Double(offsetY + ink.y) - margin - drawn.y,
                       width: Double(ink.width) + 2 * margin, height: Double(ink.height) + 2 * margin)
        let full = visible.width * visible.height
        var clipping: UnsafeMutablePointer<GtkWidget>? = label
        while let current = clipping, current != root {
            guard var clip = bounds(of: current, in: root) else { return nil }
            clip.x -= drawn.x
            clip.y -= drawn.y
            let left = max(visible.x, clip.x)
            let top = max(visible.y, clip.y)
            let right = min(visible.x + visible.width, clip.x + clip.width)
            let bottom = min(visible.y + visible.height, clip.y + clip.height)
            visible = (left, top, max(right - left, 0), max(bottom - top, 0))
            clipping = gtk_widget_get_parent(current)
        }
        guard full > 0, visible.width * visible.height >= full * 0.6, visible.width >= 3, visible.height >= 3 else { return nil }
        return (Int(visible.x.rounded(.up)), Int(visible.y.rounded(.up)),
                Int(visible.width.rounded(.down)) - 1, Int(visible.height.rounded(.down)) - 1)
    }

    private static func bounds(of widget: UnsafeMutablePointer<GtkWidget>, in root: UnsafeMutablePointer<GtkWidget>)
        -> (x: Double, y: Double, width: Double, height: Double)? {
        var rect = graphene_rect_t()
        guard gtk_widget_compute_bounds(widget, root, &rect) != 0 else { return nil }
        return (Double(rect.origin.x), Double(rect.origin.y), Double(rect.size.width), Double(rect.size.height))
    }

    /// The label's text size in pixels and whether it is bold. Markup may make some runs larger
    /// than the widget's font, so the size is also read off the height of its lines.
    private static func font(of label: UnsafeMutablePointer<GtkWidget>) -> (size: Double, bold: Bool) {
        guard let description = pango_context_get_font_description(gtk_widget_get_pango_context(label)) else { return (0, false) }
        let size = Double(pango_font_description_get_size(description)) / Double(PANGO_SCALE)
        let pixels = pango_font_description_get_size_is_absolute(description) != 0 ? size : size * 96 / 72
        var layoutWidth: Int32 = 0
        var layoutHeight: Int32 = 0
        let layout = gtk_label_get_layout(gallery_label(label))
        pango_layout_get_pixel_size(layout, &layoutWidth, &layoutHeight)
        let lines = max(Int(pango_layout_get_line_count(layout)), 1)
        let lineSize = Double(layoutHeight) / Double(lines) / 1.3
        let bold = pango_font_description_get_weight(description).rawValue >= PANGO_WEIGHT_SEMIBOLD.rawValue
        return (max(pixels, lineSize), bold)
    }
}
