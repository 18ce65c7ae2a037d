/// A page of a container (a tab view's) that is a grouped list or form: drawn on the grouped background, as the
/// screen it fills is, instead of the container's plain pane under its white panels.
extension WidgetPlan {
    /// The class of such a page.
    public static let groupedPageClass = "grouped-page"

    /// Whether this plan is, or holds, a grouped list's or form's panel.
    var holdsGroupedSections: Bool {
        allPlans.contains { $0.cssClasses.contains("list-insetGrouped") || $0.cssClasses.contains("list-grouped") }
    }

    /// This page, marked as grouped where it holds grouped sections.
    var markedIfGrouped: WidgetPlan {
        guard holdsGroupedSections else { return self }
        var page = self
        page.cssClasses.append(Self.groupedPageClass)
        return page
    }
}
