import CGtk
import GalleryModel
import GalleryTranslation

/// The About window: the app's icon, name, version, website, copyright and licence.
@MainActor
enum AboutDialog {
    static func present(over window: UnsafeMutablePointer<GtkWidget>) {
        let about = gtk_about_dialog_new()!
        let dialog = OpaquePointer(about)
        gtk_about_dialog_set_program_name(dialog, translated(GalleryProject.name))
        gtk_about_dialog_set_comments(dialog, tr("Every style SwiftUI documents, drawn as GTK widgets, platform by platform."))
        gtk_about_dialog_set_logo_icon_name(dialog, GalleryProject.applicationID)
        gtk_about_dialog_set_version(dialog, GalleryProject.version)
        gtk_about_dialog_set_website(dialog, GalleryProject.website)
        gtk_about_dialog_set_copyright(dialog, GalleryProject.copyright)
        gtk_about_dialog_set_license_type(dialog, GTK_LICENSE_MIT_X11)
        gtk_window_set_transient_for(gallery_window(about), gallery_window(window))
        gtk_window_set_modal(gallery_window(about), 1)
        gtk_window_present(gallery_window(about))
        // GTK 4.8 gives the first selectable label, the name, the focus as the window opens, and a label that
        // gets the focus selects all its text: the name would open highlighted. Nothing has the focus instead
        // (the close button cannot take it); Tab still reaches the name, and the mouse still selects it.
        if let focus = gtk_window_get_focus(gallery_window(about)), Widget(focus).typeName == "GtkLabel" {
            gtk_label_select_region(gallery_label(focus), 0, 0)
            gtk_window_set_focus(gallery_window(about), nil)
        }
    }
}
