import CGtk

/// Lays a childless widget out in proportion, as `.aspectRatio(_:contentMode:)` lays out a SwiftUI shape: as wide as
/// it is given, and as tall as its ratio of width over height asks of that width (height for width), instead of a
/// fixed height that would draw a wide card as a thin strip.
@MainActor
enum AspectRatioLayout {
    /// Gives `widget` the height `ratio` (width over height) asks of each width it is measured at.
    static func apply(to widget: UnsafeMutablePointer<GtkWidget>, ratio: Double) {
        CustomLayout.setNumber(Int((ratio * scale).rounded()), ratioKey, on: widget)
        gtk_widget_set_layout_manager(widget, gtk_custom_layout_new(heightForWidthRequest, measure, allocate))
    }
}

private let ratioKey = "gallery-aspect-ratio"
/// The ratio is kept as an integer of this many parts of one.
private let scale = 10_000.0
/// The width the widget asks for where it is offered none: SwiftUI's shapes have no size of their own, so this is
/// the height a shape without a frame is drawn at (44 points) times the ratio.
private let naturalHeight = 44.0

/// The widest a widget is ever laid out, in pixels: wider than any screen a stage draws.
private let largestWidth: Int32 = 16_384

private func ratio(of widget: UnsafeMutablePointer<GtkWidget>?) -> Double {
    max(Double(CustomLayout.number(ratioKey, of: widget)) / scale, 0.01)
}


private func measure(
    _ widget: UnsafeMutablePointer<GtkWidget>?, _ orientation: GtkOrientation, _ forSize: Int32,
    _ minimum: UnsafeMutablePointer<Int32>?, _ natural: UnsafeMutablePointer<Int32>?,
    _ minimumBaseline: UnsafeMutablePointer<Int32>?, _ naturalBaseline: UnsafeMutablePointer<Int32>?
) {
    let ratio = ratio(of: widget)
    if orientation == GTK_ORIENTATION_HORIZONTAL {
        minimum?.pointee = 0
        natural?.pointee = Int32((naturalHeight * ratio).rounded())
    } else {
        // GTK asks how tall for a width no widget is ever given (about a million pixels) to find the least height of
        // all; a shape that grows with its width answers its own height there, never a million pixels.
        let height = forSize >= 0 && forSize < largestWidth ? Int32((Double(forSize) / ratio).rounded()) : Int32(naturalHeight)
        minimum?.pointee = height
        natural?.pointee = height
    }
}

/// A widget without children has nothing to place.
private func allocate(_ widget: UnsafeMutablePointer<GtkWidget>?, _ width: Int32, _ height: Int32, _ baseline: Int32) {}
