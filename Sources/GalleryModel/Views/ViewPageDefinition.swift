/// Everything the gallery knows about one view page, kept in the page's own folder (`Views/Slider/`): its
/// identity, sidebar title and icon, search words, introduction, examples (each a widget plan and the SwiftUI
/// code it stands for, written from the same values), what the inspector says, what a variants stage draws,
/// the example state its controls keep and the words the translation catalog needs.
///
/// ``ViewPageRegistry`` lists every definition; ``ViewPage``, ``GalleryPage/all``, the search, the example
/// state, `gallery code PAGE`, `gallery render` and the window's pages all derive from that list. Adding a view
/// page is a folder and a line there (docs/ARCHITECTURE.md has the recipe).
protocol ViewPageDefinition: Sendable {
    /// The page's identity, declared beside its definition (`ViewPage.slider`).
    var page: ViewPage { get }
    /// The sidebar's title and the page's heading: "Slider".
    var title: String { get }
    /// The freedesktop icon beside the page in the sidebar.
    var icon: String { get }
    /// Words that find the page in the sidebar's search, besides its title: the view's modifiers and parameters.
    var searchTerms: [String] { get }
    /// The page's introduction.
    var summary: LocalizedText { get }
    /// What the page says before its examples (a section of explanation), in `configuration`.
    func introduction(for configuration: Configuration) -> [ViewPageBlock]
    /// Every example, in the window's order.
    func examples(for configuration: Configuration) -> [ViewExample]
    /// What the inspector shows for the page.
    func inspection(for configuration: Configuration) -> ViewPageInspection
    /// Why the view does not build for `configuration`'s platform, or nil where it does (most pages' views are on
    /// every platform).
    func unavailableNote(for configuration: Configuration) -> LocalizedText?
    /// What a variants stage shows: by default the first example.
    func variant(for configuration: Configuration) -> ViewVariant
    /// The example state the page's controls keep in the configuration.
    var slots: [ExampleSlot] { get }
    /// The page's static words that are not written inside `say(...)`: its summaries and explanations, for the
    /// translation catalog (its examples' titles, captions and words are collected from ``examples(for:)``).
    var messages: [String] { get }
}

extension ViewPageDefinition {
    func introduction(for configuration: Configuration) -> [ViewPageBlock] { [] }

    func variant(for configuration: Configuration) -> ViewVariant {
        .example(examples(for: configuration)[0])
    }

    func unavailableNote(for configuration: Configuration) -> LocalizedText? { nil }

    var slots: [ExampleSlot] { [] }
    var messages: [String] { [] }
}

/// A piece of a view page's introduction, before its examples.
public enum ViewPageBlock: Sendable, Equatable {
    /// A section's heading.
    case heading(LocalizedText)
    /// A paragraph.
    case paragraph(LocalizedText)
    /// A smaller paragraph, as a caption.
    case caption(LocalizedText)
    /// One item of a list, with the page that says so.
    case bullet(LocalizedText, source: String)
}

/// What the inspector shows for a view page: a title, a summary and the SwiftUI code of its main example.
public struct ViewPageInspection: Sendable, Equatable {
    public let title: LocalizedText
    public let summary: LocalizedText
    public let code: String

    init(title: LocalizedText, summary: LocalizedText, code: String) {
        self.title = title
        self.summary = summary
        self.code = code
    }
}

/// What one stage of the variants view (and one image of `gallery render`) shows of a view page.
public enum ViewVariant: Sendable, Equatable {
    /// An example's plan, drawn by the interpreter.
    case example(ViewExample)
    /// Text drawn with its attributes (the Text page's sample).
    case text(RenderedText)
}
