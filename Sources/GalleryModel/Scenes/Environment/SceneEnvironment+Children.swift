/// Which environment each view a node holds is resolved in: the one road both the resolver's walk and a view resolved
/// where it is used (``SceneResolver/resolve(_:in:usedAt:)``) take down a scene.
extension SceneEnvironment {
    /// The views `node` holds, in ``SceneNode/allChildren`` order, grouped by the environment each group is resolved in;
    /// `self` is the environment inside `node` (its modifiers applied).
    ///
    /// - The main closure's views stand in the container the node is (a Form, a List, a Menu, a toolbar item).
    /// - A slot (a Menu's `label:`, a Section's `header:`) stands where the view stands, not in its content.
    /// - A `.toolbar { }`'s items are toolbar content, a `.contextMenu { }`'s are menu items.
    /// - An attachment's views see the environment where its modifier stands: the modifiers written after it (outside
    ///   it) and the view's ancestors', not those written before it. A presentation (a sheet, a popover, a pushed
    ///   destination, an inspector) is a screen of its own, outside every container around the view; a dialog's actions
    ///   and swipe actions sit in their dialog or row; a tab item in its tab; a layer (`.overlay`, `.background`,
    ///   `.safeAreaInset`) is drawn with the view.
    /// `resolution` is the node's own, for a control or a container of a style family: a sidebar List's rows draw their
    /// Labels' icons in the accent colour.
    func childGroups(of node: SceneNode, at path: ScenePath, outside outer: SceneEnvironment,
                     resolution: Resolution?) -> [(nodes: [SceneNode], environment: SceneEnvironment)] {
        var groups: [(nodes: [SceneNode], environment: SceneEnvironment)] = []
        if !node.children.isEmpty {
            var content = contentEnvironment(of: node)
            if let resolution, resolution.family.definition.tintsLabelIcons(resolution) { content.values.tintsLabelIcons = true }
            groups.append((node.children, content))
        }
        for slot in node.slots where !slot.children.isEmpty {
            groups.append((slot.children, self))
        }
        for (index, modifier) in node.modifiers.enumerated() where !modifier.content.isEmpty {
            let container = { (kind: SceneContainer.Kind) in SceneContainer(kind: kind, view: node.kind, location: node.location) }
            let inner: SceneEnvironment
            switch modifier.kind {
            case .toolbar:
                inner = inside(container(.toolbar), placement: .toolbar)
            case .contextMenu:
                inner = inside(container(.contextMenu), placement: .menu)
            case .attached(let attachment, _):
                // The modifier's views see the environment where the modifier stands: the modifiers written before it
                // wrap the view inside it, not them.
                let here = outer.applying(node, outside: index, at: path)
                switch attachment.role {
                case .presentation, .dialog:
                    inner = here.inside(container(.attachment(attachment.kind)), placement: .standard)
                case .swipeActions:
                    // The row draws its swipe actions as swipe buttons: a button style around them does not reach them.
                    inner = here.inside(container(.attachment(attachment.kind)), placement: .standard).withholding(.button)
                case .tabItem:
                    inner = here.inside(container(.attachment(attachment.kind)), placement: placement)
                case .layer:
                    inner = here
                }
            default:
                inner = self
            }
            groups.append((modifier.content, inner))
        }
        return groups
    }

    /// The environment of the views in `node`'s main closure.
    private func contentEnvironment(of node: SceneNode) -> SceneEnvironment {
        switch node.kind {
        case .styled(.navigationSplitView):
            // Its main closure is the sidebar column; its `content:` and `detail:` closures are slots, where it stands.
            var inner = self
            inner.sidebarColumn = SceneSplitViewColumn(location: node.location)
            return inner
        case .styled(let family):
            // A container family's view gives its content the placement its traits name (a Form's rows are form rows).
            guard let placement = family.definition.container?.placement, let kind = SceneContainer.Kind(placement) else {
                return self
            }
            return inside(SceneContainer(kind: kind, view: node.kind, location: node.location), placement: placement)
        case .layout(let layout) where (layout == .toolbarItem || layout == .toolbarItemGroup) && placement == .toolbar:
            var inner = self
            let placement = node.arguments.first { $0.label == "placement" }.map { argument -> String in
                switch argument.value {
                case .expression(let text), .string(let text): text
                case .binding(let name): "$" + name
                case .number(let number): "\(number)"
                case .bool(let value): "\(value)"
                case .choice, .localized: SceneSource.value(argument.value)
                }
            }
            inner.toolbarItem = SceneToolbarItem(kind: layout, placement: placement, location: node.location)
            return inner
        default:
            return self
        }
    }
}
