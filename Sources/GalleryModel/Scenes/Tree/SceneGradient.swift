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

    /// The gradient `source` (a gradient view written back as source, or a `.fill(…)` modifier) writes; nil where it
    /// writes none, or a gradient of one colour.
    static func written(_ source: String) -> SceneGradient? {
        if source.contains("Gradient(") {
            let colors = SceneShape.colors(in: source)
            guard colors.count > 1 else { return nil }
            return SceneGradient(end: colors.last, angle: angle(from: point("startPoint", in: source), to: point("endPoint", in: source)))
        }
        if source.contains(".gradient") { return SceneGradient(end: nil, angle: 0) }
        return nil
    }

    /// The unit point labelled `label` (`startPoint: .topLeading`), or nil for one the gallery does not name.
    private static func point(_ label: String, in source: String) -> SceneUnitPoint? {
        guard let found = source.range(of: label + ":") else { return nil }
        let rest = source[found.upperBound...].drop { $0 == " " || $0 == "." }
        return SceneUnitPoint(rawValue: String(rest.prefix { $0.isLetter }))
    }

    /// The angle from `start` to `end`; straight down where either is missing or they are one point, as
    /// `LinearGradient(colors:…)` is most often written from the top.
    private static func angle(from start: SceneUnitPoint?, to end: SceneUnitPoint?) -> Double {
        guard let from = start?.position, let to = end?.position, from != to else { return 0 }
        // Clockwise from straight down: atan2 of the run against the fall, so leading → trailing is -90.
        return -(atan2(to.x - from.x, to.y - from.y) * 180 / .pi).rounded()
    }
}

/// SwiftUI's named unit points, by their names (https://developer.apple.com/documentation/swiftui/unitpoint): where a
/// gradient starts and ends in its shape.
enum SceneUnitPoint: String, CaseIterable {
    case top, bottom, leading, trailing, topLeading, topTrailing, bottomLeading, bottomTrailing, center

    /// The point across and down a unit square, from its top-leading corner.
    var position: (x: Double, y: Double) {
        switch self {
        case .top: (0.5, 0)
        case .bottom: (0.5, 1)
        case .leading: (0, 0.5)
        case .trailing: (1, 0.5)
        case .topLeading: (0, 0)
        case .topTrailing: (1, 0)
        case .bottomLeading: (0, 1)
        case .bottomTrailing: (1, 1)
        case .center: (0.5, 0.5)
        }
    }
}
