/// A card as a scene: the card's control, with its style modifier, inside its placement's container, as the
/// card's code writes it: alone, a `Form`, a `List`, a `NavigationStack` whose screen carries the `.toolbar`, or a
/// `Menu` with its label. Cards resolve through ``SceneResolver`` and are drawn by ``ScenePlanner`` like any scene,
/// so a card and a scene holding the same control in the same container resolve and draw alike.
public enum CardScene {
    /// The scene of the card of `style`, with its parameter's value `argument`, in `placement`.
    public static func scene(for style: StyleDescriptor, argument: String?, placement: Placement) -> Scene {
        scene(holding: SceneNode(.styled(style.family), arguments: style.family.definition.cardArguments,
                                 modifiers: [SceneModifier(.style(style, argument: argument))]),
              named: style.id, in: placement)
    }

    /// The scene of a card whose control, or the container its sample is, is `control`, in `placement`.
    static func scene(holding control: SceneNode, named name: String, in placement: Placement) -> Scene {
        let root: SceneNode
        switch placement {
        case .standard:
            root = control
        case .form:
            root = SceneNode(.styled(.form), children: [control])
        case .list:
            root = SceneNode(.styled(.list), children: [control])
        case .toolbar:
            let screen = SceneNode(.plain(.color), arguments: [SceneArgument(nil, .expression(".clear"))], modifiers: [
                SceneModifier(.navigationTitle(SampleContent.toolbarTitle)),
                SceneModifier(.toolbar([control])),
            ])
            root = SceneNode(.layout(.navigationStack), children: [screen])
        case .menu:
            let menu = SampleContent.menuPlacement
            let label = SceneNode(.styled(.label), arguments: [SceneArgument(nil, .string(menu.title)),
                                                               SceneArgument("systemImage", .string(menu.symbol))])
            root = SceneNode(.styled(.menu), children: [control], slots: [SceneSlot(label: "label", children: [label])])
        }
        return Scene(name: name, roots: [root])
    }

    /// Where the card's control sits in its scene in `placement`.
    public static func controlPath(in placement: Placement) -> ScenePath {
        switch placement {
        case .standard: ScenePath([0])
        case .form, .list, .menu: ScenePath([0, 0])
        // NavigationStack → the screen → its toolbar's first item.
        case .toolbar: ScenePath([0, 0, 0])
        }
    }

    /// How the card of `style` with `argument` resolves in `context`: its control's resolution in its card scene
    /// (``derive(_:argument:in:)``), read from its family's table of cards, made there on first use.
    public static func resolution(of style: StyleDescriptor, argument: String?, in context: Context) -> Resolution {
        style.cardResolutions?.resolution(of: style, in: context, argument: argument) ?? derive(style, argument: argument, in: context)
    }

    /// How the card of `style` with `argument` resolves in `context`, from its scene: what the family's table of cards
    /// keeps. The scene resolver consults the colour scheme and text size only where label styles stack, which a card's
    /// one style never does, so the card's resolution is a function of the style, choice, platform, release and placement.
    static func derive(_ style: StyleDescriptor, argument: String?, in context: Context) -> Resolution {
        let scene = scene(for: style, argument: argument, placement: context.placement)
        let resolved = SceneResolver.resolve(scene, in: context)
        // The card scene always holds its control, a view of the style's family, at its control path.
        guard let control = resolved.node(at: controlPath(in: context.placement))?.control else {
            preconditionFailure("the card scene of \(style.id) has no control at \(controlPath(in: context.placement))")
        }
        return control.resolution
    }
}
