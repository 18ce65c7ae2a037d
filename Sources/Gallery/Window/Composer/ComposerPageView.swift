import CGtk
import GalleryModel
import GalleryTranslation

/// The composer's page: a toolbar of edits (add from the palette, wrap, move, duplicate, delete, undo, redo, new,
/// open, save), the scene drawn live on the header's platform, release and scheme beside its outline and the knobs of
/// the chosen view. Every edit draws the stage, the outline and the knobs again, and the inspector shows the reasons
/// and the SwiftUI code Save writes.
///
/// Its buttons and knobs send the composer's actions to the store, each dimmed while its edit cannot be made; the
/// page's own shortcuts (Ctrl+Z, Delete, Alt+arrows…) act after the focused widget has had the key, so an entry keeps
/// its own undo and Delete.
@MainActor
final class ComposerPageView: PageView {
    let root: UnsafeMutablePointer<GtkWidget>
    private let store: WindowStore
    private let heading: UnsafeMutablePointer<GtkWidget>
    private let toolbar: UnsafeMutablePointer<GtkWidget>
    /// The toolbar's buttons, each with the action it sends.
    private var buttons: [(button: UnsafeMutablePointer<GtkWidget>, action: ComposerAction)] = []
    private let problemLine: UnsafeMutablePointer<GtkWidget>
    private let emptyNote: UnsafeMutablePointer<GtkWidget>
    private let stageHolder: UnsafeMutablePointer<GtkWidget>
    private let outlineHolder: UnsafeMutablePointer<GtkWidget>
    private let controls: ComposerControls
    /// The stage drawn now.
    private(set) var stage: SceneStage?
    /// The outline shown now.
    private var outline: SceneOutlineView?

    init(store: WindowStore) {
        self.store = store
        controls = ComposerControls(store: store)
        root = ViewPageParts.page(name: GalleryPage.composer.id, title: translated(GalleryPage.composer.title),
                                  summary: tr("Build a scene from nothing: add views from the palette, wrap and move them, choose their styles, and save it as a SwiftUI file."))
        heading = Widget(root).children[0].pointer
        toolbar = gtk_box_new(GTK_ORIENTATION_VERTICAL, 4)!
        buttons = Self.fill(toolbar, store: store)
        Self.addMenuActions(to: root, store: store)
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
        CallbackShortcut.add(Shortcuts.composer.compactMap { shortcut in
            guard case .composer(let action) = shortcut.target else { return nil }
            return CallbackShortcut.make(shortcut.accelerator) { [weak store] in store?.send(.composer(action)) }
        }, to: root, phase: GTK_PHASE_BUBBLE)

        rebuild(store.state)
    }

    func show(_ new: WindowModel, from old: WindowModel) {
        if new.composer.revision != old.composer.revision || new.composer.redraws != old.composer.redraws
            || new.configuration.context != old.configuration.context {
            rebuild(new)
        } else if new.exampleEdit != old.exampleEdit {
            stage?.bindings.refresh(new.exampleEdit.key)
        }
    }

    func close() {
        controls.close()
        stage?.bindings.close()
    }

    func inspect(in inspector: Inspector, state: WindowModel) {
        let composer = state.composer
        inspector.showScene(named: tr(composer.title), code: composer.composer.source,
                            chosen: stage?.inspection(of: composer.composer.selection, fileName: composer.fileName))
    }

    /// Gives the keyboard focus to the chosen view's row in the outline (or the outline): where it goes when the
    /// button that had it can no longer be pressed (Move Up once the view is first).
    func focusChosenView() {
        guard let outline else { return }
        if let path = store.state.composer.composer.selection, let row = outline.row(at: path) {
            Widget(row).grabFocus()
        } else {
            Widget(outline.root).grabFocus()
        }
    }

