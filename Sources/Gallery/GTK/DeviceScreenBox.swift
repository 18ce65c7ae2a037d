import CGtk
import GalleryModel

/// A box drawing its one child on a device's screen, as Xcode's previews draw a view on the device it runs on: a
/// scene on its device's screen (``PlatformTheme/deviceScreen``), a card's example on the Watch's
/// (``PlatformTheme/cardScreenWidth``).
///
/// The child is laid out at the screen's width (or at its own minimum where that is wider: words that cannot wrap
/// narrower, which the screen's edges clip) and at least the screen's height, so a short scene leaves the rest of the
/// screen empty and a long one runs on below it. A scene's screen given less width than its own is drawn smaller to
/// fit, as a preview canvas shrinks an iPad or a television: it is never laid out narrower, which would turn an iPad
/// into a phone. A card's screen keeps its width and takes its example's height.
@MainActor
enum DeviceScreenBox {
    /// `content` on `platform`'s device screen, in a box of class `device-screen`, or nil where `platform`'s window
    /// takes its content's size (the Mac's). The screen's `chrome` (its status bar and home indicator, built from
    /// ``ScreenChrome``) stands across its top and bottom edges, and `content` is laid out between them.
    static func onScreen(_ content: UnsafeMutablePointer<GtkWidget>, of platform: Platform, chrome: BuiltChrome?) -> UnsafeMutablePointer<GtkWidget>? {
        guard let screen = PlatformTheme.of(platform).deviceScreen else { return nil }
        let box = box(holding: content, width: screen.width, height: screen.height, scales: true)
        if let chrome {
            CustomLayout.setNumber(chrome.topInset, topKey, on: box)
            CustomLayout.setNumber(chrome.statusBarHeight, statusBarKey, on: box)
            CustomLayout.setNumber(chrome.bottomInset, bottomKey, on: box)
            CustomLayout.setNumber(chrome.homeIndicatorHeight, stripKey, on: box)
            gtk_box_append(gallery_box(box), chrome.statusBar)
            if let indicator = chrome.homeIndicator { gtk_box_append(gallery_box(box), indicator) }
        }
        return box
    }

    /// A screen's chrome as widgets: its status bar and home indicator, and the insets ``ScreenChrome`` gives them.
    struct BuiltChrome {
        let statusBar: UnsafeMutablePointer<GtkWidget>
        let statusBarHeight: Int
        let topInset: Int
        let homeIndicator: UnsafeMutablePointer<GtkWidget>?
        let homeIndicatorHeight: Int
        let bottomInset: Int
    }

    /// A card's or a view page's example on the Watch's screen (``PlatformTheme/cardScreenWidth``), or `content`
    /// itself elsewhere, where an example takes the card's width.
    static func onCardScreen(_ content: UnsafeMutablePointer<GtkWidget>, of platform: Platform) -> (widget: UnsafeMutablePointer<GtkWidget>, isScreen: Bool) {
        guard let width = PlatformTheme.of(platform).cardScreenWidth else { return (content, false) }
        return (box(holding: content, width: width, height: 0, scales: false), true)
    }

    /// The box of class `device-screen` holding `content` on a screen `width` by at least `height` pixels, drawn
    /// smaller to fit a narrower place where it `scales`.
    private static func box(holding content: UnsafeMutablePointer<GtkWidget>, width: Int, height: Int, scales: Bool) -> UnsafeMutablePointer<GtkWidget> {
        let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
        Widget(box).addClass("device-screen")
        CustomLayout.setNumber(width, widthKey, on: box)
        CustomLayout.setNumber(height, heightKey, on: box)
        CustomLayout.setNumber(scales ? 1 : 0, scalesKey, on: box)
        gtk_widget_set_overflow(box, GTK_OVERFLOW_HIDDEN)
        // The screen is its own size: a view inside that takes the room it is offered fills the screen, not the page.
        gtk_widget_set_hexpand(box, 0)
        gtk_widget_set_vexpand(box, 0)
        gtk_widget_set_layout_manager(box, gtk_custom_layout_new(heightForWidthRequest, measureScreen, allocateScreen))
        gtk_box_append(gallery_box(box), content)
        return box
    }
}

/// The smallest share of its size a screen is drawn at: narrower than this, the stage scrolls sideways instead.
private let smallestScale = 0.25

private let widthKey = "gallery-screen-width"
private let heightKey = "gallery-screen-height"
private let scalesKey = "gallery-screen-scales"
private let topKey = "gallery-screen-top-inset"
private let statusBarKey = "gallery-screen-status-bar"
private let bottomKey = "gallery-screen-bottom-inset"
private let stripKey = "gallery-screen-home-indicator-strip"

private func integer(_ box: UnsafeMutablePointer<GtkWidget>?, _ key: String) -> Int32 {
    Int32(clamping: CustomLayout.number(key, of: box))
}

/// The screen's insets in the stage's pixels: where its content starts below the top edge and ends above the bottom
/// one, and how tall its status bar is drawn (``ScreenChrome``); zero on a screen without chrome.
private func insets(_ box: UnsafeMutablePointer<GtkWidget>?) -> (top: Int32, statusBar: Int32, bottom: Int32) {
    (integer(box, topKey), integer(box, statusBarKey), integer(box, bottomKey))
}

