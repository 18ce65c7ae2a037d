/// The outline a shape of SwiftUI's is drawn with (https://developer.apple.com/documentation/swiftui/shapes).
public enum SceneShapeOutline: Sendable, Equatable {
    /// `Rectangle()`, and `ContainerRelativeShape()` drawn outside a container with rounded corners.
    case rectangle
    /// `RoundedRectangle(cornerRadius:)`, `UnevenRoundedRectangle` (with its largest radius), in points.
    case roundedRectangle(cornerRadius: Double)
    /// `Capsule()`: ends as round as its height allows.
    case capsule
    /// `Circle()`: the largest circle that fits, centred.
    case circle
    /// `Ellipse()`: fills its frame.
    case ellipse

    /// Its name in a plan's JSON.
    public var name: String {
        switch self {
        case .rectangle: "rectangle"
        case .roundedRectangle(let radius): "roundedRectangle(\(radius.formatted))"
        case .capsule: "capsule"
        case .circle: "circle"
        case .ellipse: "ellipse"
        }
    }
}

/// A shape's fill that is no colour of its own (https://developer.apple.com/documentation/swiftui/shapestyle).
public enum SceneShapeSurface: String, Sendable, Equatable {
    /// `.background`, the default background style: the window's background colour
    /// (https://developer.apple.com/documentation/swiftui/shapestyle/background).
    case background
    /// `.background.secondary` (and `.tertiary`), the background of what stands on the window's: UIKit's secondary
    /// system background, light grey on white and dark grey on black
    /// (https://developer.apple.com/documentation/uikit/uicolor/secondarysystembackground), so a card so filled stays
    /// apart from the screen in either appearance.
    case secondaryBackground
    /// A material, `.thinMaterial`, `.regularMaterial`…: a translucent layer of the surface colour
    /// (https://developer.apple.com/documentation/swiftui/material).
    case material
    /// A colour the app computes or names in its assets (`Self.backgroundColor`, `Color("Brand")`), which the gallery
    /// cannot know: drawn in a neutral grey rather than the foreground, so the content over it still reads.
    case appDefined
}

/// How a shape node is drawn: its outline, its colour, and whether it is stroked.
public struct SceneShape: Sendable, Equatable {
    public let outline: SceneShapeOutline
    /// The colour of `.fill(_:)`, `.stroke(_:)` or `.foregroundStyle(_:)`, the last written; nil for the foreground's.
    public let color: SceneColor?
    /// What `.fill(_:)`, `.stroke(_:)` or `.foregroundStyle(_:)` gives when it is no colour (the background style, a
    /// material, the app's own colour), the last written; nil when ``color`` says it.
    public let surface: SceneShapeSurface?
    /// Whether `.stroke(…)` or `.strokeBorder(…)` draws its outline instead of filling it.
    public let strokes: Bool
    /// The width `.frame(width:)` gives it, in points, or nil for the room it is offered.
    public let width: Double?
    /// The height `.frame(height:)` gives it, in points, or nil for the room it is offered.
    public let height: Double?
    /// The opacity of its colour, where the colour is written with one (`.fill(Color.gray.opacity(0.3))`), else nil.
    public let colorOpacity: Double?
    /// Its width over its height where `.aspectRatio(_:contentMode:)` gives one (`16/9`, `1.5`), else nil: the shape
    /// takes the width it is offered and the height the ratio asks
    /// (https://developer.apple.com/documentation/swiftui/view/aspectratio(_:contentmode:)).
    public let aspectRatio: Double?
    /// The gradient it is filled with, from ``color`` to the gradient's end, or nil for one colour.
    public let gradient: SceneGradient?

    /// A shape drawn for a view that is not one (a colour picker's well).
    init(outline: SceneShapeOutline, color: SceneColor?, width: Double?, height: Double?) {
        self.outline = outline
        self.color = color
        self.surface = nil
        self.strokes = false
        self.colorOpacity = nil
        self.aspectRatio = nil
        self.gradient = nil
        self.width = width
        self.height = height
    }

