import CGtk
import GalleryModel
import GalleryTranslation

/// The header bar: platform, release and placement selectors on the left; the colour
/// scheme, inspector and main menu on the right.
///
/// It shows the state and owns none: a drop-down's choice is sent to the store, and the drop-downs show what
/// the configuration holds when the window draws (``show(_:from:)``). The buttons are bound to the window's
/// commands by GTK (`gtk_actionable_set_action_name`), which send their actions.
@MainActor
final class HeaderBar {
    /// The name of the window's action the Language submenu's items activate, each with its language's identifier.
    static let languageAction = "language"

    let root: UnsafeMutablePointer<GtkWidget>
    private let platforms: UnsafeMutablePointer<GtkWidget>
    private let releases: UnsafeMutablePointer<GtkWidget>
    private let placements: UnsafeMutablePointer<GtkWidget>
    /// The window's title between the controls, folded away with the sidebar (``WindowLayout/showsTitle``).
    private let title: UnsafeMutablePointer<GtkWidget>
    /// Shows the folded sidebar; only there when the window is too narrow for the sidebar.
    let sidebarButton: UnsafeMutablePointer<GtkWidget>
    /// The Dark appearance switch, whose tooltip says when the platform's stages stay as they are
    /// (``GalleryModel/PlatformTheme/schemeNote``).
    private let darkButton: UnsafeMutablePointer<GtkWidget>

    init(store: WindowStore) {
        root = gtk_header_bar_new()!
        let header = gallery_header_bar(root)

        sidebarButton = gtk_toggle_button_new()!
        gtk_button_set_icon_name(gallery_button(sidebarButton), "sidebar-show-symbolic")
        gtk_actionable_set_action_name(OpaquePointer(sidebarButton), NamedCommand.sidebar.detailedName)
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

        title = gtk_label_new(tr("SwiftUI Style Gallery"))!
        Widget(title).addClass("title")
        gtk_label_set_single_line_mode(gallery_label(title), 1)
        gtk_label_set_ellipsize(gallery_label(title), PANGO_ELLIPSIZE_END)
        gtk_header_bar_set_title_widget(header, title)

        let menu = g_menu_new()!
        let files = g_menu_new()!
        g_menu_append(files, tr("_New Scene"), NamedCommand.newScene.detailedName)
        g_menu_append(files, tr("_Open SwiftUI View…"), NamedCommand.openScene.detailedName)
        g_menu_append(files, tr("_Export Configuration…"), NamedCommand.exportConfiguration.detailedName)
        g_menu_append(files, tr("_Import Configuration…"), NamedCommand.importConfiguration.detailedName)
        g_menu_append(files, tr("Export Images of This _Page…"), NamedCommand.exportImages.detailedName)
        g_menu_append_section(menu, nil, gallery_menu_model(files.raw))
        let languages = g_menu_new()!
        for language in InterfaceLanguage.allCases {
            g_menu_append(languages, language.nativeName, "win.\(Self.languageAction)::\(language.identifier)")
        }
        let languageSection = g_menu_new()!
        g_menu_append_submenu(languageSection, tr("_Language"), gallery_menu_model(languages.raw))
        g_menu_append_section(menu, nil, gallery_menu_model(languageSection.raw))
        let help = g_menu_new()!
        g_menu_append(help, tr("_Keyboard Shortcuts"), NamedCommand.shortcuts.detailedName)
        g_menu_append(help, tr("_About SwiftUI Style Gallery"), NamedCommand.about.detailedName)
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
        gtk_actionable_set_action_name(OpaquePointer(inspector), NamedCommand.inspector.detailedName)
        Widget(inspector).setTooltip(tr("Inspector (F9)"))
        Widget(inspector).setAccessibleLabel(tr("Show inspector"))
        gtk_header_bar_pack_end(header, inspector)

        let variants = gtk_toggle_button_new()!
        gtk_button_set_icon_name(gallery_button(variants), "view-grid-symbolic")
        gtk_actionable_set_action_name(OpaquePointer(variants), NamedCommand.variants.detailedName)
        Widget(variants).setTooltip(tr("Variants: every platform side by side (Ctrl+M)"))
        Widget(variants).setAccessibleLabel(tr("Show variants on every platform"))
        gtk_header_bar_pack_end(header, variants)

        darkButton = gtk_toggle_button_new()!
        gtk_button_set_icon_name(gallery_button(darkButton), "weather-clear-night-symbolic")
        gtk_actionable_set_action_name(OpaquePointer(darkButton), NamedCommand.dark.detailedName)
        Widget(darkButton).setTooltip(tr("Dark appearance (Ctrl+D)"))
        Widget(darkButton).setAccessibleLabel(tr("Dark appearance"))
        gtk_header_bar_pack_end(header, darkButton)

        // Each drop-down sends what it shows; showing the state's value sends what the state holds, which changes
        // nothing.
        Signal.connectPointer(platforms, "notify::selected") { [unowned self, weak store] _ in
            let index = Int(gtk_drop_down_get_selected(gallery_drop_down(self.platforms)))
            guard Platform.allCases.indices.contains(index) else { return }
            store?.send(.choosePlatform(Platform.allCases[index]))
        }
        Signal.connectPointer(releases, "notify::selected") { [unowned self, weak store] _ in
            guard let store else { return }
            // The list is the state's platform's releases: the window draws it before it selects in it.
            let releases = store.state.configuration.platform.releases
            let index = Int(gtk_drop_down_get_selected(gallery_drop_down(self.releases)))
            guard releases.indices.contains(index) else { return }
            store.send(.chooseRelease(releases[index]))
        }
        Signal.connectPointer(placements, "notify::selected") { [unowned self, weak store] _ in
            let index = Int(gtk_drop_down_get_selected(gallery_drop_down(self.placements)))
            guard Placement.allCases.indices.contains(index) else { return }
            store?.send(.choosePlacement(Placement.allCases[index]))
        }
    }

