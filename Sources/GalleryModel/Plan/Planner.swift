/// Turns a resolution and the example state into the widget plan of a card and the SwiftUI code that makes it.
///
/// A card is a one-control scene (``CardScene``): the card's sample in its placement's container (a Form, a List, a
/// toolbar, a Menu). ``ScenePlanner`` draws it as it draws any scene, each view by its family's drawing, the card's
/// control from its family's sample; the code is the same scene printed (``SceneSource``), the control written by its
/// family. Under the scene the card keeps what the gallery adds: the open menu drawn in place and the status lines.
public enum Planner {
    /// The plan of the card whose style resolved to `resolution`. Plans hold bindings to
    /// example state, not its values, so a plan stays valid while the state changes.
    public static func plan(_ resolution: Resolution) -> ExamplePlan {
        let sample = CardSample(resolution)
        let card = CardDrawing(sample)
        // A style filled with the tint (its parameter is the tint) is drawn in Apple's colour or the one the card chooses;
        // where its text misses 4.5:1 on it, the card says so.
        let theme = PlatformTheme.of(resolution.shownPlatform)
        let findings = resolution.style.parameter?.valueType == ObjectIdentifier(ChosenTint.self)
            ? theme.contrastFindings(resolution.context.colorScheme, era: theme.era(at: resolution.shownRelease),
                                     tintedWith: resolution.argument(as: ChosenTint.self) ?? .accentColor)
            : []
        return ExamplePlan(widget: card.widget, code: sample.code, approximations: card.approximations, scene: card.scene,
                           contrastFindings: findings)
    }

    /// The SwiftUI code of `style`'s example in `placement`, as its card shows it on the first platform that has the style.
    public static func code(of style: StyleDescriptor, in placement: Placement = .standard) -> String {
        let platform = StyleCatalog.platforms(of: style).first ?? .iOS
        return plan(StyleResolver.resolve(style, platform: platform, placement: placement)).code
    }

    /// The plan of `family`'s chosen style in `configuration`.
    public static func plan(_ family: StyleFamily, in configuration: Configuration) -> ExamplePlan {
        plan(configuration.resolution(of: family))
    }
}

/// A card's scene before it is drawn: the sample in its placement's container, and the card's code. Writing the code
/// resolves nothing, so a custom style's availability can be read from its card's code (``CustomStyleAPIs``).
struct CardSample {
    /// The card's control, as its resolution and the node it is drawn for.
    let control: ControlContext
    /// The scene's one root: the placement's container, or the sample itself.
    let root: SceneNode
    /// Where the card's control (the container a container's sample is) sits; nil for a composed style, whose card has
    /// no view of the family, only the view that takes its style.
    let path: ScenePath?
    /// The control's code, written by its family, for a control that draws its own sample; nil for a container whose
    /// sample is views.
    let writtenControl: String?

    init(_ resolution: Resolution) {
        control = ControlContext(resolution: resolution)
        let look = resolution.resolved.look
        // A container's sample is views; a control's card holds the control, which its family draws and writes.
        var sample = look.sample(control) ?? SceneNode(.styled(resolution.family))
        sample.modifiers.append(SceneModifier(.style(resolution.style, argument: resolution.argument)))
        let placement = resolution.effectivePlacement
        root = CardScene.scene(holding: sample, named: resolution.style.id, in: placement).roots[0]
        path = resolution.family.definition.isComposed ? nil : CardScene.controlPath(in: placement)
        writtenControl = look.code(control)
    }

    /// The card's code: a custom style's definition first, then the scene as SwiftUI, the control written by its family.
    var code: String {
        let written = writtenControl.flatMap { code in path.map { (code, $0) } }
        let scene = written.map { SceneSource.view(root, writing: $0.0, at: $0.1) } ?? SceneSource.view(root)
        return (control.style.definition.map { $0 + "\n\n" } ?? "") + scene
    }
}

/// One card drawn: its scene as ``ScenePlanner`` draws it, and the gallery's additions under it.
private struct CardDrawing {
    /// The widgets of the card's scene.
    let scene: WidgetPlan
    /// The scene with the gallery's additions under it.
    let widget: WidgetPlan
    /// Where GTK only approximates what the card shows.
    let approximations: [String]

    init(_ sample: CardSample) {
        let resolution = sample.control.resolution
        // The card is drawn on the platform and release it shows (the first that has its style, where its own lacks it).
        var shown = resolution.context
        shown.platform = resolution.shownPlatform
        shown.release = resolution.shownRelease
        shown.placement = .standard
        let resolved = SceneResolver.resolve(Scene(name: resolution.style.id, roots: [sample.root]), in: shown)
        let slots = resolution.family.definition.slots
        let states = Dictionary(slots.compactMap { slot in slot.state.map { ($0, slot) } }) { first, _ in first }
        let keys = CardKeys(control: sample.path, resolution: resolution, drawsItsSample: sample.writtenControl != nil, states: states)
        var drawing = SceneDrawing(context: shown, state: [], keys: .card(keys))
        // What the control presents (a context menu open) follows it, as in a scene.
        let control = drawing.widget(for: resolved.roots[0])
        scene = (drawing.presentations.isEmpty ? control : Build.vstack(spacing: 8, [control] + drawing.presentations))
            .onStage(of: shown.platform, release: shown.release)
        approximations = drawing.approximations

        // The gallery's additions: a control drawn as menu items shows the open menu under its Menu's button, and the
        // status lines report the example's state. Neither is in the code.
        var additions: [WidgetPlan] = []
        if case .menuItems(let items)? = drawing.cardControl?.content {
            additions.append(MenuPreview.plan(items, layout: MenuLayout.of(sample.control)))
        }
        additions += drawing.cardControl?.status ?? []
        widget = additions.isEmpty ? scene : Build.vstack(spacing: 8, [scene] + additions)
    }
}

/// What a family planner hands back: the content, the gallery's status lines that report the
/// example's state (drawn under the placed content, never inside its container) and any approximation note.
struct FamilyPlan {
    var content: PlanContent
    var status: [WidgetPlan]
    var approximation: String?

    init(_ widget: WidgetPlan, status: [WidgetPlan] = [], approximation: String? = nil) {
        content = .widget(widget)
        self.status = status
        self.approximation = approximation
    }

    init(rows: [WidgetPlan], approximation: String? = nil) {
        content = .rows(rows)
        status = []
        self.approximation = approximation
    }

    init(labelled rows: [LabelledRow], approximation: String? = nil) {
        content = .labelled(rows)
        status = []
        self.approximation = approximation
    }

    init(menu items: [MenuItemPlan], status: [WidgetPlan] = [], approximation: String? = nil) {
        content = .menuItems(items)
        self.status = status
        self.approximation = approximation
    }
}
