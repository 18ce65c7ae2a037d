/// How the window shares its width between the sidebar, the page and the inspector.
///
/// A wide window shows all three side by side. Below ``narrowWidth`` pixels the page
/// needs the room: the inspector folds away (F9 or its header button brings it back,
/// below the page rather than beside it) and the sidebar narrows. Below
/// ``foldedWidth`` the sidebar folds away too and opens like a drawer (its header
/// button, Ctrl+F or F6), closing again once a page is chosen.
public struct WindowLayout: Sendable, Equatable {
    /// The widest window that counts as narrow.
    public static let narrowWidth = 999
    /// The widest window whose sidebar folds away.
    public static let foldedWidth = 799

    /// Whether the window is narrow: the inspector folds away.
    public let isNarrow: Bool
    /// Whether the window is so narrow that the sidebar folds away too.
    public let foldsSidebar: Bool

    /// The layout of a window `width` pixels wide.
    public init(width: Int) {
        isNarrow = width <= Self.narrowWidth
        foldsSidebar = width <= Self.foldedWidth
    }

    /// The sidebar's width.
    public var sidebarWidth: Int { isNarrow ? 190 : 220 }
    /// The inspector's width when it sits beside the page.
    public static let inspectorWidth = 340
    /// Whether the inspector shows until it is hidden (wide) or stays folded until asked for (narrow).
    public var showsInspector: Bool { !isNarrow }
    /// Whether the inspector sits below the page rather than beside it.
    public var inspectorBelow: Bool { isNarrow }

    /// Whether the header bar shows the window's title between its controls: not in a folded window, where the
    /// controls need every pixel of 700 (the page's own title says what is shown, and the window keeps its title for
    /// the desktop and screen readers).
    public var showsTitle: Bool { !foldsSidebar }

    /// How the header's release selector names `release`: "visionOS 27", or "27" alone in a folded window, where the
    /// platform selector just before it names the platform and "visionOS" twice would push the header past 700 px.
    public func releaseTitle(_ release: OSVersion, of platform: Platform) -> String {
        foldsSidebar ? release.description : "\(platform.rawValue) \(release)"
    }
}
