/// Resolves every control of a scene as SwiftUI does: one walk down the tree carrying the environment
/// (``SceneEnvironment``), and for each view of a style family the resolver's answer (``StyleResolver``, the one
/// resolution path cards take too) for the nearest style modifier of its family, in the placement its nearest
/// container gives, with the scene's steps (which modifier chose the style and where, which container set the
/// placement, what ``SceneCompositionRule``s add) before the resolver's.
public enum SceneResolver {
    /// Resolves `scene` for `context`'s platform, release, colour scheme and text size; `context.placement` is the
    /// placement around the scene's roots, which a Form, List, Menu or toolbar inside it replaces.
    public static func resolve(_ scene: Scene, in context: Context) -> ResolvedScene {
        var walk = Walk(context: context)
        let outer = SceneEnvironment(placement: context.placement)
        let roots = scene.roots.enumerated().map { index, root in
            walk.resolve(root, at: ScenePath([index]), in: outer)
        }
        return ResolvedScene(scene: scene, context: context, roots: roots)
    }

    /// One walk: the context and the resolutions already made (a scene repeats the same style in the same
    /// placement many times).
    private struct Walk {
        let context: Context
        var resolutions: [Key: Resolved] = [:]

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

        init(context: Context) {
            self.context = context
        }

        mutating func resolve(_ node: SceneNode, at path: ScenePath, in outer: SceneEnvironment) -> ResolvedSceneNode {
            let environment = outer.applying(node, at: path)
            let control = node.family.map { resolveControl(node, of: $0, at: path, in: environment) }

            var children: [ResolvedSceneNode] = []
            children.reserveCapacity(node.allChildren.count)
            let content = contentEnvironment(of: node, in: environment)
            for child in node.children {
                children.append(resolve(child, at: path.appending(children.count), in: content))
            }
            // A slot (a Menu's `label:`, a Section's `header:`) stands where the view stands, not in its content.
            for slot in node.slots {
                for child in slot.children {
                    children.append(resolve(child, at: path.appending(children.count), in: environment))
                }
            }
            for modifier in node.modifiers {
                let inner: SceneEnvironment
                switch modifier.kind {
                case .toolbar:
                    inner = environment.inside(SceneContainer(kind: .toolbar, view: node.kind, location: node.location), placement: .toolbar)
                case .contextMenu:
                    inner = environment.inside(SceneContainer(kind: .contextMenu, view: node.kind, location: node.location), placement: .menu)
                default:
                    continue
                }
                for child in modifier.content {
                    children.append(resolve(child, at: path.appending(children.count), in: inner))
                }
            }
            return ResolvedSceneNode(node: node, path: path, control: control, children: children)
        }

        /// The environment of the views in `node`'s main closure.
        private func contentEnvironment(of node: SceneNode, in environment: SceneEnvironment) -> SceneEnvironment {
            switch node.kind {
            case .styled(let family):
                // A container family's view gives its content the placement its traits name (a Form's rows are form rows).
                guard let placement = family.definition.container?.placement, let kind = SceneContainer.Kind(placement) else {
                    return environment
                }
                return environment.inside(SceneContainer(kind: kind, view: node.kind, location: node.location), placement: placement)
            case .layout(let layout) where (layout == .toolbarItem || layout == .toolbarItemGroup) && environment.placement == .toolbar:
                var inner = environment
                let placement = node.arguments.first { $0.label == "placement" }.map { argument -> String in
                    switch argument.value {
                    case .expression(let text), .string(let text): text
                    case .binding(let name): "$" + name
                    case .number(let number): "\(number)"
                    case .bool(let value): "\(value)"
                    }
                }
                inner.toolbarItem = SceneToolbarItem(kind: layout, placement: placement, location: node.location)
                return inner
            default:
                return environment
            }
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

        private mutating func resolveControl(_ node: SceneNode, of family: StyleFamily, at path: ScenePath,
                                             in environment: SceneEnvironment) -> SceneControlResolution {
            let settings = environment.styles[family] ?? []
            let chosen = settings.first
            let style = chosen?.style ?? StyleCatalog.family(family).automatic
            let answer = resolved(style, argument: chosen?.argument, in: environment.placement)
            let resolution = answer.resolution, rules = answer.rules
            let name = LocalizedText.verbatim(node.kind.typeName)

            var steps = SceneSteps.style(chosen, family: family, control: name, at: path)
            let composesStack = settings.count > 1 && rules.contains { $0.effect == .composesLabelStack }
            if let farther = settings.dropFirst().first, !composesStack {
                steps.append(SceneSteps.overridden(farther))
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
            return SceneControlResolution(resolution: resolution, setAt: chosen?.site, steps: steps + resolution.steps,
                                          environment: environment.values, composed: composed, labelComposition: labelComposition)
        }
    }
}
