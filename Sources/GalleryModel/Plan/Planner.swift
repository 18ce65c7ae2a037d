/// Turns a resolution and the example state into the widget plan of a card.
///
/// Each family has its own planner that draws the resolved look; this type
/// then puts the result in its placement (a form row, a toolbar, a menu).
public enum Planner {
    /// The plan of the card whose style resolved to `resolution`. Plans hold bindings to
    /// example state, not its values, so a plan stays valid while the state changes.
    public static func plan(_ resolution: Resolution) -> ExamplePlan {
        let context = PlanContext(resolution: resolution)
        let family = familyPlan(context)
        return ExamplePlan(widget: place(family.content, in: context), approximation: family.approximation)
    }

    /// The plan of `family`'s chosen style in `configuration`.
    public static func plan(_ family: StyleFamily, in configuration: Configuration) -> ExamplePlan {
        plan(configuration.resolution(of: family))
    }

    private static func familyPlan(_ context: PlanContext) -> FamilyPlan {
        switch context.family {
        case .button: ButtonPlanner.plan(context)
        case .toggle: TogglePlanner.plan(context)
        case .picker: PickerPlanner.plan(context)
        case .datePicker: DatePickerPlanner.plan(context)
        case .menu: MenuPlanner.plan(context)
        case .gauge: GaugePlanner.plan(context)
        case .progressView: ProgressViewPlanner.plan(context)
        case .label: LabelPlanner.plan(context)
        case .textField: TextFieldPlanner.plan(context)
        case .textEditor: TextEditorPlanner.plan(context)
        case .list: ListPlanner.plan(context)
        case .table: TablePlanner.plan(context)
        case .disclosureGroup: DisclosureGroupPlanner.plan(context)
        case .navigationSplitView: NavigationSplitViewPlanner.plan(context)
        case .tabView: TabViewPlanner.plan(context)
        case .controlGroup: ControlGroupPlanner.plan(context)
        }
    }

    /// Puts planned content in its placement's container.
    static func place(_ content: PlanContent, in context: PlanContext) -> WidgetPlan {
        switch (context.placement, content) {
        case (_, .menuItems(let items)):
            // Planners produce menu items only for the menu placement (a plan test checks this).
            return WidgetPlan(
                .menuButton,
                [.label: .string("Menu"), .iconName: .string("open-menu-symbolic")],
                classes: ["placement-menu"], menu: items, accessibleName: "Menu holding the example")
        case (.standard, .widget(let widget)), (.menu, .widget(let widget)):
            return Build.vstack(classes: ["placement-standard"], [widget])
        case (.form, .widget(let widget)):
            // Forms are grouped lists on iOS and aligned stacks on macOS (Apple's Form page).
            if context.platform == .macOS {
                return Build.vstack(classes: ["placement-form", "form-columns"], [widget])
            }
            return WidgetPlan(.listBox, classes: ["placement-form", "boxed-list"], children: [WidgetPlan(.listRow, children: [widget])])
        case (.list, .widget(let widget)):
            return WidgetPlan(.listBox, classes: ["placement-list"], children: [WidgetPlan(.listRow, children: [widget])])
        case (.toolbar, .widget(let widget)):
            return Build.toolbar(title: "Inbox", [widget])
        }
    }
}

/// What a family planner hands back: the content and any approximation note.
struct FamilyPlan {
    var content: PlanContent
    var approximation: String?

    init(_ widget: WidgetPlan, approximation: String? = nil) {
        content = .widget(widget)
        self.approximation = approximation
    }

    init(menu items: [MenuItemPlan], approximation: String? = nil) {
        content = .menuItems(items)
        self.approximation = approximation
    }
}
