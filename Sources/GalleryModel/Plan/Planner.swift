/// Turns a resolution and the example state into the widget plan of a card and
/// the SwiftUI code that makes it.
///
/// Each family has its own planner that draws the resolved look and writes the
/// code from the same sample content; this type then puts both in their
/// placement (a form row, a toolbar, a menu).
public enum Planner {
    /// The plan of the card whose style resolved to `resolution`. Plans hold bindings to
    /// example state, not its values, so a plan stays valid while the state changes.
    public static func plan(_ resolution: Resolution) -> ExamplePlan {
        let context = PlanContext(resolution: resolution)
        let family = context.family.definition.plan(context)
        let code = (context.style.definition.map { $0 + "\n\n" } ?? "") + place(context.family.definition.code(context), in: context)
        var widget = place(family.content, in: context)
        // The gallery's status lines sit under the stage's example, outside any form, toolbar or menu.
        if !family.status.isEmpty {
            widget = Build.vstack(spacing: 8, [widget] + family.status)
        }
        return ExamplePlan(widget: widget, code: code, approximation: family.approximation)
    }

    /// The SwiftUI code of `style`'s example in `placement`, as its card shows it on the first platform that has the style.
    public static func code(of style: StyleDescriptor, in placement: Placement = .standard) -> String {
        let platform = StyleCatalog.platforms(of: style).first ?? .iOS
        return plan(StyleResolver.resolve(style, platform: platform, placement: placement)).code
    }

    /// The plan of `family`'s chosen style in `configuration`.
    public static func plan(_ family: StyleFamily, in configuration: Configuration) -> ExamplePlan {
        plan(configuration.resolution(of: family))
    }

    /// Puts the code of the example in its placement's container, as the widgets are placed.
    static func place(_ code: String, in context: PlanContext) -> String {
        switch context.placement {
        case .standard:
            return code
        case .form:
            return SwiftSource.block("Form", [code])
        case .list:
            return SwiftSource.block("List", [code])
        case .toolbar:
            return SwiftSource.toolbarScreen(title: SampleContent.toolbarTitle, items: [code])
        case .menu:
            let menu = SampleContent.menuPlacement
            return SwiftSource.blocks("Menu", [(nil, [code]), ("label", [SwiftSource.label(menu.title, symbol: menu.symbol)])])
        }
    }

    /// Puts planned content in its placement's container. Each view of the content is a row of a
    /// form or list; elsewhere the views stand one above the other (or side by side in a toolbar).
    static func place(_ content: PlanContent, in context: PlanContext) -> WidgetPlan {
        let views: [WidgetPlan]
        switch content {
        case .menuItems(let items):
            // Planners produce menu items only for the menu placement (a plan test checks this).
            let menu = SampleContent.menuPlacement
            let layout = MenuLayout.of(context)
            let button = WidgetPlan(
                .menuButton, [.label: .string(menu.title), .iconName: Build.iconValue(menu.symbol), .halign: .alignment(.center)],
                menu: items, accessibleName: menu.title).with(menuIcons: layout)
            return Build.vstack(spacing: 6, [button, MenuPreview.plan(items, layout: layout)])
        case .widget(let widget):
            views = [widget]
        case .rows(let rows):
            views = rows
        }
        let rows = views.map { WidgetPlan(.listRow, children: [$0]) }
        switch context.placement {
        case .standard, .menu:
            return Build.vstack(spacing: 8, views)
        case .form:
            // Forms are grouped lists on iOS and aligned stacks on macOS (Apple's Form page).
            if context.platform == .macOS {
                return Build.vstack(spacing: 8, classes: ["form-columns"], views)
            }
            return WidgetPlan(.listBox, classes: ["boxed-list"], children: rows, accessibleName: "Form")
        case .list:
            return WidgetPlan(.listBox, classes: ["placement-list"], children: rows, accessibleName: "List")
        case .toolbar:
            return Build.toolbar(title: SampleContent.toolbarTitle, era: context.era, views)
        }
    }
}

/// What a family planner hands back: the content, the gallery's status lines that report the
/// example's state (drawn under the placed content, never inside its container) and any approximation note.
struct FamilyPlan {
    var content: PlanContent
    var status: [WidgetPlan]
    var approximation: String?

    init(_ widget: WidgetPlan, status: [WidgetPlan] = [], approximation: String? = nil) {
        content = .widget(widget)
        self.status = status
        self.approximation = approximation
    }

    init(rows: [WidgetPlan], approximation: String? = nil) {
        content = .rows(rows)
        status = []
        self.approximation = approximation
    }

    init(menu items: [MenuItemPlan], status: [WidgetPlan] = [], approximation: String? = nil) {
        content = .menuItems(items)
        self.status = status
        self.approximation = approximation
    }
}
