extension Scene {
    /// The scene with every location (of its views, modifiers, state and diagnostics) set to `.none`, and without what
    /// only its source knows (the conditionals met, the declarations views were expanded from): what two readings of
    /// the same views written differently have in common.
    public var withoutLocations: Scene {
        Scene(name: name, roots: roots.map(\.withoutLocations), state: state.map { SceneState(name: $0.name, value: $0.value) },
              diagnostics: diagnostics.map { SceneDiagnostic($0.severity, at: .none, $0.message) })
    }
}

extension SceneNode {
    /// The node with its own location and those of its modifiers and of every view it holds set to `.none`, and
    /// without the declarations it was expanded from.
    public var withoutLocations: SceneNode {
        SceneNode(kind, arguments: arguments, children: children.map(\.withoutLocations),
                  slots: slots.map { SceneSlot(label: $0.label, children: $0.children.map(\.withoutLocations)) },
                  modifiers: modifiers.map(\.withoutLocations))
    }
}

extension SceneModifier {
    /// The modifier with its location and those of the views it holds set to `.none`.
    public var withoutLocations: SceneModifier {
        SceneModifier(kind.holding(content.map(\.withoutLocations)))
    }
}
