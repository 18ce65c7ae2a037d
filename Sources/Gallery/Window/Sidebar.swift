import CGtk
import GalleryModel
import GalleryTranslation

/// The sidebar: a search entry over the list of pages, grouped into style
/// families, views and scenes (the shipped examples, then the files opened).
///
/// The list is one Tab stop: Tab enters it at the current page's row (the list's
/// selected row) and leaves it for the page (Shift+Tab for the search field); the
/// arrow keys, Home and End move the highlight inside it, and a page opens only
/// when its row is activated (click, Enter or Space), never because the highlight
/// passed over it. Leaving the list puts the highlight back on the current page.
/// Section headings are row headers, not rows, so they are never focused.
///
/// It draws the store's state (the pages it lists, the current page, the search and what it leaves) and sends
/// the store the page chosen and what is typed in the search.
@MainActor
final class Sidebar {
    let root: UnsafeMutablePointer<GtkWidget>
    /// The search entry (Ctrl+F focuses it).
    let search: UnsafeMutablePointer<GtkWidget>
    private let list: UnsafeMutablePointer<GtkWidget>
    private let placeholder: UnsafeMutablePointer<GtkWidget>
    private let store: WindowStore
    /// The rows, one per page the state lists, in its order.
    private var rows: [(page: GalleryPage, row: UnsafeMutablePointer<GtkWidget>)] = []

    /// Called when Tab leaves the list forwards: the page takes the focus.
    var onTabOut: () -> Void = {}

    init(store: WindowStore) {
        self.store = store
        root = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
        Widget(root).addClass("sidebar-pane")
        search = gtk_search_entry_new()!
        Widget(search).addClass("sidebar-search")
        gallery_set_string_property(search, "placeholder-text", tr("Search styles"))
        Widget(search).setAccessibleLabel(tr("Search families and styles"))
        gtk_box_append(gallery_box(root), search)

        list = gtk_list_box_new()!
        Widget(list).addClass("navigation-sidebar")
        Widget(list).setAccessibleLabel(tr("Pages"))
        placeholder = gtk_label_new(nil)!
        Widget(placeholder).addClass("sidebar-empty")
        gtk_label_set_wrap(gallery_label(placeholder), 1)
        gtk_label_set_xalign(gallery_label(placeholder), 0)
        Widget(placeholder).setVisible(false)
        let column = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
        gtk_box_append(gallery_box(column), placeholder)
        gtk_box_append(gallery_box(column), list)
        let scroller = gtk_scrolled_window_new()!
        gtk_scrolled_window_set_policy(gallery_scrolled_window(scroller), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
        gtk_scrolled_window_set_child(gallery_scrolled_window(scroller), column)
        Widget(scroller).setAccessibleLabel(tr("the list of pages"))
        Widget(scroller).setVExpand(true)
        gtk_box_append(gallery_box(root), scroller)

        installHeadings()
        installFilter()

        Signal.connectPointer(list, "row-activated") { [unowned self] row in
            guard let row, let entry = self.rows.first(where: { UnsafeMutableRawPointer($0.row) == row }) else { return }
            self.store.send(.chooseInSidebar(entry.page))
        }
        let keys = gtk_event_controller_key_new()!
        gtk_event_controller_set_propagation_phase(gallery_event_controller(keys.raw), GTK_PHASE_CAPTURE)
        Signal.connectKey(keys) { [unowned self] key in self.leaveOnTab(key) }
        gtk_widget_add_controller(list, gallery_event_controller(keys.raw))
        // The arrow keys move the selection; once the focus leaves, it goes back to the current page.
        let focus = gtk_event_controller_focus_new()!
        Signal.connect(focus, "leave") { [unowned self] in self.selectCurrentRow() }
        gtk_widget_add_controller(list, gallery_event_controller(focus.raw))

        // Every change of the text is sent at once, not after GtkSearchEntry's pause: the state never lags behind what
        // the field shows, so showing the state's search (Escape's empty one) never takes back what was typed.
        Signal.connect(search, "changed") { [unowned self] in
            self.store.send(.search(String(cString: gtk_editable_get_text(gallery_editable(self.search)))))
        }
        Signal.connect(search, "activate") { [unowned self] in self.store.send(.openFirstMatch) }
        // Escape clears the search (GtkSearchEntry reports it as stop-search).
        Signal.connect(search, "stop-search") { [unowned self] in self.store.send(.search("")) }
    }

    /// Shows `state`'s pages (a file opened joins the list), its current page, its search and what the search leaves,
    /// from what `old` showed (nil: nothing yet).
    func show(_ state: WindowModel, from old: WindowModel?) {
        let pages = state.sidebarPages
        if old?.sidebarPages != pages {
            for page in pages.dropFirst(rows.count) { append(page) }
            gtk_list_box_invalidate_headers(gallery_list_box(list))
        }
        if old?.page != state.page || old?.sidebarPages != pages { select(state.page) }
        if old?.search != state.search || old?.sidebarPages != pages {
            // What a person typed is the state's already; Escape and the state's own search are shown here.
            if String(cString: gtk_editable_get_text(gallery_editable(search))) != state.search {
                gtk_editable_set_text(gallery_editable(search), state.search)
            }
            gtk_label_set_text(gallery_label(placeholder), tr(SearchText.noMatch(state.search)))
            Widget(placeholder).setVisible(state.matchingPages.isEmpty)
            gtk_list_box_invalidate_filter(gallery_list_box(list))
            gtk_list_box_invalidate_headers(gallery_list_box(list))
        }
    }

    /// A row for `page` at the end of the list.
    private func append(_ page: GalleryPage) {
        let row = gtk_list_box_row_new()!
        let content = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 10)!
        let icon = gtk_image_new_from_icon_name(page.icon)!
        Widget(icon).hideFromAccessibility()
        gtk_box_append(gallery_box(content), icon)
        let title = gtk_label_new(translated(page.title))!
        gtk_label_set_xalign(gallery_label(title), 0)
        gtk_label_set_ellipsize(gallery_label(title), PANGO_ELLIPSIZE_MIDDLE)
        gtk_box_append(gallery_box(content), title)
        gtk_list_box_row_set_child(gallery_list_box_row(row), content)
        Widget(row).setName("sidebar:\(page.id)")
        Widget(row).setAccessibleLabel(translated(page.title))
        if case .scene(.file(let path)) = page { Widget(row).setTooltip(Quoting.path(path)) }
        gtk_list_box_append(gallery_list_box(list), row)
        rows.append((page, row))
    }

