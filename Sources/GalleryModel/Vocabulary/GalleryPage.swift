/// A page of the gallery window: one per style family, one per view page (Text, Label, Button…), and a page per
/// scene.
public enum GalleryPage: Hashable, Sendable {
    /// Every style of one family, side by side.
    case family(StyleFamily)
    /// One SwiftUI view itself: its examples, from its definition (``ViewPage``).
    case view(ViewPage)
    /// A SwiftUI view read from source and drawn as a scene: a shipped example or a file opened.
    case scene(SceneOrigin)
    /// The scene composer: a scene built by hand from the palette, saved as a SwiftUI file.
    case composer

    /// Every family and view page, in sidebar order: the families, then the view pages. The scenes' pages are
    /// the window's Scenes section's.
    public static var all: [GalleryPage] {
        StyleFamily.allCases.map(GalleryPage.family) + ViewPage.allCases.map(GalleryPage.view)
    }

    /// The page's identifier on the command line and in actions: the family's or view page's name, "scene:NAME"
    /// for a shipped example, "scene-file:PATH" for a file opened, "composer" for the composer.
    public var id: String {
        switch self {
        case .family(let family): family.rawValue
        case .view(let page): page.rawValue
        case .scene(.example(let name)): Self.examplePrefix + name
        case .scene(.file(let path)): Self.filePrefix + path
        case .composer: "composer"
        }
    }

    /// The sidebar title.
    public var title: String {
        switch self {
        case .family(let family): family.title
        case .view(let page): page.title
        case .scene(let origin): origin.title
        case .composer: "New Scene"
        }
    }

    /// The freedesktop icon beside the page in the sidebar.
    public var icon: String {
        switch self {
        case .family(let family): family.sidebarIcon
        case .view(let page): page.icon
        case .scene: "text-x-generic-symbolic"
        case .composer: "document-new-symbolic"
        }
    }

    /// The family or view page named `name` (an id, ignoring case).
    public static func named(_ name: String) throws(UnknownNameError) -> GalleryPage {
        if let page = all.first(where: { $0.id.lowercased() == name.lowercased() }) {
            return page
        }
        throw UnknownNameError(kind: say("page"), kindPlural: say("pages"), name: name, validNames: all.map(\.id))
    }

    /// Any page the window shows named `name`: a family or view page by its id (ignoring case), or a scene by its
    /// id with the example's name or the file's path as written, or the composer (`composer`). Whether the example or file exists is the
    /// window's to find out when it opens the page.
    public static func windowPage(named name: String) throws(UnknownNameError) -> GalleryPage {
        for (prefix, origin) in [(examplePrefix, SceneOrigin.example), (filePrefix, SceneOrigin.file)]
        where name.hasPrefix(prefix) && name.count > prefix.count {
            return .scene(origin(String(name.dropFirst(prefix.count))))
        }
        if name == GalleryPage.composer.id { return .composer }
        return try named(name)
    }

    /// What a shipped scene example's id starts with, before its name.
    static let examplePrefix = "scene:"
    /// What an opened scene file's id starts with, before its path.
    static let filePrefix = "scene-file:"
}
