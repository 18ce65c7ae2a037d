import CGtk
import GalleryModel
import GalleryTranslation

/// The Button page: styles × roles, the document's custom styles, buttons in
/// containers, and controls that take their look from the button style.
@MainActor
final class ButtonPageView: DescribedPage {
    let root: UnsafeMutablePointer<GtkWidget>
    private let column: ExampleColumn

    init(store: WindowStore) {
        root = ViewPageParts.page(name: ViewPage.button.rawValue, title: ViewPage.button.title, summary: tr(ViewPage.button.summary))
        column = ExampleColumn(store: store) { column, interpreter, configuration in
            Self.fill(column, interpreter, configuration)
        }
        gtk_box_append(gallery_box(root), column.content)
    }

    func show(_ new: WindowModel, from old: WindowModel) {
        column.show(new, from: old)
        if new.search != old.search { filter(new.search) }
    }

    let page = ViewPage.button

    func close() {
        column.close()
    }

    /// The feedback line, the grid of every style with every role, then the buttons in containers.
    private static func fill(_ column: ExampleColumn, _ interpreter: PlanInterpreter, _ configuration: Configuration) {
        column.append(interpreter.build(ButtonViewContent.feedback))

        // The grid is drawn with its columns' headings; its code is the example's.
        let gridExample = ButtonViewContent.gridExample(for: configuration)
        column.append(ViewPageParts.section(translated(gridExample.title)))
        column.append(ViewPageParts.paragraph(tr(gridExample.caption), classes: ["card-explanation"]))
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
        column.append(ViewPageParts.stage(grid, for: configuration))
        if let notes = ViewPageParts.contrastNotes(gridExample.contrastFindings) { column.append(notes) }
        column.append(ViewPageParts.code(gridExample.code))

        for example in ButtonViewContent.containerExamples(for: configuration) {
            column.append(ViewPageParts.example(example, interpreter: interpreter, for: configuration))
        }
    }
}
