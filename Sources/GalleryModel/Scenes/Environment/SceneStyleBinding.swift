/// A custom style's body bound to one control: each part of the configuration (``SceneStylePart``) replaced by the
/// control's own part, each flag (``SceneStyleFlag``) by the control's state, so that the views that result are what the
/// style's code draws for that control. Only what the code places is drawn: a body of `configuration.title` alone
/// shows no icon, because the code drops it (https://developer.apple.com/documentation/swiftui/labelstyleconfiguration).
struct SceneStyleBinding {
    /// The control the style draws.
    let control: SceneNode
    /// The style's body.
    let body: SceneStyleBody
    /// The scene's `@State`, which the control's bindings start from.
    let state: [SceneState]
    /// The value the control's binding holds on the stage now (a Toggle switched on where its `@State` starts off),
    /// which its flags read before the `@State`'s starting value; nil where nothing was given.
    var live: ExampleValue? = nil

    /// The views the body draws for the control, each tagged with the style it was drawn from.
    func views() -> [SceneNode] {
        let expansion = SceneExpansion(.style, name: body.name, at: body.location)
        return body.roots.flatMap { bound($0) }.map { node in
            var tagged = node
            tagged.expansions.insert(expansion, at: 0)
            return tagged
        }
    }

    /// `node` with its parts bound, through its children, slots and the views its modifiers hold.
    private func bound(_ node: SceneNode) -> [SceneNode] {
        if case .stylePart(.branch(let flag)) = node.kind {
            // The branch the flag takes for this control.
            return (isSet(flag) ? node.children : node.slots.first { $0.label == "else" }?.children ?? []).flatMap { bound($0) }
        }
        if case .stylePart(let part) = node.kind {
            return placed(part, at: node)
        }
        var copy = node
        copy.arguments = node.arguments.map { SceneArgument($0.label, value($0.value)) }
        copy.children = node.children.flatMap { bound($0) }
        copy.slots = node.slots.map { SceneSlot(label: $0.label, children: $0.children.flatMap { bound($0) }) }
        copy.modifiers = node.modifiers.map { modifier in
            var kind = chosen(modifier.kind)
            if !modifier.content.isEmpty { kind = kind.holding(modifier.content.flatMap { bound($0) }) }
            return SceneModifier(kind, location: modifier.location)
        }
        return [copy]
    }

    /// `kind` with its choice on a flag made as the control stands (`.foregroundStyle(.green)` of
    /// `.foregroundStyle(configuration.isOn ? .green : .gray)` for a Toggle that is on).
    private func chosen(_ kind: SceneModifier.Kind) -> SceneModifier.Kind {
        guard case .chosen(let flag, let ifTrue, let ifFalse, _) = kind else { return kind }
        return chosen(isSet(flag) ? ifTrue : ifFalse)
    }

    /// The control's part `part`, where the style's code places it (`placeholder`), with the modifiers the code writes
    /// on it: one view keeps them itself, several share a Group that holds them.
    private func placed(_ part: SceneStylePart, at placeholder: SceneNode) -> [SceneNode] {
        var views = self.views(of: part, at: placeholder.location)
        let modifiers = placeholder.modifiers.map { modifier in
            SceneModifier(modifier.content.isEmpty ? chosen(modifier.kind) : modifier.kind.holding(modifier.content.flatMap { bound($0) }),
                          location: modifier.location)
        }
        guard !modifiers.isEmpty, !views.isEmpty else { return views }
        if views.count == 1 {
            views[0].modifiers += modifiers
            return views
        }
        return [SceneNode(.layout(.group), children: views, modifiers: modifiers, location: placeholder.location)]
    }

    /// The control's own views for `part`, the words and symbols it was written with.
    private func views(of part: SceneStylePart, at location: SceneLocation) -> [SceneNode] {
        switch part {
        case .title:
            return titleText(at: location).map { [$0] } ?? slot("title")
        case .icon:
            if let symbol = control.stringArgument("systemImage") {
                return [SceneNode(.plain(.image), arguments: [SceneArgument("systemName", .string(symbol))], location: location)]
            }
            return slot("icon")
        case .label:
            if let title = titleText(at: location) { return [title] }
            let label = slot("label")
            return label.isEmpty ? control.children : label
        case .content:
            return control.children
        case .branch:
            // A branch is chosen before its views are placed (``bound(_:)``).
            return []
        case .control:
            // The control itself, its own modifiers already in force around the body; the style in force outside the
            // custom style draws it (``SceneEnvironment/outside(_:)``).
            var itself = control
            itself.modifiers = []
            itself.location = location
            itself.expansions = [SceneExpansion(.styleConfiguration, name: body.name, at: location)]
            return [itself]
        }
    }

