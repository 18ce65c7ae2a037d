import CGtk
import GalleryModel
import GalleryTranslation

/// The gallery window: header bar, sidebar of pages, the banner and the offer of an unsaved scene, the current page,
/// and the inspector. It draws the store's state and sends the store an action for everything a person does.
///
/// After each turn of the main loop in which the state changed, ``draw(from:to:)`` brings every part up to the new
/// state from the one it last drew: the header, the actions' states, the panes, the sidebar, the banner, the offer,
/// the question, the page (built again only for another page, the variants view, an import or a language) and the
/// inspector. It keeps no value of its own: what it shows is the state's.
@MainActor
final class MainWindow {
    let window: UnsafeMutablePointer<GtkWidget>
    let store: WindowStore
    let banner: Banner
    let recoveryBar: RecoveryBar
    private let header: HeaderBar
    let sidebar: Sidebar
    let inspector = Inspector()
    let pageScroller: UnsafeMutablePointer<GtkWidget>
    /// The split between the page and the inspector, and the one between the sidebar and both.
    private let inspectorSplit: UnsafeMutablePointer<GtkWidget>
    let sidebarSplit: UnsafeMutablePointer<GtkWidget>
    /// The page drawn now.
    private(set) var pageView: (any PageView)?
    /// The variants view's drop-downs, made when it is first opened and moved into each variants view after.
    private lazy var variantsChoosers = VariantsChoosers(store: store)
    /// The question asked now, in its own window.
    private(set) var questionWindow: ComposerQuestion?
    /// The keyboard shortcuts window, built the first time it is asked for.
    private var shortcutsWindow: UnsafeMutablePointer<GtkWidget>?
    /// The actions of the header's toggle buttons, by command: their states show the state.
    private var toggles: [(command: NamedCommand, action: OpaquePointer)] = []
    /// Whether a window in another language has taken this one's place.
    private var isRetired = false

    /// A window showing `store`'s state, laid out as it says (its size, maximised state, panes and page).
    init(application: UnsafeMutablePointer<GtkApplication>, store: WindowStore) {
        self.store = store
        let state = store.state
        window = gtk_application_window_new(application)
        gtk_window_set_title(gallery_window(window), tr("SwiftUI Style Gallery"))
        gtk_window_set_default_size(gallery_window(window), Int32(state.frame.width), Int32(state.frame.height))
        if state.frame.maximized { gtk_window_maximize(gallery_window(window)) }
        // Installed empty: loaded once the first page is built, with the platforms its stages show, and with every
        // platform once its first frame is painted (Stylesheet).
        Stylesheet.install(covering: [])

        header = HeaderBar(store: store)
        gtk_window_set_titlebar(gallery_window(window), header.root)
        banner = Banner(store: store)
        recoveryBar = RecoveryBar(store: store)
        sidebar = Sidebar(store: store)

        let content = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
        gtk_box_append(gallery_box(content), banner.root)
        gtk_box_append(gallery_box(content), recoveryBar.root)
        pageScroller = gtk_scrolled_window_new()!
        gtk_scrolled_window_set_policy(gallery_scrolled_window(pageScroller), GTK_POLICY_AUTOMATIC, GTK_POLICY_AUTOMATIC)
        Widget(pageScroller).setAccessibleLabel(tr("the page"))
        Widget(pageScroller).setVExpand(true)
        Widget(pageScroller).setHExpand(true)
        gtk_box_append(gallery_box(content), pageScroller)

        // Split views a screen reader passes through, as groups (GTK 4.8 reads a nameless GtkPaned by its type).
        inspectorSplit = gallery_widget_new_with_role(gtk_paned_get_type(), GTK_ACCESSIBLE_ROLE_GROUP)!
        gtk_paned_set_start_child(gallery_paned(inspectorSplit), content)
        gtk_paned_set_end_child(gallery_paned(inspectorSplit), inspector.root)
        gtk_paned_set_resize_end_child(gallery_paned(inspectorSplit), 0)
        gtk_paned_set_shrink_end_child(gallery_paned(inspectorSplit), 0)
        gtk_paned_set_shrink_start_child(gallery_paned(inspectorSplit), 0)

        sidebarSplit = gallery_widget_new_with_role(gtk_paned_get_type(), GTK_ACCESSIBLE_ROLE_GROUP)!
        gtk_paned_set_start_child(gallery_paned(sidebarSplit), sidebar.root)
        gtk_paned_set_end_child(gallery_paned(sidebarSplit), inspectorSplit)
        gtk_paned_set_resize_start_child(gallery_paned(sidebarSplit), 0)
        gtk_paned_set_shrink_start_child(gallery_paned(sidebarSplit), 0)
        gtk_window_set_child(gallery_window(window), sidebarSplit)
        AccessibleParts.nameParts(below: sidebarSplit)

        addActions(application)
        // First of the window's close handlers (the state keeper's comes after): unsaved composer edits stop the
        // close, and the question follows.
        Signal.connectReturningBool(window, "close-request") { [unowned self] in
            self.store.send(.close)
            return !self.store.state.isEnding
        }
        sidebar.onTabOut = { [unowned self] in self.pageView?.focusContent() }
        // GTK keeps a window's default size up to date as it is resized.
        for property in ["notify::default-width", "notify::default-height", "notify::maximized"] {
            Signal.connectPointer(window, property) { [unowned self] _ in self.reportSize() }
        }
        store.focus = { [unowned self] area in self.focus(area) }
        store.draw(by: self) { [unowned self] old, new in self.draw(from: old, to: new) }
        draw(from: nil, to: state)
    }

