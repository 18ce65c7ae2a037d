import CGtk

/// Renders a widget (a window, or a whole page) to a PNG with its window's renderer.
@MainActor
enum Screenshot {
    /// Saves what `widget` shows to `path`, all of it even where it is scrolled out of
    /// view; returns false if it has no size or renderer yet.
    static func save(_ widget: UnsafeMutablePointer<GtkWidget>, to path: String) -> Bool {
        let width = gtk_widget_get_width(widget)
        let height = gtk_widget_get_height(widget)
        guard width > 0, height > 0, let native = gtk_widget_get_native(widget),
              let renderer = gtk_native_get_renderer(native) else { return false }
        let paintable = gtk_widget_paintable_new(widget)!
        defer { g_object_unref(paintable.raw) }
        let snapshot = gtk_snapshot_new()!
        gdk_paintable_snapshot(gallery_paintable(paintable.raw), snapshot, Double(width), Double(height))
        guard let node = gtk_snapshot_free_to_node(snapshot) else { return false }
        defer { gsk_render_node_unref(node) }
        var bounds = graphene_rect_t()
        graphene_rect_init(&bounds, 0, 0, Float(width), Float(height))
        guard let texture = gsk_renderer_render_texture(renderer, node, &bounds) else { return false }
        defer { g_object_unref(texture.raw) }
        return gdk_texture_save_to_png(texture, path) != 0
    }
}
