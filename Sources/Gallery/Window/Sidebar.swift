import CGtk
import GalleryModel

/// The sidebar: a search entry over the list of pages, grouped into style
/// families and views.
@MainActor
final class Sidebar {
    let root: UnsafeMutablePointer<GtkWidget>
    /// The search entry (Ctrl+F focuses it).
    let search: UnsafeMutablePointer<GtkWidget>
    private let list: UnsafeMutablePointer<GtkWidget>
    private var rows: [(page: GalleryPage, row: UnsafeMutablePointer<GtkWidget>)] = []
    /// Section headings, each with the pages under it.
    private var sections: [(heading: UnsafeMutablePointer<GtkWidget>, pages: [GalleryPage])] = []
    private var selectionHandler: UInt = 0

    /// Called when the user picks a page.
    var onSelect: (GalleryPage) -> Void = { _ in }
    /// Called when the search text changes.
    var onSearch: (String) -> Void = { _ in }

    init() {
        root = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
        Widget(root).addClass("sidebar-pane")
        search = gtk_search_entry_new()!
        Widget(search).addClass("sidebar-search")
        gallery_set_string_property(search, "placeholder-text", "Search styles")
        Widget(search).setAccessibleLabel("Search families and styles")
        gtk_box_append(gallery_box(root), search)

        list = gtk_list_box_new()!
        Widget(list).addClass("navigation-sidebar")
        Widget(list).setAccessibleLabel("Pages")
        let scroller = gtk_scrolled_window_new()!
        gtk_scrolled_window_set_policy(gallery_scrolled_window(scroller), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
        gtk_scrolled_window_set_child(gallery_scrolled_window(scroller), list)
        Widget(scroller).setVExpand(true)
        gtk_box_append(gallery_box(root), scroller)

        var previousSection = ""
        for page in GalleryPage.all {
            let section = if case .family = page { "Style Families" } else { "Views" }
            if section != previousSection {
                let header = gtk_list_box_row_new()!
                let label = gtk_label_new(section.uppercased())!
                gtk_label_set_xalign(gallery_label(label), 0)
                Widget(label).addClass("sidebar-section")
                gtk_list_box_row_set_child(gallery_list_box_row(header), label)
                gtk_list_box_row_set_selectable(gallery_list_box_row(header), 0)
                gtk_list_box_row_set_activatable(gallery_list_box_row(header), 0)
                Widget(header).setCanFocus(false)
                gtk_list_box_append(gallery_list_box(list), header)
                sections.append((header, []))
                previousSection = section
            }
            let row = gtk_list_box_row_new()!
            let content = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 10)!
            gtk_box_append(gallery_box(content), gtk_image_new_from_icon_name(page.icon))
            let title = gtk_label_new(page.title)!
            gtk_label_set_xalign(gallery_label(title), 0)
            gtk_box_append(gallery_box(content), title)
            gtk_list_box_row_set_child(gallery_list_box_row(row), content)
            Widget(row).setName("sidebar:\(page.id)")
            sections[sections.count - 1].pages.append(page)
            gtk_list_box_append(gallery_list_box(list), row)
            rows.append((page, row))
        }

        selectionHandler = Signal.connectPointer(list, "row-selected") { [unowned self] row in
            guard let row, let entry = self.rows.first(where: { UnsafeMutableRawPointer($0.row) == row }) else { return }
            self.onSelect(entry.page)
        }
        Signal.connect(search, "search-changed") { [unowned self] in
            let query = String(cString: gtk_editable_get_text(gallery_editable(self.search)))
            self.applyFilter(query)
            self.onSearch(query)
        }
    }

    /// Highlights `page` without reporting it as a choice.
    func select(_ page: GalleryPage) {
        guard let entry = rows.first(where: { $0.page == page }) else { return }
        Signal.blocking(list, [selectionHandler]) {
            gtk_list_box_select_row(gallery_list_box(list), gallery_list_box_row(entry.row))
        }
    }

    /// Shows the pages that match `query`, and the headings of sections that still have one.
    private func applyFilter(_ query: String) {
        for entry in rows {
            Widget(entry.row).setVisible(entry.page.matches(query))
        }
        for section in sections {
            Widget(section.heading).setVisible(section.pages.contains { $0.matches(query) })
        }
    }
}
