/// One pass of ``ScenePlanner`` over a resolved scene: the widget of each node, and the example state and
/// approximation notes met on the way.
struct SceneDrawing {
    /// The platform, release and scheme the scene was resolved for.
    let context: Context
    /// The scene's `@State` properties, which its controls' bindings start from.
    let state: [SceneState]
    /// Every slot a control of the scene declares, scoped to its node, at its initial value.
    private(set) var slots: [ExampleSlot] = []
    /// The approximation notes met, each once.
    private(set) var approximations: [String] = []

    init(context: Context, state: [SceneState]) {
        self.context = context
        self.state = state
    }

    /// The design era the scene's platform draws its release in.
    var era: DesignEra { PlatformTheme.of(context.platform).era(at: context.release) }

    /// The widget of `node` and everything under it, with its toolbar, title and context menu, tagged with its path
    /// and named for assistive technologies.
    mutating func widget(for node: ResolvedSceneNode) -> WidgetPlan {
        let drawn = body(of: node)
        return decorated(tagged(drawn, node), node)
    }

    /// `widget` tagged with `node`'s path, and named by its title or its view's name when nothing named it.
    func tagged(_ widget: WidgetPlan, _ node: ResolvedSceneNode) -> WidgetPlan {
        var copy = widget
        copy.scenePath = node.path
        if copy.accessibleName == nil && !copy.isDecorative { copy.accessibleName = node.node.title ?? node.node.kind.typeName }
        return copy
    }

    /// The widgets of the node itself, without its decorating modifiers.
    private mutating func body(of node: ResolvedSceneNode) -> WidgetPlan {
        switch node.node.kind {
        case .styled(let family):
            guard let control = node.control else { return stack(node.content) }
            return styled(node, family: family, context: planContext(node, control))
        case .plain(.secureField):
            guard let control = node.control else { return WidgetPlan(.passwordEntry, accessibleName: node.node.title) }
            return leaf(node, planContext(node, control))
        case .plain(let view):
            return plain(view, node)
        case .layout(let layout):
            return self.layout(layout, node)
        case .unknown(let name):
            return placeholder(name, node)
        }
    }

    /// The families whose views only hold other views: drawn with their children, even when they have none.
    static let containerFamilies: Set<StyleFamily> = [.form, .list, .groupBox, .disclosureGroup, .controlGroup]

    /// A control by its family's planner, or a container of the family drawing its children.
    private mutating func styled(_ node: ResolvedSceneNode, family: StyleFamily, context: PlanContext) -> WidgetPlan {
        // A control without content is its family's control; a container without content is an empty container,
        // not the family's sample (a composer's new `Form {}`).
        if node.content.isEmpty, !SceneDrawing.containerFamilies.contains(family) { return leaf(node, context) }
        switch family {
        case .menu: return menu(node, context)
        case .form: return form(node, context)
        case .list: return list(node, context)
        case .controlGroup: return controlGroup(node, context)
        case .disclosureGroup: return disclosureGroup(node, context)
        case .groupBox: return groupBox(node, context)
        case .tabView: return tabView(node)
        case .navigationSplitView: return splitView(node)
        case .labeledContent: return labeledContent(node)
        default: return leaf(node, context)
        }
    }

    /// A control drawn by its family's planner (the gallery's status lines left out: a scene shows only its views),
    /// with the environment's disabled state, tint and control size.
    mutating func leaf(_ node: ResolvedSceneNode, _ context: PlanContext) -> WidgetPlan {
        let plan = context.family.definition.plan(context)
        note(plan.approximation)
        var widget: WidgetPlan
        switch plan.content {
        case .widget(let content): widget = content
        case .rows(let rows): widget = rows.count == 1 ? rows[0] : Build.vstack(spacing: 8, rows)
        case .menuItems(let items): widget = menuButton(title: node.node.title ?? node.node.kind.typeName, items: items, context: context)
        }
        return withEnvironment(widget, node)
    }

    /// `widget` dimmed and insensitive where `.disabled(true)` is in force, carrying the tint and control size in force.
    func withEnvironment(_ widget: WidgetPlan, _ node: ResolvedSceneNode) -> WidgetPlan {
        guard let environment = node.control?.environment else { return widget }
        var copy = widget
        if environment.isDisabled {
            // Dimmed as SwiftUI dims a disabled control (https://developer.apple.com/documentation/swiftui/view/disabled(_:)).
            copy.properties[.sensitive] = .bool(false)
            copy.cssClasses.append("scene-disabled")
        }
        if let tint = environment.tint { copy.properties[.tint] = .tint(tint) }
        if let size = environment.controlSize { copy.properties[.controlSize] = .controlSize(size) }
        // The tint's colour reaches the control's accent-coloured parts through its class, as a card's chosen tint does.
        guard let color = environment.tint?.namedColor else { return copy }
        var properties: [PlanProperty: PlanValue] = [.orientation: .orientation(.horizontal)]
        for property in [PlanProperty.hexpand, .halign] { properties[property] = copy.properties[property] }
        return WidgetPlan(.box, properties, classes: [color.tintClass], children: [copy])
    }

