/// A page of the gallery window: one per style family, pages about the
/// Text, Label and Button views themselves, and a page per scene.
public enum GalleryPage: Hashable, Sendable {
    /// Every style of one family, side by side.
    case family(StyleFamily)
    /// Text and its modifiers.
    case text
    /// Label: style stacks, toolbars and composed icons.
    case label
    /// Button: roles, custom styles and containers.
    case button
    /// Image: symbols and assets, sizing, rendering modes and accessibility.
    case image
    /// SecureField: label and prompt, forms, onSubmit, and what the field hides.
    case secureField
    /// A SwiftUI view read from source and drawn as a scene: a shipped example or a file opened.
    case scene(SceneOrigin)
    /// The scene composer: a scene built by hand from the palette, saved as a SwiftUI file.
    case composer

    /// Every family and view page, in sidebar order: the families, then the view pages. The scenes' pages are
    /// the window's Scenes section's.
    public static let all: [GalleryPage] = StyleFamily.allCases.map(GalleryPage.family) + [.text, .label, .button, .image, .secureField]

    /// The page's identifier on the command line and in actions: the family name, "text", "labelView",
    /// "buttonView", "image", "secureField", "scene:NAME" for a shipped example, "scene-file:PATH" for a file opened, "composer" for the composer.
    public var id: String {
        switch self {
        case .family(let family): family.rawValue
        case .text: "text"
        case .label: "labelView"
        case .button: "buttonView"
        case .image: "image"
        case .secureField: "secureField"
        case .scene(.example(let name)): Self.examplePrefix + name
        case .scene(.file(let path)): Self.filePrefix + path
        case .composer: "composer"
        }
    }

    /// The sidebar title.
    public var title: String {
        switch self {
        case .family(let family): family.title
        case .text: "Text"
        case .label: "Label"
        case .button: "Button"
        case .image: "Image"
        case .secureField: "SecureField"
        case .scene(let origin): origin.title
        case .composer: "New Scene"
        }
    }

    /// The freedesktop icon beside the page in the sidebar.
    public var icon: String {
        switch self {
        case .family(let family): family.sidebarIcon
        case .text: "font-x-generic-symbolic"
        case .label: "starred-symbolic"
        case .button: "input-touchpad-symbolic"
        case .image: "image-x-generic-symbolic"
        case .secureField: "dialog-password-symbolic"
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
