import GalleryModel
import SwiftSyntax

/// SwiftUI's shapes written as `Shape`'s static members, where an argument takes a shape:
/// `.background(.fill.tertiary, in: .circle)`, `.background(in: .rect(cornerRadius: 12))`
/// (https://developer.apple.com/documentation/swiftui/shape, "Getting standard shapes").
extension SceneViewReader {
    /// The shape node `expression` stands for, when it is one of `Shape`'s static members; nil for anything else,
    /// which is then read as a view.
    ///
    /// `.circle`, `.capsule`, `.capsule(style:)`, `.ellipse`, `.rect` and `.containerRelative` are the shapes of their
    /// names (https://developer.apple.com/documentation/swiftui/shape/circle, …/shape/capsule,
    /// …/shape/rect, …/shape/containerrelative); `.rect(cornerRadius:)` and `.rect(cornerSize:)` a
    /// `RoundedRectangle` (…/shape/rect(cornerradius:style:)); `.rect(topLeadingRadius:…)` and `.rect(cornerRadii:)`
    /// an `UnevenRoundedRectangle` (…/shape/rect(topleadingradius:bottomleadingradius:bottomtrailingradius:toptrailingradius:style:)).
    func implicitShape(_ expression: ExprSyntax, scope: ReadingScope) -> SceneNode? {
        let call = expression.as(FunctionCallExprSyntax.self)
        guard let member = (call?.calledExpression ?? expression).as(MemberAccessExprSyntax.self), member.base == nil else { return nil }
        let labels = Set(call?.arguments.compactMap { $0.label?.text } ?? [])
        let shape: ScenePlainView
        switch member.declName.baseName.text {
        case "circle": shape = .circle
        case "capsule": shape = .capsule
        case "ellipse": shape = .ellipse
        case "containerRelative": shape = .containerRelativeShape
        case "rect" where !labels.isDisjoint(with: ["cornerRadius", "cornerSize"]): shape = .roundedRectangle
        case "rect" where labels.isEmpty || labels == ["style"]: shape = .rectangle
        case "rect": shape = .unevenRoundedRectangle
        default: return nil
        }
        return makeNode(.plain(shape), at: expression, call: call, scope: scope)
    }
}
