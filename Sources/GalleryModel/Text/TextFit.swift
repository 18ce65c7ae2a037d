/// How a one-line Text narrower than its frame is fitted before it is truncated: first its letters
/// move closer (`allowsTightening(true)`), then its font shrinks towards `minimumScaleFactor(_:)`;
/// whatever still does not fit is truncated (`truncationMode(_:)`).
/// Apple: https://developer.apple.com/documentation/swiftui/view/allowstightening(_:) and
/// https://developer.apple.com/documentation/swiftui/view/minimumscalefactor(_:).
public struct TextFit: Sendable, Equatable {
    /// The factor the font size is drawn at (1 keeps it).
    public var scale: Double
    /// Letter spacing added to every character, in pixels of the unscaled font (0 or less).
    public var tightening: Double
    /// Whether the line is still too wide and is truncated.
    public var truncates: Bool

    public init(scale: Double = 1, tightening: Double = 0, truncates: Bool = false) {
        self.scale = scale
        self.tightening = tightening
        self.truncates = truncates
    }

    /// The text drawn as it is.
    public static let unchanged = TextFit()

    /// What the fit did, for the note under a fitted line.
    public var summary: LocalizedText {
        var parts: [LocalizedText] = []
        if tightening < 0 { parts.append(say("letters \(BoundText.format(-tightening)) px closer")) }
        if scale < 1 { parts.append(say("font at \(Int((scale * 100).rounded()))% of its size")) }
        parts.append(truncates ? say("truncated") : say("not truncated"))
        return .joined(parts, separator: ", ")
    }

    /// The most tightening takes from each character, as a fraction of the font size. Apple does not
    /// publish its limit; a twentieth of an em keeps letters apart in every font the stage uses.
    public static let maximumTightening = 0.05

    /// The fit of a line `naturalWidth` pixels wide, of `characters` characters in a font of `fontSize`
    /// pixels, into `available` pixels.
    public static func fit(
        naturalWidth: Double, available: Double, characters: Int, fontSize: Double,
        allowsTightening: Bool, minimumScaleFactor: Double
    ) -> TextFit {
        guard naturalWidth > available, available > 1 else { return .unchanged }
        // A pixel to spare: Pango rounds each glyph's position, and a line one pixel over is truncated.
        let target = available - 1
        var fit = TextFit()
        var width = naturalWidth
        if allowsTightening && characters > 0 {
            let needed = (naturalWidth - target) / Double(characters)
            fit.tightening = -min(needed, maximumTightening * fontSize)
            width += fit.tightening * Double(characters)
        }
        if width > target && minimumScaleFactor < 1 {
            // Letter spacing shrinks with the font, so the whole line scales.
            fit.scale = max(minimumScaleFactor, target / width)
            width *= fit.scale
        }
        fit.truncates = width > target + 0.5
        return fit
    }
}

extension RenderedText {
    /// Whether the text is fitted: one line in a frame of its own width, which it may tighten or shrink
    /// into (with either modifier) or else is truncated to.
    public var fits: Bool { lineLimit == 1 && width != nil }

    /// How the text fits its frame, given the width the binding measured it at, unfitted.
    public func fit(naturalWidth: Double) -> TextFit {
        guard fits, let width else { return .unchanged }
        return TextFit.fit(
            naturalWidth: naturalWidth, available: Double(width), characters: text.count,
            fontSize: runs.map(\.attributes.size).max() ?? 17,
            allowsTightening: allowsTightening, minimumScaleFactor: minimumScaleFactor)
    }

    /// The text drawn with `fit`: every run's font scaled and its letters tightened.
    public func fitted(_ fit: TextFit) -> RenderedText {
        var fitted = self
        fitted.runs = runs.map { run in
            var run = run
            run.attributes.letterSpacing = (run.attributes.letterSpacing + fit.tightening) * fit.scale
            run.attributes.size *= fit.scale
            run.attributes.baselineOffset *= fit.scale
            return run
        }
        return fitted
    }
}
