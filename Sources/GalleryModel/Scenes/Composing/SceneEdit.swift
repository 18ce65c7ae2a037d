/// One change the composer makes to a scene. Each is undone as a whole.
public enum SceneEdit: Sendable, Equatable {
    /// Adds a view (a palette item, as read): into the selected view when it holds content (as its last child),
    /// else after it; at the end of the scene when nothing is selected. The state it binds to is added with it,
    /// renamed where the scene already has a property of that name.
    case insert(SceneNode, state: [SceneState])
    /// Puts the view at the path inside a new container of `kind`.
    case wrap(ScenePath, in: SceneViewKind)
    /// Swaps the view with the one before it.
    case moveUp(ScenePath)
    /// Swaps the view with the one after it.
    case moveDown(ScenePath)
    /// Moves the view into its neighbour that holds content: the one before it (as its last child), else the one
    /// after it (as its first).
    case moveIn(ScenePath)
    /// Moves the view out of its container, to just after it.
    case moveOut(ScenePath)
    /// Puts a copy of the view just after it.
    case duplicate(ScenePath)
    /// Removes the view and everything it holds.
    case delete(ScenePath)
    /// Sets the words the view shows: its first string argument, or a new first argument when it has none.
    case setTitle(ScenePath, String)
    /// Sets the family's style on the view, replacing a style of the same family written on it; a nil argument is the
    /// style parameter's default.
    case setStyle(ScenePath, StyleDescriptor, argument: String?)
    /// Removes the family's style modifier written on the view, if there is one.
    case removeStyle(ScenePath, of: StyleFamily)
    /// `.tint(_:)`; nil removes it.
    case setTint(ScenePath, SceneColor?)
    /// `.controlSize(_:)`; nil removes it.
    case setControlSize(ScenePath, ControlSize?)
    /// `.disabled(true)`; false removes it.
    case setDisabled(ScenePath, Bool)
    /// Removes the view's `index`th modifier.
    case removeModifier(ScenePath, index: Int)
}

/// Why an edit cannot be made, in one sentence.
public struct SceneEditError: Error, Sendable, Equatable {
    /// What is wrong.
    public let message: LocalizedText

    init(_ message: LocalizedText) {
        self.message = message
    }
}
