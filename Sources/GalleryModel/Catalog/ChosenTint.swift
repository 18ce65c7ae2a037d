/// The colours a card offers for `.tint(_:)`, the companion of the styles whose fill is the tint: the button toggle
/// style, whose on state fills with the tint that `tint(_:)` changes
/// (https://developer.apple.com/documentation/swiftui/togglestyle/button; reference/toggle-styles.zh.md), and the
/// bordered prominent button (https://developer.apple.com/documentation/swiftui/primitivebuttonstyle/borderedprominent).
/// `tint(_: Color?)` exists from iOS 15, macOS 12, tvOS 15 and watchOS 8, as early as both styles
/// (https://developer.apple.com/documentation/swiftui/view/tint(_:)-23xyq). The colours are Apple's light-mode system
/// colours (``NamedColor/hex``).
///
/// `.accentColor` is the style as it is without the modifier, so its code writes none.
enum ChosenTint: String, StyleChoice {
    case accentColor = ".accentColor", orange = ".orange", green = ".green", purple = ".purple"

    /// The named colour the tint is, or nil for the platform's own accent.
    var color: NamedColor? {
        switch self {
        case .accentColor: nil
        case .orange: .orange
        case .green: .green
        case .purple: .purple
        }
    }

    /// The class that colours a control's tinted parts under it, or nil for the platform's accent.
    var cssClass: String? {
        color?.tintClass
    }

    /// `widget` inside a box of the tint's class, so that its tinted parts take the colour, the box spreading and
    /// aligning as `widget` does; `widget` itself for the platform's accent.
    func applied(to widget: WidgetPlan) -> WidgetPlan {
        guard let cssClass else { return widget }
        var properties: [PlanProperty: PlanValue] = [.orientation: .orientation(.horizontal)]
        for property in [PlanProperty.hexpand, .halign] { properties[property] = widget.properties[property] }
        return WidgetPlan(.box, properties, classes: [cssClass], children: [widget])
    }

    /// The tint parameter of a style: `.tint(.orange)` written after the style modifier, none for the accent.
    static let parameter = StyleParameter(
        "tint", default: ChosenTint.accentColor, spelling: .optionalCompanion(".tint({choice})"),
        source: "https://developer.apple.com/documentation/swiftui/view/tint(_:)-23xyq")
}
