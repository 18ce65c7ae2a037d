import CGtk
import GalleryModel

/// A box drawing its one child on a device's screen (``PlatformTheme/deviceScreen``), as Xcode's previews draw a view
/// on the device it runs on.
///
/// The child is laid out at the screen's width (or at its own minimum where that is wider: words that cannot wrap
/// narrower) and at least the screen's height, so a short scene leaves the rest of the screen empty and a long one runs
/// on below it. Where the box is given less width than the screen, the whole screen is drawn smaller to fit, as a
/// preview canvas shrinks an iPad or a television: it is never laid out narrower, which would turn an iPad into a
/// phone.
@MainActor
enum DeviceScreenBox {
    /// `content` on `platform`'s device screen, in a box of class `device-screen`, or nil where `platform`'s window
    /// takes its content's size (the Mac's).
    static func onScreen(_ content: UnsafeMutablePointer<GtkWidget>, of platform: Platform) -> UnsafeMutablePointer<GtkWidget>? {
        guard let screen = PlatformTheme.of(platform).deviceScreen else { return nil }
        let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
        Widget(box).addClass("device-screen")
        g_object_set_data(gallery_object(box), widthKey, UnsafeMutableRawPointer(bitPattern: screen.width))
        g_object_set_data(gallery_object(box), heightKey, UnsafeMutableRawPointer(bitPattern: screen.height))
        gtk_widget_set_overflow(box, GTK_OVERFLOW_HIDDEN)
        // The screen is its own size: a view inside that takes the room it is offered fills the screen, not the page.
        gtk_widget_set_hexpand(box, 0)
        gtk_widget_set_vexpand(box, 0)
        gtk_widget_set_layout_manager(box, gtk_custom_layout_new(heightForWidth, measureScreen, allocateScreen))
        gtk_box_append(gallery_box(box), content)
        return box
    }
}

/// The smallest share of its size a screen is drawn at: narrower than this, the stage scrolls sideways instead.
private let smallestScale = 0.25

private let widthKey = "gallery-screen-width"
private let heightKey = "gallery-screen-height"

/// The screen's width and height in the stage's pixels, as the box was made with.
private func screenSize(_ box: UnsafeMutablePointer<GtkWidget>?) -> (width: Int32, height: Int32) {
    (Int32(Int(bitPattern: g_object_get_data(gallery_object(box), widthKey))),
     Int32(Int(bitPattern: g_object_get_data(gallery_object(box), heightKey))))
}

/// The size the child is laid out at before any scaling: the screen's width, or the child's minimum if wider; the
/// screen's height, or the child's at that width if taller. A child that takes the height it is offered (a ScrollView,
/// a TabView) is held to the screen's height unless it cannot shrink to it: it scrolls inside the screen, as on the
/// device, rather than growing the screen to all it holds.
private func laidOutSize(in box: UnsafeMutablePointer<GtkWidget>?, of child: UnsafeMutablePointer<GtkWidget>) -> (width: Int32, height: Int32) {
    let screen = screenSize(box)
    var minimum: Int32 = 0
    gtk_widget_measure(child, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, nil, nil, nil)
    let width = max(screen.width, minimum)
    var shortest: Int32 = 0, height: Int32 = 0
    gtk_widget_measure(child, GTK_ORIENTATION_VERTICAL, width, &shortest, &height, nil, nil)
    let fills = gtk_widget_compute_expand(child, GTK_ORIENTATION_VERTICAL) != 0
    return (width, max(screen.height, fills ? shortest : height))
}

/// How much the screen is drawn smaller to fit `width`: one where it fits.
private func scale(fitting width: Int32, laidOut: Int32) -> Double {
    guard width >= 0, width < laidOut else { return 1 }
    return max(Double(width) / Double(laidOut), smallestScale)
}

/// The box's height depends on the width it is given: a screen drawn smaller is shorter too.
private func heightForWidth(_ widget: UnsafeMutablePointer<GtkWidget>?) -> GtkSizeRequestMode {
    GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH
}

private func measureScreen(
    _ widget: UnsafeMutablePointer<GtkWidget>?, _ orientation: GtkOrientation, _ forSize: Int32,
    _ minimum: UnsafeMutablePointer<Int32>?, _ natural: UnsafeMutablePointer<Int32>?,
    _ minimumBaseline: UnsafeMutablePointer<Int32>?, _ naturalBaseline: UnsafeMutablePointer<Int32>?
) {
    minimum?.pointee = 0
    natural?.pointee = 0
    guard let child = gtk_widget_get_first_child(widget) else { return }
    let laidOut = laidOutSize(in: widget, of: child)
    if orientation == GTK_ORIENTATION_HORIZONTAL {
        // Across: the whole screen, or as small as the smallest scale draws it.
        minimum?.pointee = Int32((Double(laidOut.width) * smallestScale).rounded(.up))
        natural?.pointee = laidOut.width
    } else {
        // Down: the screen's height, drawn at the scale the width given draws it at.
        let height = Int32((Double(laidOut.height) * scale(fitting: forSize, laidOut: laidOut.width)).rounded(.up))
        minimum?.pointee = height
        natural?.pointee = height
    }
}

private func allocateScreen(_ widget: UnsafeMutablePointer<GtkWidget>?, _ width: Int32, _ height: Int32, _ baseline: Int32) {
    guard let child = gtk_widget_get_first_child(widget) else { return }
    let laidOut = laidOutSize(in: widget, of: child)
    let factor = scale(fitting: width, laidOut: laidOut.width)
    let childHeight = max(laidOut.height, Int32((Double(height) / factor).rounded(.down)))
    var offset = graphene_point_t(x: Float((Double(width) - Double(laidOut.width) * factor) / 2), y: 0)
    var transform = gsk_transform_translate(nil, &offset)
    if factor < 1 { transform = gsk_transform_scale(transform, Float(factor), Float(factor)) }
    gtk_widget_allocate(child, laidOut.width, childHeight, -1, transform)
}
