import CGtk
import Foundation
import GalleryModel
import GalleryWindow

/// About (the main menu) shows the app's own icon (the icon theme finds both of its icons), its name, version, website,
/// copyright and the MIT licence, and opens with nothing selected.
@MainActor
enum AboutFeature: WindowCheck {
    nonisolated static let name = "about"

    static func run(_ check: WindowDriver) throws {
        check.send(.showAbout)
        check.wait(for: "the About window") { aboutDialog().map { gtk_widget_get_mapped($0) != 0 } ?? false }
        let about = try check.require(aboutDialog(), "the About window closed by itself")
        let dialog = OpaquePointer(about)
        check.expect(gtk_about_dialog_get_program_name(dialog).map { String(cString: $0) } == GalleryProject.name)
        check.expect(gtk_about_dialog_get_version(dialog).map { String(cString: $0) } == GalleryProject.version)
        check.expect(gtk_about_dialog_get_website(dialog).map { String(cString: $0) } == GalleryProject.website)
        check.expect(gtk_about_dialog_get_copyright(dialog).map { String(cString: $0) } == GalleryProject.copyright)
        check.expect(gtk_about_dialog_get_license_type(dialog) == GTK_LICENSE_MIT_X11)
        check.expect(gtk_about_dialog_get_logo_icon_name(dialog).map { String(cString: $0) } == GalleryProject.applicationID)
        check.expect(selectedText(in: about) == "", "the About window opens with \(selectedText(in: about)) selected")
        // From the build folder, the icon theme finds both icons in the resource bundle beside the executable.
        let theme = gtk_icon_theme_get_for_display(gtk_widget_get_display(about))
        check.expect(gtk_icon_theme_has_icon(theme, GalleryProject.applicationID) != 0, "no app icon")
        check.expect(gtk_icon_theme_has_icon(theme, GalleryProject.applicationID + "-symbolic") != 0, "no symbolic app icon")
        // The logo drawn is the icon's orange tile, not GTK's stand-in for a missing icon.
        let shot = try check.require(Pixels(about), "no picture of the About window")
        check.photograph(about, as: "about")
        let tile = (0..<shot.height).contains { y in
            (0..<shot.width).contains { x in
                let color = shot.color(x: x, y: y)
                return color.red > 240 && (110...200).contains(color.green) && color.blue < 120
            }
        }
        check.expect(tile, "the About window's photograph has no orange tile")
        gtk_window_destroy(gallery_window(about))
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
