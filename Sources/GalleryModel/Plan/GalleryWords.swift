/// The words a plan shows that are the gallery's own (`PlanOrigin.gallery`: status lines, hints, the
/// controls that drive an example), which are said in the reader's language; an example's words stay as its
/// SwiftUI code writes them, and SwiftUI's own words as SwiftUI draws them.
extension WidgetPlan {
    /// The properties that hold words a widget shows.
    static let wordProperties: [PlanProperty] = [.text, .template, .singularTemplate, .placeholder]

    /// The gallery's own words in the plan and below it, each a message of the translation catalog.
    public var galleryWords: [String] {
        words(inGallery: false)
    }

    private func words(inGallery: Bool) -> [String] {
        let isGallery = inGallery || origin == .gallery
        let own = isGallery ? Self.wordProperties.flatMap(messages) + [accessibleName].compactMap { $0 } : []
        return own + children.flatMap { $0.words(inGallery: isGallery) }
    }

    /// The messages `property` holds: its words, or a composed text's templates.
    private func messages(_ property: PlanProperty) -> [String] {
        if case .localized(let text)? = properties[property] { return text.templates }
        return string(property).map { [$0] } ?? []
    }

    /// A copy whose gallery words are said through `say` (a catalog lookup); the rest is unchanged.
    public func sayingGalleryWords(_ say: (String) -> String) -> WidgetPlan {
        sayingGalleryWords(say, inGallery: false)
    }

    private func sayingGalleryWords(_ say: (String) -> String, inGallery: Bool) -> WidgetPlan {
        let isGallery = inGallery || origin == .gallery
        var copy = self
        if isGallery {
            for property in Self.wordProperties {
                if case .localized(let text)? = properties[property] {
                    copy.properties[property] = .string(text.localized { say($0) })
                } else if let words = string(property) {
                    copy.properties[property] = .string(say(words))
                }
            }
            copy.accessibleName = accessibleName.map(say)
        }
        copy.children = children.map { $0.sayingGalleryWords(say, inGallery: isGallery) }
        return copy
    }
}
