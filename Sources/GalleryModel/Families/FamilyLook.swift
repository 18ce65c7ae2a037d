/// One look of one family: a case of the family's `Look` enum, which knows its family, so the family and the look
/// are one value. A row of the automatic table, an adjustment, a resolution and a planner all hold the typed case:
/// none can name a look of another family by mistake, and no planner turns a name back into a look. The raw value
/// is the look's SwiftUI name (`checkbox`, `page(indexDisplayMode:)`, `CardGroupBoxStyle`), used only where a look
/// is said or written.
protocol FamilyLook: RawRepresentable<String>, CaseIterable, Hashable, Sendable {
    /// The family whose look this is.
    associatedtype Family: FamilyDefinition where Family.Look == Self
    /// The family the look is said to belong to: its own, or the other family whose look SwiftUI draws the view in
    /// (a circular ProgressView on watchOS is drawn as a Gauge's `accessoryCircularCapacity`).
    var shownFamily: StyleFamily { get }
}

extension FamilyLook {
    var shownFamily: StyleFamily { Family.family }

    /// The family whose look this is.
    var family: StyleFamily { Family.family }

    /// The view `control` draws in this look, drawn by the look's own family from the control's words (a card's
    /// from its sample); nil for a container whose views the drawing holds (``layOut(_:holding:)``), whose card's
    /// sample is views.
    func draw(_ control: ControlContext) -> FamilyPlan? {
        switch Family().drawing {
        case .control(let draw, _), .containerDrawingItsSample(_, _, let draw, _): draw(PlanContext(control, look: self))
        case .container, .composed: nil
        }
    }

    /// The container `control` draws in this look around `content`, laid out by the look's own family; nil for a control.
    func layOut(_ control: ControlContext, holding content: inout ContainerContent) -> FamilyPlan? {
        switch Family().drawing {
        case .control, .composed: nil
        case .container(_, let layOut, _), .containerDrawingItsSample(_, let layOut, _, _): layOut(PlanContext(control, look: self), &content)
        }
    }

    /// The code of the card `control` shows in this look, written by the look's own family; nil for a container whose
    /// card's sample is views, printed as a scene.
    func code(_ control: ControlContext) -> String? {
        switch Family().drawing {
        case .control(_, let code), .containerDrawingItsSample(_, _, _, let code): code(PlanContext(control, look: self))
        case .container, .composed: nil
        }
    }

    /// The view of the card `control` shows in this look, for a family whose card's sample is views: a container
    /// holding its sample's views, or the view a composed style is drawn by; nil otherwise.
    func sample(_ control: ControlContext) -> SceneNode? {
        switch Family().drawing {
        case .container(_, _, let sample), .composed(let sample): sample(PlanContext(control, look: self))
        case .control, .containerDrawingItsSample: nil
        }
    }
}
