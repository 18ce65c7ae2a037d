import CGtk
import GalleryWindow

extension Screenshot {
    /// Saves what `widget` shows to `path`, all of it even where it is scrolled out of
    /// view; returns false if it has no size or renderer yet.
    static func save(_ widget: UnsafeMutablePointer<GtkWidget>, to path: String) -> Bool {
        guard let texture = render(widget) else { return false }
        defer { g_object_unref(texture.raw) }
        return gdk_texture_save_to_png(texture, path) != 0
    }
}
