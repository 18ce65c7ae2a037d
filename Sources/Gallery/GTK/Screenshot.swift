import CGtk

/// Renders a widget (a window, or a whole page) to a texture with its window's renderer: what `gallery render`
/// writes, and what the window checks photograph and measure.
@MainActor
package enum Screenshot {
    /// The tallest or widest image made, in pixels: a larger texture than GPUs and cairo allow
    /// would fail. A page taller than this (a Text page with a very long sample) is cut there.
    static let maximumSide: Int32 = 16_384

    /// What `widget` shows, all of it even where it is scrolled out of view, as a texture the caller releases;
    /// nil if it has no size or renderer yet.
    package static func render(_ widget: UnsafeMutablePointer<GtkWidget>) -> OpaquePointer? {
        guard let native = gtk_widget_get_native(widget), let renderer = gtk_native_get_renderer(native) else { return nil }
        let paintable = gtk_widget_paintable_new(widget)!
        defer { g_object_unref(paintable.raw) }
        // The paintable's own size is the widget's with its padding and border; drawn at any other size it would be scaled.
        let width = gdk_paintable_get_intrinsic_width(gallery_paintable(paintable.raw))
        let height = gdk_paintable_get_intrinsic_height(gallery_paintable(paintable.raw))
        guard width > 0, height > 0 else { return nil }
        let snapshot = gtk_snapshot_new()!
        gdk_paintable_snapshot(gallery_paintable(paintable.raw), snapshot, Double(width), Double(height))
        guard let node = gtk_snapshot_free_to_node(snapshot) else { return nil }
        defer { gsk_render_node_unref(node) }
        var bounds = graphene_rect_t()
        graphene_rect_init(&bounds, 0, 0, Float(min(width, maximumSide)), Float(min(height, maximumSide)))
        return gsk_renderer_render_texture(renderer, node, &bounds)
    }
}
