import GalleryModel
import GalleryTranslation

/// A view page's view: the inspector shows what the page's definition says of it (``ViewPage/inspection(for:)``), and a
/// search that matches nothing on it says so in place of its examples.
@MainActor
protocol DescribedPage: PageView {
    /// The page it is.
    var page: ViewPage { get }
}

extension DescribedPage {
    func inspect(in inspector: Inspector, state: WindowModel) {
        let inspection = page.inspection(for: state.configuration)
        inspector.show(title: tr(inspection.title), summary: tr(inspection.summary), code: inspection.code)
    }

    /// A view page has no cards to filter: when the search matches nothing on it, a line says so instead.
    func filter(_ query: String) {
        ViewPageParts.showNoMatch(in: root, message: SearchText.pageMessage(query, on: .view(page)).map(tr))
    }
}
