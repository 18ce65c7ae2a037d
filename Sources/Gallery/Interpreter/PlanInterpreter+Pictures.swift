import CGtk
import Foundation
import GalleryModel
import GalleryResources

extension PlanInterpreter {
    /// One of the gallery's image assets, exactly the size of its frame (the plan's width and height): drawn as a
    /// GtkPicture fitted as the plan's content mode says, or, as a template, as the symbolic icon GTK fills with the
    /// CSS colour. GTK reads both with the image role, by the name the plan gives them (or not at all, when decorative).
    func picture(_ plan: WidgetPlan) -> UnsafeMutablePointer<GtkWidget> {
        guard let asset = plan.asset else { return gtk_image_new_from_icon_name(SymbolCatalog.fallbackIcon)! }
        let widget: UnsafeMutablePointer<GtkWidget>
        switch (asset.location, plan.renderingMode ?? .original) {
        case (.icon(let name), .template):
            widget = gtk_image_new_from_icon_name(name)!
            gtk_image_set_pixel_size(gallery_image(widget), Int32(max(plan.int(.width) ?? 0, plan.int(.height) ?? 0)))
        case (.icon, _), (.image, _):
            widget = gtk_picture_new_for_filename(Self.path(of: asset))!
            gtk_picture_set_can_shrink(gallery_picture(widget), 1)
            gtk_picture_set_content_fit(gallery_picture(widget), Self.contentFit(plan.contentMode ?? .natural))
            // The frame's size, whatever the bitmap's: the picture asks for nothing of its own, so its size request rules.
            gtk_widget_set_layout_manager(widget, gtk_custom_layout_new(nil, measureNothing, allocateNothing))
            // A filled picture is clipped to its frame (`.clipped()`).
            gtk_widget_set_overflow(widget, GTK_OVERFLOW_HIDDEN)
        }
        Widget(widget).setHAlign(GTK_ALIGN_CENTER)
        Widget(widget).setVAlign(GTK_ALIGN_CENTER)
        return widget
    }

    /// The asset's file, in the resources' images folder or among the gallery's icons.
    static func path(of asset: ImageAsset) -> String {
        switch asset.location {
        case .image(let file): GalleryResources.imageFolder?.appendingPathComponent(file).path ?? file
        case .icon(let name): GalleryResources.iconFolder?.appendingPathComponent("hicolor/scalable/actions/\(name).svg").path ?? name
        }
    }

    /// GTK's content fit for a content mode; a picture that keeps its own size is given its own size as its frame.
    static func contentFit(_ mode: ImageContentMode) -> GtkContentFit {
        switch mode {
        case .natural, .stretch: GTK_CONTENT_FIT_FILL
        case .fit: GTK_CONTENT_FIT_CONTAIN
        case .fill: GTK_CONTENT_FIT_COVER
        }
    }
}

/// A picture measures as nothing, so the size request the plan sets is its size.
private func measureNothing(
    _ widget: UnsafeMutablePointer<GtkWidget>?, _ orientation: GtkOrientation, _ forSize: Int32,
    _ minimum: UnsafeMutablePointer<Int32>?, _ natural: UnsafeMutablePointer<Int32>?,
    _ minimumBaseline: UnsafeMutablePointer<Int32>?, _ naturalBaseline: UnsafeMutablePointer<Int32>?
) {
    minimum?.pointee = 0
    natural?.pointee = 0
}

/// A picture has no children to place.
private func allocateNothing(_ widget: UnsafeMutablePointer<GtkWidget>?, _ width: Int32, _ height: Int32, _ baseline: Int32) {}
