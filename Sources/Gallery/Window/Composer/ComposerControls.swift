import CGtk
import GalleryModel
import GalleryTranslation

/// The composer's knobs for the chosen view: the words it shows, a style modifier of any family (the family's styles
/// listed, those the platform and release lack dimmed with the reason), `.tint`, `.controlSize` and `.disabled`.
/// Each change is sent to the store as the composer's action; ``show(_:selection:in:)`` brings the knobs up to the scene
/// (showing a knob the scene's own value sends that value again, which changes nothing).
@MainActor
final class ComposerControls {
    let root: UnsafeMutablePointer<GtkWidget>
    private let chosen: UnsafeMutablePointer<GtkWidget>
    private let knobs: UnsafeMutablePointer<GtkWidget>
    private let titleEntry: UnsafeMutablePointer<GtkWidget>
    private let familyMenu: UnsafeMutablePointer<GtkWidget>
    private let styleList: UnsafeMutablePointer<GtkWidget>
    private let tintMenu: UnsafeMutablePointer<GtkWidget>
    private let sizeMenu: UnsafeMutablePointer<GtkWidget>
    private let disabledCheck: UnsafeMutablePointer<GtkWidget>
    private let store: WindowStore
    /// The knobs' handlers, disconnected when the page closes (a drop-down taken down says its selection changed).
    private var handlers: [(widget: UnsafeMutablePointer<GtkWidget>, id: UInt)] = []
    /// The family whose styles are listed, and the view they are listed for.
    private var family: StyleFamily = .button
    private var shownPath: ScenePath?
    /// The styles listed, by row.
    private var styleRows: [(row: UnsafeMutablePointer<GtkWidget>, style: StyleDescriptor?)] = []
    private var settings: SceneNodeSettings?
    private var context = Context(platform: .iOS)

    /// How wide the panel's sentences grow before they wrap, so that the stage beside it gets the room.
    static let widthInCharacters: Int32 = 36
    private static let families = StyleFamily.allCases
    private static let tints = SceneColor.allCases
    private static let sizes = ControlSize.allCases

