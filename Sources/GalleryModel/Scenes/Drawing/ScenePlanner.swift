/// Draws a resolved scene as one widget plan: each control by its family's planner on the look the environment
/// gave it, with the node's own words and state; each container with its children as SwiftUI lays them out.
public enum ScenePlanner {
    /// The plan of `scene`: its roots one above the other, as a preview lays them out.
    public static func plan(_ scene: ResolvedScene) -> ScenePlan {
        var drawing = SceneDrawing(context: scene.context, state: scene.scene.state)
        // Each root centred across the stage, as a preview centres its view, unless it takes the stage's width; the
        // whole as the platform's stage shows it (``WidgetPlan/onStage(of:release:)``), as a card and a view page's
        // example are.
        var takesHeight = false
        let roots = scene.roots.map { root in
            let drawn = drawing.widget(for: root)
            let takes = drawing.takes(root, drawn: drawn, along: .vertical)
            takesHeight = takesHeight || takes.contains(.vertical)
            return SceneDrawing.centred(drawn, taking: takes)
        }
        // What the views present is drawn apart, one panel each, in the order it is written (``ScenePlan/presentations``):
        // a presented screen is modal and covers the scene one at a time, so it is never drawn among the views it is
        // shown over.
        // A root that fills its container (a TabView, a split view, a screen with a bottom bar), or holds such a view (a
        // NavigationStack around it), fills the device's screen, its bar on the screen's edge, not under its content;
        // one that takes the height it is offered (a List) starts at the screen's top, where a shorter view is centred.
        let fills = roots.count == 1 && (roots[0].fillsItsContainer || takesHeight)
        var views = fills ? Build.vstack(spacing: 12, roots).fillingItsContainer() : Build.vstack(spacing: 12, roots)
        if !fills, scene.context.platform == .watchOS, let screen = PlatformTheme.of(.watchOS).deviceScreen {
            // The Watch's screen keeps its size: a view taller than it scrolls inside it, as the Digital Crown scrolls
            // it, rather than growing the watch into a phone (the outline still lists every view).
            views = WidgetPlan(.scroller, [.vexpand: .bool(true), .valign: .alignment(.fill), .maximumHeight: .int(screen.height)],
                               children: [views])
        }
        if let safeArea = PlatformTheme.of(scene.context.platform).deviceScreen?.safeArea, safeArea != (0, 0) {
            // A television keeps every view inside its safe area (``DeviceScreen/safeArea``).
            views.properties[.horizontalMargin] = .int((views.int(.horizontalMargin) ?? 0) + safeArea.horizontal)
            views.properties[.verticalMargin] = .int((views.int(.verticalMargin) ?? 0) + safeArea.vertical)
        }
        let stage = { (plan: WidgetPlan) in plan.onStage(of: scene.context.platform, release: scene.context.release) }
        let era = PlatformTheme.of(scene.context.platform).era(at: scene.context.release)
        let widget = stage(views).sharingTitleBar(on: scene.context.platform).mergingSidebarButton(on: scene.context.platform, era: era)
        let presentations = drawing.presentations.map(stage)
        let bound = Set(([widget] + presentations).flatMap(\.allPlans).flatMap(\.boundKeys))
        return ScenePlan(widget: widget, presentations: presentations, slots: drawing.slots.filter { bound.contains($0.key) },
                         approximations: drawing.approximations)
    }
}

extension WidgetPlan {
    /// The state keys this widget and its menu bind (not its children's).
    public var boundKeys: [ExampleKey] {
        [binding?.key].compactMap { $0 } + (menu ?? []).flatMap(\.boundKeys)
    }
}

extension MenuItemPlan {
    /// The state keys this item and the items under it bind.
    public var boundKeys: [ExampleKey] {
        switch self {
        case .action(_, _, let binding, _): [binding?.key].compactMap { $0 }
        case .check(_, let binding), .choice(_, let binding): [binding.key]
        case .paletteOption(let option): [option.binding.key]
        case .submenu(_, _, let items), .section(_, let items, _): items.flatMap(\.boundKeys)
        }
    }
}