    func present() {
        gtk_window_present(gallery_window(window))
        MainLoop.afterNextPaint(window) { Stylesheet.coverEverything() }
    }

    /// Takes the window down for good (its replacement in another language has been shown): it stops drawing the
    /// state, and GTK destroys its widgets.
    func retire() {
        isRetired = true
        store.stopDrawing(by: self)
        pageView?.close()
        questionWindow?.dismiss()
        gtk_window_destroy(gallery_window(window))
    }

    /// Tells the store GTK's size for the window and whether it is maximised.
    private func reportSize() {
        var width: Int32 = 0
        var height: Int32 = 0
        gtk_window_get_default_size(gallery_window(window), &width, &height)
        store.send(.windowResized(width: Int(width), height: Int(height), maximized: gtk_window_is_maximized(gallery_window(window)) != 0))
    }

    /// Brings every part of the window from `old` (nil: nothing drawn yet) to `new`.
    private func draw(from old: WindowModel?, to new: WindowModel) {
        header.show(new, from: old)
        for (command, action) in toggles {
            if let on = command.isOn(in: new) { Actions.setState(action, on) }
        }
        if old?.layout != new.layout || old?.inspectorShown != new.inspectorShown || old?.sidebarShown != new.sidebarShown {
            lay(out: new)
        }
        if old?.configuration.colorScheme != new.configuration.colorScheme { applyColorScheme(new.configuration.colorScheme) }
        sidebar.show(new, from: old)
        banner.show(new.banner)
        if old?.recoveryOffer != new.recoveryOffer { recoveryBar.show(new.recoveryOffer.map { tr($0.message) }) }
        if old?.question != new.question { ask(new.question) }
        if let old, let pageView, !Self.rebuildsPage(from: old, to: new) {
            pageView.show(new, from: old)
        } else {
            showPage(new)
        }
        if old.map({ new.differs(beyondControlsFrom: $0) }) ?? true { pageView?.inspect(in: inspector, state: new) }
        if old?.page != new.page || old?.variants.shown != new.variants.shown { rememberWhenDrawn(new.page) }
        // Until every platform's stage rules are in (after the first frame), the stages just drawn bring theirs.
        Stylesheet.coverStages(in: window)
    }

    /// Whether the page must be built again: another page, the variants view turned on or off, or a whole configuration
    /// imported (every control shows the imported values).
    private static func rebuildsPage(from old: WindowModel, to new: WindowModel) -> Bool {
        old.page != new.page || old.variants.shown != new.variants.shown || old.replacements != new.replacements
    }

    /// Builds the page view `state` shows, in place of the one shown.
    private func showPage(_ state: WindowModel) {
        let view: any PageView = if state.variants.shown {
            VariantsView(page: state.page, store: store, choosers: variantsChoosers)
        } else {
            switch state.page {
            case .family(let family): FamilyPageView(family: family, store: store)
            case .view(let page): ViewPageViews.make(page, store: store)
            case .scene(let origin): ScenePageView(origin: origin, store: store)
            case .composer: ComposerPageView(store: store)
            }
        }
        // Focus inside the page that goes away moves to the page that comes, rather than to nowhere.
        let focusWasInPage = focusIsInside(pageScroller)
        if focusWasInPage { gtk_root_set_focus(OpaquePointer(window), nil) }
        let previous = pageView
        previous?.close()
        // Its widgets are disposed of once the new page is painted, and it is kept until then: its handlers may run as
        // they go.
        if let previous { RetiredWidgets.retire(previous.root, keeping: [previous]) }
        pageView = view
        gtk_scrolled_window_set_child(gallery_scrolled_window(pageScroller), view.root)
        AccessibleParts.nameParts(below: view.root)
        if focusWasInPage { view.focusContent() }
    }

    /// Tells the store once a frame showing `page` has been painted: the page the state file remembers.
    private func rememberWhenDrawn(_ page: GalleryPage) {
        guard let root = pageView?.root else { return }
        MainLoop.afterNextPaint(root) { [weak self] in self?.store.send(.pageDrawn(page)) }
    }

