import CGtk
import GalleryModel
import GalleryTranslation

/// The variants view (Ctrl+M): the page's example side by side on every platform, one row per
/// colour scheme or Dynamic Type size, or on the header's platform in the releases compared
/// (``Variants``). Every stage is live and bound to the same example state, so a toggle flipped
/// on one stage flips on all. What it shows and across which axis are the state's (``VariantsChoice``); its drop-downs
/// send other choices.
@MainActor
final class VariantsView: PageView {
    let root: UnsafeMutablePointer<GtkWidget>
    private let page: GalleryPage
    private let store: WindowStore
    private let grid: UnsafeMutablePointer<GtkWidget>
    /// The scope's drop-down (family pages only) and the axis's, the window's one pair.
    private let choosers: VariantsChoosers
    private var bindings: ExampleBindings
    /// The card the inspector shows: the first style's, on the header's platform in the first row.
    private var inspectedCard: StyleCard?
    /// The example widget of ``inspectedCard``.
    private var inspectedExample: UnsafeMutablePointer<GtkWidget>?
    /// On a scene's page, the stage of the header's platform and release in the first row, which the inspector
    /// explains.
    private var inspectedStage: SceneStage?
    /// Every scene stage of the grid.
    private var sceneStages: [SceneStage] = []

    /// The variants of `page`, showing what the state's choice says; its drop-downs, `choosers` (moved here from the
    /// variants view before), send other choices.
    init(page: GalleryPage, store: WindowStore, choosers: VariantsChoosers) {
        self.page = page
        self.store = store
        let settings = store.state.variants
        bindings = ExampleBindings(store: store)
        root = ViewPageParts.page(name: "variants:\(page.id)", title: tr("\(translated: page.title): variants"),
                                  summary: tr("The example side by side: on every platform, in the release each shipped the same year as the one chosen, or across the releases of the chosen platform. Every stage shares the example's state."))
        grid = gtk_box_new(GTK_ORIENTATION_VERTICAL, 8)!
        self.choosers = choosers
        choosers.show(settings, scopeShown: { if case .family = page { true } else { false } }())
        choosers.move(into: root)
        Widget(grid).setName("variants-grid")
        ViewPageParts.append(grid, to: root)
        rebuild(store.state)
    }

    func show(_ new: WindowModel, from old: WindowModel) {
        if new.variants != old.variants {
            choosers.show(new.variants, scopeShown: { if case .family = page { true } else { false } }())
        }
        if new.variants != old.variants || Self.scene(of: page, in: new)?.revision != Self.scene(of: page, in: old)?.revision
            || new.configuration.differs(beyondExamplesFrom: old.configuration) {
            rebuild(new)
        } else if Self.scene(of: page, in: new)?.selection != Self.scene(of: page, in: old)?.selection {
            showSceneSelection(new)
        }
        if new.exampleEdit != old.exampleEdit {
            bindings.refresh(new.exampleEdit.key)
            for stage in sceneStages { stage.bindings.refresh(new.exampleEdit.key) }
        }
    }

    func close() {
        bindings.close()
        for stage in sceneStages { stage.bindings.close() }
    }

    func inspect(in inspector: Inspector, state: WindowModel) {
        switch page {
        case .family:
            if let inspectedCard { inspector.show(inspectedCard, example: inspectedExample) }
        case .scene, .composer:
            guard let scene = Self.scene(of: page, in: state) else { return }
            inspector.showScene(named: tr(scene.name), code: scene.source,
                                chosen: inspectedStage?.inspection(of: scene.selection, fileName: scene.fileName))
        case .view(let page):
            let inspection = page.inspection(for: state.configuration)
            inspector.show(title: tr(inspection.title), summary: tr(inspection.summary), code: inspection.code)
        }
    }

    /// What the grid draws of a scene page's or the composer's scene in `state`, or nil on another page.
    private static func scene(of page: GalleryPage, in state: WindowModel)
        -> (scene: Scene, selection: ScenePath?, fileName: String, source: String, name: LocalizedText, revision: Int, owner: SceneOwner)? {
        switch page {
        case .scene(let origin):
            guard let document = state.scenes[origin] else { return nil }
            return (document.scene, document.selection, document.fileName, document.source, LocalizedText(origin.title), document.revision,
                    .scene(origin))
        case .composer:
            let composer = state.composer
            return (composer.scene, composer.composer.selection, composer.fileName, composer.composer.source, composer.title,
                    composer.revision, .composer)
        case .family, .view:
            return nil
        }
    }

    /// Rings the scene's chosen view on every stage.
    private func showSceneSelection(_ state: WindowModel) {
        let selection = Self.scene(of: page, in: state)?.selection
        for stage in sceneStages { stage.showSelection(selection) }
    }

