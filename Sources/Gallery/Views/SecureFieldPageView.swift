import CGtk
import GalleryModel
import GalleryTranslation

/// The SecureField page: what the field hides and why, what it does on the platform, then its examples: a label and
/// a prompt, a Form as the platform lays it out, what onSubmit sees, and revealing the text on request.
@MainActor
final class SecureFieldPageView: DescribedPage {
    let root: UnsafeMutablePointer<GtkWidget>
    private let state: AppState
    private let column: ExampleColumn

    init(state: AppState) {
        self.state = state
        root = ViewPageParts.page(name: GalleryPage.secureField.id, title: "SecureField", summary: translated(SecureFieldViewContent.summary))
        column = ExampleColumn(state: state) { column, interpreter, configuration in
            Self.fill(column, interpreter, configuration)
        }
        gtk_box_append(gallery_box(root), column.content)
    }

    func stateChanged(_ change: AppState.Change) {
        column.stateChanged(change)
    }

    let page = GalleryPage.secureField
    var inspectorTitle: String { tr("SecureField · label, prompt and onSubmit") }
    var inspectorSummary: String { translated(SecureFieldViewContent.inspectorSummary) }
    var inspectorCode: String { SecureFieldViewContent.formExample(for: state.configuration).code }

    func close() {
        column.close()
    }

    /// What the field hides and why, what it does on this platform, then the examples.
    private static func fill(_ column: ExampleColumn, _ interpreter: PlanInterpreter, _ configuration: Configuration) {
        column.append(ViewPageParts.section(tr("What it hides, and why")))
        column.append(ViewPageParts.paragraph(translated(SecureFieldViewContent.explanation)))
        column.append(ViewPageParts.paragraph(tr(SecureFieldViewContent.behaviourCaption(on: configuration.platform)),
                                           classes: ["card-explanation"]))
        for behaviour in SecureFieldBehaviour.on(configuration.platform) {
            let line = ViewPageParts.paragraph("• " + tr(behaviour.sentence))
            Widget(line).setTooltip(behaviour.source)
            column.append(line)
        }

        for example in SecureFieldViewContent.examples(for: configuration) {
            column.append(ViewPageParts.example(example, interpreter: interpreter, for: configuration))
        }
    }
}
