/// How each ``SceneEdit`` changes a scene, and which view it leaves chosen.
enum SceneEditing {
    /// Makes `edit` on `scene` with `selection` chosen; returns the view to choose next. Throws, leaving `scene` as
    /// it was, when the edit cannot be made.
    static func apply(_ edit: SceneEdit, to scene: inout Scene, selection: ScenePath?) throws(SceneEditError) -> ScenePath? {
        var edited = scene
        let chosen: ScenePath?
        switch edit {
        case .insert(let node, let state):
            chosen = try insert(node, state: state, into: &edited, at: selection)
        case .wrap(let path, let kind):
            try edited.withSiblings(of: path) { (list: inout [SceneNode], index: Int) throws(SceneEditError) in
                list[index] = SceneNode(kind, children: [list[index]])
            }
            chosen = path
        case .moveUp(let path):
            chosen = try move(path, by: -1, in: &edited)
        case .moveDown(let path):
            chosen = try move(path, by: 1, in: &edited)
        case .moveIn(let path):
            chosen = try moveIn(path, in: &edited)
        case .moveOut(let path):
            chosen = try moveOut(path, in: &edited)
        case .duplicate(let path):
            try edited.withSiblings(of: path) { (list: inout [SceneNode], index: Int) throws(SceneEditError) in
                list.insert(list[index], at: index + 1)
            }
            chosen = sibling(of: path, offset: 1)
        case .delete(let path):
            chosen = try delete(path, in: &edited)
        case .setTitle(let path, let title):
            try edited.withNode(at: path) { (node: inout SceneNode) throws(SceneEditError) in
                if let index = node.arguments.firstIndex(where: { if case .string = $0.value { true } else { false } }) {
                    node.arguments[index].value = .string(title)
                } else {
                    node.arguments.insert(SceneArgument(nil, .string(title)), at: 0)
                }
            }
            chosen = path
        case .setStyle(let path, let style, let argument):
            // The parameter's default when none is chosen, as the reader reads a style written without its value.
            let argument = argument ?? style.parameter?.defaultChoice
            try setModifier(.style(style, argument: argument), at: path, in: &edited) {
                if case .style(let written, _) = $0 { written.family == style.family } else { false }
            }
            chosen = path
        case .removeStyle(let path, let family):
            try setModifier(nil, at: path, in: &edited) {
                if case .style(let written, _) = $0 { written.family == family } else { false }
            }
            chosen = path
        case .setTint(let path, let color):
            try setModifier(color.map(SceneModifier.Kind.tint), at: path, in: &edited) {
                if case .tint = $0 { true } else { false }
            }
            chosen = path
        case .setControlSize(let path, let size):
            try setModifier(size.map(SceneModifier.Kind.controlSize), at: path, in: &edited) {
                if case .controlSize = $0 { true } else { false }
            }
            chosen = path
        case .setDisabled(let path, let disabled):
            try setModifier(disabled ? .disabled(true) : nil, at: path, in: &edited) {
                if case .disabled = $0 { true } else { false }
            }
            chosen = path
        case .removeModifier(let path, let index):
            try edited.withNode(at: path) { (node: inout SceneNode) throws(SceneEditError) in
                guard node.modifiers.indices.contains(index) else {
                    throw SceneEditError(say("The view has no modifier \(index + 1)."))
                }
                node.modifiers.remove(at: index)
            }
            chosen = path
        }
        // Every walk of a scene recurses once per level, so no edit may nest views past the bound.
        guard edited.viewDepth <= SceneLimits.maximumViewDepth else {
            throw SceneEditError(say("Views would be nested more than \(SceneLimits.maximumViewDepth) deep."))
        }
        scene = edited
        return chosen
    }

    /// Puts `node` inside the chosen view when it holds content, else after it, else at the scene's end; adds the
    /// state it binds to, renaming a property the scene already has (`isOn` becomes `isOn2`).
    private static func insert(_ node: SceneNode, state: [SceneState], into scene: inout Scene,
                               at selection: ScenePath?) throws(SceneEditError) -> ScenePath {
        var node = node
        for property in state {
            var name = property.name
            var number = 2
            while scene.state.contains(where: { $0.name == name }) {
                name = property.name + String(number)
                number += 1
            }
            if name != property.name { node = node.renamingBindings(from: property.name, to: name) }
            scene.state.append(SceneState(name: name, value: property.value))
        }
        guard let selection else {
            scene.roots.append(node)
            return ScenePath([scene.roots.count - 1])
        }
        let inserted = node
        let chosenHoldsContent = scene.node(at: selection)?.holdsContent ?? false
        if chosenHoldsContent {
            // A view's main closure comes first among everything it holds, so its new last child is at that index.
            let index = try scene.withNode(at: selection) { (parent: inout SceneNode) throws(SceneEditError) -> Int in
                parent.children.append(inserted)
                return parent.children.count - 1
            }
            return selection.appending(index)
        }
        try scene.withSiblings(of: selection) { (list: inout [SceneNode], index: Int) throws(SceneEditError) in
            list.insert(inserted, at: index + 1)
        }
        return sibling(of: selection, offset: 1)
    }

