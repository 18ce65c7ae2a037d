import CGtk
import GalleryModel
import GalleryTranslation

/// A one-line message across the top of the content: errors in red, confirmations in the accent colour. It shows the
/// state's ``GalleryModel/Banner``; its close button dismisses it.
@MainActor
final class Banner {
    let root: UnsafeMutablePointer<GtkWidget>
    private let bar: UnsafeMutablePointer<GtkWidget>
    private let label: UnsafeMutablePointer<GtkWidget>

    init(store: WindowStore) {
        root = gtk_revealer_new()!
        bar = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 12)!
        Widget(bar).addClass("banner")
        label = gtk_label_new(nil)!
        gtk_label_set_xalign(gallery_label(label), 0)
        gtk_label_set_wrap(gallery_label(label), 1)
        gtk_label_set_selectable(gallery_label(label), 1)
        Widget(label).setHExpand(true)
        Widget(label).setName("banner-message")
        gtk_box_append(gallery_box(bar), label)
        let close = gtk_button_new_from_icon_name("window-close-symbolic")!
        Widget(close).addClass("flat")
        Widget(close).setAccessibleLabel(tr("Dismiss"))
        Signal.connect(close, "clicked") { [weak store] in store?.send(.dismissBanner) }
        gtk_box_append(gallery_box(bar), close)
        gtk_revealer_set_child(gallery_revealer(root), bar)
        // Folded away, the empty message is no one's business (GTK 4.8 would read it as "GtkLabel").
        Widget(root).hideFromAccessibility()
    }

    /// The message on screen, or nil when hidden.
    var message: String? {
        gtk_revealer_get_reveal_child(gallery_revealer(root)) != 0 ? String(cString: gtk_label_get_text(gallery_label(label))) : nil
    }

    /// Shows `banner` (nil: folds away).
    func show(_ banner: GalleryModel.Banner?) {
        guard let banner else {
            gtk_revealer_set_reveal_child(gallery_revealer(root), 0)
            Widget(root).hideFromAccessibility()
            return
        }
        gtk_label_set_text(gallery_label(label), tr(banner.text))
        Widget(bar).removeClass(banner.isError ? "info" : "error")
        Widget(bar).addClass(banner.isError ? "error" : "info")
        gtk_revealer_set_reveal_child(gallery_revealer(root), 1)
        gallery_set_accessible_hidden(root, 0)
    }
}
