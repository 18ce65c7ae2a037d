/// The state a custom style's body flips where its code writes `.onTapGesture { configuration.isOn.toggle() }` on one of
/// its views (``SceneModifier/Kind/togglesOnTap(_:source:)``): the key of the state the control's binding holds, and the
/// control's name. The view is drawn inside a toggle button bound to that state, bare of any look of its own, so a click
/// on it, or Space or Return where it has the keyboard focus (or a screen reader's activation, which performs a view's
/// tap: https://developer.apple.com/documentation/swiftui/view/ontapgesture(count:perform:)), flips the state; the
/// scene resolves again from it and the style draws its other branch, as SwiftUI calls `makeBody` again whenever the
/// configuration changes (https://developer.apple.com/documentation/swiftui/togglestyle/makebody(configuration:)).
public struct StyleTapTarget {
    /// The state the control's binding holds on the stage.
    let key: ExampleKey
    /// What the control is called: its label's words.
    let name: String

    /// The class that takes every look away from the toggle button a tapped view is drawn in (``PlatformTheme/sceneRules``).
    public static let cssClass = "scene-tap-target"

    /// `widget`, the drawing of `node`, inside a bare toggle button that flips the state, when `node`'s code flips the
    /// control's state on a tap; nil otherwise.
    func flipping(_ widget: WidgetPlan, _ node: SceneNode) -> WidgetPlan? {
        let flips = node.modifiers.contains { modifier in
            if case .togglesOnTap = modifier.kind { true } else { false }
        }
        guard flips else { return nil }
        return WidgetPlan(.toggleButton, [.halign: widget.properties[.halign] ?? .alignment(.center)], classes: ["flat", Self.cssClass],
                          children: [widget], binding: StateBinding(key, .isOn), accessibleName: name)
    }
}

extension SceneDrawing {
    /// The state `node`'s custom style flips when its body is tapped: the Boolean the control binds (a Toggle's `isOn:`,
    /// a DisclosureGroup's `isExpanded:`), declared as the control's slot; nil for a control bound to a constant or to
    /// nothing, which a tap cannot change.
    mutating func styleTapTarget(_ node: ResolvedSceneNode, _ control: SceneControlResolution) -> StyleTapTarget? {
        guard let slot = control.resolution.family.definition.slot(boundBy: node.node), case .bool = slot.value,
              node.node.boundState != nil else { return nil }
        let key = planContext(node, control).key(of: slot)
        guard key.constant == nil else { return nil }
        return StyleTapTarget(key: key, name: node.node.labelTitle ?? node.node.kind.typeName)
    }
}