    init(store: WindowStore) {
        self.store = store
        root = gtk_box_new(GTK_ORIENTATION_VERTICAL, 6)!
        Widget(root).setName("composer-controls")
        gtk_box_append(gallery_box(root), ViewPageParts.paragraph(tr("CHOSEN VIEW"), classes: ["inspector-heading"]))
        chosen = ViewPageParts.paragraph("", classes: ["card-explanation"])
        Widget(chosen).setName("composer-chosen")
        gtk_label_set_max_width_chars(gallery_label(chosen), Self.widthInCharacters)
        gtk_box_append(gallery_box(root), chosen)
        knobs = gtk_box_new(GTK_ORIENTATION_VERTICAL, 6)!
        gtk_box_append(gallery_box(root), knobs)

        titleEntry = gtk_entry_new()!
        Widget(titleEntry).setName("composer-title")
        gtk_entry_set_placeholder_text(gallery_entry(titleEntry), tr("The words it shows; Enter sets them"))
        // Ctrl+Z and Ctrl+Shift+Z undo and redo the scene's edits, the title's among them, before the entry's own
        // typing history would take them.
        gtk_editable_set_enable_undo(gallery_editable(titleEntry), 0)
        CallbackShortcut.add([ComposerAction.undo, .redo].compactMap { action in
            Shortcuts.composerShortcut(for: action).map { shortcut in
                CallbackShortcut.make(shortcut.accelerator) { [weak store] in store?.send(.composer(action)) }
            }
        }, to: titleEntry, phase: GTK_PHASE_CAPTURE)
        Self.labelled(tr("_Title"), titleEntry, in: knobs)

        familyMenu = withCStringArray(Self.families.map(\.modifierName)) { gtk_drop_down_new_from_strings($0) }!
        Widget(familyMenu).setName("composer-family")
        Self.labelled(tr("Style _modifier"), familyMenu, in: knobs)
        styleList = gtk_list_box_new()!
        Widget(styleList).setName("composer-styles")
        Widget(styleList).setAccessibleLabel(tr("Styles of the family"))
        Widget(styleList).addClass("boxed-list")
        gtk_box_append(gallery_box(knobs), styleList)

        tintMenu = withCStringArray([tr("None")] + Self.tints.map { "." + $0.rawValue }) { gtk_drop_down_new_from_strings($0) }!
        Widget(tintMenu).setName("composer-tint")
        Self.labelled(tr("Tint"), tintMenu, in: knobs)
        sizeMenu = withCStringArray([tr("None")] + Self.sizes.map { "." + $0.rawValue }) { gtk_drop_down_new_from_strings($0) }!
        Widget(sizeMenu).setName("composer-control-size")
        Self.labelled(tr("Control si_ze"), sizeMenu, in: knobs)
        disabledCheck = gtk_check_button_new_with_mnemonic(tr("Disa_bled"))!
        ComposerPageView.nameByWords(disabledCheck, tr("Disa_bled"))
        Widget(disabledCheck).setName("composer-disabled")
        gtk_box_append(gallery_box(knobs), disabledCheck)

        // One stop for Tab, as the outline is: the arrow keys move through the styles.
        let keys = gtk_event_controller_key_new()!
        gtk_event_controller_set_propagation_phase(keys, GTK_PHASE_CAPTURE)
        Signal.connectKey(keys) { [weak self] key in
            guard let self else { return false }
            switch Int32(key) {
            case GDK_KEY_Tab, GDK_KEY_KP_Tab: Widget(self.tintMenu).grabFocus()
            case GDK_KEY_ISO_Left_Tab: Widget(self.familyMenu).grabFocus()
            default: return false
            }
            return true
        }
        gtk_widget_add_controller(styleList, keys)
        handlers.append((titleEntry, Signal.connect(titleEntry, "activate") { [weak self] in self?.setTitle() }))
        // Leaving the entry sets what was typed too, rather than dropping it.
        let leaving = gtk_event_controller_focus_new()!
        Signal.connect(leaving, "leave") { [weak self] in self?.setTitle() }
        gtk_widget_add_controller(titleEntry, leaving)
        // Which family's styles the list shows is the knobs' own: browsing a family changes nothing in the scene.
        handlers.append((familyMenu, Signal.connectPointer(familyMenu, "notify::selected") { [weak self] _ in
            guard let self else { return }
            let index = Int(gtk_drop_down_get_selected(gallery_drop_down(self.familyMenu)))
            guard Self.families.indices.contains(index), Self.families[index] != self.family else { return }
            self.family = Self.families[index]
            self.listStyles()
        }))
        handlers.append((tintMenu, Signal.connectPointer(tintMenu, "notify::selected") { [weak self] _ in
            guard let self else { return }
            let index = Int(gtk_drop_down_get_selected(gallery_drop_down(self.tintMenu)))
            guard index <= Self.tints.count else { return }
            self.store.send(.composer(.setTint(index == 0 ? nil : Self.tints[index - 1])))
        }))
        handlers.append((sizeMenu, Signal.connectPointer(sizeMenu, "notify::selected") { [weak self] _ in
            guard let self else { return }
            let index = Int(gtk_drop_down_get_selected(gallery_drop_down(self.sizeMenu)))
            guard index <= Self.sizes.count else { return }
            self.store.send(.composer(.setControlSize(index == 0 ? nil : Self.sizes[index - 1])))
        }))
        handlers.append((disabledCheck, Signal.connect(disabledCheck, "toggled") { [weak self] in
            guard let self else { return }
            self.store.send(.composer(.setDisabled(gtk_check_button_get_active(gallery_check_button(self.disabledCheck)) != 0)))
        }))
        handlers.append((styleList, Signal.connectPointer(styleList, "row-activated") { [weak self] row in
            guard let self, let entry = self.styleRows.first(where: { UnsafeMutableRawPointer($0.row) == row }) else { return }
            self.store.send(.composer(.setStyle(self.family, entry.style)))
        }))
    }

    /// Stops the knobs from sending anything: the page is going, and its widgets with it (a drop-down taken down
    /// says its selection changed).
    func close() {
        for handler in handlers { g_signal_handler_disconnect(handler.widget.raw, gulong(handler.id)) }
        handlers = []
    }

    /// Sends the words typed in the title entry, when they differ from the view's.
    private func setTitle() {
        guard let settings, settings.title != nil, !handlers.isEmpty else { return }
        let text = String(cString: gtk_editable_get_text(gallery_editable(titleEntry)))
        guard text != settings.title else { return }
        store.send(.composer(.setTitle(text)))
    }

    /// A label naming `control` (its mnemonic focuses it) above it, in `box`.
    private static func labelled(_ title: String, _ control: UnsafeMutablePointer<GtkWidget>, in box: UnsafeMutablePointer<GtkWidget>) {
        let label = gtk_label_new_with_mnemonic(title)!
        gtk_label_set_xalign(gallery_label(label), 0)
        gtk_label_set_mnemonic_widget(gallery_label(label), control)
        gtk_box_append(gallery_box(box), label)
        // Named once by its own name (which names a drop-down's parts too), not again by the label GTK relates to it.
        gallery_reset_labelled_by(control)
        Widget(control).setAccessibleLabel(title.replacingOccurrences(of: "_", with: ""))
        Widget(label).hideFromAccessibility()
        gtk_box_append(gallery_box(box), control)
    }

