import CGtk
import GalleryModel
import GalleryTranslation

/// The page of one style family: a heading, then a card per style.
@MainActor
final class FamilyPageView: PageView {
    let root: UnsafeMutablePointer<GtkWidget>
    private let family: StyleFamily
    private let store: WindowStore
    private let flowBox: UnsafeMutablePointer<GtkWidget>
    private let contextChip: UnsafeMutablePointer<GtkWidget>
    /// The line shown instead of the cards when none of them matches the search.
    let noMatch: UnsafeMutablePointer<GtkWidget>
    private var cards: [StyleCardView] = []

    init(family: StyleFamily, store: WindowStore) {
        self.family = family
        self.store = store
        root = gtk_box_new(GTK_ORIENTATION_VERTICAL, 10)!
        Widget(root).addClass("page")
        Widget(root).setName("page:\(family.rawValue)")

        let descriptor = StyleCatalog.family(family)
        let titleRow = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 12)!
        let title = gtk_label_new(translated(family.title))!
        Widget(title).addClass("page-title")
        gtk_box_append(gallery_box(titleRow), title)
        contextChip = gtk_label_new(nil)!
        Widget(contextChip).addClass("context-chip")
        Widget(contextChip).setVAlign(GTK_ALIGN_CENTER)
        gtk_box_append(gallery_box(titleRow), contextChip)
        gtk_box_append(gallery_box(root), titleRow)

        let subtitle = gtk_label_new("\(family.viewName) · .\(family.modifierName)(_:) · \(descriptor.viewAvailability.badgeText)")!
        Widget(subtitle).addClass("page-subtitle")
        gtk_label_set_xalign(gallery_label(subtitle), 0)
        gtk_label_set_wrap(gallery_label(subtitle), 1)
        gtk_box_append(gallery_box(root), subtitle)
        let summary = gtk_label_new(translated(descriptor.summary))!
        Widget(summary).addClass("page-summary")
        gtk_label_set_xalign(gallery_label(summary), 0)
        gtk_label_set_wrap(gallery_label(summary), 1)
        gtk_box_append(gallery_box(root), summary)

        noMatch = gtk_label_new(nil)!
        Widget(noMatch).addClass("page-empty")
        gtk_label_set_wrap(gallery_label(noMatch), 1)
        gtk_label_set_xalign(gallery_label(noMatch), 0)
        Widget(noMatch).setVisible(false)
        gtk_box_append(gallery_box(root), noMatch)

        flowBox = gtk_flow_box_new()!
        Widget(flowBox).setAccessibleLabel(tr("\(family.viewName) styles"))
        let flow = gallery_flow_box(flowBox)
        gtk_flow_box_set_homogeneous(flow, 0)
        gtk_flow_box_set_selection_mode(flow, GTK_SELECTION_SINGLE)
        gtk_flow_box_set_max_children_per_line(flow, family.prefersWideCards ? 2 : 3)
        gtk_flow_box_set_column_spacing(flow, 14)
        gtk_flow_box_set_row_spacing(flow, 14)
        gtk_flow_box_set_activate_on_single_click(flow, 0)
        Widget(flowBox).setMargins(0)
        gtk_widget_set_margin_top(flowBox, 8)
        gtk_box_append(gallery_box(root), flowBox)