    /// Builds the grid again: for each style shown, a row of stages per value of the axis, one stage per
    /// column (a platform, or a release), under its row's title.
    private func rebuild(_ state: WindowModel) {
        bindings.close()
        ViewPageParts.clear(grid, keeping: self, bindings)
        bindings = ExampleBindings(store: store)
        let configuration = state.configuration
        let settings = state.variants
        let columns = Variants.columns(settings.axis, around: configuration.context)
        func isInspected(_ context: Context) -> Bool {
            context.platform == configuration.platform && context.release == configuration.release
        }
        switch page {
        case .family(let family):
            let chosen = configuration.chosenStyle(of: family)
            let styles = settings.scope == .chosen ? [chosen] : StyleCatalog.family(family).styles
            let sections = Variants.sections(of: styles, axis: settings.axis, in: configuration)
            inspectedCard = sections.first?.rows.first?.cards.first { isInspected($0.resolution.context) }
            inspectedExample = nil
            for section in sections {
                if settings.scope == .all {
                    append(label(section.style.origin == .custom ? section.style.name : "." + section.style.name, classes: ["title-4"]))
                }
                for variant in section.rows {
                    let cells = zip(columns, variant.cards).map { column, card in
                        (column, VariantCell.card(card, bindings: bindings, note: Variants.note(for: card.resolution.context, axis: settings.axis),
                                                  scrollsWide: true) { example in
                            if card.style == inspectedCard?.style, card.resolution.context == inspectedCard?.resolution.context {
                                inspectedExample = example
                            }
                        })
                    }
                    appendRow(variant.title, cells)
                }
            }
        case .scene, .composer:
            inspectedCard = nil
            inspectedExample = nil
            for stage in sceneStages { stage.bindings.close() }
            sceneStages = []
            inspectedStage = nil
            guard let scene = Self.scene(of: page, in: state) else { break }
            for variant in Variants.rows(settings.axis, around: configuration.context) {
                let cells = zip(columns, variant.contexts).map { column, context in
                    let stage = SceneStage(scene.scene, in: context, store: store, owner: scene.owner)
                    sceneStages.append(stage)
                    if inspectedStage == nil, isInspected(context) { inspectedStage = stage }
                    return (column, VariantCell.scene(stage, in: context, note: Variants.note(for: context, axis: settings.axis)))
                }
                appendRow(variant.title, cells)
            }
            showSceneSelection(state)
        case .view(let page):
            inspectedCard = nil
            inspectedExample = nil
            for variant in Variants.rows(settings.axis, around: configuration.context) {
                let cells = zip(columns, variant.contexts).map { column, context in
                    (column, VariantCell.view(page, in: context, configuration: configuration, bindings: bindings,
                                              note: Variants.note(for: context, axis: settings.axis), scrollsWide: true))
                }
                appendRow(variant.title, cells)
            }
        }
    }

    /// A row of the grid: its title above it, then its cells, each under its column's heading, in a flow that
    /// wraps to the pane's width rather than running off its edge, every cell as wide as the row's widest.
    private func appendRow(_ title: String, _ cells: [(column: Variants.Column, cell: UnsafeMutablePointer<GtkWidget>)]) {
        append(rowTitle(translated(title)))
        let flow = gtk_flow_box_new()!
        let box = gallery_flow_box(flow)
        gtk_flow_box_set_selection_mode(box, GTK_SELECTION_NONE)
        gtk_flow_box_set_homogeneous(box, 1)
        gtk_flow_box_set_min_children_per_line(box, 1)
        gtk_flow_box_set_max_children_per_line(box, UInt32(max(cells.count, 1)))
        gtk_flow_box_set_column_spacing(box, 10)
        gtk_flow_box_set_row_spacing(box, 10)
        for (column, cell) in cells {
            let content = gtk_box_new(GTK_ORIENTATION_VERTICAL, 2)!
            gtk_box_append(gallery_box(content), label(column.title, classes: ["heading"]))
            if let era = column.era { gtk_box_append(gallery_box(content), label(translated(era.title), classes: ["card-explanation"])) }
            gtk_box_append(gallery_box(content), cell)
            let child = gtk_flow_box_child_new()!
            Widget(child).setAccessibleLabel(([column.title] + [column.era.map { translated($0.title) }, translated(title)].compactMap { $0 })
                .joined(separator: ", "))
            gtk_flow_box_child_set_child(gallery_flow_box_child(child), content)
            gtk_flow_box_append(box, child)
        }
        append(flow)
    }

    private func append(_ widget: UnsafeMutablePointer<GtkWidget>) {
        gtk_box_append(gallery_box(grid), widget)
    }

    private func label(_ text: String, classes: [String]) -> UnsafeMutablePointer<GtkWidget> {
        let label = ViewPageParts.paragraph(text, classes: classes)
        Widget(label).setVAlign(GTK_ALIGN_START)
        return label
    }

    /// A row's title, above its stages: one line, never broken inside a word.
    private func rowTitle(_ text: String) -> UnsafeMutablePointer<GtkWidget> {
        let label = gtk_label_new(text)!
        Widget(label).addClass("caption-heading")
        gtk_label_set_xalign(gallery_label(label), 0)
        return label
    }
}
