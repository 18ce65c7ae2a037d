/// The plan of one example card: the widgets to build and the SwiftUI code
/// that makes them, both placed in their context (form row, toolbar, menu...),
/// and a note when GTK can only approximate the SwiftUI look.
public struct ExamplePlan: Sendable, Equatable {
    /// The widgets, already wrapped in the placement's container.
    public let widget: WidgetPlan
    /// The SwiftUI code that makes what the widgets show, in the placement's container;
    /// a custom style's definition comes first.
    public let code: String
    /// Why the example only approximates SwiftUI, or nil when it is faithful: the first of ``approximations``, which
    /// the card shows.
    public var approximation: String? { approximations.first }
    /// Every note on what the example only approximates, each once, in the order its views were drawn.
    public let approximations: [String]
    /// The widgets of the example's views alone, as a scene of the same code draws them: `widget` without the
    /// gallery's additions (the open menu drawn in place, the status lines).
    public let scene: WidgetPlan
    /// Where a colour the card's code chooses (`.tint(.orange)`), drawn as Apple draws it, misses WCAG AA for text on
    /// the card's stage; the inspector and `gallery plan` say so.
    public let contrastFindings: [ContrastFinding]

    public init(widget: WidgetPlan, code: String, approximation: String? = nil, scene: WidgetPlan? = nil) {
        self.init(widget: widget, code: code, approximations: [approximation].compactMap { $0 }, scene: scene)
    }

    public init(widget: WidgetPlan, code: String, approximations: [String], scene: WidgetPlan? = nil,
                contrastFindings: [ContrastFinding] = []) {
        self.widget = widget
        self.code = code
        self.approximations = approximations
        self.scene = scene ?? widget
        self.contrastFindings = contrastFindings
    }
}

/// What a family planner produces before it is placed: widgets for ordinary
/// placements, or menu items for the menu placement.
enum PlanContent {
    /// One view.
    case widget(WidgetPlan)
    /// Several views written one after the other: each is a row of a form or list.
    case rows([WidgetPlan])
    /// The view as the rows of a form: each with its label and its control, which the form lays out.
    case labelled([LabelledRow])
    /// The items of the enclosing menu.
    case menuItems([MenuItemPlan])
}
