/// Draws NavigationSplitViews: three columns side by side, leading columns floating over the detail, or one
/// navigation stack. The card draws the sample's mailboxes, its detail naming the one chosen; a scene's split view
/// lays out its own columns' views; both through ``columns(_:title:sidebar:content:detail:)``.
enum NavigationSplitViewPlanner {
    static func plan(_ context: PlanContext<NavigationSplitViewFamily>) -> FamilyPlan {
        let folders = SampleContent.splitSidebar
        let selection = context.bind(NavigationSplitViewFamily.selection, .selection)
        let titles = folders.map(\.title)
        let sidebar = WidgetPlan(.listBox, classes: ["navigation-sidebar", "split-sidebar"], children: folders.map { folder in
            WidgetPlan(.listRow, children: [Build.hstack(spacing: 8, [Build.icon(folder.symbol), Build.text(folder.title)])])
        }, binding: selection, accessibleName: SampleContent.splitSidebarTitle)
        let content = Build.vstack(spacing: 6, classes: ["split-content"], [
            Build.boundText(selection, [.items: .strings(titles)], classes: ["heading"]),
        ] + SampleContent.splitMessages.map { Build.text($0, classes: ["split-message"]) })
        let detail = Build.vstack(spacing: 6, classes: ["split-detail"], [
            Build.boundText(selection, [.items: .strings(titles), .template: .string(SampleContent.splitDetailTemplate)], classes: ["title-4"]),
        ])
        return columns(context, title: SampleContent.splitSidebarTitle, sidebar: sidebar, content: content, detail: detail)
    }

    /// A scene's split view: its sidebar's views, then its `content:` and `detail:` closures' views, as its columns.
    static func layOut(_ context: PlanContext<NavigationSplitViewFamily>, _ content: inout ContainerContent) -> FamilyPlan {
        let sidebar = Build.vstack(spacing: 8, classes: ["split-sidebar"], content.views())
        let middle = Build.vstack(spacing: 6, classes: ["split-content"], content.views(in: "content"))
        let detail = Build.vstack(spacing: 6, classes: ["split-detail"], content.views(in: "detail"))
        return columns(context, title: nil, sidebar: sidebar, content: middle, detail: detail)
    }

    /// The columns in the look: a navigation stack (titled `title` where the sidebar carries no title of its own), the
    /// leading columns floating over the detail, or all three side by side.
    private static func columns(_ context: PlanContext<NavigationSplitViewFamily>, title: String?, sidebar: WidgetPlan,
                                content: WidgetPlan, detail: WidgetPlan) -> FamilyPlan {
        let columnsVisible = context.bind(NavigationSplitViewFamily.showsColumns, .isOn)
        // The button that shows and hides the leading columns is the split view's own.
        let sidebarButton = WidgetPlan(.toggleButton, [.iconName: .string("sidebar-show-symbolic")], classes: ["flat"],
                                       binding: columnsVisible, accessibleName: "Show Sidebar", origin: .system)
        let leading = WidgetPlan(.paned, [.orientation: .orientation(.horizontal), .position: .int(130)],
                                 children: [sidebar, content])

        switch context.look {
        case .stack:
            let root = Build.vstack(spacing: 6, (title.map { [Build.text($0, classes: ["title-4"])] } ?? []) + [sidebar])
            // The navigation bar's back button: a tinted chevron and title, drawn by the navigation stack itself.
            let back = WidgetPlan(.button, [.label: .string("Back"), .iconName: .string("go-previous-symbolic"), .halign: .alignment(.start)],
                                  classes: context.buttonClasses(.borderless),
                                  accessibleName: "Back to \(title ?? "Sidebar")", origin: .system)
            return FamilyPlan(WidgetPlan(.navigationStack, [.height: .int(220)],
                                         children: [root, Build.vstack([content, detail]), back],
                                         binding: context.bind(NavigationSplitViewFamily.isPushed, .isOn), accessibleName: title ?? "NavigationSplitView"))
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

extension NavigationSplitViewPlanner {
    /// The three columns: mailboxes, the chosen mailbox's messages, and a detail, with the requested style.
    static func code(_ context: PlanContext<NavigationSplitViewFamily>) -> String {
        let mailboxes = SampleContent.splitSidebar.map {
            SwiftSource.label($0.title, symbol: $0.symbol) + ".tag(Mailbox.\(SampleContent.actionName($0.title)))"
        }
        let sidebar = SwiftSource.modified(SwiftSource.block("List(selection: $mailbox)", mailboxes),
                                           ".navigationTitle(\(SwiftSource.literal(SampleContent.splitSidebarTitle)))")
        let messages = SwiftSource.modified(SwiftSource.block("List", SampleContent.splitMessages.map { "Text(\(SwiftSource.literal($0)))" }),
                                            ".navigationTitle(mailbox.title)")
        let detail = "Text(\"" + SampleContent.splitDetailTemplate.replacingOccurrences(of: "{value}", with: "\\(mailbox.title)") + "\")"
        return context.styled(SwiftSource.blocks("NavigationSplitView(columnVisibility: $columns)", [
            (nil, [sidebar]), ("content", [messages]), ("detail", [detail]),
        ]))
    }
}
