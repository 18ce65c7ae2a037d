/// What a resolved scene is drawn as: one widget tree for the stage, the example state its controls bind, and where
/// GTK only approximates what SwiftUI draws. (Its source is the file's own; ``SceneSource`` prints a scene anew.)
public struct ScenePlan: Sendable, Equatable {
    /// The widgets of the whole scene; the widget of each node is tagged with its ``WidgetPlan/scenePath``.
    public let widget: WidgetPlan
    /// The state the window creates for the scene's bindings, each at its initial value: the `@State` value a
    /// control binds where the scene declares one, else its family's default. Keys are scoped by node
    /// (`scene.0.2.toggle.automatic.isOn`), so two controls never share state.
    public let slots: [ExampleSlot]
    /// Why parts of the scene only approximate SwiftUI, each once, in the order met.
    public let approximations: [String]

    public init(widget: WidgetPlan, slots: [ExampleSlot], approximations: [String]) {
        self.widget = widget
        self.slots = slots
        self.approximations = approximations
    }
}
