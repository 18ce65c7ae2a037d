import CGtk
import GalleryModel
import GalleryTranslation

/// The header bar: platform, release and placement selectors on the left; the colour
/// scheme, inspector and main menu on the right.
///
/// It shows the state and owns none: a drop-down's choice asks for the change through the window's
/// action (`win.platform`, `win.release`, `win.placement`), and the drop-downs show what the
/// configuration holds when the window's dispatch calls ``show(_:)``. The buttons are bound to their
/// actions by GTK (`gtk_actionable_set_action_name`).
@MainActor
final class HeaderBar {
    let root: UnsafeMutablePointer<GtkWidget>
    private let platforms: UnsafeMutablePointer<GtkWidget>
    private let releases: UnsafeMutablePointer<GtkWidget>
    private let placements: UnsafeMutablePointer<GtkWidget>
    /// The platform whose releases the release selector lists.
    private var listedPlatform: Platform?
    /// Shows the folded sidebar; only there when the window is too narrow for the sidebar.
    let sidebarButton: UnsafeMutablePointer<GtkWidget>
    private var platformHandler: UInt = 0
    private var releaseHandler: UInt = 0
    private var placementHandler: UInt = 0

    init(configuration: Configuration) {
        root = gtk_header_bar_new()!
        let header = gallery_header_bar(root)

        sidebarButton = gtk_toggle_button_new()!
        gtk_button_set_icon_name(gallery_button(sidebarButton), "sidebar-show-symbolic")
        gtk_actionable_set_action_name(OpaquePointer(sidebarButton), "win.sidebar")
        Widget(sidebarButton).setTooltip(tr("Pages and search"))
        Widget(sidebarButton).setAccessibleLabel(tr("Show pages and search"))
        Widget(sidebarButton).setVisible(false)
        gtk_header_bar_pack_start(header, sidebarButton)

        platforms = withCStringArray(Platform.allCases.map(\.rawValue)) { gtk_drop_down_new_from_strings($0) }!
        Widget(platforms).setTooltip(tr("Emulated platform (Ctrl+1 … Ctrl+6)"))
        Widget(platforms).setAccessibleLabel(tr("Emulated platform"))
        Widget(platforms).setName("platform-selector")
        gtk_header_bar_pack_start(header, platforms)

        releases = gtk_drop_down_new_from_strings(nil)!
        Widget(releases).setTooltip(tr("Release of the platform: styles newer than it are dimmed"))
        Widget(releases).setAccessibleLabel(tr("Release"))
        Widget(releases).setName("release-selector")
        gtk_header_bar_pack_start(header, releases)

        placements = withCStringArray(Placement.allCases.map(\.rawValue)) { gtk_drop_down_new_from_strings($0) }!
        Widget(placements).setTooltip(tr("Placement: where the examples sit"))
        Widget(placements).setAccessibleLabel(tr("Placement"))
        Widget(placements).setName("placement-selector")
        gtk_header_bar_pack_start(header, placements)

        let menu = g_menu_new()!
        let files = g_menu_new()!
        g_menu_append(files, tr("_New Scene"), "win.composer-new")
        g_menu_append(files, tr("_Open SwiftUI View…"), "win.open-scene")
        g_menu_append(files, tr("_Export Configuration…"), "win.export")
        g_menu_append(files, tr("_Import Configuration…"), "win.import")
        g_menu_append(files, tr("Export Images of This _Page…"), "win.export-images")
        g_menu_append_section(menu, nil, gallery_menu_model(files.raw))
        let languages = g_menu_new()!
        for language in InterfaceLanguage.allCases {
            g_menu_append(languages, language.nativeName, "win.language::\(language.identifier)")
        }
        let languageSection = g_menu_new()!
        g_menu_append_submenu(languageSection, tr("_Language"), gallery_menu_model(languages.raw))
        g_menu_append_section(menu, nil, gallery_menu_model(languageSection.raw))
        let help = g_menu_new()!
        g_menu_append(help, tr("_Keyboard Shortcuts"), "win.show-help-overlay")
        g_menu_append(help, tr("_About SwiftUI Style Gallery"), "win.about")
        g_menu_append_section(menu, nil, gallery_menu_model(help.raw))
        let menuButton = gtk_menu_button_new()!
        gtk_menu_button_set_icon_name(gallery_menu_button(menuButton), "open-menu-symbolic")
        gtk_menu_button_set_menu_model(gallery_menu_button(menuButton), gallery_menu_model(menu.raw))
        gtk_menu_button_set_primary(gallery_menu_button(menuButton), 1)
        Widget(menuButton).setTooltip(tr("Main menu (F10)"))
        Widget(menuButton).setAccessibleLabel(tr("Main menu"))
        for model in [files, languages, languageSection, help, menu] { g_object_unref(model.raw) }
        gtk_header_bar_pack_end(header, menuButton)

        let inspector = gtk_toggle_button_new()!
        gtk_button_set_icon_name(gallery_button(inspector), "sidebar-show-right-symbolic")
        gtk_actionable_set_action_name(OpaquePointer(inspector), "win.inspector")
        Widget(inspector).setTooltip(tr("Inspector (F9)"))
        Widget(inspector).setAccessibleLabel(tr("Show inspector"))
        gtk_header_bar_pack_end(header, inspector)

        let variants = gtk_toggle_button_new()!
        gtk_button_set_icon_name(gallery_button(variants), "view-grid-symbolic")
        gtk_actionable_set_action_name(OpaquePointer(variants), "win.variants")
        Widget(variants).setTooltip(tr("Variants: every platform side by side (Ctrl+M)"))
        Widget(variants).setAccessibleLabel(tr("Show variants on every platform"))
        gtk_header_bar_pack_end(header, variants)

        let dark = gtk_toggle_button_new()!
        gtk_button_set_icon_name(gallery_button(dark), "weather-clear-night-symbolic")
        gtk_actionable_set_action_name(OpaquePointer(dark), "win.dark")
        Widget(dark).setTooltip(tr("Dark appearance (Ctrl+D)"))
        Widget(dark).setAccessibleLabel(tr("Dark appearance"))
        gtk_header_bar_pack_end(header, dark)

        platformHandler = Signal.connectPointer(platforms, "notify::selected") { [unowned self] _ in
            let index = Int(gtk_drop_down_get_selected(gallery_drop_down(self.platforms)))
            guard Platform.allCases.indices.contains(index) else { return }
            WindowIntent.platform(Platform.allCases[index]).ask(from: self.platforms)
        }
        releaseHandler = Signal.connectPointer(releases, "notify::selected") { [unowned self] _ in
            let index = Int(gtk_drop_down_get_selected(gallery_drop_down(self.releases)))
            guard let platform = self.listedPlatform, platform.releases.indices.contains(index) else { return }
            WindowIntent.release(platform.releases[index]).ask(from: self.releases)
        }
        placementHandler = Signal.connectPointer(placements, "notify::selected") { [unowned self] _ in
            let index = Int(gtk_drop_down_get_selected(gallery_drop_down(self.placements)))
            guard Placement.allCases.indices.contains(index) else { return }
            WindowIntent.placement(Placement.allCases[index]).ask(from: self.placements)
        }
        show(configuration)
    }

