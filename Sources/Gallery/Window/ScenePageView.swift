import CGtk
import GalleryModel
import GalleryTranslation

/// A scene's page: the scene drawn live on the header's platform, release and scheme (``SceneStage``), beside
/// its outline (``SceneOutlineView``), its file's conditionals with the branch drawn of each (another can be chosen),
/// and the diagnostics its reading found, each at its line and column. The
/// view chosen in the outline or on the stage is ringed on the stage, and the inspector explains it.
///
/// It draws its scene's document (``SceneDocumentModel``): when the file is saved and read again, the page resolves,
/// plans and draws it again, the chosen view ringed while its path still exists. A reading with errors leaves
/// the last good stage, dimmed and marked stale, with the new diagnostics under the outline.
@MainActor
final class ScenePageView: PageView {
    let root: UnsafeMutablePointer<GtkWidget>
    /// Where the scene comes from.
    let origin: SceneOrigin
    private let store: WindowStore
    private let stageHolder: UnsafeMutablePointer<GtkWidget>
    /// The notes under the stage: where GTK only approximates the scene.
    private let stageNotes: UnsafeMutablePointer<GtkWidget>
    private let staleNote: UnsafeMutablePointer<GtkWidget>
    private let outlineHolder: UnsafeMutablePointer<GtkWidget>
    /// The conditionals of the file, each with its branches to choose from; hidden when it has none.
    private let conditionalsHeading: UnsafeMutablePointer<GtkWidget>
    private let conditionalsList: UnsafeMutablePointer<GtkWidget>
    private let diagnosticsList: UnsafeMutablePointer<GtkWidget>
    /// The stage drawn now.
    private(set) var stage: SceneStage?
    /// The outline shown now.
    private var outline: SceneOutlineView?

    /// The page of the scene of `origin`, which the store has read (a scene that does not read is never shown).
    init(origin: SceneOrigin, store: WindowStore) {
        self.origin = origin
        self.store = store
        guard let document = store.state.scenes[origin] else { preconditionFailure("the scene \(origin) is shown before it was read") }
        let summary = origin.example.map { tr($0.summary) }
            ?? tr("Read from \(Quoting.path(document.path)), and read again whenever the file is saved.")
        root = ViewPageParts.page(name: GalleryPage.scene(origin).id, title: translated(origin.title), summary: summary)

        staleNote = ViewPageParts.paragraph("", classes: ["card-availability"])
        Widget(staleNote).setName("scene-stale")
        Widget(staleNote).setVisible(false)
        ViewPageParts.append(staleNote, to: root)

        // The stage beside the outline when the page is wide enough for both, the outline under it when not.
        let columns = gtk_flow_box_new()!
        Widget(columns).setAccessibleLabel(tr("The scene"))
        gtk_flow_box_set_selection_mode(gallery_flow_box(columns), GTK_SELECTION_NONE)
        gtk_flow_box_set_min_children_per_line(gallery_flow_box(columns), 1)
        gtk_flow_box_set_max_children_per_line(gallery_flow_box(columns), 2)
        gtk_flow_box_set_column_spacing(gallery_flow_box(columns), 16)
        gtk_flow_box_set_row_spacing(gallery_flow_box(columns), 12)
        let stageColumn = gtk_box_new(GTK_ORIENTATION_VERTICAL, 6)!
        let (stageScroller, holder) = SceneStage.holder(named: "scene-stage")
        stageHolder = holder
        gtk_box_append(gallery_box(stageColumn), stageScroller)
        stageNotes = gtk_box_new(GTK_ORIENTATION_VERTICAL, 4)!
        gtk_box_append(gallery_box(stageColumn), stageNotes)
        Self.appendColumn(stageColumn, named: tr("Stage"), to: columns)

        let side = gtk_box_new(GTK_ORIENTATION_VERTICAL, 6)!
        Widget(side).setSizeRequest(width: 280)
        gtk_box_append(gallery_box(side), ViewPageParts.paragraph(tr("OUTLINE"), classes: ["inspector-heading"]))
        outlineHolder = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
        gtk_box_append(gallery_box(side), outlineHolder)
        conditionalsHeading = ViewPageParts.paragraph(tr("CONDITIONALS"), classes: ["inspector-heading"])
        gtk_box_append(gallery_box(side), conditionalsHeading)
        conditionalsList = gtk_box_new(GTK_ORIENTATION_VERTICAL, 4)!
        Widget(conditionalsList).setName("scene-conditionals")
        gtk_box_append(gallery_box(side), conditionalsList)
        gtk_box_append(gallery_box(side), ViewPageParts.paragraph(tr("DIAGNOSTICS"), classes: ["inspector-heading"]))
        diagnosticsList = gtk_box_new(GTK_ORIENTATION_VERTICAL, 4)!
        Widget(diagnosticsList).setName("scene-diagnostics")
        gtk_box_append(gallery_box(side), diagnosticsList)
        Self.appendColumn(side, named: tr("Outline"), to: columns)
        ViewPageParts.append(columns, to: root)

        rebuild(store.state)
    }

