/// The one list of view pages, in the sidebar's order. Every list of view pages (``ViewPage/allCases``,
/// ``GalleryPage/all``, the view pages' example state, the catalog's words) derives from it, so a new view page
/// joins the gallery with one line here (and, for a page the window draws its own way, one in the window's
/// `ViewPageViews`).
enum ViewPageRegistry {
    /// Every view page's definition.
    static let definitions: [any ViewPageDefinition] = [
        TextPage(),
        LabelPage(),
        ButtonPage(),
        ImagePage(),
        TextFieldPage(),
        SecureFieldPage(),
        SliderPage(),
    ]

    /// Every view page, in the registry's order.
    static let pages: [ViewPage] = definitions.map(\.page)

    /// The example state of every view page.
    static var slots: [ExampleSlot] {
        definitions.flatMap(\.slots)
    }

    private static let byID: [String: any ViewPageDefinition] = Dictionary(uniqueKeysWithValues: definitions.map { ($0.page.rawValue, $0) })

    /// The definition of `page`.
    static func definition(of page: ViewPage) -> any ViewPageDefinition {
        guard let definition = byID[page.rawValue] else {
            preconditionFailure("\(page.rawValue) is declared but not in ViewPageRegistry.definitions")
        }
        return definition
    }
}
