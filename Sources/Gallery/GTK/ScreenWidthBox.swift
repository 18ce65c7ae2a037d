import CGtk
import GalleryModel

/// A box as wide as a device's screen, whatever its one child asks, and as tall as the child at that width.
///
/// The child is laid out at the screen's width, or at its own minimum where that is wider (words that cannot wrap
/// narrower), centred and clipped at the screen's edges, as a screen clips a view wider than itself. A size request
/// only sets a floor, and a scrolled window measures its child's height at the child's own width, not the screen's:
/// neither keeps a scene watch-sized.
@MainActor
enum ScreenWidthBox {
    /// A new, empty box `width` pixels wide; add the child with `gtk_box_append`.
    static func make(width: Int) -> UnsafeMutablePointer<GtkWidget> {
        let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
        gtk_widget_set_size_request(box, Int32(width), -1)
        gtk_widget_set_overflow(box, GTK_OVERFLOW_HIDDEN)
        gtk_widget_set_layout_manager(box, gtk_custom_layout_new(constantSize, measureScreen, allocateScreen))
        return box
    }

    /// `content` on the device's screen where `platform`'s views are laid out on one (the Watch's,
    /// ``PlatformTheme/cardScreenWidth``), in a box of class `device-screen`; `content` itself elsewhere, where a view
    /// takes the stage's width. A scene and a view page's example are put on their stage through here.
    static func onScreen(_ content: UnsafeMutablePointer<GtkWidget>, of platform: Platform) -> (widget: UnsafeMutablePointer<GtkWidget>, isScreen: Bool) {
        guard let width = PlatformTheme.of(platform).cardScreenWidth else { return (content, false) }
        let screen = make(width: width)
        Widget(screen).addClass("device-screen")
        gtk_box_append(gallery_box(screen), content)
        return (screen, true)
    }
}

/// The box's size does not trade width for height: its width is the screen's.
private func constantSize(_ widget: UnsafeMutablePointer<GtkWidget>?) -> GtkSizeRequestMode {
    GTK_SIZE_REQUEST_CONSTANT_SIZE
}

/// The width the child is laid out at: the screen's (the box's size request), or the child's minimum if wider.
private func childWidth(in box: UnsafeMutablePointer<GtkWidget>?, of child: UnsafeMutablePointer<GtkWidget>) -> Int32 {
    var screen: Int32 = 0
    gtk_widget_get_size_request(box, &screen, nil)
    var minimum: Int32 = 0
    gtk_widget_measure(child, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, nil, nil, nil)
    return max(screen, minimum)
}

private func measureScreen(
    _ widget: UnsafeMutablePointer<GtkWidget>?, _ orientation: GtkOrientation, _ forSize: Int32,
    _ minimum: UnsafeMutablePointer<Int32>?, _ natural: UnsafeMutablePointer<Int32>?,
    _ minimumBaseline: UnsafeMutablePointer<Int32>?, _ naturalBaseline: UnsafeMutablePointer<Int32>?
) {
    minimum?.pointee = 0
    natural?.pointee = 0
    // Across, the size request gives the screen's width; down, the child's height at the width it is laid out at.
    guard orientation == GTK_ORIENTATION_VERTICAL, let child = gtk_widget_get_first_child(widget) else { return }
    gtk_widget_measure(child, GTK_ORIENTATION_VERTICAL, childWidth(in: widget, of: child), minimum, natural, nil, nil)
}

private func allocateScreen(_ widget: UnsafeMutablePointer<GtkWidget>?, _ width: Int32, _ height: Int32, _ baseline: Int32) {
    guard let child = gtk_widget_get_first_child(widget) else { return }
    let laidOut = max(width, childWidth(in: widget, of: child))
    var childHeight: Int32 = 0
    gtk_widget_measure(child, GTK_ORIENTATION_VERTICAL, laidOut, nil, &childHeight, nil, nil)
    var offset = graphene_point_t(x: Float(width - laidOut) / 2, y: 0)
    gtk_widget_allocate(child, laidOut, max(height, childHeight), -1, gsk_transform_translate(nil, &offset))
}
