import CGtk
import GalleryModel
import GalleryResources

/// The gallery window: header bar, sidebar of pages, the current page, and the inspector.
@MainActor
final class MainWindow {
    let window: UnsafeMutablePointer<GtkWidget>
    let state: AppState
    let banner = Banner()
    private let header: HeaderBar
    private let sidebar = Sidebar()
    private let inspector = Inspector()
    private let pageScroller: UnsafeMutablePointer<GtkWidget>
    private(set) var files: ConfigurationFiles!
    private(set) var page: GalleryPage
    private(set) var pageView: PageView?
    private var query = ""
    private var platformAction: OpaquePointer!
    private var placementAction: OpaquePointer!
    private var darkAction: OpaquePointer!

    init(application: UnsafeMutablePointer<GtkApplication>, state: AppState, page: GalleryPage) {
        self.state = state
        self.page = page
        window = gtk_application_window_new(application)
        gtk_window_set_title(gallery_window(window), "SwiftUI Style Gallery")
        gtk_window_set_default_size(gallery_window(window), 1280, 820)
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
        gtk_paned_set_position(gallery_paned(right), 1280 - 220 - 340)

        let outer = gtk_paned_new(GTK_ORIENTATION_HORIZONTAL)!
        gtk_paned_set_start_child(gallery_paned(outer), sidebar.root)
        gtk_paned_set_end_child(gallery_paned(outer), right)
        gtk_paned_set_resize_start_child(gallery_paned(outer), 0)
        gtk_paned_set_shrink_start_child(gallery_paned(outer), 0)
        gtk_paned_set_position(gallery_paned(outer), 220)
        gtk_window_set_child(gallery_window(window), outer)

        files = ConfigurationFiles(window: window, state: state, banner: banner)
        addActions(application)
        let shortcuts = Shortcuts.makeWindow()
        gtk_application_window_set_help_overlay(gallery_application_window(window), gallery_shortcuts_window(shortcuts))
        g_object_unref(shortcuts)

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
        let scroll = gtk_scrolled_window_get_vadjustment(gallery_scrolled_window(pageScroller))
        let offset = gtk_adjustment_get_value(scroll)
        pageView?.stateChanged(change)
        // Rebuilt pages keep their scroll position.
        gtk_adjustment_set_value(scroll, offset)
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

    private func applyColorScheme() {
        gallery_set_bool_property(gtk_settings_get_default().raw, "gtk-application-prefer-dark-theme",
                                  state.configuration.colorScheme == .dark ? 1 : 0)
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
        Actions.add(to: application, "quit") { _ in g_application_quit(gallery_g_application(application)) }
        Shortcuts.register(on: application)
    }
}
