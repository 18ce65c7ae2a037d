import CGtk

/// What the gallery's own GTK layouts (`gtk_custom_layout_new`) share: their height depends on the width they are
/// given, and the numbers they lay out by (a screen's size, a ratio, a bound) are kept on the widget itself, which the
/// layout's C callbacks receive.
enum CustomLayout {
    /// Keeps `value` on `widget` under `key`, for its layout to read back (``number(_:of:)``).
    static func setNumber(_ value: Int, _ key: String, on widget: UnsafeMutablePointer<GtkWidget>) {
        g_object_set_data(gallery_object(widget), key, UnsafeMutableRawPointer(bitPattern: value))
    }

    /// The number kept on `widget` under `key`, or 0 where none is.
    static func number(_ key: String, of widget: UnsafeMutablePointer<GtkWidget>?) -> Int {
        Int(bitPattern: g_object_get_data(gallery_object(widget), key))
    }
}

/// The request mode of a layout whose height depends on the width it is given.
func heightForWidthRequest(_ widget: UnsafeMutablePointer<GtkWidget>?) -> GtkSizeRequestMode {
    GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH
}
