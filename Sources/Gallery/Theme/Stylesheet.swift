import CGtk
import GalleryCommandLine
import GalleryModel
import GalleryResources
import GalleryTranslation

/// Installs the window's stylesheet: the structural sheet from Resources/
/// followed by the platform themes the model generates.
@MainActor
enum Stylesheet {
    private static var installed = false

    static func install() {
        guard !installed, let display = gdk_display_get_default() else { return }
        installed = true
        let provider = gtk_css_provider_new()!
        let structure = GalleryResources.stylesheet ?? ""
        if structure.isEmpty {
            let places = GalleryResources.dataFolderCandidates.map { Quoting.path($0.path) }.joined(separator: " or ")
            printError(tr("gallery: warning: gallery.css was not found in \(places); the window is drawn without its layout styles"))
        }
        let css = structure + "\n" + WindowPalette.stylesheet + "\n" + PlatformTheme.stylesheet
        gtk_css_provider_load_from_data(provider, css, -1)
        gtk_style_context_add_provider_for_display(display, gallery_style_provider(provider),
                                                   UInt32(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
        g_object_unref(provider)
        // The stages' base colours: above GTK's theme, below every rule of the sheet above.
        let base = gtk_css_provider_new()!
        gtk_css_provider_load_from_data(base, PlatformTheme.baseStylesheet, -1)
        gtk_style_context_add_provider_for_display(display, gallery_style_provider(base),
                                                   UInt32(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION) - 50)
        g_object_unref(base)
    }
}