    /// Shows `page` as the current one; its row is the one Tab brings the focus to.
    private func select(_ page: GalleryPage) {
        for entry in rows {
            if entry.page == page { Widget(entry.row).addClass("current") } else { Widget(entry.row).removeClass("current") }
        }
        selectCurrentRow()
    }

    /// Selects the current page's row, where Tab enters the list. Selecting is not activating: no page opens.
    private func selectCurrentRow() {
        let row = rows.first { $0.page == store.state.page }?.row
        gtk_list_box_select_row(gallery_list_box(list), row.map { gallery_list_box_row($0) })
    }

    /// Gives the keyboard focus to the current page's row (or the first row the search leaves).
    func focusCurrentRow() {
        let state = store.state
        let visible = rows.filter { $0.page.matches(state.search) }
        guard let row = visible.first(where: { $0.page == state.page })?.row ?? visible.first?.row, gtk_widget_has_focus(row) == 0 else { return }
        Widget(row).grabFocus()
    }

    /// Tab leaves the list for the page and Shift+Tab for the search field, instead of walking its rows.
    private func leaveOnTab(_ key: UInt32) -> Bool {
        switch Int32(key) {
        case GDK_KEY_Tab, GDK_KEY_KP_Tab:
            onTabOut()
        case GDK_KEY_ISO_Left_Tab:
            Widget(search).grabFocus()
        default:
            return false
        }
        return true
    }

    /// Lets GTK show only the rows of pages that match the search.
    private func installFilter() {
        typealias Filter = @MainActor (UnsafeMutablePointer<GtkListBoxRow>?) -> Bool
        let filter: Filter = { [unowned self] row in
            self.rows.first { UnsafeMutableRawPointer($0.row) == row.map(UnsafeMutableRawPointer.init) }?.page.matches(self.store.state.search) ?? true
        }
        gtk_list_box_set_filter_func(gallery_list_box(list), { row, data in
            let box = Unmanaged<Box<Filter>>.fromOpaque(data!).takeUnretainedValue()
            return MainActor.assumeIsolated { box.value(row) } ? 1 : 0
        }, Unmanaged.passRetained(Box<Filter>(filter)).toOpaque(), { data in
            Unmanaged<Box<Filter>>.fromOpaque(data!).release()
        })
    }

    /// Puts each section's heading above its first visible row: GTK asks for a row's header with
    /// the visible row before it.
    private func installHeadings() {
        let section = { [unowned self] (row: UnsafeMutablePointer<GtkListBoxRow>?) -> String? in
            guard let row, let entry = self.rows.first(where: { UnsafeMutableRawPointer($0.row) == UnsafeMutableRawPointer(row) }) else {
                return nil
            }
            switch entry.page {
            case .family: return tr("Style Families")
            case .view: return tr("Views")
            case .scene, .composer: return tr("Scenes")
            }
        }
        let update: @MainActor (UnsafeMutablePointer<GtkListBoxRow>?, UnsafeMutablePointer<GtkListBoxRow>?) -> Void = { row, before in
            guard let row, let title = section(row) else { return }
            guard title != section(before) else {
                gtk_list_box_row_set_header(row, nil)
                return
            }
            let heading = gtk_label_new(title.uppercased())!
            gtk_label_set_xalign(gallery_label(heading), 0)
            Widget(heading).addClass("sidebar-section")
            gtk_list_box_row_set_header(row, heading)
        }
        typealias Update = @MainActor (UnsafeMutablePointer<GtkListBoxRow>?, UnsafeMutablePointer<GtkListBoxRow>?) -> Void
        gtk_list_box_set_header_func(gallery_list_box(list), { row, before, data in
            let box = Unmanaged<Box<Update>>.fromOpaque(data!).takeUnretainedValue()
            MainActor.assumeIsolated { box.value(row, before) }
        }, Unmanaged.passRetained(Box<Update>(update)).toOpaque(), { data in
            Unmanaged<Box<Update>>.fromOpaque(data!).release()
        })
    }
}
