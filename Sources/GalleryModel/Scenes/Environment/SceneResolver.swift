/// Resolves every control of a scene as SwiftUI does: one walk down the tree carrying the environment
/// (``SceneEnvironment``), and for each view of a style family the resolver's answer (``StyleResolver``, the one
/// resolution path cards take too) for the nearest style modifier of its family, in the placement its nearest
/// container gives, with the scene's steps (which modifier chose the style and where, which container set the
/// placement, what ``SceneCompositionRule``s add) before the resolver's.
public enum SceneResolver {
    /// Resolves `scene` for `context`'s platform, release, colour scheme and text size; `context.placement` is the
    /// placement around the scene's roots, which a Form, List, Menu or toolbar inside it replaces.
    public static func resolve(_ scene: Scene, in context: Context) -> ResolvedScene {
        resolve(scene, in: context, outer: SceneEnvironment(placement: context.placement))
    }

    /// Resolves `scene` as a stage draws it in `context`: the scene's containers, not the header's placement, set the
    /// context its controls resolve in, and a project's style reads the state its control's binding holds now in
    /// `values` (a Toggle switched on draws its style's "on" views).
    public static func resolve(_ scene: Scene, onStage context: Context, values: SceneControlValues) -> ResolvedScene {
        var context = context
        context.placement = .standard
        return resolve(scene, in: context, outer: SceneEnvironment(placement: context.placement), values: values)
    }

    /// Resolves `scene`, a view read where it is used, in the environment of `site`: the style modifiers, values and
    /// container in force where the view that uses it writes it (an app's root scene, a preview), so a view inside
    /// a List resolves as a List's row and under the `.buttonStyle` its parent sets. Its paths start at its own roots.
    /// A site whose path is not in its scene leaves the scene's own environment.
    public static func resolve(_ scene: Scene, in context: Context, usedAt site: SceneCallSite) -> ResolvedScene {
        resolve(scene, in: context, outer: environment(at: site.path, in: site.scene, context: context))
    }

    private static func resolve(_ scene: Scene, in context: Context, outer: SceneEnvironment,
                                values: SceneControlValues = SceneControlValues()) -> ResolvedScene {
        var walk = Walk(context: context, state: scene.state, values: values)
        let roots = scene.roots.enumerated().map { index, root in
            walk.resolve(root, at: ScenePath([index]), in: outer)
        }
        return ResolvedScene(scene: scene, context: context, roots: roots, keysReadByStyles: walk.keysReadByStyles)
    }

    /// `resolution` as `look`, with the step that says so, for a control in a NavigationSplitView's sidebar column on the
    /// Mac or iPad, where SwiftUI gives an automatic List the sidebar look; nil elsewhere, or where it already has it.
    static func inSidebarColumn(_ resolution: Resolution, look: ResolvedStyle, rule: SceneCompositionRule, in environment: SceneEnvironment,
                                named name: LocalizedText) -> Resolution? {
        guard let column = environment.sidebarColumn, [.macOS, .iPadOS].contains(resolution.shownPlatform), resolution.resolved != look
        else { return nil }
        return resolution.replacingLook(with: look, because: Resolution.Step(
            text: say("This \(name) stands in the sidebar column of \(column.text), where the automatic style draws it as a sidebar."),
            source: rule.source))
    }

    /// The environment the view at `path` of `scene` stands in (its own modifiers not applied), walking down the path
    /// alone: each ancestor's modifiers and the container it gives the child the path goes through.
    static func environment(at path: ScenePath, in scene: Scene, context: Context) -> SceneEnvironment {
        var environment = SceneEnvironment(placement: context.placement)
        guard let first = path.indices.first, scene.roots.indices.contains(first) else { return environment }
        var node = scene.roots[first]
        var here = ScenePath([first])
        var walk = Walk(context: context, state: scene.state, values: SceneControlValues())
        for index in path.indices.dropFirst() {
            let inside = environment.applying(node, at: here)
            var start = 0
            var next: (node: SceneNode, environment: SceneEnvironment)?
            // The node's own look, resolved as the whole scene's walk resolves it, for what its content takes from it.
            let resolution = node.family.map { walk.resolveControl(node, of: $0, at: here, in: inside).resolution }
            for group in inside.childGroups(of: node, at: here, outside: environment, resolution: resolution) {
                if index < start + group.nodes.count {
                    next = (group.nodes[index - start], group.environment)
                    break
                }
                start += group.nodes.count
            }
            guard let next else { return environment }
            node = next.node
            environment = next.environment
            here = here.appending(index)
        }
        return environment
    }

