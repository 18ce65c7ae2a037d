/// Where a stage's focus rests before anyone moves it.
///
/// Apple TV has no pointer and no touch: people move the focus with the remote, and in that model a single view on
/// screen is focused at any moment, so a tvOS screen always shows one control focused — the one the focus engine
/// finds when the screen appears, following the preferred focus chain down from the window, by default the first
/// focusable item (https://developer.apple.com/library/tvos/documentation/General/Conceptual/AppleTV_PG/WorkingwiththeAppleTVRemote.html;
/// https://developer.apple.com/documentation/uikit/uifocusenvironment/preferredfocusedview, initial focus). tvOS
/// draws that item lifted: it grows, takes the light platter with dark text and casts a shadow, the screen's other
/// controls waiting on grey (https://developer.apple.com/design/human-interface-guidelines/focus-and-selection, tvOS;
/// https://developer.apple.com/design/human-interface-guidelines/buttons, tvOS).
///
/// A stage therefore marks its first focusable control with ``restingFocusClass``; the stylesheet draws it focused
/// while the keyboard focus is elsewhere, and the keyboard focus, once it enters the stage, takes over as the remote
/// would (``PlatformTheme``'s focus rules).
extension WidgetPlan {
    /// The class of the control a stage's focus rests on (``placingRestingFocus(on:)``).
    public static let restingFocusClass = "resting-focus"

    /// Whether this control is the one its stage's focus rests on.
    public var hasRestingFocus: Bool { cssClasses.contains(Self.restingFocusClass) }

    /// The plan with its first focusable control marked as focused, on a platform whose screens always have one
    /// (``Platform/alwaysShowsFocus``); the plan itself elsewhere. The gallery's own controls (a card's slider) are
    /// not the example's and never take it, nor does a control that is disabled or not shown (a page not turned to,
    /// a pushed view, a hidden revealer's content).
    public func placingRestingFocus(on platform: Platform) -> WidgetPlan {
        guard platform.alwaysShowsFocus else { return self }
        var copy = self
        _ = copy.takeRestingFocus()
        return copy
    }

    /// Marks the first focusable control at or below this plan, depth first; false when there is none.
    private mutating func takeRestingFocus() -> Bool {
        guard origin != .gallery, bool(.sensitive) != false else { return false }
        // A row with no background (a profile's header, `.listRowBackground(Color.clear)`) shows no focus platter: the
        // focus rests on the first row that has one.
        if kind == .listRow, cssClasses.contains(Self.clearRowClass) { return false }
        // A row holding a control is that control on Apple TV (a Toggle's row is the toggle): the control takes the
        // focus; a row of words is focused itself.
        if kind.isFocusable && !kind.holdsControls {
            cssClasses.append(Self.restingFocusClass)
            return true
        }
        for index in shownChildren where children[index].takeRestingFocus() { return true }
        if kind.isFocusable {
            cssClasses.append(Self.restingFocusClass)
            return true
        }
        return false
    }

    /// The indices of the children a person sees before doing anything: a paged stack's first page, a navigation
    /// stack's root; none of a revealer's, which may be hidden.
    private var shownChildren: Range<Int> {
        switch kind {
        case .pagedStack, .navigationStack: 0..<min(1, children.count)
        case .revealer: 0..<0
        default: children.indices
        }
    }
}

extension WidgetKind {
    /// Whether the platform's focus engine can rest on a widget of this kind: the controls people act on and the
    /// rows of lists and tables.
    var isFocusable: Bool {
        switch self {
        case .button, .toggleButton, .checkButton, .switchControl, .menuButton, .popoverButton, .entry, .passwordEntry,
             .textView, .listRow, .tableRow, .expander, .slider:
            true
        default:
            false
        }
    }

    /// Whether a focusable widget of this kind may hold a control that takes the focus in its place (a list row).
    var holdsControls: Bool { self == .listRow }
}

extension Platform {
    /// Whether the platform's screens always show one control focused: Apple TV, driven by focus alone
    /// (https://developer.apple.com/design/human-interface-guidelines/focus-and-selection, tvOS). Elsewhere focus
    /// shows only once a keyboard moves it, as a ring.
    public var alwaysShowsFocus: Bool { self == .tvOS }
}
