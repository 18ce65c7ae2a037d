import CGtk
import GalleryTranslation

/// The bar at the top of the window that offers back a composed scene an earlier run left unsaved (a kill, a crash, a
/// logout): the model's sentence saying which scene, and two buttons, Recover the Unsaved Scene and Discard It, which
/// send the composer's `recover` and `discardRecovered`. Built from GTK 4.8's own widgets (a
/// revealer, a box, a label, buttons); read by screen readers as an alert named "Unsaved scene", each button by its
/// words. It shows until the person answers.
@MainActor
final class RecoveryBar {
    let root: UnsafeMutablePointer<GtkWidget>
    private let bar: UnsafeMutablePointer<GtkWidget>
    private let label: UnsafeMutablePointer<GtkWidget>
    let recoverButton: UnsafeMutablePointer<GtkWidget>
    let discardButton: UnsafeMutablePointer<GtkWidget>

    init(store: WindowStore) {
        root = gtk_revealer_new()!
        Widget(root).setName("recovery")
        bar = gallery_widget_new_with_role(gtk_box_get_type(), GTK_ACCESSIBLE_ROLE_ALERT)!
        gtk_box_set_spacing(gallery_box(bar), 12)
        Widget(bar).addClass("banner")
        Widget(bar).addClass("info")
        Widget(bar).addClass("recovery")
        Widget(bar).setAccessibleLabel(tr("Unsaved scene"))
        label = gtk_label_new(nil)!
        gtk_label_set_xalign(gallery_label(label), 0)
        gtk_label_set_wrap(gallery_label(label), 1)
        Widget(label).setHExpand(true)
        Widget(label).setName("recovery-message")
        gtk_box_append(gallery_box(bar), label)
        recoverButton = Self.button(tr("_Recover the Unsaved Scene"), name: "composer-recover") { [weak store] in
            store?.send(.composer(.recover))
        }
        discardButton = Self.button(tr("_Discard It"), name: "composer-discard-recovered") { [weak store] in
            store?.send(.composer(.discardRecovered))
        }
        gtk_box_append(gallery_box(bar), recoverButton)
        gtk_box_append(gallery_box(bar), discardButton)
        gtk_revealer_set_child(gallery_revealer(root), bar)
        show(nil)
    }

    private static func button(_ title: String, name: String, clicked: @escaping @MainActor () -> Void) -> UnsafeMutablePointer<GtkWidget> {
        // The words are a label of their own, not the button's label property: GTK 4.8 reads a button by that property
        // (underscore and all) and then by its content again; a button holding only a label is read once, by the words
        // the label shows.
        let button = gtk_button_new()!
        let words = gtk_label_new_with_mnemonic(title)!
        gtk_label_set_mnemonic_widget(gallery_label(words), button)
        gtk_button_set_child(gallery_button(button), words)
        Widget(button).setName(name)
        Widget(button).setVAlign(GTK_ALIGN_CENTER)
        Signal.connect(button, "clicked", clicked)
        return button
    }

    /// The sentence on screen, or nil when the bar is folded away.
    var message: String? {
        isShown ? String(cString: gtk_label_get_text(gallery_label(label))) : nil
    }

    /// Whether the bar shows an offer.
    var isShown: Bool {
        gtk_revealer_get_reveal_child(gallery_revealer(root)) != 0
    }

    /// Shows `message` with the two answers, or folds the bar away for nil. Folded away, nothing of it is left for a
    /// screen reader or the Tab key.
    func show(_ message: String?) {
        gtk_label_set_text(gallery_label(label), message ?? "")
        gtk_revealer_set_reveal_child(gallery_revealer(root), message == nil ? 0 : 1)
        Widget(root).setVisible(message != nil)
        gallery_set_accessible_hidden(root, message == nil ? 1 : 0)
    }

    /// Gives the keyboard focus to Recover the Unsaved Scene.
    func focus() {
        Widget(recoverButton).grabFocus()
    }
}