    /// Shows the knobs of the view at `path` of `scene` (none chosen: none shown), the styles as `context` has them.
    func show(_ scene: Scene, selection path: ScenePath?, in context: Context) {
        self.context = context
        let node = path.flatMap { scene.node(at: $0) }
        let settings = node.map(SceneNodeSettings.init)
        self.settings = settings
        // With nothing chosen there is nothing to set: the knobs go, and the sentence says how to choose.
        Widget(knobs).setVisible(settings != nil)
        gtk_label_set_text(gallery_label(chosen), node.map { "\($0.kind.typeName)" + ($0.title.map { " “\($0)”" } ?? "") }
            ?? tr("Nothing chosen: choose a view in the outline or on the stage to set its title, style, tint and size. A view added now goes at the end of the scene."))
        do {
            // The words as the scene has them, unless they are being typed.
            let focus = gtk_widget_get_root(titleEntry).flatMap { gtk_root_get_focus($0) }
            let typing = focus.map { $0 == titleEntry || gtk_widget_is_ancestor($0, titleEntry) != 0 } ?? false
            if path != shownPath || !typing {
                gtk_editable_set_text(gallery_editable(titleEntry), settings?.title ?? "")
            }
            if path != shownPath || settings == nil {
                family = settings?.suggestedFamily ?? .button
                gtk_drop_down_set_selected(gallery_drop_down(familyMenu), UInt32(Self.families.firstIndex(of: family) ?? 0))
            }
            // Only words the view already shows are edited: a container has none to change.
            Widget(titleEntry).setSensitive(settings?.title != nil)
            gtk_drop_down_set_selected(gallery_drop_down(tintMenu), UInt32(settings?.tint.flatMap { Self.tints.firstIndex(of: $0) }.map { $0 + 1 } ?? 0))
            gtk_drop_down_set_selected(gallery_drop_down(sizeMenu), UInt32(settings?.controlSize.flatMap { Self.sizes.firstIndex(of: $0) }.map { $0 + 1 } ?? 0))
            gtk_check_button_set_active(gallery_check_button(disabledCheck), settings?.isDisabled == true ? 1 : 0)
        }
        shownPath = path
        listStyles()
    }

    /// Lists the family's styles: "no style modifier" first, then each style, the one written on the view chosen,
    /// those unavailable in the context dimmed with the reason under them. Focus in the list stays on the chosen row.
    private func listStyles() {
        let focusWasInList = ViewPageParts.releaseFocus(inside: styleList)
        for entry in styleRows { gtk_list_box_remove(gallery_list_box(styleList), entry.row) }
        styleRows = []
        let written = settings?.styles[family]
        var chosenRow: UnsafeMutablePointer<GtkWidget>?
        let none = (title: tr("No \(family.modifierName) modifier"), style: StyleDescriptor?.none, reason: String?.none)
        let choices = SceneComposer.styleChoices(for: family, in: context).map {
            (title: $0.style.modifier, style: Optional($0.style), reason: $0.reason.map(tr))
        }
        for choice in [none] + choices {
            let row = gtk_list_box_row_new()!
            let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 2)!
            Widget(box).setMargins(6)
            let line = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 6)!
            let title = gtk_label_new(choice.title)!
            gtk_label_set_xalign(gallery_label(title), 0)
            gtk_label_set_ellipsize(gallery_label(title), PANGO_ELLIPSIZE_END)
            Widget(title).setHExpand(true)
            gtk_box_append(gallery_box(line), title)
            // The style written on the view, marked as a menu marks its checked item.
            let mark = gtk_image_new_from_icon_name("object-select-symbolic")!
            gtk_widget_set_opacity(mark, choice.style == written ? 1 : 0)
            gtk_box_append(gallery_box(line), mark)
            gtk_box_append(gallery_box(box), line)
            var name = choice.title
            if choice.style == written { name += ", " + tr("written on the view") }
            if let reason = choice.reason {
                Widget(box).addClass("dim-label")
                let why = ViewPageParts.paragraph(reason, classes: ["card-explanation"])
                gtk_label_set_max_width_chars(gallery_label(why), Self.widthInCharacters)
                gtk_box_append(gallery_box(box), why)
                name += ", " + tr("not available here: \(reason)")
            }
            if choice.style == written { chosenRow = row }
            gtk_list_box_row_set_child(gallery_list_box_row(row), box)
            Widget(row).setAccessibleLabel(name)
            for child in Widget(box).children { child.hideFromAccessibility() }
            gtk_list_box_append(gallery_list_box(styleList), row)
            styleRows.append((row, choice.style))
        }
        // Selecting is not activating: the row written on the view shows as chosen, and nothing is sent.
        gtk_list_box_select_row(gallery_list_box(styleList), chosenRow.map { gallery_list_box_row($0) })
        if focusWasInList, let row = chosenRow ?? styleRows.first?.row { Widget(row).grabFocus() }
    }
}
