import CGtk
import GalleryModel
import GalleryTranslation

/// A scene's page: the scene drawn live on the header's platform, release and scheme (``SceneStage``), beside
/// its outline (``SceneOutlineView``) and the diagnostics its reading found, each at its line and column. The
/// view chosen in the outline or on the stage is ringed on the stage, and the inspector explains it.
///
/// It follows its ``SceneDocument``: when the file is saved, the document reads it again and the page resolves,
/// plans and draws it again, keeping the chosen view while its path still exists. A reading with errors leaves
/// the last good stage, dimmed and marked stale, with the new diagnostics under the outline.
@MainActor
package final class ScenePageView: PageView {
    package let root: UnsafeMutablePointer<GtkWidget>
    /// The scene's source.
    package let document: SceneDocument
    private let state: AppState
    private let stageHolder: UnsafeMutablePointer<GtkWidget>
    /// The notes under the stage: where GTK only approximates the scene.
    private let stageNotes: UnsafeMutablePointer<GtkWidget>
    private let staleNote: UnsafeMutablePointer<GtkWidget>
    private let outlineHolder: UnsafeMutablePointer<GtkWidget>
    private let diagnosticsList: UnsafeMutablePointer<GtkWidget>
    /// Called when what the inspector shows may have changed: after a reading.
    private let changed: @MainActor () -> Void
    /// The stage drawn now.
    package private(set) var stage: SceneStage?
    /// The outline shown now.
    package private(set) var outline: SceneOutlineView?
    /// The document's revision drawn, and when the frame showing it was painted (GLib's monotonic clock, µs).
    package private(set) var repainted: (revision: Int, at: Int64)?

    init(document: SceneDocument, state: AppState, changed: @escaping @MainActor () -> Void) {
        self.document = document
        self.state = state
        self.changed = changed
        let origin = document.origin
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
        gtk_box_append(gallery_box(side), ViewPageParts.paragraph(tr("DIAGNOSTICS"), classes: ["inspector-heading"]))
        diagnosticsList = gtk_box_new(GTK_ORIENTATION_VERTICAL, 4)!
        Widget(diagnosticsList).setName("scene-diagnostics")
        gtk_box_append(gallery_box(side), diagnosticsList)
        Self.appendColumn(side, named: tr("Outline"), to: columns)
        ViewPageParts.append(columns, to: root)

        rebuild()
        document.observe(by: self) { [unowned self] in
            self.rebuild()
            self.changed()
        }
    }

    func stateChanged(_ change: AppState.Change) {
        switch change {
        case .context, .everything: rebuild()
        case .example, .chosenStyle, .argument, .text, .labelStack, .view: break
        }
    }

    func close() {
        document.stopObserving(by: self)
        stage?.bindings.close()
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

    /// Shows the document's chosen view in the outline and on the stage.
    func showSelection() {
        outline?.select(document.selection)
        stage?.showSelection(document.selection)
    }

    /// What the inspector shows of the chosen view, or nil when none is chosen.
    var inspection: SceneInspection? {
        stage?.inspection(of: document.selection, fileName: document.fileName)
    }

    /// Resolves, plans and draws the document's scene again in the configuration's context, with its outline and
    /// diagnostics; the chosen view stays chosen.
    private func rebuild() {
        let focusWasOnStage = ViewPageParts.clear(stageHolder)
        let focusWasInOutline = ViewPageParts.clear(outlineHolder)
        ViewPageParts.clear(diagnosticsList)
        ViewPageParts.clear(stageNotes)
        stage?.bindings.close()
        let stage = SceneStage(document.scene, in: state.configuration.context, state: document.exampleState)
        self.stage = stage
        if document.staleReason != nil { Widget(stage.root).addClass("dimmed-example") }
        gtk_box_append(gallery_box(stageHolder), stage.root)
        for note in stage.plan.approximations {
            gtk_box_append(gallery_box(stageNotes), ViewPageParts.approximateNote(note))
        }
        let outline = SceneOutlineView(SceneOutline(stage.resolved))
        self.outline = outline
        gtk_box_append(gallery_box(outlineHolder), outline.root)
        gtk_label_set_text(gallery_label(staleNote), document.staleReason ?? "")
        Widget(staleNote).setVisible(document.staleReason != nil)
        if document.diagnostics.isEmpty {
            gtk_box_append(gallery_box(diagnosticsList), ViewPageParts.paragraph(tr("None: every line was understood."), classes: ["card-explanation"]))
        }
        for diagnostic in document.diagnostics {
            let line = "\(diagnostic.location): \(diagnostic.severity.rawValue): \(tr(diagnostic.message))"
            gtk_box_append(gallery_box(diagnosticsList), ViewPageParts.paragraph(line, classes: ["code"]))
        }
        AccessibleParts.nameParts(below: root)
        showSelection()
        if focusWasInOutline {
            Widget(outline.root).grabFocus()
        } else if focusWasOnStage {
            focusContent()
        }
        let revision = document.revision
        MainLoop.afterNextPaint(root) { [weak self] in self?.repainted = (revision, Int64(g_get_monotonic_time())) }
    }
}
