import CGtk
import GalleryModel
import GalleryTranslation

/// The outline beside a scene's stage: a row per view, indented by depth, naming the view and, for a control,
/// `requested → resolved` (dimmed where the style is not available). It is one Tab stop; the arrow keys move
/// through it, and choosing a row sends its view's choice (``WindowAction/chooseSceneNode(_:)``).
@MainActor
final class SceneOutlineView {
    let root: UnsafeMutablePointer<GtkWidget>
    private var rows: [(path: ScenePath, row: UnsafeMutablePointer<GtkWidget>)] = []
    /// When set, Tab (true) and Shift+Tab (false) call it to move the focus out of the list, instead of going to the
    /// next row, which would choose it.
    var onTabOut: (@MainActor (_ forward: Bool) -> Void)?

    init(_ outline: SceneOutline, store: WindowStore) {
        root = gtk_list_box_new()!
        Widget(root).setName("scene-outline")
        Widget(root).setAccessibleLabel(tr("Outline of the scene"))
        for entry in outline.rows {
            let row = gtk_list_box_row_new()!
            let content = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 8)!
            gtk_widget_set_margin_start(content, Int32(6 + entry.depth * 14))
            let label = gtk_label_new(entry.label)!
            gtk_label_set_xalign(gallery_label(label), 0)
            gtk_label_set_ellipsize(gallery_label(label), PANGO_ELLIPSIZE_END)
            Widget(label).setHExpand(true)
            gtk_box_append(gallery_box(content), label)
            if let symbol = entry.undrawnSymbol {
                // The symbol a dashed square stands for on the stage, named where the view is listed.
                let undrawn = gtk_label_new(tr("\(symbol) not drawn"))!
                Widget(undrawn).addClass("dim-label")
                gtk_box_append(gallery_box(content), undrawn)
            }
            if let styles = entry.styles {
                let resolved = gtk_label_new(styles)!
                gtk_box_append(gallery_box(content), resolved)
            }
            if !entry.isAvailable { Widget(content).addClass("dim-label") }
            gtk_list_box_row_set_child(gallery_list_box_row(row), content)
            Widget(row).setName("outline:\(entry.path)")
            Widget(row).setAccessibleLabel(tr(entry.accessibleName))
            // The row's name says it all: its labels would be read again after it.
            for child in Widget(content).children { child.hideFromAccessibility() }
            gtk_list_box_append(gallery_list_box(root), row)
            rows.append((entry.path, row))
        }
        let keys = gtk_event_controller_key_new()!
        gtk_event_controller_set_propagation_phase(keys, GTK_PHASE_CAPTURE)
        Signal.connectKey(keys) { [weak self] key in
            guard let self, let tabOut = self.onTabOut else { return false }
            switch Int32(key) {
            case GDK_KEY_Tab, GDK_KEY_KP_Tab: tabOut(true)
            case GDK_KEY_ISO_Left_Tab: tabOut(false)
            default: return false
            }
            return true
        }
        gtk_widget_add_controller(root, keys)
        Signal.connectPointer(root, "row-selected") { [unowned self, weak store] row in
            guard let row, let entry = self.rows.first(where: { UnsafeMutableRawPointer($0.row) == row }) else { return }
            store?.send(.chooseSceneNode(entry.path))
        }
    }

    /// The row of the view at `path`, or nil.
    func row(at path: ScenePath) -> UnsafeMutablePointer<GtkWidget>? {
        rows.first { $0.path == path }?.row
    }

    /// Shows `path`'s row as chosen (nil: no row); selecting the chosen view's row sends its choice again, which
    /// changes nothing.
    func select(_ path: ScenePath?) {
        let row = path.flatMap { path in rows.first { $0.path == path }?.row }
        gtk_list_box_select_row(gallery_list_box(root), row.map { gallery_list_box_row($0) })
    }
}