    /// The shape `node` draws, or nil when it is no shape.
    public init?(_ node: SceneNode) {
        guard case .plain(let view) = node.kind else { return nil }
        let radius = node.arguments.first { $0.label == "cornerRadius" || $0.label == "cornerSize" }.flatMap { argument -> Double? in
            if case .number(let number) = argument.value { return number }
            return nil
        }
        switch view {
        case .rectangle, .containerRelativeShape, .linearGradient, .radialGradient, .angularGradient, .ellipticalGradient:
            outline = .rectangle
        case .roundedRectangle, .unevenRoundedRectangle: outline = .roundedRectangle(cornerRadius: radius ?? Self.unevenRadius(node) ?? 8)
        case .circle: outline = .circle
        case .capsule: outline = .capsule
        case .ellipse: outline = .ellipse
        case .text, .image, .secureField, .spacer, .divider, .color, .navigationLink, .link, .shareLink, .editButton, .tableColumn, .tableRow,
             .contentUnavailableView, .colorPicker, .slider, .stepper, .chart, .barMark, .lineMark, .areaMark, .pointMark, .rectangleMark,
             .ruleMark, .sectorMark:
            return nil
        }
        // A gradient runs from its first colour to its last: `LinearGradient(colors: [.blue, .purple], …)`.
        let isGradient = [.linearGradient, .radialGradient, .angularGradient, .ellipticalGradient].contains(view)
        var color: SceneColor? = isGradient
            ? node.arguments.lazy.compactMap { argument -> SceneColor? in
                if case .expression(let text) = argument.value { Self.firstColor(in: text) } else { nil }
            }.first
            : nil
        var gradient = isGradient ? SceneGradient.written(view.rawValue + "(" + node.arguments.map { argument in
            (argument.label.map { $0 + ": " } ?? "") + SceneSource.value(argument.value)
        }.joined(separator: ", ") + ")") : nil
        var surface: SceneShapeSurface?
        var strokes = false
        var width: Double?
        var height: Double?
        var opacity: Double?
        var ratio: Double?
        for modifier in node.modifiers {
            if case .foregroundStyle(let style) = modifier.kind {
                color = style
                surface = nil
                opacity = nil
                gradient = nil
                continue
            }
            guard let (name, source) = modifier.kind.written else { continue }
            switch name {
            case .fill, .stroke, .strokeBorder:
                strokes = name != .fill
                // A gradient written in the modifier (`.fill(LinearGradient(colors: [.purple, .pink], …))`) is drawn in
                // its first colour, as a gradient view is.
                let gradientColor = source.contains("Gradient(") ? Self.firstColor(in: source) : nil
                if let named = Self.color(in: source) ?? gradientColor {
                    color = named
                    surface = nil
                    // `Color.gray.opacity(0.3)`: the colour, that translucent.
                    opacity = Self.number(after: ".opacity(", in: source)
                    gradient = SceneGradient.written(source)
                } else if let other = Self.surface(in: source) {
                    surface = other
                    opacity = nil
                    gradient = nil
                }
            case .frame:
                width = Self.number(labelled: "width", in: source) ?? width
                height = Self.number(labelled: "height", in: source) ?? height
            case .aspectRatio:
                ratio = Self.ratio(in: source) ?? ratio
            default:
                break
            }
        }
        self.color = color
        self.surface = surface
        self.strokes = strokes
        self.colorOpacity = opacity
        self.aspectRatio = ratio
        self.gradient = gradient
        self.width = width
        self.height = height
    }

    /// Every colour named as a member (`.blue`, `Color.blue`) in `text`, in the order written.
    static func colors(in text: String) -> [SceneColor] {
        var found: [SceneColor] = []
        var rest = Substring(text)
        while let dot = rest.firstIndex(of: ".") {
            rest = rest[rest.index(after: dot)...]
            if let color = SceneColor(rawValue: String(rest.prefix { $0.isLetter })) { found.append(color) }
        }
        return found
    }

