import CGtk

/// The About window.
@MainActor
enum AboutDialog {
    static func present(over window: UnsafeMutablePointer<GtkWidget>) {
        let about = gtk_about_dialog_new()!
        let dialog = OpaquePointer(about)
        gtk_about_dialog_set_program_name(dialog, tr("SwiftUI Style Gallery"))
        gtk_about_dialog_set_comments(dialog, tr("Every style SwiftUI documents, drawn as GTK widgets, platform by platform."))
        gtk_about_dialog_set_logo_icon_name(dialog, "applications-graphics")
        gtk_about_dialog_set_version(dialog, "1.0")
        gtk_window_set_transient_for(gallery_window(about), gallery_window(window))
        gtk_window_set_modal(gallery_window(about), 1)
        gtk_window_present(gallery_window(about))
    }
}
