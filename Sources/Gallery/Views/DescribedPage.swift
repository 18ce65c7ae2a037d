import GalleryModel
import GalleryTranslation

/// A view page's view: the inspector shows what the page's definition says of it (``ViewPage/inspection(for:)``).
@MainActor
protocol DescribedPage: PageView {
    /// The page it is.
    var page: ViewPage { get }
    /// The state it shows.
    var state: AppState { get }
}

extension DescribedPage {
    /// A view page has no cards to filter: when the search matches nothing on it, a line says so instead.
    func filter(_ query: String) {
        ViewPageParts.showNoMatch(in: root, message: SearchText.pageMessage(query, on: .view(page)).map(tr))
    }
}
