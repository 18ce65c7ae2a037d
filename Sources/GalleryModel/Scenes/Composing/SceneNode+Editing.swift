extension SceneNode {
    /// Whether the view takes other views in its main closure, so the composer can put views inside it.
    public var holdsContent: Bool {
        SceneSource.holdsContent(kind)
    }

    /// Calls `body` with the list of views that holds the `index`th of ``allChildren`` (its main closure's, a slot's
    /// or a modifier's content) and its index in that list; nil when there is no such child.
    mutating func withList<Result>(holding index: Int, _ body: (inout [SceneNode], Int) throws(SceneEditError) -> Result)
        throws(SceneEditError) -> Result? {
        var index = index
        if index < children.count { return try body(&children, index) }
        index -= children.count
        for slot in slots.indices {
            if index < slots[slot].children.count { return try body(&slots[slot].children, index) }
            index -= slots[slot].children.count
        }
        for modifier in modifiers.indices {
            let content = modifiers[modifier].content
            guard index < content.count else {
                index -= content.count
                continue
            }
            var nodes = content
            let result = try body(&nodes, index)
            modifiers[modifier].kind = modifiers[modifier].kind.holding(nodes)
            return result
        }
        return nil
    }

    /// The node with every binding to `old` bound to `new` instead, in its arguments and everything it holds.
    func renamingBindings(from old: String, to new: String) -> SceneNode {
        var node = self
        node.arguments = arguments.map { argument in
            guard argument.value == .binding(old) else { return argument }
            return SceneArgument(argument.label, .binding(new))
        }
        node.children = children.map { $0.renamingBindings(from: old, to: new) }
        node.slots = slots.map { SceneSlot(label: $0.label, children: $0.children.map { $0.renamingBindings(from: old, to: new) }) }
        node.modifiers = modifiers.map { modifier in
            var modifier = modifier
            modifier.kind = modifier.kind.holding(modifier.content.map { $0.renamingBindings(from: old, to: new) })
            return modifier
        }
        return node
    }
}

extension Scene {
    /// Calls `body` with the list of views holding the view at `path` (the roots, or a list of its parent's) and
    /// its index there.
    mutating func withSiblings<Result>(of path: ScenePath, _ body: (inout [SceneNode], Int) throws(SceneEditError) -> Result)
        throws(SceneEditError) -> Result {
        guard let last = path.indices.last else { throw SceneEditError(say("Choose a view first.")) }
        if path.indices.count == 1 {
            guard roots.indices.contains(last) else { throw Self.noView(at: path) }
            return try body(&roots, last)
        }
        let parent = ScenePath(Array(path.indices.dropLast()))
        let found: Result? = try withNode(at: parent) { (node: inout SceneNode) throws(SceneEditError) -> Result? in
            try node.withList(holding: last, body)
        }
        guard let found else { throw Self.noView(at: path) }
        return found
    }

    /// Calls `body` with the view at `path`.
    mutating func withNode<Result>(at path: ScenePath, _ body: (inout SceneNode) throws(SceneEditError) -> Result)
        throws(SceneEditError) -> Result {
        try withSiblings(of: path) { (list: inout [SceneNode], index: Int) throws(SceneEditError) -> Result in
            try body(&list[index])
        }
    }

    static func noView(at path: ScenePath) -> SceneEditError {
        SceneEditError(say("The scene has no view at \(path.description)."))
    }
}