    /// The Text of the control's title, its first unlabelled argument as written (`"Inbox"`, `temperature.formatted()`), at
    /// the place the style's code puts it; nil for a control titled by a closure.
    private func titleText(at location: SceneLocation) -> SceneNode? {
        guard let title = control.arguments.first(where: { $0.label == nil }) else { return nil }
        return SceneNode(.plain(.text), arguments: [SceneArgument(nil, title.value)], location: location)
    }

    /// The views of the control's closure labelled `label` (`Label { Text("…") } icon: { Image(…) }`).
    private func slot(_ label: String) -> [SceneNode] {
        control.slots.first { $0.label == label }?.children ?? []
    }

    /// `value` with each choice on a flag made as the control stands.
    private func value(_ value: SceneValue) -> SceneValue {
        guard case .choice(let flag, let ifTrue, let ifFalse) = value else { return value }
        return self.value(isSet(flag) ? ifTrue : ifFalse)
    }

    /// Whether `flag` holds for the control as it stands: a Toggle's `isOn:` state and a DisclosureGroup's
    /// `isExpanded:` as the stage holds them (``live``), else as their `@State` starts (on where the gallery cannot tell,
    /// as a Toggle's example starts), a Button not pressed, its role as written. SwiftUI calls `makeBody` again whenever
    /// the configuration changes, so a style's flags always read the control's current state
    /// (https://developer.apple.com/documentation/swiftui/togglestyleconfiguration/ison).
    func isSet(_ flag: SceneStyleFlag) -> Bool {
        switch flag {
        case .isOn: bool(of: "isOn") ?? true
        case .isExpanded: bool(of: "isExpanded") ?? false
        case .isPressed: false
        case .role(let role): control.arguments.contains { $0.label == "role" && $0.value == .expression("." + role) }
        }
    }

    /// The Boolean the control's argument `label` starts at: a literal, `.constant(…)`, or the `@State` it binds.
    private func bool(of label: String) -> Bool? {
        guard let argument = control.arguments.first(where: { $0.label == label }) else { return nil }
        switch argument.value {
        case .bool(let value): return value
        case .binding(let name):
            if case .bool(let value)? = live { return value }
            guard case .bool(let value)? = state.first(where: { $0.name == name })?.value else { return nil }
            return value
        case .expression(let text):
            return text == ".constant(true)" ? true : text == ".constant(false)" ? false : nil
        case .string, .localized, .number, .choice: return nil
        }
    }

    /// Whether the body's code reads the state the control's binding holds (`configuration.isOn`,
    /// `configuration.isExpanded`): a branch on it, a value or a modifier chosen by it. Such a body draws again whenever
    /// that state changes.
    var readsBoundState: Bool {
        body.roots.contains { reads(in: $0) }
    }

    private func reads(in node: SceneNode) -> Bool {
        if case .stylePart(.branch(let flag)) = node.kind, Self.isBoundState(flag) { return true }
        return node.arguments.contains { reads(in: $0.value) } || node.modifiers.contains { reads(in: $0.kind) }
            || node.allChildren.contains { reads(in: $0) }
    }

    private func reads(in value: SceneValue) -> Bool {
        guard case .choice(let flag, let ifTrue, let ifFalse) = value else { return false }
        return Self.isBoundState(flag) || reads(in: ifTrue) || reads(in: ifFalse)
    }

    private func reads(in kind: SceneModifier.Kind) -> Bool {
        guard case .chosen(let flag, let ifTrue, let ifFalse, _) = kind else { return false }
        return Self.isBoundState(flag) || reads(in: ifTrue) || reads(in: ifFalse)
    }

    /// Whether `flag` is state a binding holds, which the person using the control changes.
    private static func isBoundState(_ flag: SceneStyleFlag) -> Bool {
        flag == .isOn || flag == .isExpanded
    }
}