    /// Shows the configuration's platform, release and placement, from what `old` showed (nil: nothing yet), and the
    /// title and the releases' names as the window's width has them (``WindowLayout``).
    ///
    /// A new platform has its own list of releases: the list and the release selected in it are set with the
    /// drop-down's notifications held back (GObject's freeze), so it says its selection once, when it shows the
    /// configuration's release, and never the new list's first release on the way.
    func show(_ state: WindowModel, from old: WindowModel?) {
        let configuration = state.configuration
        gtk_drop_down_set_selected(gallery_drop_down(platforms), UInt32(Platform.allCases.firstIndex(of: configuration.platform)!))
        g_object_freeze_notify(gallery_object(releases))
        Widget(title).setVisible(state.layout.showsTitle)
        if old?.configuration.platform != configuration.platform || old?.layout != state.layout {
            let names = configuration.platform.releases.map { state.layout.releaseTitle($0, of: configuration.platform) }
            let model = withCStringArray(names) { gtk_string_list_new($0) }!
            gtk_drop_down_set_model(gallery_drop_down(releases), model)
            g_object_unref(model.raw)
        }
        gtk_drop_down_set_selected(gallery_drop_down(releases), UInt32(configuration.platform.releases.firstIndex(of: configuration.release) ?? 0))
        g_object_thaw_notify(gallery_object(releases))
        gtk_drop_down_set_selected(gallery_drop_down(placements), UInt32(Placement.allCases.firstIndex(of: configuration.placement)!))
        if old?.configuration.platform != configuration.platform {
            // On Vision Pro and Apple Watch the switch changes the gallery's window only: the tooltip says so.
            let note = PlatformTheme.of(configuration.platform).schemeNote.map { "\n" + tr($0) } ?? ""
            Widget(darkButton).setTooltip(tr("Dark appearance (Ctrl+D)") + note)
        }
    }
}
