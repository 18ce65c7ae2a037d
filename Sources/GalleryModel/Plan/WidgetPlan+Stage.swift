extension WidgetPlan {
    /// Where the view sits from top to bottom on the stage it is drawn on, a card's, a scene's or a rendered one: over
    /// the stage's whole height when it is a view that fills its container (``fillingItsContainer()``), else
    /// `otherwise` (a card centres its example, a scene starts at the top).
    public func stageAlignment(otherwise: PlanValue.Alignment) -> PlanValue.Alignment {
        bool(.vexpand) == true ? .fill : otherwise
    }

    /// This view taking all the height and width its container gives it, as a TabView fills its window with the bar
    /// on the bottom edge (iPhone) or at the top (iPad) (https://developer.apple.com/design/human-interface-guidelines/tab-bars;
    /// UITabBar appears "across the bottom edge of the screen", https://developer.apple.com/documentation/uikit/uitabbar)
    /// and a split view fills its window, its columns running its full height
    /// (https://developer.apple.com/design/human-interface-guidelines/split-views).
    func fillingItsContainer() -> WidgetPlan {
        with(.vexpand, .bool(true)).with(.hexpand, .bool(true)).with(.valign, .alignment(.fill))
    }

    /// Whether this view fills its container's height: it takes the height it is offered (``fillingItsContainer()``,
    /// a ScrollView), or holds a view that does, as a NavigationStack around a screen with a bottom bar or a title
    /// over a ScrollView (GTK's expansion propagates to a box from its children alike, unless the box says it does not
    /// expand: a frame of a fixed height around a colour that fills it).
    var fillsItsContainer: Bool {
        bool(.vexpand) ?? children.contains { $0.fillsItsContainer }
    }

    /// Whether this view draws its window itself, a box of ``windowClass``: Vision Pro's TabView, whose window holds the
    /// tab's content while the tab bar floats outside it as an ornament
    /// (https://developer.apple.com/design/human-interface-guidelines/tab-bars, visionOS). Its stage is then the room
    /// around the window (``PlatformTheme/roomClass``), not a window of its own around a second one.
    public var drawsItsWindow: Bool {
        allPlans.contains { $0.cssClasses.contains(Self.windowClass) }
    }

    /// The class of a box drawn as the platform's window.
    public static let windowClass = "platform-window"

    /// This plan with every painted ring (a Gauge's) in `hex` instead of the accent it was planned with.
    func replacingRingColor(with hex: String) -> WidgetPlan {
        var copy = self
        if kind == .ring { copy.properties[.color] = .string(hex) }
        copy.children = children.map { $0.replacingRingColor(with: hex) }
        return copy
    }
}
