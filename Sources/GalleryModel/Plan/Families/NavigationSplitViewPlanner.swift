/// Plans NavigationSplitView examples: three columns side by side, leading
/// columns floating over the detail, or one navigation stack.
enum NavigationSplitViewPlanner {
    static func plan(_ context: PlanContext) -> FamilyPlan {
        let folders = SampleContent.splitSidebar
        let selection = context.bind("selection", .selection)
        let sidebar = WidgetPlan(.listBox, classes: ["navigation-sidebar", "split-sidebar"], children: folders.map { folder in
            WidgetPlan(.listRow, children: [Build.hstack(spacing: 8, [Build.icon(folder.symbol), Build.text(folder.title)])])
        }, binding: selection, accessibleName: "Sidebar")
        let content = Build.vstack(spacing: 6, classes: ["split-content"], [
            Build.boundText(selection, [.items: .strings(folders.map(\.title))], classes: ["heading"]),
            Build.text("Welcome aboard", classes: ["split-message"]),
            Build.text("Weekly update", classes: ["split-message"]),
        ])
        let detail = Build.vstack(spacing: 6, classes: ["split-detail"], [
            Build.text("Detail", classes: ["dim-label", "caption-heading"]),
            Build.boundText(selection, [.items: .strings(folders.map { "Showing \($0.title)" })], classes: ["title-4"]),
        ])
        let columnsVisible = context.bind("showsColumns", .isOn)
        let sidebarButton = WidgetPlan(.toggleButton, [.iconName: .string("sidebar-show-symbolic")], classes: ["flat"],
                                       binding: columnsVisible, accessibleName: "Show Sidebar")
        let leading = WidgetPlan(.paned, [.orientation: .string("horizontal"), .position: .int(130)],
                                 classes: ["split-leading"], children: [sidebar, content])

        switch context.look {
        case "stack":
            let root = Build.vstack(spacing: 6, [Build.text("Mailboxes", classes: ["title-4"]), sidebar])
            // The navigation bar's back button: a tinted chevron and title.
            let back = WidgetPlan(.button, [.label: .string("Back"), .iconName: .string("go-previous-symbolic"), .halign: .string("start")],
                                  classes: ButtonPlanner.lookClasses["borderless"] ?? [], accessibleName: "Back to Mailboxes")
            return FamilyPlan(WidgetPlan(.navigationStack, [.height: .int(220)], classes: ["split-stack"],
                                         children: [root, Build.vstack([content, detail]), back],
                                         binding: context.bind("isPushed", .isOn), accessibleName: "Mailboxes"))
        case "prominentDetail":
            // The detail keeps its size; the leading columns slide over it.
            let floating = WidgetPlan(.revealer, [.halign: .string("start"), .width: .int(300)], classes: ["split-floating"],
                                      children: [leading], binding: columnsVisible)
            return FamilyPlan(Build.vstack(spacing: 0, classes: ["split-view"], [
                Build.hstack([sidebarButton]),
                WidgetPlan(.overlay, [.height: .int(220), .hexpand: .bool(true)], children: [detail, floating]),
            ]))
        default:
            // balanced: three columns in nested split panes; showing the leading columns narrows the detail.
            let revealer = WidgetPlan(.revealer, children: [leading], binding: columnsVisible)
            return FamilyPlan(Build.vstack(spacing: 0, classes: ["split-view"], [
                Build.hstack([sidebarButton]),
                WidgetPlan(.paned, [.orientation: .string("horizontal"), .position: .int(300), .height: .int(220)],
                           children: [revealer, detail]),
            ]))
        }
    }
}

extension WidgetPlan {
    /// A copy with one more property set.
    func with(_ property: PlanProperty, _ value: PlanValue) -> WidgetPlan {
        var copy = self
        copy.properties[property] = value
        return copy
    }
}
