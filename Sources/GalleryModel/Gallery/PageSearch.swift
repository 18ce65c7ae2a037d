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
        case .text:
            [title, "font", "markdown", "kerning", "tracking", "underline", "strikethrough", "date", "timer"]
        case .label:
            [title, "labelStyle"] + LabelStyleKind.allCases.map(\.rawValue)
        case .button:
            [title, "role", "cancel", "destructive", "PrimitiveButtonStyle", "MyButtonStyle"]
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
