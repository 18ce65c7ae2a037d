import CGtk
import GalleryCommandLine
import GalleryModel
import GalleryResources
import GalleryTranslation

/// Installs the window's stylesheet: the structural sheet from Resources/ followed by the window's palette and the
/// stages' rules the model generates (``PlatformTheme/stylesheet(forStages:)``), kept in the user's cache from one
/// start to the next (``StylesheetCacheFile``).
///
/// Parsing every stage's rules (700 kB) took a tenth of the time to the first window, which shows a few kinds of
/// stage (``StageKind``: a platform, a design era, a colour scheme): a window starts with the rules of the kinds its
/// first page shows, and takes every kind's once its first frame is painted (``coverEverything()``). What a sheet
/// leaves out matches only other kinds' stages (`StylesheetScopeTests`), so a stage looks the same under either.
///
/// GTK parses the whole sheet again each time it is loaded, so the window loads it once before its first frame: it
/// installs the sheet empty (``install(covering:)`` with no kind), builds its first page, and loads the sheet with the
/// kinds that page's stages show (``coverStages(in:)``). It had loaded its own platform's sheet first and the page's
/// platforms' after, a quarter of the instructions to the first window spent parsing (callgrind).
@MainActor
enum Stylesheet {
    /// The provider of the structure, the window's palette and the stages' rules, once installed.
    private static var provider: UnsafeMutablePointer<GtkCssProvider>?
    /// The kinds of stage whose rules the provider holds; nil until the sheet is first loaded.
    private static var covered: Set<StageKind>?

    /// Whether the sheet holds every stage's rules.
    static var coversEverything: Bool { covered == StageKind.all }

    /// Installs the sheet with the rules of the stages of `kinds` (every kind's unless told), or adds them to the
    /// sheet installed. With no kind the sheet is installed empty, to be loaded by the first ``coverStages(in:)``.
    static func install(covering kinds: Set<StageKind> = StageKind.all) {
        guard let display = gdk_display_get_default() else { return }
        if provider == nil {
            let provider = gtk_css_provider_new()!
            gtk_style_context_add_provider_for_display(display, gallery_style_provider(provider),
                                                       UInt32(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
            self.provider = provider
            // The stages' base colours: above GTK's theme, below every rule of the sheet above.
            let base = gtk_css_provider_new()!
            gtk_css_provider_load_from_data(base, PlatformTheme.baseStylesheet, -1)
            gtk_style_context_add_provider_for_display(display, gallery_style_provider(base),
                                                       UInt32(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION) - 50)
            g_object_unref(base)
        }
        if !kinds.isEmpty { cover(kinds) }
    }

    /// Adds the rules of the kinds of the stages at or under `widget` (a page just drawn) to the sheet, loading it if
    /// it is not yet.
    static func coverStages(in widget: UnsafeMutablePointer<GtkWidget>) {
        guard !coversEverything else { return }
        var shown: Set<StageKind> = []
        WidgetTree.visit(widget) { descendant in
            if let kind = StageKind(classes: Widget(descendant).classes) { shown.insert(kind) }
        }
        cover(shown)
    }

    /// Loads the sheet again with only the rules of the kinds of the stages at or under `widget`, as the window starts
    /// it: for the window test that compares the styles the two sheets give (``WindowTesting``).
    static func restart(coveringStagesIn widget: UnsafeMutablePointer<GtkWidget>) {
        covered = nil
        coverStages(in: widget)
    }

    /// Adds every stage's rules: once the first frame is on screen, so that a switch never waits for them.
    static func coverEverything() {
        cover(StageKind.all)
    }

    /// Loads the sheet (again) with `kinds` added, when it is not loaded yet or one of them is not covered yet.
    private static func cover(_ kinds: Set<StageKind>) {
        guard let provider else { return }
        if let covered, kinds.isSubset(of: covered) { return }
        let sheetKinds = (covered ?? []).union(kinds)
        covered = sheetKinds
        let structure = GalleryResources.stylesheet ?? ""
        if structure.isEmpty {
            let places = GalleryResources.dataFolderCandidates.map { Quoting.path($0.path) }.joined(separator: " or ")
            printError(tr("gallery: warning: gallery.css was not found in \(places); the window is drawn without its layout styles"))
        }
        let css = structure + "\n" + WindowPalette.stylesheet + "\n" + StylesheetCacheFile.rules(for: sheetKinds)
        gtk_css_provider_load_from_data(provider, css, -1)
    }
}
