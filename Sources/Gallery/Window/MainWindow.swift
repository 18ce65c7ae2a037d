import CGtk
import GalleryModel
import GalleryTranslation

/// The gallery window: header bar, sidebar of pages, the current page, and the inspector.
///
/// Every change a person can make is one of its actions (``WindowIntent``, and the toggles `win.dark`,
/// `win.variants`, `win.inspector`, `win.sidebar`, `win.language`): the handler makes the change where it is
/// kept (the configuration in ``AppState``, or the window's page and variants view here) and sets the
/// action's state to it. What the widgets show follows at ``AppState``'s dispatch, after the signal that
/// asked has returned: the header, the actions' states, the page (built again only when its page or the
/// variants view changed) and the inspector.
@MainActor
package final class MainWindow {
    package let window: UnsafeMutablePointer<GtkWidget>
    package let state: AppState
    /// The scenes the window shows: the shipped examples and the files opened.
    package let scenes: SceneLibrary
    package let banner = Banner()
    /// The offer of a composed scene an earlier run left unsaved.
    package let recoveryBar = RecoveryBar()
    /// What keeps the composer's unsaved scene and holds the offer; nil when there is nowhere to keep it.
    package internal(set) var recovery: RecoveryKeeper?
    private let header: HeaderBar
    package let sidebar = Sidebar()
    package let inspector = Inspector()
    private let pageScroller: UnsafeMutablePointer<GtkWidget>
    /// The split between the page and the inspector, and the one between the sidebar and both.
    private let inspectorSplit: UnsafeMutablePointer<GtkWidget>
    private let sidebarSplit: UnsafeMutablePointer<GtkWidget>
    /// How the window's width is shared now.
    package private(set) var layout = WindowLayout(width: 1280)
    package private(set) var files: ConfigurationFiles!
    /// The page the window shows (the `win.page` action's state).
    package private(set) var page: GalleryPage
    /// The last page the window built and painted: what the state file remembers, so that a page that crashed
    /// or hung while it was drawn is not opened again at the next start.
    private var drawnPage = WindowState().page
    /// How many scene files are being read to be opened, off the main thread.
    package private(set) var openings = 0
    private(set) var pageView: PageView?
    /// What ``pageView`` was built for: a page, in the variants view or not.
    private var shown: (page: GalleryPage, variants: Bool)?
    /// Whether the page, once built, takes the keyboard focus (Enter in the search asked for it).
    private var focusesPageWhenShown = false
    private var query = ""
    /// The window's size when last not maximised, and whether it is maximised, as GTK last said.
    private var size: (width: Int, height: Int)
    private var maximized = false
    /// Whether the inspector shows (F9 and the window's width decide).
    private var inspectorShown = true
    /// Called when what the window remembers of itself changes: its page, size, maximised state or inspector.
    var onRememberedChange: () -> Void = {}
    /// The keyboard shortcuts window, built the first time it is asked for.
    private var shortcutsWindow: UnsafeMutablePointer<GtkWidget>?
    /// The actions of ``WindowIntent``, by kind.
    private var intentActions: [WindowIntent.Kind: OpaquePointer] = [:]
    private var darkAction: OpaquePointer!
    private var inspectorAction: OpaquePointer!
    private var sidebarAction: OpaquePointer!
    private var variantsAction: OpaquePointer!
    /// Called with the language chosen in the main menu; the app then rebuilds the window in it.
    var onLanguageChosen: ((InterfaceLanguage) -> Void)?
    /// The language asked for in the main menu, until the dispatch builds the window again in it.
    private var requestedLanguage: InterfaceLanguage?
    /// Whether a window in another language has taken this one's place.
    private var isRetired = false
    /// Whether the page shows its variants: every platform side by side (Ctrl+M).
    private(set) var showsVariants = false
    /// What the variants view shows, kept across pages.
    private var variantsSettings = VariantsView.Settings()
    /// The composer's actions whose enabling follows its scene, by name.
    var composerActions: [String: OpaquePointer] = [:]
    /// The question the composer asks now (unsaved edits, an editor's save), if any.
    package internal(set) var composerQuestion: ComposerQuestion?
    /// Whether the person said to close despite unsaved edits (or saved them): the next close goes through.
    var closeConfirmed = false

    /// A window showing `state` and the scenes of `scenes`, laid out as `remembered` says (its page, size,
    /// maximised state and inspector). A remembered scene that no longer reads is said in the banner, and the
    /// window opens on the first page instead.
    init(application: UnsafeMutablePointer<GtkApplication>, state: AppState, scenes: SceneLibrary, remembered: WindowState) {
        self.state = state
        self.scenes = scenes
        page = remembered.page
        size = (remembered.width, remembered.height)
        window = gtk_application_window_new(application)
        gtk_window_set_title(gallery_window(window), tr("SwiftUI Style Gallery"))
        gtk_window_set_default_size(gallery_window(window), Int32(remembered.width), Int32(remembered.height))
        if remembered.maximized { gtk_window_maximize(gallery_window(window)) }
        Stylesheet.install()

        header = HeaderBar(configuration: state.configuration)
        gtk_window_set_titlebar(gallery_window(window), header.root)

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

        files = ConfigurationFiles(window: window, state: state, banner: banner)
        // A scene page opens once its file has been read, off the main thread: until then the window shows the
        // default page (the actions take it as their state).
        var sceneToOpen: GalleryPage?
        if case .scene = page {
            sceneToOpen = page
            page = WindowState().page
        }
        addActions(application)
        // First of the window's close handlers (the state keeper's comes after): unsaved composer edits stop the
        // close, and the question follows.
        Signal.connectReturningBool(window, "close-request") { [unowned self] in self.closeRequested() }
        for path in scenes.openedFiles { sidebar.addScene(.scene(.file(path))) }

        sidebar.onSelect = { [unowned self] page in
            WindowIntent.page(page).ask(from: self.sidebar.root)
            // A folded sidebar is a drawer: choosing a page closes it.
            if self.layout.foldsSidebar { self.showSidebar(false) }
        }
        sidebar.onSearch = { [unowned self] query in
            self.query = query
            self.pageView?.filter(query)
            self.refreshInspector()
        }
        sidebar.onSearchActivated = { [unowned self] in self.openFirstMatch() }
        sidebar.onTabOut = { [unowned self] in self.pageView?.focusContent() }
        state.observe(by: self) { [unowned self] changes in self.stateChanged(changes) }
        // GTK keeps a window's default size up to date as it is resized.
        Signal.connectPointer(window, "notify::default-width") { [unowned self] _ in
            self.widthChanged()
            self.geometryChanged()
        }
        Signal.connectPointer(window, "notify::default-height") { [unowned self] _ in self.geometryChanged() }
        Signal.connectPointer(window, "notify::maximized") { [unowned self] _ in self.geometryChanged() }
        applyColorScheme()
        apply(WindowLayout(width: remembered.width))
        showInspector(remembered.inspectorVisible)
        // The actions start with the remembered page as their state; the window builds what they say.
        showPage()
        if let sceneToOpen { perform(.page(sceneToOpen)) }
    }

    /// How the window is now, as the state file keeps it. Read from what GTK last said rather than from
    /// the widgets, so it holds after the window has gone.
    var remembered: WindowState {
        WindowState(page: drawnPage, width: size.width, height: size.height, maximized: maximized, inspectorVisible: inspectorShown)
    }

    /// Notes the window's size and maximised state. A maximised window's size is the screen's: the size
    /// to remember is the one it had before.
    private func geometryChanged() {
        maximized = gtk_window_is_maximized(gallery_window(window)) != 0
        if !maximized {
            var width: Int32 = 0
            var height: Int32 = 0
            gtk_window_get_default_size(gallery_window(window), &width, &height)
            if width > 0, height > 0 { size = (Int(width), Int(height)) }
        }
        onRememberedChange()
    }

    /// Lays the window out for its current width, once it crosses between wide and narrow.
    private func widthChanged() {
        var width: Int32 = 0
        var height: Int32 = 0
        gtk_window_get_default_size(gallery_window(window), &width, &height)
        let newLayout = WindowLayout(width: Int(width))
        guard newLayout != layout else { return }
        apply(newLayout)
    }

    private func apply(_ newLayout: WindowLayout) {
        layout = newLayout
        Widget(header.sidebarButton).setVisible(newLayout.foldsSidebar)
        showSidebar(!newLayout.foldsSidebar)
        gtk_paned_set_position(gallery_paned(sidebarSplit), Int32(newLayout.sidebarWidth))
        gtk_orientable_set_orientation(OpaquePointer(inspectorSplit),
                                       newLayout.inspectorBelow ? GTK_ORIENTATION_VERTICAL : GTK_ORIENTATION_HORIZONTAL)
        showInspector(newLayout.showsInspector)
    }

    /// Shows or folds the sidebar (it folds only in a very narrow window).
    private func showSidebar(_ visible: Bool) {
        Widget(sidebar.root).setVisible(visible)
        if let sidebarAction { Actions.setState(sidebarAction, visible) }
    }

    /// Shows or folds the inspector: beside the page in a wide window, below it in a narrow one.
    private func showInspector(_ visible: Bool) {
        inspectorShown = visible
        Widget(inspector.root).setVisible(visible)
        if let inspectorAction { Actions.setState(inspectorAction, visible) }
        var width: Int32 = 0
        var height: Int32 = 0
        gtk_window_get_default_size(gallery_window(window), &width, &height)
        let position = layout.inspectorBelow ? height * 11 / 20 : width - Int32(layout.sidebarWidth + WindowLayout.inspectorWidth)
        gtk_paned_set_position(gallery_paned(inspectorSplit), position)
        onRememberedChange()
    }

    /// Enter in the search field: opens the first page that matches and focuses its first matching example.
    private func openFirstMatch() {
        guard let first = sidebar.visiblePages.first else { return }
        if first == page {
            pageView?.focusContent()
        } else {
            focusesPageWhenShown = true
            WindowIntent.page(first).ask(from: sidebar.search)
        }
    }

    /// F6 and Shift+F6: the sidebar, the offer to recover a scene (while it shows), the page and the inspector, in turn.
    private func cycleRegion(forward: Bool) {
        var regions: [() -> Void] = [{
            self.showSidebar(true)
            self.sidebar.focusCurrentRow()
        }, { self.pageView?.focusContent() }]
        if gtk_widget_get_visible(inspector.root) != 0 { regions.append { self.inspector.focus() } }
        var areas = [sidebar.root, pageScroller, inspector.root]
        // An offer to recover a scene is an area of its own while it shows, first after the sidebar.
        if recoveryBar.isShown {
            regions.insert({ self.recoveryBar.focus() }, at: 1)
            areas.insert(recoveryBar.root, at: 1)
        }
        let current = areas.firstIndex(where: focusIsInside)
        let next = current.map { (forward ? $0 + 1 : $0 - 1 + regions.count) % regions.count } ?? 0
        regions[min(next, regions.count - 1)]()
    }

    func present() {
        gtk_window_present(gallery_window(window))
    }

    /// Shows this window in place of `old` (built from `old.remembered`: its page, size and inspector), with
    /// the variants view as it was.
    func takeOver(from old: MainWindow) {
        setVariantsSettings(old.variantsSettings)
        showVariants(old.showsVariants)
        present()
    }

    /// Takes the window down for good (its replacement in another language has been shown): it stops
    /// following the state, and GTK destroys its widgets.
    func retire() {
        isRetired = true
        state.stopObserving(by: self)
        pageView?.close()
        gtk_window_destroy(gallery_window(window))
    }

    /// The width of the window's content, without its decorations.
    package var contentWidth: Int {
        Int(gtk_widget_get_width(sidebarSplit))
    }

    /// How many pixels wider than its pane the open page insists on being (0 when it fits).
    package var pageOverflow: Int {
        guard let root = pageView?.root else { return 0 }
        return max(0, Self.minimumWidth(root) - Int(gtk_widget_get_width(pageScroller)))
    }

    /// The widget deepest in the open page that is wider than the page's pane: what makes the page overflow.
    package var pageOverflowCulprit: String {
        guard var widget = pageView?.root else { return "" }
        let available = Int(gtk_widget_get_width(pageScroller))
        var path: [String] = []
        while let child = Widget(widget).children.first(where: { Self.minimumWidth($0.pointer) > available - 40 }) {
            path.append(Widget(child.pointer).typeName + Widget(child.pointer).classes.map { "." + $0 }.joined())
            widget = child.pointer
        }
        return path.suffix(3).joined(separator: " > ")
    }

    private static func minimumWidth(_ widget: UnsafeMutablePointer<GtkWidget>) -> Int {
        var minimum: Int32 = 0
        gtk_widget_measure(widget, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, nil, nil, nil)
        return Int(minimum)
    }

    /// Builds the page view for ``page``, or its variants when the variants view is on, in place of the one shown.
    private func showPage() {
        let view: PageView = if showsVariants {
            VariantsView(page: page, state: state, settings: variantsSettings, scene: page == .composer ? composer : sceneDocument) { [unowned self] in
                self.refreshInspector()
            }
        } else {
            switch page {
            case .family(let family): FamilyPageView(family: family, state: state)
            case .view(let page): ViewPageViews.make(page, state: state)
            case .scene(let origin): sceneView(origin)
            case .composer: composerView()
            }
        }
        view.filter(query)
        // Focus inside the page that goes away moves to the page that comes, rather than to nowhere.
        let focusWasInPage = focusIsInside(pageScroller)
        if focusWasInPage { gtk_root_set_focus(OpaquePointer(window), nil) }
        let focusesPage = focusWasInPage || focusesPageWhenShown
        focusesPageWhenShown = false
        let previous = pageView
        previous?.close()
        pageView = view
        shown = (page, showsVariants)
        // The previous page's handlers may still run while its widgets go: keep it until they have gone.
        withExtendedLifetime(previous) {
            gtk_scrolled_window_set_child(gallery_scrolled_window(pageScroller), view.root)
        }
        AccessibleParts.nameParts(below: view.root)
        sidebar.select(page)
        refreshInspector()
        if focusesPage { view.focusContent() }
        let built = page
        MainLoop.afterNextPaint(view.root) { [weak self] in
            guard let self, self.page == built, self.drawnPage != built else { return }
            self.drawnPage = built
            self.onRememberedChange()
        }
    }

    /// Asks for what the variants view shows, through its actions (as its drop-downs do).
    package func setVariantsSettings(_ settings: VariantsView.Settings) {
        WindowIntent.variantsScope(settings.scope).ask(from: window)
        WindowIntent.variantsAxis(settings.axis).ask(from: window)
    }

    /// Asks for the variants view on or off for the open page, through its action (as Ctrl+M does).
    package func showVariants(_ on: Bool) {
        Actions.change(variantsAction, to: on)
    }

    /// Whether the keyboard focus is on `container` or inside it.
    func focusIsInside(_ container: UnsafeMutablePointer<GtkWidget>) -> Bool {
        guard let focus = gtk_root_get_focus(OpaquePointer(window)) else { return false }
        return focus == container || gtk_widget_is_ancestor(focus, container) != 0
    }

    /// Brings the widgets up to what the state and the actions say, once per dispatch: after the signals
    /// that asked for `changes` have returned.
    private func stateChanged(_ changes: [AppState.Change]) {
        if let language = requestedLanguage {
            requestedLanguage = nil
            onLanguageChosen?(language)
            // Built again in the language: the new window shows the state from the start.
            if isRetired { return }
        }
        // Also when the change came without an action (an import): the actions' states are the configuration's.
        showStateInActions()
        if changes.contains(.context) || changes.contains(.everything) {
            header.show(state.configuration)
            applyColorScheme()
        }
        // An import replaces everything: rebuild the page so every control shows the imported values.
        if changes.contains(.everything) || shown?.page != page || shown?.variants != showsVariants {
            showPage()
            return
        }
        (pageView as? VariantsView)?.show(variantsSettings)
        (pageView as? ScenePageView)?.showSelection()
        if page == .composer { enableComposerActions() }
        (pageView as? VariantsView)?.showSceneSelection()
        for change in changes where change != .view { pageView?.stateChanged(change) }
        if changes.contains(where: { if case .example = $0 { false } else { true } }) { refreshInspector() }
    }

    /// Sets every action's state to what the window keeps: the configuration's platform, release, placement
    /// and scheme, the page and the variants view.
    private func showStateInActions() {
        for (kind, action) in intentActions {
            if let value = stateValue(of: kind) { Actions.setState(action, value) }
        }
        Actions.setState(darkAction, state.configuration.colorScheme == .dark)
        Actions.setState(variantsAction, showsVariants)
    }

    /// The state of `kind`'s action: the value the window shows, or nil for an action without state.
    private func stateValue(of kind: WindowIntent.Kind) -> String? {
        let configuration = state.configuration
        return switch kind {
        case .platform: configuration.platform.rawValue
        case .release: configuration.release.description
        case .placement: configuration.placement.rawValue
        case .page: page.id
        case .variantsScope: variantsSettings.scope.rawValue
        case .variantsAxis: variantsSettings.axis.rawValue
        case .style, .argument, .importFile, .openSceneFile, .sceneNode: nil
        }
    }

    /// Makes the change `intent` asks for, where it is kept, and shows it in the actions' states; the widgets
    /// follow at the dispatch. The handler of every ``WindowIntent`` action.
    private func perform(_ intent: WindowIntent) {
        switch intent {
        case .platform(let platform): state.setPlatform(platform)
        case .release(let release): state.setRelease(release)
        case .placement(let placement): state.setPlacement(placement)
        case .style(let style): state.choose(style)
        case .argument(let choice, let style): state.setArgument(choice, for: style)
        case .page(let page):
            guard page != self.page else { break }
            if case .scene(let origin) = page, scenes.openDocument(origin) == nil {
                // Read first, off the main thread; the page is asked for again once its document is open.
                openDocument(origin) { [unowned self] in WindowIntent.page(page).ask(from: self.window) }
                break
            }
            self.page = page
            state.viewChanged()
        case .variantsScope(let scope):
            guard scope != variantsSettings.scope else { break }
            variantsSettings.scope = scope
            state.viewChanged()
        case .variantsAxis(let axis):
            guard axis != variantsSettings.axis else { break }
            variantsSettings.axis = axis
            state.viewChanged()
        case .importFile(let path): files.importConfiguration(from: path)
        case .openSceneFile(let path): openScene(at: path)
        case .sceneNode(let path):
            if page == .composer {
                guard composer.scene.node(at: path) != nil, composer.selection != path else { break }
                composer.select(path)
                break
            }
            guard let document = sceneDocument, document.scene.node(at: path) != nil, document.selection != path else { break }
            document.selection = path
            state.viewChanged()
        }
        showStateInActions()
    }

    /// Opens the SwiftUI file at `path` as a scene page (`win.open-scene-file`'s handler), listed in the sidebar's
    /// Scenes section; a file that cannot be read or holds no view is said in the banner, and nothing changes.
    private func openScene(at path: String) {
        let origin = SceneOrigin.file(path)
        openDocument(origin) { [unowned self] in
            self.sidebar.addScene(.scene(origin))
            guard self.page != .scene(origin) else { return }
            self.page = .scene(origin)
            self.state.viewChanged()
        }
    }

    /// Opens the document of `origin` (read on a reading thread when it is not open yet), then runs `opened`; a file
    /// that cannot be read or holds no view is said in the banner, and nothing changes.
    private func openDocument(_ origin: SceneOrigin, then opened: @escaping @MainActor () -> Void) {
        openings += 1
        scenes.open(origin) { [weak self] result in
            guard let self else { return }
            self.openings -= 1
            guard !self.isRetired else { return }
            switch result {
            case .success: opened()
            case .failure(let error): self.banner.showError(tr(error.text))
            }
        }
    }

    /// Asks GTK for its dark or light theme and gives the window its scheme's class, both only when the
    /// scheme changed: setting the property reloads the whole theme even when the value is unchanged, and
    /// touching the class restyles every widget in the window.
    private func applyColorScheme() {
        let chosen = "gallery-\(state.configuration.colorScheme.rawValue)"
        if gtk_widget_has_css_class(window, chosen) == 0 {
            for scheme in ColorScheme.allCases { Widget(window).removeClass("gallery-\(scheme.rawValue)") }
            Widget(window).addClass(chosen)
        }
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

    /// Shows in the inspector what the page has chosen: a card, a scene's view, or the view page itself.
    func refreshInspector() {
        if page == .composer {
            refreshComposerInspector()
        } else if let document = sceneDocument {
            refreshSceneInspector(document)
        } else if let familyPage = pageView as? FamilyPageView, let card = familyPage.inspectedCard {
            inspector.show(card.model, example: card.example)
        } else if let variants = pageView as? VariantsView, let card = variants.inspectedCard {
            inspector.show(card, example: variants.inspectedExample)
        } else if let described = pageView as? any DescribedPage {
            let inspection = described.page.inspection(for: state.configuration)
            inspector.show(title: tr(inspection.title), summary: tr(inspection.summary), code: inspection.code)
        }
    }

    private func addActions(_ application: UnsafeMutablePointer<GtkApplication>) {
        for kind in WindowIntent.Kind.allCases {
            let perform: @MainActor (OpaquePointer) -> Void = { [unowned self] parameter in
                if let intent = WindowIntent(kind, parameter: parameter) { self.perform(intent) }
            }
            intentActions[kind] = if let initial = stateValue(of: kind) {
                Actions.addStateful(to: window, kind.rawValue, parameterType: kind.parameterType, initial: g_variant_new_string(initial), perform)
            } else {
                Actions.add(to: window, kind.rawValue, parameterType: kind.parameterType) { parameter in parameter.map(perform) }
            }
        }
        darkAction = Actions.addToggle(to: window, "dark", initial: state.configuration.colorScheme == .dark) { [unowned self] dark in
            self.state.setColorScheme(dark ? .dark : .light)
            self.showStateInActions()
        }
        inspectorAction = Actions.addToggle(to: window, "inspector", initial: true) { [unowned self] visible in
            self.showInspector(visible)
        }
        Actions.add(to: window, "next-region") { [unowned self] _ in self.cycleRegion(forward: true) }
        Actions.add(to: window, "previous-region") { [unowned self] _ in self.cycleRegion(forward: false) }
        variantsAction = Actions.addToggle(to: window, "variants", initial: false) { [unowned self] on in
            if on != self.showsVariants {
                self.showsVariants = on
                self.state.viewChanged()
            }
            self.showStateInActions()
        }
        sidebarAction = Actions.addToggle(to: window, "sidebar", initial: true) { [unowned self] visible in
            self.showSidebar(visible)
        }
        Actions.add(to: window, "search") { [unowned self] _ in
            self.showSidebar(true)
            Widget(self.sidebar.search).grabFocus()
        }
        Actions.add(to: window, "export") { [unowned self] _ in self.files.chooseExport() }
        Actions.add(to: window, "import") { [unowned self] _ in self.files.chooseImport() }
        Actions.add(to: window, "open-scene") { [unowned self] _ in self.files.chooseScene() }
        Actions.add(to: window, "export-images") { [unowned self] _ in self.files.chooseImageExport(page: self.page) }
        Actions.add(to: window, "about") { [unowned self] _ in AboutDialog.present(over: self.window) }
        Actions.add(to: window, "show-help-overlay") { [unowned self] _ in self.showShortcuts() }
        // Its state stays the language spoken: the window built in the new one has its own.
        _ = Actions.addString(to: window, "language", initial: Translation.language.identifier) { [unowned self] identifier in
            if let language = InterfaceLanguage(identifier: identifier), language != Translation.language {
                self.requestedLanguage = language
                self.state.viewChanged()
            }
        }
        addComposerActions()
        // Unsaved composer edits are asked about first.
        Actions.add(to: application, "quit") { [unowned self] _ in
            self.askToKeepEdits(before: tr("quitting")) {
                self.closeConfirmed = true
                self.composer.letEditsGo()
                g_application_quit(gallery_g_application(application))
            }
        }
        Shortcuts.register(on: application)
    }
}
