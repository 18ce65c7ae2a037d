import CGtk
import GalleryModel
import GallerySelfCheckReport
import GalleryWindow

/// The self-check's keyboard and search checks: a visible focus on cards, and the
/// search's empty state, Enter and Escape. (Tab and F6, which need real key presses,
/// are checked over AT-SPI by Tests/Tools/accessibility-tree.py.)
extension SelfCheck {
    /// The widget with the keyboard focus.
    private var focus: UnsafeMutablePointer<GtkWidget>? {
        gtk_root_get_focus(OpaquePointer(window.window)).map { UnsafeMutablePointer<GtkWidget>($0) }
    }

    func checkKeyboard() {
        step {
            self.activate("win.platform", Platform.iOS.rawValue)
            self.activate("win.page", "toggle")
        }
        step {
            // A card with the keyboard focus looks different from one without.
            guard let card = self.window.familyPage?.visibleCards.first else { return }
            gtk_root_set_focus(OpaquePointer(self.window.window), nil)
            _ = Screenshot.save(card.root, to: self.folder + "/card-unfocused.png")
            gtk_window_set_focus_visible(gallery_window(self.window.window), 1)
            Widget(card.root).grabFocus()
        }
        step {
            guard let card = self.window.familyPage?.visibleCards.first else { return }
            _ = Screenshot.save(card.root, to: self.folder + "/card-focused.png")
        }
    }

    func checkSearch() {
        let search = window.sidebar.search
        step { self.activate("win.page", "picker") }
        step { gtk_editable_set_text(gallery_editable(search), "xyzzy") }
        step(waitingFor: "the search for a word nothing has", until: { self.window.sidebar.visiblePages.isEmpty }) {
            guard let page = self.window.familyPage else { return }
            self.report.search.noMatchShown = gtk_widget_get_visible(page.noMatch) != 0 && page.visibleCards.isEmpty
            self.report.search.noMatchText = String(cString: gtk_label_get_text(gallery_label(page.noMatch)))
        }
        step { gtk_editable_set_text(gallery_editable(search), "checkbox") }
        step(waitingFor: "the search for checkbox", until: { self.window.sidebar.visiblePages == [.family(.toggle)] }) {
            gallery_emit(search, "activate")
        }
        step {
            let page = self.window.familyPage
            self.report.search.enterOpened = self.window.page.id
            self.report.search.cardsShownForCheckbox = page?.visibleCards.map(\.style.name) ?? []
            self.report.search.focusAfterEnter = page?.visibleCards.first.map { card in
                self.focus.map { gtk_widget_is_ancestor($0, card.root) != 0 || $0 == card.root } ?? false
            } ?? false
            self.report.search.inspectorAfterEnter = self.window.inspector.title
            self.activate("win.page", "text")
        }
        step {
            // A view page has no cards to hide: while nothing on it matches, a line says so.
            let line = self.window.pageRoot.flatMap { WidgetTree.find(named: "page-no-match", in: $0) }
            self.report.search.viewPageNoMatch = line.flatMap { gtk_widget_get_visible($0) != 0 ? String(cString: gtk_label_get_text(gallery_label($0))) : nil }
            gallery_emit(search, "stop-search")
        }
        step(waitingFor: "Escape to clear the search", until: { self.window.sidebar.visiblePages == self.window.sidebar.pages }) {
            self.report.search.searchTextAfterEscape = String(cString: gtk_editable_get_text(gallery_editable(search)))
        }
    }
}
