/// What a resolved scene is drawn as: one widget tree for the stage, the example state its controls bind, and where
/// GTK only approximates what SwiftUI draws. (Its source is the file's own; ``SceneSource`` prints a scene anew.)
public struct ScenePlan: Sendable, Equatable {
    /// The widgets of the scene's views, drawn on the device's screen; the widget of each node is tagged with its
    /// ``WidgetPlan/scenePath``.
    public let widget: WidgetPlan
    /// What the views present (a sheet, an alert, a dialog…), one panel each in the order written, drawn beside the
    /// screen rather than on it: a presentation covers the screen on the device, one at a time, so a still shows each
    /// apart from the views it is shown over.
    public let presentations: [WidgetPlan]
    /// The state the window creates for the scene's bindings, each at its initial value: the `@State` value a
    /// control binds where the scene declares one, else its family's default. Keys are scoped by node
    /// (`scene.0.2.toggle.automatic.isOn`), so two controls never share state.
    public let slots: [ExampleSlot]
    /// Why parts of the scene only approximate SwiftUI, each once, in the order met.
    public let approximations: [String]

    public init(widget: WidgetPlan, presentations: [WidgetPlan] = [], slots: [ExampleSlot], approximations: [String]) {
        self.widget = widget
        self.presentations = presentations
        self.slots = slots
        self.approximations = approximations
    }
}

extension ScenePlan {
    /// Everything the stage shows, top to bottom: the screen's views, then each presentation's panel.
    public var drawn: WidgetPlan {
        presentations.isEmpty ? widget : Build.vstack(spacing: 12, [widget] + presentations)
    }

    /// Where the scene's root sits from top to bottom on its stage where it does not fill it: centred on a device's
    /// screen, as a preview centres a view on the device; at the top of the Mac's stage, whose window fits its content.
    public func rootAlignment(on platform: Platform) -> PlanValue.Alignment {
        PlatformTheme.of(platform).deviceScreen == nil ? .start : .center
    }

    /// Whether the scene shows a grouped list or form, whose screen is the grouped background (iPhone's light grey);
    /// another screen stands on the plain background, white in light mode
    /// (https://developer.apple.com/documentation/uikit/uicolor/systembackground,
    /// https://developer.apple.com/documentation/uikit/uicolor/systemgroupedbackground).
    public var showsGroupedContent: Bool {
        widget.allPlans.contains { plan in plan.cssClasses.contains { ["list-insetGrouped", "list-grouped", WidgetPlan.groupedPageClass].contains($0) } }
    }
}