/// Whether the screen in `box` is drawn smaller where it is given less than its width (a scene's), or clips (a card's).
private func scales(_ box: UnsafeMutablePointer<GtkWidget>?) -> Bool {
    CustomLayout.number(scalesKey, of: box) != 0
}

/// The screen's width and height in the stage's pixels, as the box was made with.
private func screenSize(_ box: UnsafeMutablePointer<GtkWidget>?) -> (width: Int32, height: Int32) {
    (integer(box, widthKey), integer(box, heightKey))
}

/// The size the content is laid out at before any scaling: the screen's width, or the content's minimum if wider;
/// the height between the screen's insets, or the content's at that width if taller. Content that takes the height it
/// is offered (a ScrollView, a TabView) is held to the screen's unless it cannot shrink to it: it scrolls inside the
/// screen, as on the device, rather than growing the screen to all it holds.
private func laidOutSize(in box: UnsafeMutablePointer<GtkWidget>?, of content: UnsafeMutablePointer<GtkWidget>) -> (width: Int32, height: Int32) {
    let screen = screenSize(box), inset = insets(box)
    var minimum: Int32 = 0
    gtk_widget_measure(content, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, nil, nil, nil)
    let width = max(screen.width, minimum)
    var shortest: Int32 = 0, height: Int32 = 0
    gtk_widget_measure(content, GTK_ORIENTATION_VERTICAL, width, &shortest, &height, nil, nil)
    let room = max(screen.height - inset.top - inset.bottom, 0)
    let fills = screen.height > 0 && gtk_widget_compute_expand(content, GTK_ORIENTATION_VERTICAL) != 0
    return (width, max(room, fills ? shortest : height))
}

/// How much the screen in `box` is drawn smaller to fit `width`: one where it fits, or where the screen clips instead.
private func scale(of box: UnsafeMutablePointer<GtkWidget>?, fitting width: Int32, laidOut: Int32) -> Double {
    guard scales(box), width >= 0, width < laidOut else { return 1 }
    return max(Double(width) / Double(laidOut), smallestScale)
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
        // Across: the whole screen, or as small as the smallest scale draws it; a card's screen is its width, what
        // is wider running off its edges.
        let screen = screenSize(widget).width
        minimum?.pointee = scales(widget) ? Int32((Double(laidOut.width) * smallestScale).rounded(.up)) : screen
        natural?.pointee = scales(widget) ? laidOut.width : screen
    } else {
        // Down: the screen's height, its insets and the content between, drawn at the scale the width given draws it at.
        let inset = insets(widget)
        let whole = Double(inset.top + laidOut.height + inset.bottom)
        let height = Int32((whole * scale(of: widget, fitting: forSize, laidOut: laidOut.width)).rounded(.up))
        minimum?.pointee = height
        natural?.pointee = height
    }
}

private func allocateScreen(_ widget: UnsafeMutablePointer<GtkWidget>?, _ width: Int32, _ height: Int32, _ baseline: Int32) {
    guard let content = gtk_widget_get_first_child(widget) else { return }
    let laidOut = laidOutSize(in: widget, of: content)
    let inset = insets(widget)
    let factor = scale(of: widget, fitting: width, laidOut: laidOut.width)
    let contentHeight = max(laidOut.height, Int32((Double(height) / factor).rounded(.down)) - inset.top - inset.bottom)
    // Each child's place: centred across, `y` pixels down the screen before scaling, the whole screen scaled alike.
    func place(atY y: Int32) -> OpaquePointer? {
        var offset = graphene_point_t(x: Float((Double(width) - Double(laidOut.width) * factor) / 2), y: 0)
        var transform = gsk_transform_translate(nil, &offset)
        if factor < 1 { transform = gsk_transform_scale(transform, Float(factor), Float(factor)) }
        var down = graphene_point_t(x: 0, y: Float(y))
        return y == 0 ? transform : gsk_transform_translate(transform, &down)
    }
    gtk_widget_allocate(content, laidOut.width, contentHeight, -1, place(atY: inset.top))
    // The chrome after the content: the status bar across the top, the home indicator across the bottom strip.
    guard let statusBar = gtk_widget_get_next_sibling(content) else { return }
    gtk_widget_measure(statusBar, GTK_ORIENTATION_VERTICAL, laidOut.width, nil, nil, nil, nil)
    gtk_widget_allocate(statusBar, laidOut.width, inset.statusBar, -1, place(atY: 0))
    if let indicator = gtk_widget_get_next_sibling(statusBar) {
        gtk_widget_measure(indicator, GTK_ORIENTATION_VERTICAL, laidOut.width, nil, nil, nil, nil)
        // Its strip along the screen's bottom edge, over the view where the view runs to the edge.
        let strip = integer(widget, stripKey)
        gtk_widget_allocate(indicator, laidOut.width, strip, -1, place(atY: inset.top + contentHeight + inset.bottom - strip))
    }
}