    /// Shows the configuration's platform, release and placement.
    ///
    /// The drop-downs' handlers are blocked meanwhile: showing a value is not choosing it. Unblocked, a new
    /// platform's list of releases, which starts at its newest, would ask for that release before the
    /// configuration's own is selected.
    func show(_ configuration: Configuration) {
        let platform = UInt32(Platform.allCases.firstIndex(of: configuration.platform)!)
        let placement = UInt32(Placement.allCases.firstIndex(of: configuration.placement)!)
        Signal.blocking(platforms, [platformHandler]) { gtk_drop_down_set_selected(gallery_drop_down(platforms), platform) }
        Signal.blocking(releases, [releaseHandler]) {
            if listedPlatform != configuration.platform {
                // A new platform has its own releases, newest first.
                listedPlatform = configuration.platform
                let names = configuration.platform.releases.map { "\(configuration.platform.rawValue) \($0)" }
                let model = withCStringArray(names) { gtk_string_list_new($0) }!
                gtk_drop_down_set_model(gallery_drop_down(releases), model)
                g_object_unref(model.raw)
            }
            let release = configuration.platform.releases.firstIndex(of: configuration.release) ?? 0
            gtk_drop_down_set_selected(gallery_drop_down(releases), UInt32(release))
        }
        Signal.blocking(placements, [placementHandler]) { gtk_drop_down_set_selected(gallery_drop_down(placements), placement) }
    }
}
