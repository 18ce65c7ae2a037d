import CGtk

/// A scroller that is as tall as its content, up to a limit, and scrolls beyond it.
///
/// GTK's own `propagate-natural-height` measures a wrapping label at its natural width, so a
/// paragraph that wraps would be shown one line tall. This holder measures the content for the
/// width it is given instead, and caps that height: any text in range stays drawable, where a
/// widget tens of thousands of pixels tall would need a texture larger than the GPU allows.
@MainActor
enum BoundedHeightScroller {
    /// `content` in a vertical scroller at most `maximumHeight` pixels tall; its scroll bars are
    /// named after `what` for screen readers ("the sample").
    static func make(_ content: UnsafeMutablePointer<GtkWidget>, maximumHeight: Int32, what: String) -> UnsafeMutablePointer<GtkWidget> {
        let scroller = gtk_scrolled_window_new()!
        let scrolled = gallery_scrolled_window(scroller)
        gtk_scrolled_window_set_policy(scrolled, GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
        gtk_scrolled_window_set_propagate_natural_width(scrolled, 1)
        gtk_scrolled_window_set_child(scrolled, content)
        AccessibleParts.nameScrollBars(of: scroller, what)
        let holder = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
        CustomLayout.setNumber(Int(maximumHeight), maximumHeightKey, on: holder)
        gtk_widget_set_layout_manager(holder, gtk_custom_layout_new(heightForWidthRequest, measureHolder, allocateHolder))
        gtk_box_append(gallery_box(holder), scroller)
        return holder
    }
}

private let maximumHeightKey = "gallery-maximum-height"


private func measureHolder(
    _ widget: UnsafeMutablePointer<GtkWidget>?, _ orientation: GtkOrientation, _ forSize: Int32,
    _ minimum: UnsafeMutablePointer<Int32>?, _ natural: UnsafeMutablePointer<Int32>?,
    _ minimumBaseline: UnsafeMutablePointer<Int32>?, _ naturalBaseline: UnsafeMutablePointer<Int32>?
) {
    guard let widget, let scroller = gtk_widget_get_first_child(widget),
          let content = gtk_scrolled_window_get_child(gallery_scrolled_window(scroller)) else {
        minimum?.pointee = 0
        natural?.pointee = 0
        return
    }
    if orientation == GTK_ORIENTATION_HORIZONTAL {
        gtk_widget_measure(scroller, orientation, forSize, minimum, natural, nil, nil)
        return
    }
    let limit = Int32(clamping: CustomLayout.number(maximumHeightKey, of: widget))
    var contentHeight: Int32 = 0
    gtk_widget_measure(content, GTK_ORIENTATION_VERTICAL, forSize, nil, &contentHeight, nil, nil)
    var scrollerMinimum: Int32 = 0
    gtk_widget_measure(scroller, GTK_ORIENTATION_VERTICAL, forSize, &scrollerMinimum, nil, nil, nil)
    let height = max(scrollerMinimum, min(contentHeight, limit))
    // One that takes the height it is offered on a device's screen (a ScrollView on iPhone's) may be given less, and
    // scrolls inside the screen; elsewhere (the Mac's stage, which fits its content) it keeps its height.
    minimum?.pointee = gtk_widget_get_vexpand(widget) != 0 && isOnDeviceScreen(widget) ? scrollerMinimum : height
    natural?.pointee = height
}

/// Whether `widget` is drawn on a device's screen (``DeviceScreenBox``).
private func isOnDeviceScreen(_ widget: UnsafeMutablePointer<GtkWidget>) -> Bool {
    var ancestor = gtk_widget_get_parent(widget)
    while let current = ancestor {
        if gtk_widget_has_css_class(current, "device-screen") != 0 { return true }
        ancestor = gtk_widget_get_parent(current)
    }
    return false
}

private func allocateHolder(_ widget: UnsafeMutablePointer<GtkWidget>?, _ width: Int32, _ height: Int32, _ baseline: Int32) {
    guard let scroller = gtk_widget_get_first_child(widget) else { return }
    gtk_widget_allocate(scroller, width, height, -1, nil)
}
