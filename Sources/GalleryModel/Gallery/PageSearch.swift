import Foundation

/// The sidebar's search: which pages match what was typed.
extension GalleryPage {
    /// Whether the page matches `query`: its title, its family's names, or any
    /// of its styles' names contain the query, ignoring case. An empty query matches.
    public func matches(_ query: String) -> Bool {
        let wanted = query.trimmingCharacters(in: .whitespaces).lowercased()
        guard !wanted.isEmpty else { return true }
        return searchTerms.contains { $0.lowercased().contains(wanted) }
    }

    /// The names that find the page.
    var searchTerms: [String] {
        switch self {
        case .family(let family):
            [title, family.rawValue, family.viewName, family.modifierName] + StyleCatalog.family(family).styles.map(\.name)
        case .view(let page):
            page.searchTerms
        case .scene:
            [title, "scene", "swift"]
        case .composer:
            [title, "composer", "scene", "compose", "new"]
        }
    }

    /// The styles of the page that match `query`, for highlighting; empty for non-family pages.
    public func matchingStyles(_ query: String) -> [String] {
        guard case .family(let family) = self else { return [] }
        let wanted = query.trimmingCharacters(in: .whitespaces).lowercased()
        guard !wanted.isEmpty else { return [] }
        return StyleCatalog.family(family).styles.map(\.name).filter { $0.lowercased().contains(wanted) }
    }
}

/// The words the window shows about a search.
public enum SearchText {
    /// What the sidebar and a page say when nothing matches `query`: "No style matches 'xyz'".
    public static func noMatch(_ query: String) -> LocalizedText {
        say("No style matches \(quoted(query))")
    }

    /// What `page` says in place of its examples when nothing on it matches `query`, or nil when something does.
    public static func pageMessage(_ query: String, on page: GalleryPage) -> LocalizedText? {
        guard !page.matches(query) else { return nil }
        guard GalleryPage.all.contains(where: { $0.matches(query) }) else { return noMatch(query) }
        return say("No style on \(translated: page.title) matches \(quoted(query)). Press Enter in the search field to open the first page that has one.")
    }

    /// `query` between quotes, trimmed, its control characters shown as spaces and cut to a readable length.
    static func quoted(_ query: String) -> String {
        let visible = String(query.trimmingCharacters(in: .whitespaces).map { $0.isNewline || $0.asciiValue.map { $0 < 32 } == true ? " " : $0 })
        return "'" + (visible.count > 40 ? String(visible.prefix(40)) + "…" : visible) + "'"
    }
}
