import CGtk
import GalleryTranslation

/// A question the composer asks before it could lose work, in a small modal window built from GTK 4.8's own
/// widgets (a GtkWindow, labels and buttons):
/// a heading, a sentence, and a button per answer, the safest one focused; Escape and the close button answer
/// `cancel`, when there is one.
@MainActor
package final class ComposerQuestion {
    /// An answer: what the button says, with its mnemonic, and whether it is the safe one to focus.
    package struct Answer: Hashable {
        package let id: String
        let title: String
    }

    package let window: UnsafeMutablePointer<GtkWidget>
    /// The answers' buttons, in order.
    package private(set) var buttons: [(answer: Answer, button: UnsafeMutablePointer<GtkWidget>)] = []
    private var answered = false

    /// Asks `heading`, explained by `body`, over `parent`; `then` gets the answer chosen (`cancel` when the window is
    /// closed without one). `focused` is the answer whose button has the focus as the question opens.
    init(over parent: UnsafeMutablePointer<GtkWidget>, heading: String, body: String, answers: [Answer], focused: Answer,
         cancel: Answer, then: @escaping @MainActor (Answer) -> Void) {
        // Read as an alert dialog: a question that must be answered before the window goes on.
        window = gallery_widget_new_with_role(gtk_window_get_type(), GTK_ACCESSIBLE_ROLE_ALERT_DIALOG)!
        gtk_window_set_transient_for(gallery_window(window), gallery_window(parent))
        gtk_window_set_modal(gallery_window(window), 1)
        gtk_window_set_resizable(gallery_window(window), 0)
        gtk_window_set_title(gallery_window(window), heading)
        Widget(window).setName("composer-question")
        Widget(window).setAccessibleLabel(heading)
        let content = gtk_box_new(GTK_ORIENTATION_VERTICAL, 12)!
        Widget(content).setMargins(18)
        let title = gtk_label_new(heading)!
        Widget(title).addClass("title-4")
        gtk_label_set_xalign(gallery_label(title), 0)
        gtk_box_append(gallery_box(content), title)
        let sentence = gtk_label_new(body)!
        gtk_label_set_wrap(gallery_label(sentence), 1)
        gtk_label_set_max_width_chars(gallery_label(sentence), 50)
        gtk_label_set_xalign(gallery_label(sentence), 0)
        gtk_box_append(gallery_box(content), sentence)
        let row = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 8)!
        Widget(row).setHAlign(GTK_ALIGN_END)
        for answer in answers {
            let button = gtk_button_new_with_mnemonic(answer.title)!
            Widget(button).setName("answer:\(answer.id)")
            ComposerPageView.nameByWords(button, answer.title)
            Signal.connect(button, "clicked") { [weak self] in self?.finish(answer, then) }
            gtk_box_append(gallery_box(row), button)
            buttons.append((answer, button))
        }
        gtk_box_append(gallery_box(content), row)
        gtk_window_set_child(gallery_window(window), content)
        Signal.connectReturningBool(window, "close-request") { [weak self] in
            self?.finish(cancel, then)
            return false
        }
        let escape = gtk_shortcut_controller_new()!
        gtk_shortcut_controller_add_shortcut(gallery_shortcut_controller(escape.raw),
                                             gtk_shortcut_new(gtk_shortcut_trigger_parse_string("Escape"),
                                                              gtk_callback_action_new({ widget, _, _ in
                                                                  gtk_window_close(gallery_window(widget))
                                                                  return 1
                                                              }, nil, nil)))
        gtk_widget_add_controller(window, gallery_event_controller(escape.raw))
        gtk_window_present(gallery_window(window))
        if let button = buttons.first(where: { $0.answer == focused })?.button { Widget(button).grabFocus() }
    }

    /// Presses the button of `answer`, as a click or Enter would.
    package func press(_ answer: Answer) {
        guard let button = buttons.first(where: { $0.answer == answer })?.button else { return }
        _ = gtk_widget_activate(button)
    }

    private func finish(_ answer: Answer, _ then: @MainActor (Answer) -> Void) {
        guard !answered else { return }
        answered = true
        gtk_window_destroy(gallery_window(window))
        then(answer)
    }
}

extension ComposerQuestion.Answer {
    /// Save the scene, then go on.
    package static var save: Self { Self(id: "save", title: tr("_Save")) }
    /// Go on, losing the unsaved edits.
    package static var discard: Self { Self(id: "discard", title: tr("_Discard")) }
    /// Stay as before.
    package static var cancel: Self { Self(id: "cancel", title: tr("_Cancel")) }
    /// Over an editor's save: keep the composer's edits.
    package static var keepMine: Self { Self(id: "keep-mine", title: tr("_Keep My Edits")) }
    /// Over an editor's save: take the file's version.
    package static var takeFile: Self { Self(id: "take-file", title: tr("_Take the File’s Version")) }
}
