/// Draws NavigationSplitViews: three columns side by side, leading columns floating over the detail, or one
/// navigation stack. A scene's split view and the card's sample (the reference document's three columns of text) are
/// laid out by the same function, ``layOut(_:_:)``.
enum NavigationSplitViewPlanner {
    /// A scene's split view: its sidebar's views, then its `content:` and `detail:` closures' views, as its columns.
    /// A two-column split view (`NavigationSplitView { sidebar } detail: { … }`, no `content:`) has no middle column:
    /// the sidebar stands directly beside the detail.
    static func layOut(_ context: PlanContext<NavigationSplitViewFamily>, _ content: inout ContainerContent) -> FamilyPlan {
        let sidebar = column(content.views(), spacing: 8, classes: ["split-sidebar"])
        let middleViews = content.views(in: "content")
        let middle = middleViews.isEmpty ? nil : column(middleViews, spacing: 6, classes: ["split-content"])
        let detail = column(content.views(in: "detail"), spacing: 6, classes: ["split-detail"])
        return columns(context, sidebar: sidebar, content: middle, detail: detail)
    }

    /// A column filled with its background and holding `views`: words alone (the document's `Text("Detail")`) are
    /// centred in the column's room, as SwiftUI centres a view smaller than the column it is given; anything else (a
    /// List) keeps the column's full width from the top.
    private static func column(_ views: [WidgetPlan], spacing: Int, classes: [String]) -> WidgetPlan {
        guard !views.isEmpty, views.allSatisfy({ $0.kind == .label }) else { return Build.vstack(spacing: spacing, classes: classes, views) }
        let centred = Build.stack(.vertical, spacing: spacing, views, [
            .halign: .alignment(.center), .valign: .alignment(.center), .hexpand: .bool(true), .vexpand: .bool(true),
        ])
        return Build.vstack(spacing: 0, classes: classes, [centred])
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
                                content: WidgetPlan?, detail: WidgetPlan) -> FamilyPlan {
        let columnsVisible = context.bind(context.look == .prominentDetail ? NavigationSplitViewFamily.showsFloatingColumns
                                                                           : NavigationSplitViewFamily.showsColumns, .isOn)
        // The button that shows and hides the leading columns is the split view's own, the `sidebar.left` symbol.
        let sidebarButton = WidgetPlan(.toggleButton, [.iconName: .string(SymbolCatalog.iconName(for: "sidebar.left"))], classes: ["flat"],
                                       binding: columnsVisible, accessibleName: "Show Sidebar", origin: .system)
        // The columns' widths, the same on a card and in a scene (one drawing): the sidebar 100 px and the content column
        // 110, so that on a card's 330-pixel stage the three columns share it about evenly, the detail the widest, as an
        // iPad's three columns share its screen; on a page-wide scene the detail takes the rest.
        let leading = content.map {
            WidgetPlan(.paned, [.orientation: .orientation(.horizontal), .position: .int(100)], children: [sidebar, $0])
        } ?? sidebar
        // The leading columns' width: a sidebar alone, or a sidebar and the content column.
        let leadingWidth = content == nil ? 160 : 210

        switch context.look {
        case .stack:
            // The navigation bar's back button: a tinted chevron and title, drawn by the navigation stack itself.
            let back = WidgetPlan(.button, [.label: .string("Back"), .iconName: .string("go-previous-symbolic"), .halign: .alignment(.start)],
                                  classes: context.buttonClasses(.borderless),
                                  accessibleName: "Back to Sidebar", origin: .system)
            return FamilyPlan(WidgetPlan(.navigationStack, [.height: .int(220)],
                                         children: [sidebar, Build.vstack([content, detail].compactMap { $0 }), back],
                                         binding: context.bind(NavigationSplitViewFamily.isPushed, .isOn), accessibleName: "NavigationSplitView")
                .fillingItsContainer())
        case .prominentDetail:
            // The detail keeps its size; the leading columns slide over it.
            let floating = WidgetPlan(.revealer, [.halign: .alignment(.start), .width: .int(leadingWidth)], classes: ["split-floating"],
                                      children: [leading], binding: columnsVisible)
            return FamilyPlan(Build.vstack(spacing: 0, classes: ["split-view"], [
                Build.hstack([sidebarButton]),
                WidgetPlan(.overlay, [.height: .int(220), .hexpand: .bool(true)], children: [detail, floating]).fillingItsContainer(),
            ]).fillingItsContainer())
        case .balanced:
            // Three columns in nested split panes; showing the leading columns narrows the detail.
            let revealer = WidgetPlan(.revealer, children: [leading], binding: columnsVisible)
            return FamilyPlan(Build.vstack(spacing: 0, classes: ["split-view"], [
                Build.hstack([sidebarButton]),
                WidgetPlan(.paned, [.orientation: .orientation(.horizontal), .position: .int(leadingWidth), .height: .int(220)],
                           children: [revealer, detail]).fillingItsContainer(),
            ]).fillingItsContainer())
        }
    }
}
