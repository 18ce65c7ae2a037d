import CGtk
import Foundation
import GalleryModel
import GallerySelfCheckReport
import GalleryWindow

/// The self-check's about part: opens the About window from the main menu's action and records what it
/// shows, whether any of its text is selected, which widget has the focus and whether the icon theme has
/// the app's icons; photographs it and closes it.
extension SelfCheck {
    func checkAbout() {
        step { self.activate("win.about") }
        step(waitingFor: "the About window", until: { Self.aboutDialog().map { gtk_widget_get_mapped($0) != 0 } ?? false })
        step {
            guard let about = Self.aboutDialog() else { return self.fail("the About window closed by itself") }
            let dialog = OpaquePointer(about)
            self.report.about.name = gtk_about_dialog_get_program_name(dialog).map { String(cString: $0) }
            self.report.about.version = gtk_about_dialog_get_version(dialog).map { String(cString: $0) }
            self.report.about.website = gtk_about_dialog_get_website(dialog).map { String(cString: $0) }
            self.report.about.copyright = gtk_about_dialog_get_copyright(dialog).map { String(cString: $0) }
            self.report.about.licenseIsMIT = gtk_about_dialog_get_license_type(dialog) == GTK_LICENSE_MIT_X11
            self.report.about.logoIconName = gtk_about_dialog_get_logo_icon_name(dialog).map { String(cString: $0) }
            self.report.about.selectedText = Self.selectedText(in: about)
            self.report.about.focus = gtk_window_get_focus(gallery_window(about)).map { Widget($0).typeName } ?? "none"
            let theme = gtk_icon_theme_get_for_display(gtk_widget_get_display(about))
            self.report.about.appIconFound = gtk_icon_theme_has_icon(theme, GalleryProject.applicationID) != 0
            self.report.about.appSymbolicIconFound = gtk_icon_theme_has_icon(theme, GalleryProject.applicationID + "-symbolic") != 0
            if !Screenshot.save(about, to: self.folder + "/about.png") { self.fail("no picture of the About window") }
            gtk_window_destroy(gallery_window(about))
        }
    }

    /// The open About window, if there is one.
    private static func aboutDialog() -> UnsafeMutablePointer<GtkWidget>? {
        let windows = gtk_window_get_toplevels()!
        for index in 0..<g_list_model_get_n_items(windows) {
            guard let item = g_list_model_get_item(windows, index) else { continue }
            g_object_unref(item)
            let widget = item.assumingMemoryBound(to: GtkWidget.self)
            if Widget(widget).typeName == "GtkAboutDialog" { return widget }
        }
        return nil
    }

    /// The text selected in any label at or below `widget`, or "" when none is.
    private static func selectedText(in widget: UnsafeMutablePointer<GtkWidget>) -> String {
        let selected = WidgetTree.find(in: widget) { candidate in
            var start: Int32 = 0, end: Int32 = 0
            return Widget(candidate).typeName == "GtkLabel" && gtk_label_get_selection_bounds(gallery_label(candidate), &start, &end) != 0
        }
        return selected.map { String(cString: gtk_label_get_text(gallery_label($0))) } ?? ""
    }
}
