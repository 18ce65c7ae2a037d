import GalleryModel

/// The names a scene file is read by, looked up once: each family by its view's name (`Toggle`) and by its style
/// modifier's (`toggleStyle`).
enum SceneNames {
    /// The family whose view is named so.
    static let familiesByView: [String: StyleFamily] = Dictionary(StyleFamily.allCases.map { ($0.viewName, $0) }) { first, _ in first }
    /// The family whose style modifier is named so.
    static let familiesByModifier: [String: StyleFamily] = Dictionary(StyleFamily.allCases.map { ($0.modifierName, $0) }) { first, _ in first }
}
