/// A control that is a list row's platter itself.
///
/// An Apple TV list draws each row on a platter of its own, which lifts when focused
/// (https://developer.apple.com/design/human-interface-guidelines/lists-and-tables, tvOS). A toggle on Apple TV is
/// drawn as such a platter already, wide, its title leading and its state trailing
/// (https://developer.apple.com/documentation/swiftui/togglestyle/automatic): in a list it is the row, not a platter
/// inside the row's platter.
extension WidgetPlan {
    /// The class of a control drawn as a row platter of its own (the tvOS toggle).
    public static let rowPlatterClass = "row-platter"

    /// The class of a list row that holds such a control, which draws no platter around it.
    public static let holdsRowPlatterClass = "holds-row-platter"

    /// Whether this plan is, or holds, a control drawn as a row platter of its own.
    public var holdsRowPlatter: Bool {
        allPlans.contains { $0.cssClasses.contains(Self.rowPlatterClass) }
    }

    /// A list's or a form's row holding `content`: one that draws no platter around a control that is its own.
    static func listRow(holding content: WidgetPlan) -> WidgetPlan {
        WidgetPlan(.listRow, classes: content.holdsRowPlatter ? [holdsRowPlatterClass] : [], children: [content])
    }
}
