/// How a scene's bars are made the ones its window or screen shows: on the Mac the window's toolbar, which the window
/// controls share (``ScreenChrome``), a split view's columns' bars made one row; on iPad and Vision Pro a split view's
/// sidebar button in the detail's navigation bar.
extension WidgetPlan {
    /// This scene's plan with the toolbar of its first row, a NavigationStack's bar at the top of the window, marked
    /// as the Mac window's toolbar (``ScreenChrome/windowToolbarClass``), which the window controls share; the plan
    /// itself elsewhere. The first row is found down the leading views of stacks: the bar of a split view's first
    /// column is the window's too.
    func sharingTitleBar(on platform: Platform) -> WidgetPlan {
        guard platform == .macOS else { return self }
        return unifyingSplitViewToolbars() ?? markingFirstRowToolbar() ?? self
    }

    /// A split view at the top of a Mac window with its columns' bars made the window's one toolbar row
    /// (https://developer.apple.com/design/human-interface-guidelines/sidebars, macOS; toolbars: the toolbar spans the
    /// window, the sidebar's items over the sidebar and the detail's title and items over the detail): the split view's
    /// sidebar button, then the sidebar's items, then the detail's title and items, in the row the window controls
    /// share. The sidebar's navigation title is not shown, as the Mac names the window after the detail.
    private func unifyingSplitViewToolbars() -> WidgetPlan? {
        if cssClasses.contains("split-view"), children.count == 2, children[0].children.contains(where: { $0.kind == .toggleButton }) {
            var columns = children[1]
            let sidebarBar = columns.removingFirstToolbar(under: "split-sidebar")
            let detailBar = columns.removingFirstToolbar(under: "split-detail")
            // Columns without bars keep the split view's own row for its button.
            guard sidebarBar != nil || detailBar != nil else { return nil }
            let sidebarItems = (sidebarBar?.children ?? []).filter { !$0.cssClasses.contains("toolbar-title") && !$0.isEmptyBox }
            // The detail's title starts near the sidebar's trailing edge.
            let gap = WidgetPlan(.box, [.orientation: .orientation(.horizontal), .spacing: .int(0), .width: .int(40)]).decorative()
            var row = Build.hstack(spacing: 8, classes: detailBar?.cssClasses ?? ["toolbar", "placement-toolbar"],
                                   children[0].children + sidebarItems + [gap] + (detailBar?.children ?? []))
            row.cssClasses.removeAll { $0 == ScreenChrome.windowToolbarClass }
            row.cssClasses.append(ScreenChrome.windowToolbarClass)
            var copy = self
            copy.cssClasses.append(ScreenChrome.windowSplitViewClass)
            copy.children = [row, columns]
            return copy
        }
        guard [.box, .paned].contains(kind), let first = children.first?.unifyingSplitViewToolbars() else { return nil }
        var copy = self
        copy.children[0] = first
        return copy
    }

    /// On iPad and Vision Pro, a split view whose detail column has a navigation bar with its sidebar button moved into
    /// that bar's leading edge, where UIKit puts it (https://developer.apple.com/documentation/uikit/uisplitviewcontroller/displaymodebuttonvisibility:
    /// the display mode button sits in the secondary column's navigation bar), instead of on a row of its own over
    /// the columns; elsewhere, or where the detail has no bar, the plan itself.
    func mergingSidebarButton(on platform: Platform, era: DesignEra) -> WidgetPlan {
        guard [.iPadOS, .visionOS].contains(platform) else { return self }
        return mergedSidebarButton(glass: era == .liquidGlass) ?? self
    }

    private func mergedSidebarButton(glass: Bool) -> WidgetPlan? {
        if cssClasses.contains("split-view"), children.count == 2, let toggle = children[0].children.first(where: { $0.kind == .toggleButton }) {
            var columns = children[1]
            guard columns.insertingLeading(glass ? Build.hstack(spacing: 8, classes: ["toolbar-platter"], [toggle]) : toggle,
                                           intoToolbarUnder: "split-detail") else { return nil }
            var copy = self
            copy.children = [columns]
            return copy
        }
        var copy = self
        for index in children.indices {
            if let merged = children[index].mergedSidebarButton(glass: glass) {
                copy.children[index] = merged
                return copy
            }
        }
        return nil
    }

    /// Puts `item` first in the first toolbar inside the column of class `column`; false where there is none.
    private mutating func insertingLeading(_ item: WidgetPlan, intoToolbarUnder column: String, inColumn: Bool = false) -> Bool {
        let inside = inColumn || cssClasses.contains(column)
        if inside, cssClasses.contains("placement-toolbar") {
            // A bar whose title is centred between two sides leads with its leading side.
            if cssClasses.contains("toolbar"), let first = children.first, first.kind == .box, first.bool(.hexpand) == true, children.count == 3 {
                children[0].children.insert(item, at: 0)
            } else {
                children.insert(item, at: 0)
            }
            return true
        }
        for index in children.indices where children[index].insertingLeading(item, intoToolbarUnder: column, inColumn: inside) {
            return true
        }
        return false
    }

    /// Removes the first toolbar inside the column of class `column`, and returns it.
    private mutating func removingFirstToolbar(under column: String, inColumn: Bool = false) -> WidgetPlan? {
        let inside = inColumn || cssClasses.contains(column)
        for index in children.indices {
            if inside, children[index].cssClasses.contains("placement-toolbar") {
                return children.remove(at: index)
            }
            if let found = children[index].removingFirstToolbar(under: column, inColumn: inside) { return found }
        }
        return nil
    }

    private func markingFirstRowToolbar() -> WidgetPlan? {
        if cssClasses.contains("placement-toolbar") {
            var marked = self
            marked.cssClasses.append(ScreenChrome.windowToolbarClass)
            return marked
        }
        guard [.box, .paned].contains(kind), let first = children.first?.markingFirstRowToolbar() else { return nil }
        var copy = self
        copy.children[0] = first
        return copy
    }

    /// Whether a toolbar here is the Mac window's (``sharingTitleBar(on:)``).
    var hasWindowToolbar: Bool {
        allPlans.contains { $0.cssClasses.contains(ScreenChrome.windowToolbarClass) }
    }
}