        // Selecting a card chooses its style; selecting the chosen style's card again asks nothing new.
        Signal.connect(flowBox, "selected-children-changed") { [unowned self] in self.chooseSelectedCard() }
        rebuild(store.state)
    }

    func show(_ new: WindowModel, from old: WindowModel) {
        let (before, after) = (old.configuration, new.configuration)
        if before.context != after.context || StyleCatalog.family(family).styles.contains(where: { before.argument(for: $0) != after.argument(for: $0) }) {
            rebuild(new)
        } else if before.chosenStyle(of: family) != after.chosenStyle(of: family) {
            let chosen = after.chosenStyle(of: family)
            for card in cards { card.setChosen(card.style == chosen) }
            selectChosenCard(chosen)
        }
        if old.exampleEdit != new.exampleEdit {
            for card in cards { card.bindings.refresh(new.exampleEdit.key) }
        }
        if old.search != new.search { applyFilter(new.search) }
    }

    /// The cards the search leaves on the page, in order.
    var visibleCards: [StyleCardView] {
        cards.filter { gtk_widget_get_visible($0.root) != 0 }
    }

    /// The card the inspector shows: the chosen style's, unless the search hides it, then the first card left.
    private func inspectedCard(in state: WindowModel) -> StyleCardView? {
        let chosen = state.configuration.chosenStyle(of: family)
        return visibleCards.first { $0.style == chosen } ?? visibleCards.first
    }

    func inspect(in inspector: Inspector, state: WindowModel) {
        if let card = inspectedCard(in: state) { inspector.show(card.model, example: card.example) }
    }

    func focusContent() {
        if let card = inspectedCard(in: store.state) { Widget(card.root).grabFocus() }
    }

    func close() {
        for card in cards { card.bindings.close() }
    }

    /// Builds the cards from fresh plans (after a platform, release, placement or scheme change), keeping
    /// each card whose face the change left alone, with its widgets and bindings.
    private func rebuild(_ state: WindowModel) {
        let configuration = state.configuration
        gtk_label_set_text(gallery_label(contextChip), "\(configuration.platform.rawValue) \(configuration.release) · \(configuration.placement.rawValue)")
        let models = StyleCard.cards(for: family, in: configuration)
        // The same family's page: card i shows style i, before and after.
        let kept = models.indices.map { index in cards.indices.contains(index) && cards[index].model.face == models[index].face }
        // A keyboard user on a card stays on the same style's card after the rebuild.
        let focused = cards.indices.first { index in
            gtk_widget_get_root(cards[index].root).flatMap { gtk_root_get_focus($0) }
                .map { $0 == cards[index].root || gtk_widget_is_ancestor($0, cards[index].root) != 0 } ?? false
        }
        let focusedStyle = focused.flatMap { kept[$0] ? nil : cards[$0].style }
        if focusedStyle != nil { _ = ViewPageParts.releaseFocus(inside: flowBox) }
        let replaced = cards.indices.filter { !kept.indices.contains($0) || !kept[$0] }
        for index in replaced {
            cards[index].bindings.close()
            RetiredWidgets.retire(cards[index].root, keeping: [cards[index], self])
            gtk_flow_box_remove(gallery_flow_box(flowBox), cards[index].root)
        }
        cards = models.indices.map { index in
            if kept[index] {
                cards[index].model = models[index]
                cards[index].setChosen(models[index].isChosen)
                return cards[index]
            }
            let card = StyleCardView(models[index], store: store, interpreter: PlanInterpreter(bindings: ExampleBindings(store: store)))
            gtk_flow_box_insert(gallery_flow_box(flowBox), card.root, Int32(index))
            return card
        }
        selectChosenCard(configuration.chosenStyle(of: family))
        applyFilter(state.search)
        if let focusedStyle, let card = cards.first(where: { $0.style == focusedStyle }) { Widget(card.root).grabFocus() }
    }

    /// Selects the chosen style's card (which asks for the style chosen already: nothing changes).
    private func selectChosenCard(_ chosen: StyleDescriptor) {
        guard let card = cards.first(where: { $0.style == chosen }) else { return }
        gtk_flow_box_select_child(gallery_flow_box(flowBox), gallery_flow_box_child(card.root))
    }

    private func chooseSelectedCard() {
        guard let selected = gtk_flow_box_get_selected_children(gallery_flow_box(flowBox)) else { return }
        defer { g_list_free(selected) }
        guard let child = selected.pointee.data,
              let card = cards.first(where: { UnsafeMutableRawPointer($0.root) == child })
        else { return }
        store.send(.chooseStyle(card.style))
    }

    /// Shows the cards whose style matches `query`. When only the page itself matches (its
    /// title, its view), every card shows; when nothing on it matches, a line says so instead.
    private func applyFilter(_ query: String) {
        let page = GalleryPage.family(family)
        let matching = Set(page.matchingStyles(query))
        let message = SearchText.pageMessage(query, on: page).map(tr)
        for card in cards {
            Widget(card.root).setVisible(message == nil && (matching.isEmpty || matching.contains(card.style.name)))
        }
        Widget(noMatch).setVisible(message != nil)
        gtk_label_set_text(gallery_label(noMatch), message ?? "")
    }
}
