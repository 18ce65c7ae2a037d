/// The concrete look a style resolves to: either a built-in style you can
/// name in code (`checkbox`), or a context look SwiftUI uses but offers no
/// name for (a toggle inside a menu becomes a checkmark item).
public struct ResolvedStyle: Sendable, Equatable, Hashable {
    /// The family whose style this is. Usually the requested family; a
    /// circular progress view on watchOS is drawn as a gauge style.
    public let family: StyleFamily
    /// The SwiftUI style name, or the gallery's name for a context look.
    public let name: String

    public init(_ family: StyleFamily, _ name: String) {
        self.family = family
        self.name = name
    }

    /// The description of the context look, if this is one.
    public var contextStyle: ContextStyle? {
        ContextStyle.all.first { $0.family == family && $0.name == name }
    }

    /// Whether the look can be requested by name in SwiftUI code.
    public var isNameable: Bool { contextStyle == nil }
}

/// A look SwiftUI gives a view in some context, with no style you could name
/// to ask for it. The gallery names it so that plans and answers can refer to it.
public struct ContextStyle: Sendable, Equatable {
    /// The family the look belongs to.
    public let family: StyleFamily
    /// The gallery's name for the look.
    public let name: String
    /// What it looks like, in one or two sentences.
    public let summary: String

    /// Every context look the resolver can answer.
    public static let all: [ContextStyle] = [
        ContextStyle(family: .toggle, name: "tvOSButton", summary: """
            The tvOS toggle: a wide, focusable button that fills the row and shows the title \
            with the current state written out beside it.
            """),
        ContextStyle(family: .toggle, name: "checkmarkMenuItem", summary: """
            A menu item showing the title, with a checkmark only while the toggle is on.
            """),
        ContextStyle(family: .button, name: "menuItem", summary: """
            An ordinary menu item that runs the action; a Label adds its icon.
            """),
        ContextStyle(family: .button, name: "listRow", summary: """
            The whole row is the button: the title is drawn in the tint colour and a tap anywhere on the row triggers it.
            """),
        ContextStyle(family: .picker, name: "submenu", summary: """
            A submenu titled with the picker's label, whose items are the choices with a checkmark on the selected one.
            """),
        ContextStyle(family: .menu, name: "submenu", summary: """
            A submenu item inside the enclosing menu.
            """),
        ContextStyle(family: .disclosureGroup, name: "disclosureChevron", summary: """
            The label on a row with a chevron at the trailing edge that turns to point down while the content shows.
            """),
        ContextStyle(family: .disclosureGroup, name: "disclosureTriangle", summary: """
            The Mac's disclosure triangle before the label; the content appears indented below it.
            """),
        ContextStyle(family: .list, name: "platters", summary: """
            The Apple Watch list: each row on its own rounded, dark platter, a small gap between rows and no separators.
            """),
        ContextStyle(family: .navigationSplitView, name: "stack", summary: """
            All columns collapse into one navigation stack: the sidebar first, the detail pushed on selection.
            """),
        ContextStyle(family: .tabView, name: "tabBar", summary: """
            A bar of tab items, one per page: at the bottom on iPhone (and on iPad before iPadOS 18), floating \
            at the top on iPad, a segmented control over a bordered pane on the Mac, titles across the top on \
            Apple TV and a vertical ornament on Vision Pro.
            """),
        ContextStyle(family: .tabView, name: "adaptableTabBar", summary: """
            The iPad's tab bar at the top of the screen, with a button that turns it into a sidebar.
            """),
        ContextStyle(family: .tabView, name: "tabSidebar", summary: """
            The tabs as rows of a sidebar beside the content, each with its icon and title.
            """),
        ContextStyle(family: .controlGroup, name: "segmented", summary: """
            A momentary segmented control: the buttons sit side by side in one bezel and spring back after a click.
            """),
        ContextStyle(family: .controlGroup, name: "menuRow", summary: """
            Inside a menu, a compact horizontal row of up to four icon buttons above the other items.
            """),
        ContextStyle(family: .controlGroup, name: "submenu", summary: """
            A submenu item that holds the group's controls.
            """),
    ]
}