    /// Swaps the view with its neighbour `offset` away (−1 before, 1 after) in the list that holds it.
    private static func move(_ path: ScenePath, by offset: Int, in scene: inout Scene) throws(SceneEditError) -> ScenePath {
        try scene.withSiblings(of: path) { (list: inout [SceneNode], index: Int) throws(SceneEditError) in
            guard list.indices.contains(index + offset) else {
                throw SceneEditError(offset < 0 ? say("The view is already the first in its container.")
                                     : say("The view is already the last in its container."))
            }
            list.swapAt(index, index + offset)
        }
        return sibling(of: path, offset: offset)
    }

    /// Moves the view into the neighbour before it (as its last view) or, when that holds nothing, after it (as its
    /// first).
    private static func moveIn(_ path: ScenePath, in scene: inout Scene) throws(SceneEditError) -> ScenePath {
        try scene.withSiblings(of: path) { (list: inout [SceneNode], index: Int) throws(SceneEditError) -> ScenePath in
            if index > 0, list[index - 1].holdsContent {
                let node = list.remove(at: index)
                list[index - 1].children.append(node)
                return sibling(of: path, offset: -1).appending(list[index - 1].children.count - 1)
            }
            if index + 1 < list.count, list[index + 1].holdsContent {
                let node = list.remove(at: index)
                list[index].children.insert(node, at: 0)
                return path.appending(0)
            }
            throw SceneEditError(say("Neither neighbour of the view can hold other views."))
        }
    }

    /// Moves the view out of its container, to just after the container.
    private static func moveOut(_ path: ScenePath, in scene: inout Scene) throws(SceneEditError) -> ScenePath {
        guard path.indices.count > 1 else { throw SceneEditError(say("The view is not inside a container.")) }
        let container = ScenePath(Array(path.indices.dropLast()))
        let node = try scene.withSiblings(of: path) { (list: inout [SceneNode], index: Int) throws(SceneEditError) in
            list.remove(at: index)
        }
        try scene.withSiblings(of: container) { (list: inout [SceneNode], index: Int) throws(SceneEditError) in
            list.insert(node, at: index + 1)
        }
        return sibling(of: container, offset: 1)
    }

    /// Removes the view; chooses the one that took its place, else the one before it, else its container.
    private static func delete(_ path: ScenePath, in scene: inout Scene) throws(SceneEditError) -> ScenePath? {
        let remaining = try scene.withSiblings(of: path) { (list: inout [SceneNode], index: Int) throws(SceneEditError) -> (Int, Int) in
            list.remove(at: index)
            return (index, list.count)
        }
        if remaining.0 < remaining.1 { return path }
        if remaining.0 > 0 { return sibling(of: path, offset: -1) }
        return path.indices.count > 1 ? ScenePath(Array(path.indices.dropLast())) : nil
    }

    /// Replaces the view's modifier that `matches` with `kind` where it was written (the stack's order kept), or adds
    /// `kind` last; nil removes the matching modifier.
    private static func setModifier(_ kind: SceneModifier.Kind?, at path: ScenePath, in scene: inout Scene,
                                    matching matches: @escaping (SceneModifier.Kind) -> Bool) throws(SceneEditError) {
        try scene.withNode(at: path) { (node: inout SceneNode) throws(SceneEditError) in
            let existing = node.modifiers.firstIndex { matches($0.kind) }
            switch (existing, kind) {
            case (let index?, let kind?): node.modifiers[index] = SceneModifier(kind)
            case (let index?, nil): node.modifiers.remove(at: index)
            case (nil, let kind?): node.modifiers.append(SceneModifier(kind))
            case (nil, nil): break
            }
        }
    }

    /// The path `offset` places along from `path` among its siblings.
    private static func sibling(of path: ScenePath, offset: Int) -> ScenePath {
        ScenePath(path.indices.dropLast() + [path.indices[path.indices.count - 1] + offset])
    }
}
