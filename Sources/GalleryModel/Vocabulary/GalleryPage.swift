/// A page of the gallery window: one per style family, plus pages about the
/// Text, Label and Button views themselves.
public enum GalleryPage: Hashable, Sendable {
    /// Every style of one family, side by side.
    case family(StyleFamily)
    /// Text and its modifiers.
    case text
    /// Label: style stacks, toolbars and composed icons.
    case label
    /// Button: roles, custom styles and containers.
    case button

    /// Every page, in sidebar order: the families, then the view pages.
    public static let all: [GalleryPage] = StyleFamily.allCases.map(GalleryPage.family) + [.text, .label, .button]

    /// The page's identifier on the command line and in actions: the family
    /// name, or "text", "labelView", "buttonView".
    public var id: String {
        switch self {
        case .family(let family): family.rawValue
        case .text: "text"
        case .label: "labelView"
        case .button: "buttonView"
        }
    }

    /// The sidebar title.
    public var title: String {
        switch self {
        case .family(let family): family.title
        case .text: "Text"
        case .label: "Label"
        case .button: "Button"
        }
    }

    /// The freedesktop icon beside the page in the sidebar.
    public var icon: String {
        switch self {
        case .family(let family): family.sidebarIcon
        case .text: "font-x-generic-symbolic"
        case .label: "starred-symbolic"
        case .button: "input-touchpad-symbolic"
        }
    }

    /// The page named `name` (an id, ignoring case).
    public static func named(_ name: String) throws(UnknownNameError) -> GalleryPage {
        if let page = all.first(where: { $0.id.lowercased() == name.lowercased() }) {
            return page
        }
        throw UnknownNameError(kind: say("page"), kindPlural: say("pages"), name: name, validNames: all.map(\.id))
    }
}