    /// The first named colour written in a modifier's source: `.fill(.blue)`, `.stroke(Color.red, lineWidth: 2)`.
    static func color(in source: String) -> SceneColor? {
        let open = source.firstIndex(of: "(").map { source.index(after: $0) } ?? source.startIndex
        let argument = source[open...].drop { $0 == " " }
        let member = argument.hasPrefix("Color.") ? argument.dropFirst(6) : argument.hasPrefix(".") ? argument.dropFirst() : nil
        guard let member else { return nil }
        return SceneColor(rawValue: String(member.prefix { $0.isLetter }))
    }

    /// The fill a modifier's source gives that is no named colour: `.fill(.background)`, `.fill(.thinMaterial)`, an
    /// app's colour (`.fill(Self.tint)`); nil when its first argument is labelled or missing (`.stroke(lineWidth: 2)`).
    static func surface(in source: String) -> SceneShapeSurface? {
        guard let open = source.firstIndex(of: "(") else { return nil }
        let argument = source[source.index(after: open)...].prefix { $0 != "," && $0 != ")" }.trimmingCharacters(in: .whitespaces)
        guard !argument.isEmpty, !argument.contains(":") else { return nil }
        if [".background.secondary", ".background.tertiary"].contains(argument) { return .secondaryBackground }
        if argument == ".background" || argument.hasPrefix(".background.") { return .background }
        if argument.hasSuffix("Material") || argument.contains("Material.") || argument.contains("Material)") { return .material }
        return .appDefined
    }

    /// The first colour named as a member (`.blue`, `Color.blue`) anywhere in `text`.
    private static func firstColor(in text: String) -> SceneColor? {
        var rest = Substring(text)
        while let dot = rest.firstIndex(of: ".") {
            rest = rest[rest.index(after: dot)...]
            if let color = SceneColor(rawValue: String(rest.prefix { $0.isLetter })) { return color }
        }
        return nil
    }

    /// The number after `label:` in a modifier's source: `height` in `.frame(width: 40, height: 40)`.
    /// The number written right after `prefix` in `source` (`0.3` of `.opacity(0.3)`), or nil.
    private static func number(after prefix: String, in source: String) -> Double? {
        guard let range = source.range(of: prefix) else { return nil }
        return Double(source[range.upperBound...].prefix { $0.isNumber || $0 == "." })
    }

    /// The ratio `.aspectRatio(16/9, contentMode: .fit)` or `.aspectRatio(1.5)` writes as its first argument: a number
    /// or a quotient of two; nil for one without (`.aspectRatio(contentMode: .fit)`, the view's own), or a ratio the
    /// app computes.
    static func ratio(in source: String) -> Double? {
        guard let open = source.firstIndex(of: "(") else { return nil }
        let argument = source[source.index(after: open)...].prefix { $0 != "," && $0 != ")" }.filter { $0 != " " }
        let parts = argument.split(separator: "/", omittingEmptySubsequences: false).map { Double(String($0)) }
        guard let first = parts.first ?? nil, first > 0 else { return nil }
        switch parts.count {
        case 1: return first
        case 2: return parts[1].flatMap { $0 > 0 ? first / $0 : nil }
        default: return nil
        }
    }

    private static func number(labelled label: String, in source: String) -> Double? {
        guard let found = source.range(of: label + ":") else { return nil }
        return Double(String(source[found.upperBound...].drop { $0 == " " }.prefix { $0.isNumber || $0 == "." }))
    }

    /// The largest radius `UnevenRoundedRectangle(topLeadingRadius: 12, …)` writes.
    private static func unevenRadius(_ node: SceneNode) -> Double? {
        node.arguments.compactMap { argument -> Double? in
            guard argument.label?.hasSuffix("Radius") == true, case .number(let number) = argument.value else { return nil }
            return number
        }.max()
    }
}

private extension Double {
    /// `8` for 8.0, `8.5` for 8.5.
    var formatted: String { rounded() == self ? String(Int(self)) : String(self) }
}
