import CGtk
import GalleryModel
import GalleryTranslation

/// The variants view (Ctrl+M): the page's example side by side on every platform, one row per
/// colour scheme or Dynamic Type size, or on the header's platform in the releases compared
/// (``Variants``). Every stage is live and bound to the same example state, so a toggle flipped
/// on one stage flips on all.
@MainActor
package final class VariantsView: PageView {
    /// Which cards of a family page the grid shows.
    package enum Scope: String, CaseIterable {
        case chosen, all

        var title: String { self == .chosen ? tr("The chosen style") : tr("Every style of the page") }
    }

    /// What the view shows; the window keeps it across pages, as the states of `win.variants-scope` and
    /// `win.variants-axis`.
    package struct Settings: Equatable {
        var scope = Scope.chosen
        var axis = Variants.Axis.colorScheme
    }

    let root: UnsafeMutablePointer<GtkWidget>
    private let page: GalleryPage
    private let state: AppState
    private var settings: Settings
    private let grid: UnsafeMutablePointer<GtkWidget>
    /// The scope's drop-down (family pages only) and the axis's, with their handlers.
    private let scopeChooser: (menu: UnsafeMutablePointer<GtkWidget>, handler: UInt)?
    private let axisChooser: (menu: UnsafeMutablePointer<GtkWidget>, handler: UInt)
    private var bindings: ExampleBindings
    /// The card the inspector shows: the first style's, on the header's platform in the first row.
    private(set) var inspectedCard: StyleCard?
    /// The example widget of ``inspectedCard``.
    private(set) var inspectedExample: UnsafeMutablePointer<GtkWidget>?
    /// On a scene's page, the scene's source, which the view follows as it is read again.
    private let scene: (any SceneHolding)?
    /// On a scene's page, the stage of the header's platform and release in the first row, which the inspector
    /// explains.
    private var inspectedStage: SceneStage?
    /// Every scene stage of the grid.
    private var sceneStages: [SceneStage] = []

    /// The variants of `page`, showing what `settings` say; its drop-downs ask the window for other settings. A
    /// scene's page shows `scene` and calls `sceneRead` after each reading of its file.
    init(page: GalleryPage, state: AppState, settings: Settings, scene: (any SceneHolding)?, sceneRead: @escaping @MainActor () -> Void) {
        self.page = page
        self.state = state
        self.settings = settings
        self.scene = scene
        bindings = ExampleBindings(state: state)
        root = ViewPageParts.page(name: "variants:\(page.id)", title: tr("\(translated: page.title): variants"),
                                  summary: tr("The example side by side: on every platform, in the release each shipped the same year as the one chosen, or across the releases of the chosen platform. Every stage shares the example's state."))
        grid = gtk_box_new(GTK_ORIENTATION_VERTICAL, 8)!
        let controls = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 12)!
        if case .family = page {
            let (box, menu, handler) = Self.chooser(tr("Show"), Scope.allCases.map(\.title),
                                                     selected: Scope.allCases.firstIndex(of: settings.scope)!) { index in
                .variantsScope(Scope.allCases[index])
            }
            scopeChooser = (menu, handler)
            gtk_box_append(gallery_box(controls), box)
        } else {
            scopeChooser = nil
        }
        let (box, menu, handler) = Self.chooser(tr("Across"), Variants.Axis.allCases.map { translated($0.title) },
                                                 selected: Variants.Axis.allCases.firstIndex(of: settings.axis)!) { index in
            .variantsAxis(Variants.Axis.allCases[index])
        }
        axisChooser = (menu, handler)
        gtk_box_append(gallery_box(controls), box)
        ViewPageParts.append(controls, to: root)
        Widget(grid).setName("variants-grid")
        ViewPageParts.append(grid, to: root)
        rebuild()
        scene?.observe(by: self) { [unowned self] in
            self.rebuild()
            sceneRead()
        }
    }

    func stateChanged(_ change: AppState.Change) {
        switch change {
        case .example(let key): bindings.refresh(key)
        case .context, .argument, .chosenStyle, .text, .labelStack, .everything: rebuild()
        case .view: break
        }
    }

    /// Shows what `settings` say, when they differ from what the view shows: its drop-downs select them
    /// (their handlers blocked: showing a setting is not asking for it) and the grid is built again.
    func show(_ settings: Settings) {
        guard settings != self.settings else { return }
        self.settings = settings
        if let scopeChooser {
            Signal.blocking(scopeChooser.menu, [scopeChooser.handler]) {
                gtk_drop_down_set_selected(gallery_drop_down(scopeChooser.menu), UInt32(Scope.allCases.firstIndex(of: settings.scope)!))
            }
        }
        Signal.blocking(axisChooser.menu, [axisChooser.handler]) {
            gtk_drop_down_set_selected(gallery_drop_down(axisChooser.menu), UInt32(Variants.Axis.allCases.firstIndex(of: settings.axis)!))
        }
        rebuild()
    }

    func close() {
        bindings.close()
        scene?.stopObserving(by: self)
        for stage in sceneStages { stage.bindings.close() }
    }

    /// Rings the scene's chosen view on every stage.
    func showSceneSelection() {
        for stage in sceneStages { stage.showSelection(scene?.selection) }
    }

    /// What the inspector shows of the scene's chosen view on the header's platform and release, or nil.
    var sceneInspection: SceneInspection? {
        guard let scene else { return nil }
        return inspectedStage?.inspection(of: scene.selection, fileName: scene.fileName)
    }

    /// A labelled drop-down of `titles` whose pick asks the window for the intent `intent` makes of its index;
    /// returns the box, the drop-down and its handler.
    private static func chooser(_ label: String, _ titles: [String], selected: Int,
                                intent: @escaping @MainActor (Int) -> WindowIntent)
        -> (box: UnsafeMutablePointer<GtkWidget>, menu: UnsafeMutablePointer<GtkWidget>, handler: UInt) {
        let box = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 6)!
        gtk_box_append(gallery_box(box), gtk_label_new(tr("\(label):")))
        let menu = withCStringArray(titles) { gtk_drop_down_new_from_strings($0) }!
        gtk_drop_down_set_selected(gallery_drop_down(menu), UInt32(selected))
        Widget(menu).setAccessibleLabel(tr("Variants: \(label)"))
        let handler = Signal.connectPointer(menu, "notify::selected") { _ in
            let index = Int(gtk_drop_down_get_selected(gallery_drop_down(menu)))
            guard titles.indices.contains(index) else { return }
            intent(index).ask(from: menu)
        }
        gtk_box_append(gallery_box(box), menu)
        return (box, menu, handler)
    }

    /// Builds the grid again: for each style shown, a row of stages per value of the axis, one stage per
    /// column (a platform, or a release), under its row's title.
    private func rebuild() {
        bindings.close()
        ViewPageParts.clear(grid)
        bindings = ExampleBindings(state: state)
        let configuration = state.configuration
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
            guard let scene else { break }
            for variant in Variants.rows(settings.axis, around: configuration.context) {
                let cells = zip(columns, variant.contexts).map { column, context in
                    let stage = SceneStage(scene.scene, in: context, state: scene.exampleState)
                    sceneStages.append(stage)
                    if inspectedStage == nil, isInspected(context) { inspectedStage = stage }
                    return (column, VariantCell.scene(stage, in: context, note: Variants.note(for: context, axis: settings.axis)))
                }
                appendRow(variant.title, cells)
            }
            showSceneSelection()
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
