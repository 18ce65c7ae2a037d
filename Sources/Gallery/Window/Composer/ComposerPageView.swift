import CGtk
import GalleryModel
import GalleryTranslation

/// The composer's page: a toolbar of edits (add from the palette, wrap, move, duplicate, delete, undo, redo, new,
/// open, save), the scene drawn live on the header's platform, release and scheme beside its outline and the knobs of
/// the chosen view. Every edit draws the stage, the outline and the knobs again, and the inspector shows the reasons
/// and the SwiftUI code Save writes.
///
/// Its buttons and knobs only ask the window's `win.composer-*` actions; the page's own shortcuts (Ctrl+Z, Delete,
/// Alt+arrows…) act after the focused widget has had the key, so an entry keeps its own undo and Delete.
@MainActor
package final class ComposerPageView: PageView {
    package let root: UnsafeMutablePointer<GtkWidget>
    package let document: ComposerDocument
    private let state: AppState
    private let heading: UnsafeMutablePointer<GtkWidget>
    private let toolbar: UnsafeMutablePointer<GtkWidget>
    private let problemLine: UnsafeMutablePointer<GtkWidget>
    private let emptyNote: UnsafeMutablePointer<GtkWidget>
    private let stageHolder: UnsafeMutablePointer<GtkWidget>
    private let outlineHolder: UnsafeMutablePointer<GtkWidget>
    private let controls = ComposerControls()
    /// Called after every change: what the inspector shows follows.
    private let changed: @MainActor () -> Void
    /// The stage drawn now.
    package private(set) var stage: SceneStage?
    /// The outline shown now.
    package private(set) var outline: SceneOutlineView?

    init(document: ComposerDocument, state: AppState, changed: @escaping @MainActor () -> Void) {
        self.document = document
        self.state = state
        self.changed = changed
        root = ViewPageParts.page(name: GalleryPage.composer.id, title: translated(GalleryPage.composer.title),
                                  summary: tr("Build a scene from nothing: add views from the palette, wrap and move them, choose their styles, and save it as a SwiftUI file."))
        heading = Widget(root).children[0].pointer
        toolbar = Self.toolbar()
        ViewPageParts.append(toolbar, to: root)
        problemLine = ViewPageParts.paragraph("", classes: ["card-availability"])
        Widget(problemLine).setName("composer-problem")
        ViewPageParts.append(problemLine, to: root)

        let columns = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 16)!
        let stageColumn = gtk_box_new(GTK_ORIENTATION_VERTICAL, 6)!
        Widget(stageColumn).setHExpand(true)
        emptyNote = ViewPageParts.paragraph(tr("The scene is empty. Add a view from the palette (Add View)."), classes: ["card-explanation"])
        gtk_label_set_max_width_chars(gallery_label(emptyNote), ComposerControls.widthInCharacters)
        gtk_box_append(gallery_box(stageColumn), emptyNote)
        let (stageScroller, holder) = SceneStage.holder(named: "composer-stage")
        stageHolder = holder
        gtk_box_append(gallery_box(stageColumn), stageScroller)
        gtk_box_append(gallery_box(columns), stageColumn)

        let side = gtk_box_new(GTK_ORIENTATION_VERTICAL, 6)!
        Widget(side).setSizeRequest(width: 280)
        gtk_box_append(gallery_box(side), ViewPageParts.paragraph(tr("OUTLINE"), classes: ["inspector-heading"]))
        outlineHolder = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
        gtk_box_append(gallery_box(side), outlineHolder)
        gtk_box_append(gallery_box(side), controls.root)
        gtk_box_append(gallery_box(columns), side)
        ViewPageParts.append(columns, to: root)
        Self.addShortcuts(to: root)

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
        controls.close()
        stage?.bindings.close()
    }

    /// Gives the keyboard focus to the chosen view's row in the outline (or the outline): where it goes when the
    /// button that had it can no longer be pressed (Move Up once the view is first).
    func focusChosenView() {
        guard let outline else { return }
        if let path = document.selection, let row = outline.row(at: path) { Widget(row).grabFocus() } else { Widget(outline.root).grabFocus() }
    }

    /// What the inspector shows of the chosen view, or nil when none is chosen.
    var inspection: SceneInspection? {
        stage?.inspection(of: document.selection, fileName: document.fileName)
    }

    /// The page's title: the file's name once it has one, marked while it has unsaved edits.
    package var title: String {
        let name = document.path == nil ? translated(GalleryPage.composer.title) : document.fileName
        return document.composer.isEdited ? tr("\(name) (edited)") : name
    }

    /// The edit buttons in three rows (adding and moving, copying and history, files), each a stop for Tab asking its
    /// action; the palette and the containers to wrap in are menus.
    private static func toolbar() -> UnsafeMutablePointer<GtkWidget> {
        let bar = gtk_box_new(GTK_ORIENTATION_VERTICAL, 4)!
        Widget(bar).setName("composer-toolbar")
        Widget(bar).setAccessibleLabel(tr("Composer tools"))
        let rows: [[(title: String, action: String)]] = [
            [(tr("Move _Up"), "composer-move-up"), (tr("Move _Down"), "composer-move-down"),
             (tr("Move _In"), "composer-move-in"), (tr("Move _Out"), "composer-move-out")],
            [(tr("Dupli_cate"), "composer-duplicate"), (tr("De_lete"), "composer-delete"),
             (tr("U_ndo"), "composer-undo"), (tr("_Redo"), "composer-redo")],
            [(tr("New Sc_ene"), "composer-new"), (tr("O_pen…"), "composer-open"),
             (tr("Sa_ve"), "composer-save"), (tr("Save A_s…"), "composer-save-as")],
        ]
        for (index, buttons) in rows.enumerated() {
            let row = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 4)!
            if index == 0 {
                gtk_box_append(gallery_box(row), menuButton(tr("_Add View"), name: "composer-add", menu: paletteMenu()))
                gtk_box_append(gallery_box(row), menuButton(tr("_Wrap In"), name: "composer-wrap", menu: wrapMenu()))
            }
            for (title, action) in buttons {
                let button = gtk_button_new_with_mnemonic(title)!
                Widget(button).setName(action)
                gtk_actionable_set_action_name(OpaquePointer(button), "win." + action)
                if let shortcut = Shortcuts.composer.first(where: { $0.action == "win." + action }) {
                    Widget(button).setTooltip(shortcut.title + " (" + shortcut.label + ")")
                }
                nameByWords(button, title)
                gtk_box_append(gallery_box(row), button)
            }
            gtk_box_append(gallery_box(bar), row)
        }
        return bar
    }

    /// Names `widget` by `title` without its mnemonic's underscore, once: GTK 4.8 would read its label's words after
    /// its name again, and the underscore with them.
    static func nameByWords(_ widget: UnsafeMutablePointer<GtkWidget>, _ title: String) {
        Widget(widget).setAccessibleLabel(title.replacingOccurrences(of: "_", with: ""))
        func hideLabels(below widget: Widget) {
            for child in widget.children {
                if child.typeName == "GtkLabel" { child.hideFromAccessibility() } else { hideLabels(below: child) }
            }
        }
        hideLabels(below: Widget(widget))
    }

    private static func menuButton(_ title: String, name: String, menu: OpaquePointer) -> UnsafeMutablePointer<GtkWidget> {
        let button = gtk_menu_button_new()!
        gtk_menu_button_set_label(gallery_menu_button(button), title)
        gtk_menu_button_set_use_underline(gallery_menu_button(button), 1)
        gtk_menu_button_set_menu_model(gallery_menu_button(button), gallery_menu_model(menu.raw))
        g_object_unref(menu.raw)
        Widget(button).setName(name)
        nameByWords(button, title)
        return button
    }

    /// Every palette item, in sections: controls, text and images, containers.
    private static func paletteMenu() -> OpaquePointer {
        let menu = g_menu_new()!
        let sections: [(ScenePaletteItem) -> Bool] = [
            { if case .styled = $0.kind { true } else { false } },
            { if case .plain = $0.kind { true } else { false } },
            { if case .layout = $0.kind { true } else { false } },
        ]
        for belongs in sections {
            let section = g_menu_new()!
            for item in ScenePalette.items where belongs(item) {
                g_menu_append(section, item.title, "win.composer-insert::" + item.title)
            }
            g_menu_append_section(menu, nil, gallery_menu_model(section.raw))
            g_object_unref(section.raw)
        }
        return menu
    }

    /// The containers a view can be wrapped in.
    private static func wrapMenu() -> OpaquePointer {
        let menu = g_menu_new()!
        for kind in ScenePalette.wrappers {
            g_menu_append(menu, kind.typeName, "win.composer-wrap::" + kind.typeName)
        }
        return menu
    }

    /// The composer's shortcuts, acting only inside the page and after the focused widget.
    private static func addShortcuts(to page: UnsafeMutablePointer<GtkWidget>) {
        let controller = gtk_shortcut_controller_new()!
        gtk_event_controller_set_propagation_phase(gallery_event_controller(controller.raw), GTK_PHASE_BUBBLE)
        for shortcut in Shortcuts.composer {
            gtk_shortcut_controller_add_shortcut(gallery_shortcut_controller(controller.raw),
                                                 gtk_shortcut_new(gtk_shortcut_trigger_parse_string(shortcut.accelerator),
                                                                  gtk_named_action_new(shortcut.action)))
        }
        gtk_widget_add_controller(page, gallery_event_controller(controller.raw))
    }

    /// Draws the scene again in the configuration's context, with its outline and knobs; keeps the focus where it
    /// was (the outline, the stage).
    private func rebuild() {
        let focusWasOnStage = ViewPageParts.clear(stageHolder)
        let focusWasInOutline = ViewPageParts.clear(outlineHolder)
        stage?.bindings.close()
        let context = state.configuration.context
        let stage = SceneStage(document.scene, in: context, state: document.exampleState)
        self.stage = stage
        gtk_box_append(gallery_box(stageHolder), stage.root)
        Widget(emptyNote).setVisible(document.scene.roots.isEmpty)
        let outline = SceneOutlineView(SceneOutline(stage.resolved))
        // Tab leaves the outline for the chosen view's knobs, Shift+Tab for the stage, rather than choosing the next row.
        outline.onTabOut = { [unowned self] forward in
            if forward {
                _ = gtk_widget_child_focus(self.controls.root, GTK_DIR_TAB_FORWARD)
            } else if gtk_widget_child_focus(self.stageHolder, GTK_DIR_TAB_BACKWARD) == 0 {
                _ = gtk_widget_child_focus(self.toolbar, GTK_DIR_TAB_BACKWARD)
            }
        }
        self.outline = outline
        gtk_box_append(gallery_box(outlineHolder), outline.root)
        outline.select(document.selection)
        stage.showSelection(document.selection)
        controls.show(document.scene, selection: document.selection, in: context)
        gtk_label_set_text(gallery_label(heading), title)
        gtk_label_set_text(gallery_label(problemLine), document.problem ?? "")
        Widget(problemLine).setVisible(document.problem != nil)
        AccessibleParts.nameParts(below: stageHolder)
        if focusWasInOutline {
            Widget(outline.root).grabFocus()
            if let path = document.selection, let row = outline.row(at: path) { Widget(row).grabFocus() }
        } else if focusWasOnStage {
            _ = gtk_widget_child_focus(stageHolder, GTK_DIR_TAB_FORWARD)
        }
    }
}