    /// The context `node`'s family planner draws in: the control's resolution, the node's own words, and bindings
    /// scoped to the node. Declares the family's slots under that scope, starting from the `@State` the node binds.
    mutating func planContext(_ node: ResolvedSceneNode, _ control: SceneControlResolution) -> PlanContext {
        let context = PlanContext(resolution: control.resolution, sceneNode: node.node, bindingScope: "scene.\(node.path)",
                                  composedButton: control.composed.first { $0.family == .button })
        let templates = context.family.definition.slots
        // The slot the node's `$binding` argument feeds: a SecureField's password, else the family's first slot.
        let bound = node.node.kind == .plain(.secureField) ? templates.first(where: { $0.name == TextFieldFamily.password.name })
            : templates.first
        for template in templates {
            let key = context.key(of: template)
            guard !slots.contains(where: { $0.key == key }) else { continue }
            let initial = template.name == bound?.name ? initialValue(of: node.node, for: template, key: key) : nil
            slots.append(ExampleSlot(key, initial ?? template.value, template.constraint))
        }
        return context
    }

    /// The initial value of the `@State` that `node` binds, when it fits `template`; nil otherwise.
    private func initialValue(of node: SceneNode, for template: SlotTemplate, key: String) -> ExampleValue? {
        let name = node.arguments.lazy.compactMap { argument -> String? in
            if case .binding(let name) = argument.value { return name }
            return nil
        }.first
        guard let name, let declared = state.first(where: { $0.name == name }) else { return nil }
        let candidates: [ExampleValue] = switch declared.value {
        case .bool(let value): [.bool(value)]
        case .string(let value): [.string(value)]
        case .number(let value): [Int(exactly: value).map(ExampleValue.int), .double(value)].compactMap { $0 }
        case .binding, .expression: []
        }
        let slot = ExampleSlot(key, template.value, template.constraint)
        for candidate in candidates {
            if case .success(let value) = slot.validate(candidate) { return value }
        }
        return nil
    }

    /// Keeps an approximation note, once.
    mutating func note(_ approximation: String?) {
        guard let approximation, !approximations.contains(approximation) else { return }
        approximations.append(approximation)
    }

    /// The widgets of `nodes`, one above the other.
    mutating func stack(_ nodes: [ResolvedSceneNode], spacing: Int = 8) -> WidgetPlan {
        Build.vstack(spacing: spacing, nodes.map { widget(for: $0) })
    }

    /// A view the gallery does not know, as a labelled box in its place.
    private mutating func placeholder(_ name: String, _ node: ResolvedSceneNode) -> WidgetPlan {
        let label = Build.text("\(name) — not known to the gallery", classes: ["dim-label"]).from(.gallery)
        return Build.vstack(spacing: 6, classes: ["scene-placeholder"], [label] + node.content.map { widget(for: $0) })
    }
}

extension ResolvedSceneNode {
    /// The resolved views of the node's main closure.
    var content: [ResolvedSceneNode] {
        Array(children.prefix(node.children.count))
    }

    /// The resolved views of the node's closure labelled `label` (`header`, `detail`), or none.
    func slot(_ label: String) -> [ResolvedSceneNode] {
        var start = node.children.count
        for slot in node.slots {
            if slot.label == label { return Array(children.dropFirst(start).prefix(slot.children.count)) }
            start += slot.children.count
        }
        return []
    }

    /// The resolved views each content-holding modifier holds, with the modifier, in source order.
    var modifierContents: [(modifier: SceneModifier.Kind, nodes: [ResolvedSceneNode])] {
        var start = node.children.count + node.slots.reduce(0) { $0 + $1.children.count }
        var contents: [(modifier: SceneModifier.Kind, nodes: [ResolvedSceneNode])] = []
        for modifier in node.modifiers where !modifier.content.isEmpty {
            contents.append((modifier.kind, Array(children.dropFirst(start).prefix(modifier.content.count))))
            start += modifier.content.count
        }
        return contents
    }
}
