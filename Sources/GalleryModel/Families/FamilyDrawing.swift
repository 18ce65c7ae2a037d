/// How a family's view is drawn: the one function that draws it wherever it appears. A card is a one-control scene
/// (``CardScene``) drawn by ``ScenePlanner``, so cards, placements, scenes, the composer and `gallery render` all
/// reach a family's view through its drawing, and a container's children through theirs.
enum FamilyDrawing<Family: FamilyDefinition> {
    /// A control: `draw` draws the view in its look from the words of its scene node, or on its card from its sample
    /// (the node is nil), and `code` writes the card's sample as SwiftUI.
    case control(draw: (PlanContext<Family>) -> FamilyPlan, code: (PlanContext<Family>) -> String)
    /// A container: `layOut` draws the view in its look around the views it holds (``ContainerContent``), a scene's
    /// or its card's, whose sample is views written as a scene (`sample`), drawn and printed as any scene is.
    case container(ContainerTraits, layOut: (PlanContext<Family>, inout ContainerContent) -> FamilyPlan,
                   sample: (PlanContext<Family>) -> SceneNode)
    /// A container whose card draws its own sample, because the card's content follows the card's state in ways views
    /// written in a scene do not (a menu's commands recording the one last chosen): `layOut` draws a scene's view
    /// around the views it holds, and `draw` and `code` draw and write the card as a control's are. Both lay the view
    /// out with the same function of the family's planner.
    case containerDrawingItsSample(ContainerTraits, layOut: (PlanContext<Family>, inout ContainerContent) -> FamilyPlan,
                                   draw: (PlanContext<Family>) -> FamilyPlan, code: (PlanContext<Family>) -> String)

    /// A style with no view of its own, which other families' views take as they draw a part of themselves (a page
    /// TabView draws its page index in the index view style in force: a ``SceneCompositionRule``). Its card's sample
    /// is such a view (`sample`), drawn and printed as any scene is.
    case composed(sample: (PlanContext<Family>) -> SceneNode)

    /// What the view is as a container, or nil for a control or a composed style.
    var container: ContainerTraits? {
        switch self {
        case .control, .composed: nil
        case .container(let traits, _, _), .containerDrawingItsSample(let traits, _, _, _): traits
        }
    }

    /// Whether the family is a style with no view of its own.
    var isComposed: Bool {
        if case .composed = self { true } else { false }
    }
}

/// What a container family's view is as a container, beside laying out its views.
struct ContainerTraits: Sendable {
    /// The placement the views it holds sit in, which chooses their automatic looks (a Form's rows are in the form
    /// placement), or nil where it gives none.
    let placement: Placement?
    /// Whether a view can be wrapped in it as it stands, with nothing but the view inside (a Form, a List, a GroupBox);
    /// not a view that needs more (a DisclosureGroup its title, a Menu its label).
    let wraps: Bool
}