    /// Fills `bar` with the edit buttons in three rows (adding and moving, copying and history, files), each a stop for
    /// Tab sending its action; the palette and the containers to wrap in are menus. Returns the buttons.
    private static func fill(_ bar: UnsafeMutablePointer<GtkWidget>, store: WindowStore) -> [(button: UnsafeMutablePointer<GtkWidget>, action: ComposerAction)] {
        Widget(bar).setName("composer-toolbar")
        Widget(bar).setAccessibleLabel(tr("Composer tools"))
        let rows: [[(title: String, name: String, action: ComposerAction)]] = [
            [(tr("Move _Up"), "composer-move-up", .move(.up)), (tr("Move _Down"), "composer-move-down", .move(.down)),
             (tr("Move _In"), "composer-move-in", .move(.in)), (tr("Move _Out"), "composer-move-out", .move(.out))],
            [(tr("Dupli_cate"), "composer-duplicate", .duplicate), (tr("De_lete"), "composer-delete", .delete),
             (tr("U_ndo"), "composer-undo", .undo), (tr("_Redo"), "composer-redo", .redo)],
            [(tr("New Sc_ene"), "composer-new", .new), (tr("O_pen…"), "composer-open", .open),
             (tr("Sa_ve"), "composer-save", .save), (tr("Save A_s…"), "composer-save-as", .saveAs)],
        ]
        var made: [(button: UnsafeMutablePointer<GtkWidget>, action: ComposerAction)] = []
        for (index, buttons) in rows.enumerated() {
            let row = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 4)!
            if index == 0 {
                gtk_box_append(gallery_box(row), menuButton(tr("_Add View"), name: "composer-add", menu: paletteMenu()))
                gtk_box_append(gallery_box(row), menuButton(tr("_Wrap In"), name: "composer-wrap", menu: wrapMenu()))
            }
            for (title, name, action) in buttons {
                let button = gtk_button_new_with_mnemonic(title)!
                Widget(button).setName(name)
                Signal.connect(button, "clicked") { [weak store] in store?.send(.composer(action)) }
                if let shortcut = Shortcuts.composerShortcut(for: action) {
                    Widget(button).setTooltip(shortcut.title + " (" + shortcut.label + ")")
                }
                nameByWords(button, title)
                gtk_box_append(gallery_box(row), button)
                made.append((button, action))
            }
            gtk_box_append(gallery_box(bar), row)
        }
        return made
    }

    /// The page's own actions, which the Add View and Wrap In menus' items activate with the position of their palette
    /// item or container: `composer.insert` and `composer.wrap`.
    private static func addMenuActions(to page: UnsafeMutablePointer<GtkWidget>, store: WindowStore) {
        let group = g_simple_action_group_new()!
        Actions.add(to: group, "insert", parameterType: "i") { [weak store] parameter in
            guard let parameter else { return }
            let index = Int(g_variant_get_int32(parameter))
            guard ScenePalette.items.indices.contains(index) else { return }
            store?.send(.composer(.insert(ScenePalette.items[index])))
        }
        Actions.add(to: group, "wrap", parameterType: "i") { [weak store] parameter in
            guard let parameter else { return }
            let index = Int(g_variant_get_int32(parameter))
            guard ScenePalette.wrappers.indices.contains(index) else { return }
            store?.send(.composer(.wrap(in: ScenePalette.wrappers[index])))
        }
        gtk_widget_insert_action_group(page, "composer", OpaquePointer(group.raw))
        g_object_unref(group.raw)
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
            for (index, item) in ScenePalette.items.enumerated() where belongs(item) {
                g_menu_append(section, item.title, "composer.insert(\(index))")
            }
            g_menu_append_section(menu, nil, gallery_menu_model(section.raw))
            g_object_unref(section.raw)
        }
        return menu
    }

    /// The containers a view can be wrapped in.
    private static func wrapMenu() -> OpaquePointer {
        let menu = g_menu_new()!
        for (index, kind) in ScenePalette.wrappers.enumerated() {
            g_menu_append(menu, kind.typeName, "composer.wrap(\(index))")
        }
        return menu
    }

    /// Draws the scene again in the configuration's context, with its outline and knobs, and dims the buttons whose
    /// edits cannot be made; keeps the focus where it was (the outline, the stage), and hands the focus of a button now
    /// dimmed to the chosen view's row in the outline.
    private func rebuild(_ state: WindowModel) {
        let document = state.composer
        // A keyboard user who switched a control whose look a style draws stays on that control once it is drawn anew.
        let focusedPath = self.stage?.focusedPath
        let focusWasOnStage = ViewPageParts.clear(stageHolder, keeping: self, self.stage)
        let focusWasInOutline = ViewPageParts.clear(outlineHolder, keeping: self, self.outline)
        stage?.bindings.close()
        let context = state.configuration.context
        let stage = SceneStage(document.scene, in: context, values: document.examples, store: store, owner: .composer)
        self.stage = stage
        gtk_box_append(gallery_box(stageHolder), stage.root)
        Widget(emptyNote).setVisible(document.scene.roots.isEmpty)
        let outline = SceneOutlineView(SceneOutline(stage.resolved), store: store)
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
        let selection = document.composer.selection
        outline.select(selection)
        stage.showSelection(selection)
        controls.show(document.scene, selection: selection, in: context)
        gtk_label_set_text(gallery_label(heading), tr(document.title))
        gtk_label_set_text(gallery_label(problemLine), document.problem.map(tr) ?? "")
        Widget(problemLine).setVisible(document.problem != nil)
        AccessibleParts.nameParts(below: stageHolder)
        let focusedButton = buttons.first { gtk_widget_has_focus($0.button) != 0 }?.button
        for (button, action) in buttons { Widget(button).setSensitive(document.allows(action)) }
        if focusWasInOutline || focusedButton.map({ gtk_widget_get_sensitive($0) == 0 }) == true {
            focusChosenView()
        } else if focusWasOnStage, !(focusedPath.map(stage.focus) ?? false) {
            _ = gtk_widget_child_focus(stageHolder, GTK_DIR_TAB_FORWARD)
        }
    }
}
