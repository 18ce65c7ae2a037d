import GalleryModel

/// The window's view pages: the few the window draws its own way (Text's modifier form, Label's stack editor,
/// Button's grid), by page; every other view page is drawn from its definition by ``ExamplesPageView``, so a new
/// view page needs no line here.
@MainActor
enum ViewPageViews {
    /// The pages drawn their own way.
    private static let own: [ViewPage: @MainActor (WindowStore) -> any DescribedPage] = [
        .text: TextPageView.init, .label: LabelPageView.init, .button: ButtonPageView.init,
    ]

    /// The page view of `page`.
    static func make(_ page: ViewPage, store: WindowStore) -> any DescribedPage {
        let view = own[page]?(store) ?? ExamplesPageView(page: page, store: store)
        view.filter(store.state.search)
        return view
    }
}
