import CGtk
import GalleryModel
import GalleryTranslation

/// The SecureField page: what the field hides and why, what it does on the platform, then its examples: a label and
/// a prompt, a Form as the platform lays it out, what onSubmit sees, and revealing the text on request.
@MainActor
final class SecureFieldPageView: DescribedPage {
    let root: UnsafeMutablePointer<GtkWidget>
    private let state: AppState
    private let content: UnsafeMutablePointer<GtkWidget>
    private var bindings: ExampleBindings

    init(state: AppState) {
        self.state = state
        bindings = ExampleBindings(state: state)
        root = ViewPageParts.page(name: GalleryPage.secureField.id, title: "SecureField", summary: translated(SecureFieldViewContent.summary))
        content = gtk_box_new(GTK_ORIENTATION_VERTICAL, 12)!
        gtk_box_append(gallery_box(root), content)
        rebuild()
    }

    func stateChanged(_ change: AppState.Change) {
        switch change {
        case .context: rebuild()
        case .example(let key): bindings.refresh(key)
        default: break
        }
    }

    let page = GalleryPage.secureField
    var inspectorTitle: String { tr("SecureField · label, prompt and onSubmit") }
    var inspectorSummary: String { translated(SecureFieldViewContent.inspectorSummary) }
    var inspectorCode: String { SecureFieldViewContent.formExample(for: state.configuration).code }

    func close() {
        bindings.close()
    }

    private func rebuild() {
        bindings.close()
        let hadFocus = ViewPageParts.clear(content)
        defer { if hadFocus { _ = gtk_widget_child_focus(content, GTK_DIR_TAB_FORWARD) } }
        bindings = ExampleBindings(state: state)
        let interpreter = PlanInterpreter(bindings: bindings)
        let configuration = state.configuration

        ViewPageParts.append(ViewPageParts.section(tr("What it hides, and why")), to: content)
        ViewPageParts.append(ViewPageParts.paragraph(translated(SecureFieldViewContent.explanation)), to: content)
        ViewPageParts.append(ViewPageParts.paragraph(tr(SecureFieldViewContent.behaviourCaption(on: configuration.platform)),
                                                     classes: ["card-explanation"]), to: content)
        for behaviour in SecureFieldBehaviour.on(configuration.platform) {
            let line = ViewPageParts.paragraph("• " + tr(behaviour.sentence))
            Widget(line).setTooltip(behaviour.source)
            ViewPageParts.append(line, to: content)
        }

        for example in SecureFieldViewContent.examples(for: configuration) {
            ViewPageParts.append(ViewPageParts.example(example, interpreter: interpreter, for: configuration), to: content)
        }
    }
}