    /// One walk: the context and the resolutions already made (a scene repeats the same style in the same
    /// placement many times).
    private struct Walk {
        let context: Context
        /// The scene's `@State`, which a custom style's flags read (``SceneStyleBinding``).
        let state: [SceneState]
        /// The values the stage's controls hold now, which a custom style's flags read before the `@State`'s.
        let values: SceneControlValues
        var resolutions: [Key: Resolved] = [:]
        /// The keys of the controls' state that a project's style body reads (``ResolvedScene/keysReadByStyles``).
        var keysReadByStyles: Set<ExampleKey> = []

        /// A resolution and the composition rules that match it.
        struct Resolved {
            let resolution: Resolution
            let rules: [SceneCompositionRule]
        }

        struct Key: Hashable {
            let style: String
            let argument: String?
            let placement: Placement
        }

        init(context: Context, state: [SceneState], values: SceneControlValues) {
            self.context = context
            self.state = state
            self.values = values
        }

        mutating func resolve(_ node: SceneNode, at path: ScenePath, in outer: SceneEnvironment) -> ResolvedSceneNode {
            let environment = outer.applying(node, at: path)
            var control = node.family.map { resolveControl(node, of: $0, at: path, in: environment) }
            if let family = node.family, let body = environment.styles[family]?.first?.styleBody {
                // The project's style draws the control from its code, in the control's place, with itself taken away.
                let key = control.flatMap { boundKey(of: node, $0.resolution, at: path) }
                let binding = SceneStyleBinding(control: node, body: body, state: state, live: key.flatMap { values.values[$0] })
                if let key, binding.readsBoundState { keysReadByStyles.insert(key) }
                let views = binding.views()
                let inside = environment.outside(family)
                control?.styleBody = views.map { resolve($0, at: path, in: inside).pinned(to: path) }
            }

            var children: [ResolvedSceneNode] = []
            children.reserveCapacity(node.allChildren.count)
            for group in environment.childGroups(of: node, at: path, outside: outer, resolution: control?.resolution) {
                for child in group.nodes {
                    children.append(resolve(child, at: path.appending(children.count), in: group.environment))
                }
            }
            return ResolvedSceneNode(node: node, path: path, control: control, children: children)
        }

        /// The key of the state `node`'s binding holds on the stage, as its drawing declares it
        /// (``ControlContext/key(of:)``); nil for a control bound to a constant or to nothing.
        private func boundKey(of node: SceneNode, _ resolution: Resolution, at path: ScenePath) -> ExampleKey? {
            guard let slot = resolution.family.definition.slot(boundBy: node) else { return nil }
            let key = ControlContext(resolution: resolution, sceneNode: node, keys: .scene(path)).key(of: slot)
            return key.constant == nil ? key : nil
        }

        /// The resolver's answer for `style` with `argument` in `placement`, and the rules that match it, made once
        /// per walk.
        private mutating func resolved(_ style: StyleDescriptor, argument: String?, in placement: Placement) -> Resolved {
            let key = Key(style: style.id, argument: argument, placement: placement)
            if let known = resolutions[key] { return known }
            var context = self.context
            context.placement = placement
            let resolution = StyleResolver.resolve(style, in: context, argument: argument)
            let resolved = Resolved(resolution: resolution, rules: SceneCompositionRule.all.filter { $0.matches(resolution) })
            resolutions[key] = resolved
            return resolved
        }

        /// The resolver's answer for `style` with `argument` in `placement`.
        private mutating func resolution(of style: StyleDescriptor, argument: String?, in placement: Placement) -> Resolution {
            resolved(style, argument: argument, in: placement).resolution
        }

