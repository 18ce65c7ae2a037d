import CGtk
import GalleryModel

/// The gallery window: header bar, sidebar of pages, the current page, and the inspector.
@MainActor
final class MainWindow {
    let window: UnsafeMutablePointer<GtkWidget>
    let state: AppState
    let banner = Banner()
    private let header: HeaderBar
    private let sidebar = Sidebar()
    let inspector = Inspector()
    private let pageScroller: UnsafeMutablePointer<GtkWidget>
    private(set) var files: ConfigurationFiles!
    private(set) var page: GalleryPage
    private(set) var pageView: PageView?
    private var query = ""
    /// The window's first size and how its width is shared between sidebar, page and inspector.
    private static let defaultSize: (width: Int32, height: Int32) = (1280, 820)
    private static let sidebarWidth: Int32 = 220
    private static let inspectorWidth: Int32 = 340
    /// The keyboard shortcuts window, built the first time it is asked for.
    private var shortcutsWindow: UnsafeMutablePointer<GtkWidget>?
    private var platformAction: OpaquePointer!
    private var placementAction: OpaquePointer!
    private var darkAction: OpaquePointer!

    init(application: UnsafeMutablePointer<GtkApplication>, state: AppState, page: GalleryPage) {
        self.state = state
        self.page = page
        window = gtk_application_window_new(application)
        gtk_window_set_title(gallery_window(window), "SwiftUI Style Gallery")
        gtk_window_set_default_size(gallery_window(window), Self.defaultSize.width, Self.defaultSize.height)
        Stylesheet.install()

        header = HeaderBar(state: state)
        gtk_window_set_titlebar(gallery_window(window), header.root)

        let content = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
        gtk_box_append(gallery_box(content), banner.root)
        pageScroller = gtk_scrolled_window_new()!
        gtk_scrolled_window_set_policy(gallery_scrolled_window(pageScroller), GTK_POLICY_AUTOMATIC, GTK_POLICY_AUTOMATIC)
        Widget(pageScroller).setVExpand(true)
        Widget(pageScroller).setHExpand(true)
        gtk_box_append(gallery_box(content), pageScroller)

        let right = gtk_paned_new(GTK_ORIENTATION_HORIZONTAL)!
        gtk_paned_set_start_child(gallery_paned(right), content)
        gtk_paned_set_end_child(gallery_paned(right), inspector.root)
        gtk_paned_set_resize_end_child(gallery_paned(right), 0)
        gtk_paned_set_shrink_end_child(gallery_paned(right), 0)
        gtk_paned_set_position(gallery_paned(right), Self.defaultSize.width - Self.sidebarWidth - Self.inspectorWidth)

        let outer = gtk_paned_new(GTK_ORIENTATION_HORIZONTAL)!
        gtk_paned_set_start_child(gallery_paned(outer), sidebar.root)
        gtk_paned_set_end_child(gallery_paned(outer), right)
        gtk_paned_set_resize_start_child(gallery_paned(outer), 0)
        gtk_paned_set_shrink_start_child(gallery_paned(outer), 0)
        gtk_paned_set_position(gallery_paned(outer), Self.sidebarWidth)
        gtk_window_set_child(gallery_window(window), outer)

        files = ConfigurationFiles(window: window, state: state, banner: banner)
        addActions(application)

        sidebar.onSelect = { [unowned self] page in self.open(page) }
        sidebar.onSearch = { [unowned self] query in
            self.query = query
            self.pageView?.filter(query)
        }
        state.observe { [unowned self] change in self.stateChanged(change) }
        applyColorScheme()
        open(page)
    }

    func present() {
        gtk_window_present(gallery_window(window))
    }

    /// How many pixels wider than its pane the open page insists on being (0 when it fits).
    var pageOverflow: Int {
        guard let root = pageView?.root else { return 0 }
        var minimum: Int32 = 0
        gtk_widget_measure(root, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, nil, nil, nil)
        return max(0, Int(minimum) - Int(gtk_widget_get_width(pageScroller)))
    }

