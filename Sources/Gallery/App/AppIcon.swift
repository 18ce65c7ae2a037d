import CGtk
import GalleryModel
import GalleryResources

/// The gallery's own icon on its windows: the installed one from the hicolor theme, or, run from a build
/// folder, the copy in the resource bundle beside the executable.
@MainActor
enum AppIcon {
    /// Adds the resources' icon folder to the display's icon theme and makes the app's icon every window's.
    static func install() {
        if let folder = GalleryResources.iconFolder, let display = gdk_display_get_default() {
            gtk_icon_theme_add_search_path(gtk_icon_theme_get_for_display(display), folder.path)
        }
        gtk_window_set_default_icon_name(GalleryProject.applicationID)
    }
}
