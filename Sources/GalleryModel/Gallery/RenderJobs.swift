/// What `gallery render` draws: one image per card and platform, each named
/// after what it shows (`toggle-switch-iOS-light.png`), and the contact sheet's layout.
public struct RenderJob: Sendable, Equatable {
    /// The page the card belongs to.
    public let page: GalleryPage
    /// The style of a family page's card; nil for a view page's variant (``ViewPage/variant(for:)``).
    public let style: StyleDescriptor?
    /// What the card is drawn for.
    public let context: Context
    /// The image's file name.
    public let fileName: String
}

public enum RenderJobs {
    /// The jobs for `pages` (every page when empty), their cards restricted to the style named `style`
    /// (every style when nil), on `platforms`, each in `base` moved to it (the release of the same year as
    /// `base`'s, its placement, scheme and text size).
    ///
    /// - Throws: ``UnknownNameError`` when `style` names no style of the pages' families.
    public static func jobs(
        pages: [GalleryPage], style: String?, platforms: [Platform], base: Context
    ) throws(UnknownNameError) -> [RenderJob] {
        let pages = pages.isEmpty ? GalleryPage.all : pages
        var jobs: [RenderJob] = []
        for page in pages {
            let styles: [StyleDescriptor?]
            switch page {
            case .family(let family):
                styles = if let style { [try StyleCatalog.style(named: style, in: family)] } else { StyleCatalog.family(family).styles }
            case .view:
                styles = [nil]
            case .scene, .composer:
                // A scene is drawn from its file (`gallery render FILE.swift`), not as a page of cards; a composed
                // scene from the file it was saved as.
                continue
            }
            for style in styles {
                for platform in platforms {
                    let context = base.on(platform)
                    jobs.append(RenderJob(page: page, style: style, context: context,
                                          fileName: fileName(page: page, style: style, context: context)))
                }
            }
        }
        return jobs
    }

    /// "toggle-switch-iOS-light.png", "tabView-page-indexDisplayMode-watchOS-dark.png", "button-glass-_-iOS-light.png",
    /// "text-iOS-light.png": the page, the style with its punctuation turned into single dashes (an unnamed
    /// argument's `_` stays, so `glass(_:)` is not `glass`), the platform and the scheme.
    public static func fileName(page: GalleryPage, style: StyleDescriptor?, context: Context) -> String {
        let parts = [page.id, style.map { dashed($0.name) }, context.platform.rawValue, context.colorScheme.rawValue].compactMap { $0 }
        return parts.joined(separator: "-") + ".png"
    }

    /// The contact sheet's file name for `page`: "toggle-sheet-light.png".
    public static func sheetName(page: GalleryPage, scheme: ColorScheme) -> String {
        "\(page.id)-sheet-\(scheme.rawValue).png"
    }

    /// `name` with every run of characters other than letters, digits and `_` turned into one dash, none at the ends.
    static func dashed(_ name: String) -> String {
        var result = ""
        for character in name {
            if character.isLetter || character.isNumber || character == "_" {
                result.append(character)
            } else if !result.isEmpty, result.last != "-" {
                result.append("-")
            }
        }
        while result.last == "-" { result.removeLast() }
        return result
    }
}
