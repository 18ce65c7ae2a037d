import Foundation

/// A gradient a shape is filled with: `LinearGradient(colors: [.purple, .pink], startPoint: .topLeading, endPoint:
/// .bottomTrailing)` (https://developer.apple.com/documentation/swiftui/lineargradient), written as a view or in
/// `.fill(_:)`, or a colour's own `.gradient` (`Color.blue.gradient`,
/// https://developer.apple.com/documentation/swiftui/color/gradient), a gentle one from a lighter shade of the colour
/// at the top to the colour at the bottom.
public struct SceneGradient: Sendable, Equatable {
    /// The last colour of the gradient's colours, or nil for a colour's own `.gradient`, which ends in the shape's colour.
    public let end: SceneColor?
    /// The direction the colours run in, in degrees clockwise from straight down: 0 from the top to the bottom, -90 from
    /// the leading edge to the trailing edge, -45 from the top-leading corner to the bottom-trailing one. Radial,
    /// angular and elliptical gradients are drawn from the top down.
    public let angle: Double

    /// The gradient `source` (a gradient view's arguments, or a `.fill(…)` modifier) writes, with `first` its first
    /// colour; nil where it writes none.
    static func written(_ source: String) -> SceneGradient? {
        if source.contains("Gradient(") {
            let colors = SceneShape.colors(in: source)
            guard colors.count > 1 else { return nil }
            return SceneGradient(end: colors.last, angle: angle(from: point("startPoint", in: source), to: point("endPoint", in: source)))
        }
        if source.contains(".gradient") { return SceneGradient(end: nil, angle: 0) }
        return nil
    }

    /// The unit point labelled `label` (`startPoint: .topLeading`), or nil.
    private static func point(_ label: String, in source: String) -> String? {
        guard let found = source.range(of: label + ":") else { return nil }
        let rest = source[found.upperBound...].drop { $0 == " " || $0 == "." }
        let name = String(rest.prefix { $0.isLetter })
        return name.isEmpty ? nil : name
    }

    /// The angle from `start` to `end`, unit points by name (`.top`, `.bottomTrailing`); straight down where either is
    /// missing or unknown, as `LinearGradient(colors:…)` is most often written from the top.
    private static func angle(from start: String?, to end: String?) -> Double {
        func vector(_ name: String?) -> (x: Double, y: Double)? {
            switch name {
            case "top": (0.5, 0)
            case "bottom": (0.5, 1)
            case "leading": (0, 0.5)
            case "trailing": (1, 0.5)
            case "topLeading": (0, 0)
            case "topTrailing": (1, 0)
            case "bottomLeading": (0, 1)
            case "bottomTrailing": (1, 1)
            case "center": (0.5, 0.5)
            default: nil
            }
        }
        guard let from = vector(start), let to = vector(end), from != to else { return 0 }
        // Clockwise from straight down: atan2 of the run against the fall, so leading → trailing is -90.
        return -(atan2(to.x - from.x, to.y - from.y) * 180 / .pi).rounded()
    }
}