    /// Lays the panes out as `state` says: the sidebar beside the page or folded into a drawer, the inspector beside the
    /// page in a wide window and below it in a narrow one, or hidden.
    private func lay(out state: WindowModel) {
        let layout = state.layout
        Widget(header.sidebarButton).setVisible(layout.foldsSidebar)
        Widget(sidebar.root).setVisible(state.sidebarShown)
        gtk_paned_set_position(gallery_paned(sidebarSplit), Int32(layout.sidebarWidth))
        gtk_orientable_set_orientation(OpaquePointer(inspectorSplit), layout.inspectorBelow ? GTK_ORIENTATION_VERTICAL : GTK_ORIENTATION_HORIZONTAL)
        Widget(inspector.root).setVisible(state.inspectorShown)
        var width: Int32 = 0
        var height: Int32 = 0
        gtk_window_get_default_size(gallery_window(window), &width, &height)
        let position = layout.inspectorBelow ? height * 11 / 20 : width - Int32(layout.sidebarWidth + WindowLayout.inspectorWidth)
        gtk_paned_set_position(gallery_paned(inspectorSplit), position)
    }

    /// Asks `question` in a window of its own (none: the one asked, if still open, goes).
    private func ask(_ question: WindowQuestion?) {
        questionWindow?.dismiss()
        questionWindow = question.map { question in
            ComposerQuestion(question, over: window) { [weak self] answer in self?.store.send(.answer(answer)) }
        }
    }

    /// Gives the keyboard focus to `area`.
    private func focus(_ area: WindowArea) {
        guard !isRetired else { return }
        switch area {
        case .sidebar: sidebar.focusCurrentRow()
        case .search: Widget(sidebar.search).grabFocus()
        case .recoveryOffer: recoveryBar.focus()
        case .page: pageView?.focusContent()
        case .inspector: inspector.focus()
        case .chosenView: (pageView as? ComposerPageView)?.focusChosenView()
        }
    }

    /// The area the keyboard focus is in, for F6; nil when it is in none.
    var focusedArea: WindowArea? {
        let areas: [(WindowArea, UnsafeMutablePointer<GtkWidget>)] = [
            (.sidebar, sidebar.root), (.recoveryOffer, recoveryBar.root), (.page, pageScroller), (.inspector, inspector.root),
        ]
        return areas.first { focusIsInside($0.1) }?.0
    }

    /// Whether the keyboard focus is on `container` or inside it.
    func focusIsInside(_ container: UnsafeMutablePointer<GtkWidget>) -> Bool {
        guard let focus = gtk_root_get_focus(OpaquePointer(window)) else { return false }
        return focus == container || gtk_widget_is_ancestor(focus, container) != 0
    }

    /// Asks GTK for its dark or light theme and gives the window its scheme's class: setting the property reloads the
    /// whole theme even when the value is unchanged, and touching the class restyles every widget, so both happen only
    /// when the scheme changed.
    private func applyColorScheme(_ scheme: ColorScheme) {
        for other in ColorScheme.allCases where other != scheme { Widget(window).removeClass("gallery-\(other.rawValue)") }
        Widget(window).addClass("gallery-\(scheme.rawValue)")
        let settings = gtk_settings_get_default().raw
        let dark: gboolean = scheme == .dark ? 1 : 0
        guard gallery_get_bool_property(settings, "gtk-application-prefer-dark-theme") != dark else { return }
        gallery_set_bool_property(settings, "gtk-application-prefer-dark-theme", dark)
    }

    /// Shows the shortcuts window, building it on first use rather than at start-up.
    func showShortcuts() {
        let shortcuts = shortcutsWindow ?? Shortcuts.makeWindow()
        if shortcutsWindow == nil {
            gtk_window_set_transient_for(gallery_window(shortcuts), gallery_window(window))
            gtk_window_set_hide_on_close(gallery_window(shortcuts), 1)
            shortcutsWindow = shortcuts
        }
        gtk_window_present(gallery_window(shortcuts))
    }

    /// The window's named actions (``NamedCommand``), which its menus, accelerators and the header's toggle buttons
    /// activate, the Language submenu's and quitting's: each sends its action.
    private func addActions(_ application: UnsafeMutablePointer<GtkApplication>) {
        for command in NamedCommand.allCases {
            if let on = command.isOn(in: store.state) {
                // A toggle asks for the opposite of what it shows; the state, once changed, is what it then shows.
                let action = Actions.addToggle(to: window, command.name, initial: on) { [unowned self] on in
                    self.store.send(command.action(on: on, focused: nil))
                }
                toggles.append((command, action))
            } else {
                Actions.add(to: window, command.name) { [unowned self] _ in
                    self.store.send(command.action(on: true, focused: self.focusedArea))
                }
            }
        }
        // The Language submenu's items, each with its language's identifier; the state is the language spoken.
        _ = Actions.addString(to: window, HeaderBar.languageAction, initial: store.state.language.identifier) { [unowned self] identifier in
            if let language = InterfaceLanguage(identifier: identifier) { self.store.send(.chooseLanguage(language)) }
        }
        Actions.add(to: application, "quit") { [unowned self] _ in self.store.send(.quit) }
        Shortcuts.register(on: application)
    }
}