        fileprivate mutating func resolveControl(_ node: SceneNode, of family: StyleFamily, at path: ScenePath,
                                             in environment: SceneEnvironment) -> SceneControlResolution {
            let settings = environment.styles[family] ?? []
            let chosen = settings.first
            let style = chosen?.style ?? StyleCatalog.family(family).automatic
            let answer = resolved(style, argument: chosen?.argument, in: environment.placement)
            var resolution = answer.resolution
            let rules = answer.rules
            let name = LocalizedText.verbatim(node.kind.typeName)

            var steps = SceneSteps.style(chosen, family: family, control: name, at: path)
            if let expansion = node.expansions.last, expansion.kind == .styleConfiguration {
                steps.append(SceneSteps.insideStyle(expansion, family: family, control: name))
            }
            let composesStack = settings.count > 1 && settings.allSatisfy { $0.projectStyle == nil } && rules.contains { $0.effect == .composesLabelStack }
            if let farther = settings.dropFirst().first, !composesStack {
                steps.append(SceneSteps.overridden(farther))
            }
            if let withheld = environment.withheld[family]?.first, let container = environment.container {
                steps.append(SceneSteps.withheld(withheld, in: container, control: name))
            }
            steps += SceneSteps.placement(environment, control: name)

            var composed: [Resolution] = []
            var labelComposition: LabelComposition?
            for rule in rules {
                switch rule.effect {
                case .takesStyle(let other, let part):
                    let setting = environment.styles[other]?.first
                    let otherResolution = self.resolution(of: setting?.style ?? StyleCatalog.family(other).automatic,
                                                          argument: setting?.argument, in: environment.placement)
                    composed.append(otherResolution)
                    steps.append(SceneSteps.takesStyle(setting, part: part, resolved: otherResolution, control: name, source: rule.source))
                case .namesEnclosingMenu:
                    if let container = environment.container, container.kind == .menu || container.kind == .contextMenu {
                        steps.append(Resolution.Step(
                            text: say("\(container.text) holds this \(name), which shows in it as \(LocalizedText.verbatim(resolution.resolved.name))."),
                            source: rule.source))
                    }
                case .takesToolbarRules:
                    if let container = environment.container, container.kind == .toolbar {
                        steps.append(Resolution.Step(
                            text: say("This Label is toolbar content of \(container.text), so the toolbar's rules choose its automatic look."),
                            source: rule.source))
                    }
                case .followsLeadingLabelRows(let look):
                    let setting = environment.styles[.form]?.first
                    let form = self.resolution(of: setting?.style ?? StyleCatalog.family(.form).automatic, argument: setting?.argument,
                                               in: environment.placement)
                    guard let rows = form.resolved.look as? any FormRowArrangement, !rows.setsLabelsInColumn, resolution.resolved != look
                    else { continue }
                    resolution = resolution.replacingLook(with: look, because: Resolution.Step(
                        text: say("The \(LocalizedText.verbatim(form.resolved.name)) form around it leads each row with its label and puts what follows at the trailing edge, so this \(name) shows as \(LocalizedText.verbatim(look.name))."),
                        source: rule.source))
                case .spinsWhenIndeterminate(let look):
                    guard node.writesIndeterminateProgress, resolution.resolved != look else { continue }
                    resolution = resolution.replacingLook(with: look, because: Resolution.Step(
                        text: say("This \(name) is written without a value, so it is indeterminate; the automatic style follows how the view was created, and an indeterminate progress view spins."),
                        source: rule.source))
                case .takesSidebarLook(let look):
                    guard let inColumn = SceneResolver.inSidebarColumn(resolution, look: look, rule: rule, in: environment, named: name)
                    else { continue }
                    resolution = inColumn
                case .composesLabelStack:
                    guard composesStack else { continue }
                    let kinds = settings.compactMap { LabelStyleKind($0.style) }
                    let automatic = self.resolution(of: StyleCatalog.family(.label).automatic, argument: nil, in: environment.placement)
                    let composition = LabelComposer.compose(kinds, automatic: automatic,
                                                            accessibilitySize: context.contentSize.isAccessibilityCategory)
                    labelComposition = composition
                    steps.append(Resolution.Step(
                        text: say("\(settings.count) label styles stand between this Label and the root; they compose, the closest first."),
                        source: rule.source))
                    steps += composition.stepTexts.map { Resolution.Step(text: $0, source: rule.source) }
                }
            }
            // A style of the project's decides the look: its code draws it, or the gallery shows the automatic look in its
            // place; it says so last.
            let project = chosen.flatMap { chosen in
                chosen.projectStyle.map { [SceneSteps.projectStyle($0, body: chosen.styleBody, family: family, control: name)] }
            } ?? []
            return SceneControlResolution(resolution: resolution, setAt: chosen?.site, steps: steps + resolution.steps + project,
                                          environment: environment.values, composed: composed, labelComposition: labelComposition,
                                          projectStyle: chosen?.projectStyle)
        }
    }
}
