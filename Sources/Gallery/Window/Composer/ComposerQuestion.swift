import CGtk
import GalleryModel
import GalleryTranslation

/// The question the window asks before work could be lost (``WindowQuestion``), in a small modal window built from
/// GTK 4.8's own widgets (a GtkWindow, labels and buttons): a heading, a sentence, and a button per answer, the safest
/// one focused; Escape and the close button give the question's cancelling answer.
@MainActor
final class ComposerQuestion {
    let window: UnsafeMutablePointer<GtkWidget>
    /// The answers' buttons, in order.
    private(set) var buttons: [(answer: QuestionAnswer, button: UnsafeMutablePointer<GtkWidget>)] = []
    private var answered = false

    /// Asks `question` over `parent`; `then` gets the answer chosen (the cancelling one when the window is closed
    /// without one).
    init(_ question: WindowQuestion, over parent: UnsafeMutablePointer<GtkWidget>, then: @escaping @MainActor (QuestionAnswer) -> Void) {
        let heading = tr(question.heading)
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
        let sentence = gtk_label_new(tr(question.body))!
        gtk_label_set_wrap(gallery_label(sentence), 1)
        gtk_label_set_max_width_chars(gallery_label(sentence), 50)
        gtk_label_set_xalign(gallery_label(sentence), 0)
        gtk_box_append(gallery_box(content), sentence)
        let row = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 8)!
        Widget(row).setHAlign(GTK_ALIGN_END)
        for answer in question.answers {
            let words = tr(answer.title)
            let button = gtk_button_new_with_mnemonic(words)!
            Widget(button).setName("answer:\(answer.rawValue)")
            ComposerPageView.nameByWords(button, words)
            Signal.connect(button, "clicked") { [weak self] in self?.finish(answer, then) }
            gtk_box_append(gallery_box(row), button)
            buttons.append((answer, button))
        }
        gtk_box_append(gallery_box(content), row)
        gtk_window_set_child(gallery_window(window), content)
        let cancel = question.cancelAnswer
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
        if let button = buttons.first(where: { $0.answer == question.focusedAnswer })?.button { Widget(button).grabFocus() }
    }

    /// Takes the question down without an answer: the state no longer asks it.
    func dismiss() {
        guard !answered else { return }
        answered = true
        gtk_window_destroy(gallery_window(window))
    }

    private func finish(_ answer: QuestionAnswer, _ then: @MainActor (QuestionAnswer) -> Void) {
        guard !answered else { return }
        answered = true
        gtk_window_destroy(gallery_window(window))
        then(answer)
    }
}