    /// Shows `page`.
    func open(_ page: GalleryPage) {
        self.page = page
        let view: PageView = switch page {
        case .family(let family): FamilyPageView(family: family, state: state)
        case .text: TextPageView(state: state)
        case .label: LabelPageView(state: state)
        case .button: ButtonPageView(state: state)
        }
        view.filter(query)
        pageView = view
        gtk_scrolled_window_set_child(gallery_scrolled_window(pageScroller), view.root)
        sidebar.select(page)
        refreshInspector()
    }

    private func stateChanged(_ change: AppState.Change) {
        if case .context = change { contextChanged() }
        if case .everything = change {
            // An import replaces everything: rebuild the page so every control shows the imported values.
            contextChanged()
            open(page)
            return
        }
        pageView?.stateChanged(change)
        if case .example = change { return }
        refreshInspector()
    }

    private func contextChanged() {
        header.show(state.configuration)
        Actions.setState(platformAction, state.configuration.platform.rawValue)
        Actions.setState(placementAction, state.configuration.placement.rawValue)
        Actions.setState(darkAction, state.configuration.colorScheme == .dark)
        applyColorScheme()
    }

    /// Asks GTK for its dark or light theme. Setting the property reloads the whole theme even
    /// when the value is unchanged, so only a change of scheme sets it.
    private func applyColorScheme() {
        for scheme in ColorScheme.allCases { Widget(window).removeClass("gallery-\(scheme.rawValue)") }
        Widget(window).addClass("gallery-\(state.configuration.colorScheme.rawValue)")
        let settings = gtk_settings_get_default().raw
        let dark: gboolean = state.configuration.colorScheme == .dark ? 1 : 0
        guard gallery_get_bool_property(settings, "gtk-application-prefer-dark-theme") != dark else { return }
        gallery_set_bool_property(settings, "gtk-application-prefer-dark-theme", dark)
    }

    /// Shows the shortcuts window, building it on first use rather than at start-up.
    private func showShortcuts() {
        let shortcuts = shortcutsWindow ?? Shortcuts.makeWindow()
        if shortcutsWindow == nil {
            gtk_window_set_transient_for(gallery_window(shortcuts), gallery_window(window))
            gtk_window_set_hide_on_close(gallery_window(shortcuts), 1)
            shortcutsWindow = shortcuts
        }
        gtk_window_present(gallery_window(shortcuts))
    }

    private func refreshInspector() {
        if let familyPage = pageView as? FamilyPageView, let card = familyPage.chosenCard {
            inspector.show(card.model, example: card.example)
        } else if let described = pageView as? DescribedPage {
            inspector.show(title: described.inspectorTitle, summary: described.inspectorSummary, code: described.inspectorCode)
        }
    }

    private func addActions(_ application: UnsafeMutablePointer<GtkApplication>) {
        let configuration = state.configuration
        platformAction = Actions.addString(to: window, "platform", initial: configuration.platform.rawValue) { [unowned self] name in
            if let platform = try? Platform.named(name) { self.state.setPlatform(platform) }
        }
        placementAction = Actions.addString(to: window, "placement", initial: configuration.placement.rawValue) { [unowned self] name in
            if let placement = try? Placement.named(name) { self.state.setPlacement(placement) }
        }
        darkAction = Actions.addToggle(to: window, "dark", initial: configuration.colorScheme == .dark) { [unowned self] dark in
            self.state.setColorScheme(dark ? .dark : .light)
        }
        Actions.addToggle(to: window, "inspector", initial: true) { [unowned self] visible in
            Widget(self.inspector.root).setVisible(visible)
        }
        Actions.add(to: window, "page", stringParameter: true) { [unowned self] id in
            if let id, let page = try? GalleryPage.named(id) { self.open(page) }
        }
        Actions.add(to: window, "search") { [unowned self] _ in Widget(self.sidebar.search).grabFocus() }
        Actions.add(to: window, "export") { [unowned self] _ in self.files.chooseExport() }
        Actions.add(to: window, "import") { [unowned self] _ in self.files.chooseImport() }
        Actions.add(to: window, "about") { [unowned self] _ in AboutDialog.present(over: self.window) }
        Actions.add(to: window, "show-help-overlay") { [unowned self] _ in self.showShortcuts() }
        Actions.add(to: application, "quit") { _ in g_application_quit(gallery_g_application(application)) }
        Shortcuts.register(on: application)
    }
}
