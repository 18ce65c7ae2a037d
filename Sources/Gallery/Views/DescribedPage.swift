import GalleryModel
import GalleryTranslation

/// A view page that tells the inspector what to show: a title, a summary and SwiftUI code.
@MainActor
protocol DescribedPage: PageView {
    /// The page it is.
    var page: GalleryPage { get }
    var inspectorTitle: String { get }
    var inspectorSummary: String { get }
    var inspectorCode: String { get }
}

extension DescribedPage {
    /// A view page has no cards to filter: when the search matches nothing on it, a line says so instead.
    func filter(_ query: String) {
        ViewPageParts.showNoMatch(in: root, message: SearchText.pageMessage(query, on: page).map(tr))
    }
}
