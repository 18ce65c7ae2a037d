import CGtk
import GalleryModel
import GalleryTranslation

/// The Button page: styles × roles, the document's custom styles, buttons in
/// containers, and controls that take their look from the button style.
@MainActor
final class ButtonPageView: DescribedPage {
    let root: UnsafeMutablePointer<GtkWidget>
    private let state: AppState
    private let content: UnsafeMutablePointer<GtkWidget>
    private var bindings: ExampleBindings

    init(state: AppState) {
        self.state = state
        bindings = ExampleBindings(state: state)
        root = ViewPageParts.page(name: "buttonView", title: "Button", summary: translated(ButtonViewContent.summary))
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

    let page = GalleryPage.button
    var inspectorTitle: String { tr("Button · roles and custom styles") }
    var inspectorSummary: String { translated(ButtonViewContent.inspectorSummary) }
    var inspectorCode: String { ButtonViewContent.containerExamples(for: state.configuration)[0].code }

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
        ViewPageParts.append(interpreter.build(ButtonViewContent.feedback), to: content)

        // The grid is drawn with its columns' headings; its code is the example's.
        let gridExample = ButtonViewContent.gridExample(for: configuration)
        ViewPageParts.append(ViewPageParts.section(translated(gridExample.title)), to: content)
        ViewPageParts.append(ViewPageParts.paragraph(tr(gridExample.caption), classes: ["card-explanation"]), to: content)
        let grid = gtk_grid_new()!
        gtk_grid_set_row_spacing(gallery_grid(grid), 10)
        gtk_grid_set_column_spacing(gallery_grid(grid), 18)
        for (column, title) in ButtonViewContent.roleColumns.enumerated() {
            let label = gtk_label_new(translated(title))!
            Widget(label).addClass("caption-heading")
            Widget(label).addClass("stage-chrome")
            gtk_grid_attach(gallery_grid(grid), label, Int32(column + 1), 0, 1, 1)
        }
        for (row, styleRow) in ButtonViewContent.rolesGrid(for: configuration).enumerated() {
            let name = gtk_label_new(styleRow.title)!
            Widget(name).addClass("code")
            Widget(name).addClass("stage-chrome")
            gtk_label_set_xalign(gallery_label(name), 0)
            gtk_grid_attach(gallery_grid(grid), name, 0, Int32(row + 1), 1, 1)
            for (column, plan) in styleRow.buttons.enumerated() {
                gtk_grid_attach(gallery_grid(grid), interpreter.build(plan), Int32(column + 1), Int32(row + 1), 1, 1)
            }
        }
        ViewPageParts.append(ViewPageParts.stage(grid, for: configuration), to: content)
        ViewPageParts.append(ViewPageParts.code(gridExample.code), to: content)

        for example in ButtonViewContent.containerExamples(for: configuration) {
            ViewPageParts.append(ViewPageParts.example(example, interpreter: interpreter, for: configuration), to: content)
        }
    }
}
