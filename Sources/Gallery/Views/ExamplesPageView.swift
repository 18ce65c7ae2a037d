import CGtk
import GalleryModel
import GalleryTranslation

/// A view page drawn from its definition alone: its heading and introduction, then what it says before its
/// examples (``ViewPageBlock``), then every example on its platform's stage with its code. The Image, SecureField
/// and Slider pages are drawn so.
@MainActor
final class ExamplesPageView: DescribedPage {
    let root: UnsafeMutablePointer<GtkWidget>
    let page: ViewPage
    private let column: ExampleColumn

    init(page: ViewPage, store: WindowStore) {
        self.page = page
        root = ViewPageParts.page(name: page.rawValue, title: page.title, summary: tr(page.summary))
        column = ExampleColumn(store: store) { column, interpreter, configuration in
            for block in page.introduction(for: configuration) { column.append(ViewPageParts.block(block)) }
            for example in page.examples(for: configuration) {
                column.append(ViewPageParts.example(example, interpreter: interpreter, for: configuration))
            }
        }
        gtk_box_append(gallery_box(root), column.content)
    }

    func show(_ new: WindowModel, from old: WindowModel) {
        column.show(new, from: old)
        if new.search != old.search { filter(new.search) }
    }

    func close() {
        column.close()
    }
}
