import CGtk
import GalleryModel
import GalleryResources

/// The gallery's own icons: the app's on its windows, and the SF Symbols it draws itself (`SymbolCatalog`),
/// the installed ones from the hicolor theme or, run from a build folder, the copies in the resource bundle
/// beside the executable.
@MainActor
enum AppIcon {
    /// Adds the resources' icon folder to the display's icon theme and makes the app's icon every window's.
    static func install() {
        addIconFolder()
        gtk_window_set_default_icon_name(GalleryProject.applicationID)
    }

    /// Adds the resources' icon folder to the display's icon theme, so the stages find the gallery's own symbols.
    static func addIconFolder() {
        if let folder = GalleryResources.iconFolder, let display = gdk_display_get_default() {
            gtk_icon_theme_add_search_path(gtk_icon_theme_get_for_display(display), folder.path)
        }
    }
}
