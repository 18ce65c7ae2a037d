/// A page about one SwiftUI view itself rather than a style family's cards: Text, Label, Button, Image,
/// SecureField, Slider. Each is declared by its definition, in its own folder (`Views/Slider/`), as
/// `extension ViewPage { public static let slider = ViewPage(declaring: "slider") }`; ``ViewPageRegistry`` lists them.
///
/// Everything the window, the command line and the variants view need of a view page is asked of the page
/// here, so none of them switches over the pages: the sidebar's title and icon, the search's words, the page's
/// introduction and examples, what the inspector says, and what a variants stage shows.
public struct ViewPage: Hashable, Sendable, CustomStringConvertible {
    /// The page's identifier on the command line, in the window's actions and in the state file: "text", "labelView".
    public let rawValue: String

    /// Declares the page `id`; a page's definition does this, once.
    init(declaring id: String) {
        rawValue = id
    }

    /// Every view page, in the sidebar's order.
    public static var allCases: [ViewPage] {
        ViewPageRegistry.pages
    }

    public var description: String {
        rawValue
    }

    /// Everything the gallery knows about the page.
    var definition: any ViewPageDefinition {
        ViewPageRegistry.definition(of: self)
    }

    /// The sidebar's title and the page's heading, in English (the catalog translates it): "SecureField".
    public var title: String {
        definition.title
    }

    /// The freedesktop icon beside the page in the sidebar.
    public var icon: String {
        definition.icon
    }

    /// The words the sidebar's search finds the page by, besides its title.
    public var searchTerms: [String] {
        [title] + definition.searchTerms
    }

    /// The page's introduction, under its heading.
    public var summary: LocalizedText {
        definition.summary
    }

    /// What the page says before its examples, drawn in `configuration` (most pages: nothing).
    public func introduction(for configuration: Configuration) -> [ViewPageBlock] {
        definition.introduction(for: configuration)
    }

    /// Every example of the page, in the order the window shows them, each with the code the window shows:
    /// what `gallery code PAGE` and `gallery plan PAGE` print.
    public func examples(for configuration: Configuration) -> [ViewExample] {
        definition.examples(for: configuration).map { $0.staged(in: configuration) }
    }

    /// Why the page's view does not build for `configuration`'s platform, said under each of its stages where the
    /// examples are dimmed (Slider on Apple TV); nil where it does.
    public func unavailableNote(for configuration: Configuration) -> LocalizedText? {
        definition.unavailableNote(for: configuration)
    }

    /// What the inspector shows for the page in `configuration`.
    public func inspection(for configuration: Configuration) -> ViewPageInspection {
        definition.inspection(for: configuration)
    }

    /// What each stage of the variants view and each image of `gallery render` shows of the page, drawn in
    /// `configuration`: the example where the platforms differ most.
    public func variant(for configuration: Configuration) -> ViewVariant {
        switch definition.variant(for: configuration) {
        case .example(let example): .example(example.staged(in: configuration))
        case .text(let text): .text(text)
        }
    }
}
