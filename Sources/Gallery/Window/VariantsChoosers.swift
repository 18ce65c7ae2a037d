import CGtk
import GalleryModel
import GalleryTranslation

/// The variants view's two drop-downs (what it shows, across which axis), made once per window and moved into each
/// variants view: a GtkDropDown builds itself from a template, which had been a fifth of opening the view.
@MainActor
final class VariantsChoosers {
    /// The row that holds them; this holds a reference of its own on it, as it moves between views that come and go.
    let root: UnsafeMutablePointer<GtkWidget>
    /// The scope's labelled drop-down (shown on family pages only), the drop-down itself, and the axis's.
    private let scopeRow: UnsafeMutablePointer<GtkWidget>
    private let scopeChooser: UnsafeMutablePointer<GtkWidget>
    private let axisChooser: UnsafeMutablePointer<GtkWidget>

    /// The drop-downs, sending their picks to `store`.
    init(store: WindowStore) {
        root = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 12)!
        g_object_ref_sink(root)
        let settings = store.state.variants
        (scopeRow, scopeChooser) = Self.chooser(tr("Show"), VariantsScope.allCases.map { tr($0.title) },
                                                selected: VariantsScope.allCases.firstIndex(of: settings.scope)!, store: store) { index in
            .chooseVariantsScope(VariantsScope.allCases[index])
        }
        gtk_box_append(gallery_box(root), scopeRow)
        let axisRow: UnsafeMutablePointer<GtkWidget>
        (axisRow, axisChooser) = Self.chooser(tr("Across"), Variants.Axis.allCases.map { translated($0.title) },
                                              selected: Variants.Axis.allCases.firstIndex(of: settings.axis)!, store: store) { index in
            .chooseVariantsAxis(Variants.Axis.allCases[index])
        }
        gtk_box_append(gallery_box(root), axisRow)
    }

    isolated deinit {
        g_object_unref(root)
    }

    /// Shows the state's choice (selecting it sends it again, which changes nothing), and the scope only where
    /// `scopeShown` (a family page).
    func show(_ settings: VariantsChoice, scopeShown: Bool) {
        Widget(scopeRow).setVisible(scopeShown)
        gtk_drop_down_set_selected(gallery_drop_down(scopeChooser), UInt32(VariantsScope.allCases.firstIndex(of: settings.scope)!))
        gtk_drop_down_set_selected(gallery_drop_down(axisChooser), UInt32(Variants.Axis.allCases.firstIndex(of: settings.axis)!))
    }

    /// Moves the row to the end of `page` (a variants view's page box), out of the variants view it was in.
    func move(into page: UnsafeMutablePointer<GtkWidget>) {
        if let parent = gtk_widget_get_parent(root) { gtk_box_remove(gallery_box(parent), root) }
        ViewPageParts.append(root, to: page)
    }

    /// A labelled drop-down of `titles` whose pick sends `store` the action `action` makes of its index; returns the box
    /// and the drop-down.
    private static func chooser(_ label: String, _ titles: [String], selected: Int, store: WindowStore,
                                action: @escaping @MainActor (Int) -> WindowAction)
        -> (box: UnsafeMutablePointer<GtkWidget>, menu: UnsafeMutablePointer<GtkWidget>) {
        let box = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 6)!
        gtk_box_append(gallery_box(box), gtk_label_new(tr("\(label):")))
        let menu = withCStringArray(titles) { gtk_drop_down_new_from_strings($0) }!
        gtk_drop_down_set_selected(gallery_drop_down(menu), UInt32(selected))
        Widget(menu).setAccessibleLabel(tr("Variants: \(label)"))
        Signal.connectPointer(menu, "notify::selected") { [weak store] _ in
            let index = Int(gtk_drop_down_get_selected(gallery_drop_down(menu)))
            guard titles.indices.contains(index) else { return }
            store?.send(action(index))
        }
        gtk_box_append(gallery_box(box), menu)
        return (box, menu)
    }
}
