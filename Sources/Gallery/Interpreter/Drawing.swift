import CGtk
import Foundation

/// Gives a GtkDrawingArea a Swift draw function. The closure lives in a box
/// that GTK releases with its destroy notify when the area goes away.
@MainActor
enum Drawing {
    typealias Draw = @MainActor (UnsafeMutablePointer<GtkWidget>, OpaquePointer, Double, Double) -> Void

    /// A drawing area that draws with `draw(area, cairo, width, height)`. It is a picture to
    /// assistive technologies unless given another `role` (a meter, for a drawn gauge).
    static func area(role: GtkAccessibleRole = GTK_ACCESSIBLE_ROLE_IMG, _ draw: @escaping Draw) -> UnsafeMutablePointer<GtkWidget> {
        let area = gallery_widget_new_with_role(gtk_drawing_area_get_type(), role)!
        let data = Unmanaged.passRetained(Box<Draw>(draw)).toOpaque()
        gtk_drawing_area_set_draw_func(gallery_drawing_area(area), { drawingArea, cairo, width, height, data in
            let box = Unmanaged<Box<Draw>>.fromOpaque(data!).takeUnretainedValue()
            let widget = gallery_widget(drawingArea)!
            MainActor.assumeIsolated { box.value(widget, cairo!, Double(width), Double(height)) }
        }, data, { data in
            Unmanaged<Box<Draw>>.fromOpaque(data!).release()
        })
        return area
    }

    /// Sets the cairo source to a "#rrggbb" colour with the given opacity.
    static func setColor(_ cairo: OpaquePointer, hex: String, alpha: Double = 1) {
        let (red, green, blue) = components(hex)
        cairo_set_source_rgba(cairo, red, green, blue, alpha)
    }

    /// A "#rrggbb" colour's red, green and blue, from 0 to 1.
    private static func components(_ hex: String) -> (Double, Double, Double) {
        var value: UInt64 = 0
        Scanner(string: String(hex.dropFirst())).scanHexInt64(&value)
        return (Double((value >> 16) & 0xFF) / 255, Double((value >> 8) & 0xFF) / 255, Double(value & 0xFF) / 255)
    }

    /// Paints with `hex`, or with `widget`'s text colour when the plan names no colour.
    static func setColor(_ cairo: OpaquePointer, hex: String?, alpha: Double = 1, orForegroundOf widget: UnsafeMutablePointer<GtkWidget>) {
        if let hex { setColor(cairo, hex: hex, alpha: alpha) } else { setForeground(cairo, of: widget, alpha: alpha) }
    }

    /// Sets the cairo source to the widget's foreground colour with the given opacity.
    static func setForeground(_ cairo: OpaquePointer, of widget: UnsafeMutablePointer<GtkWidget>, alpha: Double) {
        var color = GdkRGBA()
        gtk_style_context_get_color(gtk_widget_get_style_context(widget), &color)
        cairo_set_source_rgba(cairo, Double(color.red), Double(color.green), Double(color.blue), alpha * Double(color.alpha))
    }

    /// Sets the cairo source to a linear gradient across a `width` by `height` area, running `angle` degrees clockwise
    /// from straight down (``PlanProperty/gradientAngle``): from `hex` (or `widget`'s colour) to `endHex`, or to
    /// `stop`'s colour, or, with neither, from a lighter shade of the first colour to the colour itself, as a colour's
    /// own `.gradient` is.
    static func setGradient(_ cairo: OpaquePointer, from hex: String?, to endHex: String?, stop: UnsafeMutablePointer<GtkWidget>?,
                            of widget: UnsafeMutablePointer<GtkWidget>, angle: Double, width: Double, height: Double) {
        let start = rgba(hex, orColorOf: widget)
        var end = stop.map { rgba(endHex, orColorOf: $0) } ?? start
        var first = start
        if stop == nil {
            // Lighter at the start: a quarter of the way to white.
            first = (start.0 + (1 - start.0) * 0.25, start.1 + (1 - start.1) * 0.25, start.2 + (1 - start.2) * 0.25, start.3)
            end = start
        }
        // The line through the centre along the angle, long enough that its ends touch the area's corners.
        let radians = -angle * .pi / 180
        let (dx, dy) = (sin(radians), cos(radians))
        let half = (abs(dx) * width + abs(dy) * height) / 2
        let pattern = cairo_pattern_create_linear(width / 2 - dx * half, height / 2 - dy * half, width / 2 + dx * half, height / 2 + dy * half)
        cairo_pattern_add_color_stop_rgba(pattern, 0, first.0, first.1, first.2, first.3)
        cairo_pattern_add_color_stop_rgba(pattern, 1, end.0, end.1, end.2, end.3)
        cairo_set_source(cairo, pattern)
        cairo_pattern_destroy(pattern)
    }

    /// `hex` as red, green, blue and alpha from 0 to 1, or `widget`'s colour where `hex` is nil.
    private static func rgba(_ hex: String?, orColorOf widget: UnsafeMutablePointer<GtkWidget>) -> (Double, Double, Double, Double) {
        if let hex {
            let (red, green, blue) = components(hex)
            return (red, green, blue, 1)
        }
        var color = GdkRGBA()
        gtk_style_context_get_color(gtk_widget_get_style_context(widget), &color)
        return (Double(color.red), Double(color.green), Double(color.blue), Double(color.alpha))
    }

    /// Adds a rectangle with corners of `radius` to the path.
    static func roundedRectangle(_ cairo: OpaquePointer, x: Double, y: Double, width: Double, height: Double, radius: Double) {
        cairo_new_sub_path(cairo)
        cairo_arc(cairo, x + width - radius, y + radius, radius, -.pi / 2, 0)
        cairo_arc(cairo, x + width - radius, y + height - radius, radius, 0, .pi / 2)
        cairo_arc(cairo, x + radius, y + height - radius, radius, .pi / 2, .pi)
        cairo_arc(cairo, x + radius, y + radius, radius, .pi, 3 * .pi / 2)
        cairo_close_path(cairo)
    }

    /// Draws `text` centred on (x, y).
    static func centeredText(_ cairo: OpaquePointer, _ text: String, x: Double, y: Double, size: Double, bold: Bool = false,
                             maximumWidth: Double = .infinity) {
        cairo_select_font_face(cairo, "Sans", CAIRO_FONT_SLANT_NORMAL, bold ? CAIRO_FONT_WEIGHT_BOLD : CAIRO_FONT_WEIGHT_NORMAL)
        cairo_set_font_size(cairo, size)
        var extents = cairo_text_extents_t()
        var text = text
        cairo_text_extents(cairo, text, &extents)
        // Words wider than their room end in "…" where they are cut, as a label ellipsizes.
        var kept = text.count
        while extents.width > maximumWidth, kept > 1 {
            kept -= 1
            text = text.prefix(kept) + "…"
            cairo_text_extents(cairo, text, &extents)
        }
        cairo_move_to(cairo, x - extents.width / 2 - extents.x_bearing, y - extents.height / 2 - extents.y_bearing)
        cairo_show_text(cairo, text)
    }
}
