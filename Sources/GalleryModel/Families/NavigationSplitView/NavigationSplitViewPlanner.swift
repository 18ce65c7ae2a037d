/// Draws NavigationSplitViews: three columns side by side, leading columns floating over the detail, or one
/// navigation stack. A scene's split view and the card's sample (the reference document's three columns of text) are
/// laid out by the same function, ``layOut(_:_:)``.
enum NavigationSplitViewPlanner {
    /// A scene's split view: its sidebar's views, then its `content:` and `detail:` closures' views, as its columns.
    static func layOut(_ context: PlanContext<NavigationSplitViewFamily>, _ content: inout ContainerContent) -> FamilyPlan {
        let sidebar = Build.vstack(spacing: 8, classes: ["split-sidebar"], content.views())
        let middle = Build.vstack(spacing: 6, classes: ["split-content"], content.views(in: "content"))
        let detail = Build.vstack(spacing: 6, classes: ["split-detail"], content.views(in: "detail"))
        return columns(context, sidebar: sidebar, content: middle, detail: detail)
    }

    /// The card's split view, as reference/view-styles.zh.md writes every `navigationSplitViewStyle(_:)` sample:
    /// `Text("Sidebar")`, then `content: { Text("Content") }` and `detail: { Text("Detail") }`, with the requested style.
    static func sample(_ context: PlanContext<NavigationSplitViewFamily>) -> SceneNode {
        let text = { (words: String) in SceneNode(.plain(.text), arguments: [SceneArgument(nil, .string(words))]) }
        let columns = SampleContent.splitColumns
        return SceneNode(.styled(.navigationSplitView), children: [text(columns.sidebar)], slots: [
            SceneSlot(label: "content", children: [text(columns.content)]),
            SceneSlot(label: "detail", children: [text(columns.detail)]),
        ])
    }

    /// The columns in the look: a navigation stack (the sidebar first, the content and detail pushed over it), the
    /// leading columns floating over the detail, or all three side by side.
    private static func columns(_ context: PlanContext<NavigationSplitViewFamily>, sidebar: WidgetPlan,
                                content: WidgetPlan, detail: WidgetPlan) -> FamilyPlan {
        let columnsVisible = context.bind(NavigationSplitViewFamily.showsColumns, .isOn)
        // The button that shows and hides the leading columns is the split view's own.
        let sidebarButton = WidgetPlan(.toggleButton, [.iconName: .string("sidebar-show-symbolic")], classes: ["flat"],
                                       binding: columnsVisible, accessibleName: "Show Sidebar", origin: .system)
        let leading = WidgetPlan(.paned, [.orientation: .orientation(.horizontal), .position: .int(130)],
                                 children: [sidebar, content])

        switch context.look {
        case .stack:
            // The navigation bar's back button: a tinted chevron and title, drawn by the navigation stack itself.
            let back = WidgetPlan(.button, [.label: .string("Back"), .iconName: .string("go-previous-symbolic"), .halign: .alignment(.start)],
                                  classes: context.buttonClasses(.borderless),
                                  accessibleName: "Back to Sidebar", origin: .system)
            return FamilyPlan(WidgetPlan(.navigationStack, [.height: .int(220)],
                                         children: [sidebar, Build.vstack([content, detail]), back],
                                         binding: context.bind(NavigationSplitViewFamily.isPushed, .isOn), accessibleName: "NavigationSplitView"))
        case .prominentDetail:
            // The detail keeps its size; the leading columns slide over it.
            let floating = WidgetPlan(.revealer, [.halign: .alignment(.start), .width: .int(300)], classes: ["split-floating"],
                                      children: [leading], binding: columnsVisible)
            return FamilyPlan(Build.vstack(spacing: 0, classes: ["split-view"], [
                Build.hstack([sidebarButton]),
                WidgetPlan(.overlay, [.height: .int(220), .hexpand: .bool(true)], children: [detail, floating]),
            ]))
        case .balanced:
            // Three columns in nested split panes; showing the leading columns narrows the detail.
            let revealer = WidgetPlan(.revealer, children: [leading], binding: columnsVisible)
            return FamilyPlan(Build.vstack(spacing: 0, classes: ["split-view"], [
                Build.hstack([sidebarButton]),
                WidgetPlan(.paned, [.orientation: .orientation(.horizontal), .position: .int(300), .height: .int(220)],
                           children: [revealer, detail]),
            ]))
        }
    }
}
