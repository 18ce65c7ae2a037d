import CGtk
import GalleryModel
import GalleryWindow

/// Search (Ctrl+F): a word nothing has says so in the sidebar and on the page; Enter opens the first page that matches
/// with its matching card focused, and the inspector follows; a view page with nothing matching says so; Escape clears.
@MainActor
enum SearchFeature: WindowCheck {
    nonisolated static let name = "search"

    static func run(_ check: WindowDriver) throws {
        check.show(.family(.picker))
        check.send(.focusSearch)
        let search = try check.require(check.widget(withClass: "sidebar-search"))
        check.expect(check.focusIsInside(search), "Ctrl+F does not focus the search field")
        // Typed as a person types: the field says what changed.
        gtk_editable_set_text(gallery_editable(search), "xyzzy")
        check.wait(for: "the search for a word nothing has") { check.state.search == "xyzzy" }
        check.waitForFrame()
        check.expect(check.state.matchingPages.isEmpty)
        let sidebarLine = try check.require(check.widget(withClass: "sidebar-empty"))
        check.expect(gtk_widget_get_visible(sidebarLine) != 0)
        let page = try check.pageTree()
        let noMatch = try check.require(page.all.first { $0.classes.contains("page-empty") })
        check.expect(noMatch.visible && noMatch.text == SearchText.noMatch("xyzzy").english, "\(noMatch)")
        check.expect(visibleCards(page).isEmpty, "cards still show: \(visibleCards(page))")

        gtk_editable_set_text(gallery_editable(search), "checkbox")
        check.wait(for: "the search for checkbox") { check.state.matchingPages == [.family(.toggle)] }
        gallery_emit(search, "activate")
        check.wait(for: "Enter to open the toggle page") { check.state.page == .family(.toggle) }
        check.waitForFrame()
        let cards = visibleCards(try check.pageTree())
        check.expect(cards == ["card:toggle.checkbox"], "\(cards)")
        let card = try check.require(check.widget(named: "card:toggle.checkbox"))
        let flowChild = try check.require(gtk_widget_get_parent(card))
        check.expect(check.focusIsInside(flowChild), "Enter does not focus the matching card")
        check.expect(check.window.inspectorTitle == "Toggle · .checkbox", check.window.inspectorTitle)

        check.show(.view(.text))
        let line = try check.require(check.widget(named: "page-no-match", in: try check.pageRoot()))
        check.expect(gtk_widget_get_visible(line) != 0
                     && String(cString: gtk_label_get_text(gallery_label(line))) == SearchText.pageMessage("checkbox", on: .view(.text))?.english)
        gallery_emit(search, "stop-search")
        check.wait(for: "Escape to clear the search") { check.state.search.isEmpty }
        check.waitForFrame()
        check.expect(String(cString: gtk_editable_get_text(gallery_editable(search))).isEmpty)
        check.expect(check.state.matchingPages == check.state.sidebarPages)
    }

    /// The names of the cards the search leaves on `page`: those whose flow box child shows.
    private static func visibleCards(_ page: WidgetNode) -> [String] {
        page.all.filter { $0.type == "GtkFlowBoxChild" && $0.visible }.compactMap { $0.children.first?.name }.filter { $0.hasPrefix("card:") }
    }
}