    func show(_ new: WindowModel, from old: WindowModel) {
        guard let document = new.scenes[origin] else { return }
        if old.configuration.context != new.configuration.context || old.scenes[origin]?.revision != document.revision {
            rebuild(new)
        } else if old.scenes[origin]?.selection != document.selection {
            showSelection(document.selection)
        }
        if old.exampleEdit != new.exampleEdit { stage?.bindings.refresh(new.exampleEdit.key) }
    }

    func close() {
        stage?.bindings.close()
    }

    func inspect(in inspector: Inspector, state: WindowModel) {
        guard let document = state.scenes[origin] else { return }
        inspector.showScene(named: translated(origin.title), code: document.source,
                            chosen: stage?.inspection(of: document.selection, fileName: document.fileName))
    }

    /// Adds `column` to the flow of columns: a child named `name`, which is no stop for Tab itself (its contents are).
    private static func appendColumn(_ column: UnsafeMutablePointer<GtkWidget>, named name: String,
                                     to columns: UnsafeMutablePointer<GtkWidget>) {
        let child = gtk_flow_box_child_new()!
        Widget(child).setAccessibleLabel(name)
        gtk_widget_set_focusable(child, 0)
        Widget(column).setVAlign(GTK_ALIGN_START)
        gtk_flow_box_child_set_child(gallery_flow_box_child(child), column)
        gtk_flow_box_append(gallery_flow_box(columns), child)
    }

    /// Shows the chosen view in the outline and on the stage.
    private func showSelection(_ selection: ScenePath?) {
        outline?.select(selection)
        stage?.showSelection(selection)
    }

    /// Resolves, plans and draws the document's scene again in the configuration's context, with its outline and
    /// diagnostics; the chosen view stays chosen.
    private func rebuild(_ state: WindowModel) {
        guard let document = state.scenes[origin] else { return }
        // A keyboard user who switched a control whose look a style draws stays on that control once it is drawn anew.
        let focusedPath = self.stage?.focusedPath
        let focusWasOnStage = ViewPageParts.clear(stageHolder, keeping: self, self.stage)
        let focusWasInOutline = ViewPageParts.clear(outlineHolder, keeping: self, self.outline)
        ViewPageParts.clear(diagnosticsList, keeping: self)
        ViewPageParts.clear(conditionalsList, keeping: self)
        ViewPageParts.clear(stageNotes, keeping: self)
        stage?.bindings.close()
        let stage = SceneStage(document.scene, in: state.configuration.context, values: document.examples, store: store,
                               owner: .scene(origin))
        self.stage = stage
        if document.staleReason != nil { Widget(stage.root).addClass("dimmed-example") }
        gtk_box_append(gallery_box(stageHolder), stage.root)
        for note in stage.plan.approximations {
            gtk_box_append(gallery_box(stageNotes), ViewPageParts.approximateNote(note))
        }
        let outline = SceneOutlineView(SceneOutline(stage.resolved), store: store)
        self.outline = outline
        gtk_box_append(gallery_box(outlineHolder), outline.root)
        for conditional in document.scene.conditionals {
            gtk_box_append(gallery_box(conditionalsList), conditionalRow(conditional))
        }
        Widget(conditionalsHeading).setVisible(!document.scene.conditionals.isEmpty)
        gtk_label_set_text(gallery_label(staleNote), document.staleReason.map(tr) ?? "")
        Widget(staleNote).setVisible(document.staleReason != nil)
        if document.diagnostics.isEmpty {
            gtk_box_append(gallery_box(diagnosticsList), ViewPageParts.paragraph(tr("None: every line was understood."), classes: ["card-explanation"]))
        }
        for diagnostic in document.diagnostics {
            let line = "\(diagnostic.location): \(diagnostic.severity.rawValue): \(tr(diagnostic.message))"
            gtk_box_append(gallery_box(diagnosticsList), ViewPageParts.paragraph(line, classes: ["code"]))
        }
        AccessibleParts.nameParts(below: root)
        showSelection(document.selection)
        if focusWasInOutline {
            Widget(outline.root).grabFocus()
        } else if focusWasOnStage, !(focusedPath.map(stage.focus) ?? false) {
            focusContent()
        }
    }

    /// "12:9 if [if isOn ▾]": where a conditional is, how it is written, and its branches, the one drawn chosen; choosing
    /// another reads the scene again drawing it.
    private func conditionalRow(_ conditional: SceneConditional) -> UnsafeMutablePointer<GtkWidget> {
        let row = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 6)!
        let place = conditional.place()
        let label = gtk_label_new(conditional.heading())!
        Widget(label).addClass("code")
        gtk_box_append(gallery_box(row), label)
        let titles = conditional.choices.map { tr($0) }
        let menu = withCStringArray(titles) { gtk_drop_down_new_from_strings($0) }!
        Widget(menu).setAccessibleLabel(tr("Branch drawn of the \(conditional.written) at \(place)"))
        Widget(menu).setName("conditional:\(place)")
        gtk_drop_down_set_selected(gallery_drop_down(menu), UInt32(conditional.chosen))
        let origin = self.origin, location = conditional.location
        Signal.connectPointer(menu, "notify::selected") { [weak store] _ in
            store?.send(.chooseSceneBranch(origin, at: location, branch: Int(gtk_drop_down_get_selected(gallery_drop_down(menu)))))
        }
        gtk_box_append(gallery_box(row), menu)
        return row
    }
}
