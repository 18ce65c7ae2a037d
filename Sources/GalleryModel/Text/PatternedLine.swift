/// An underline or strikethrough whose pattern Pango cannot draw (Pango 1.50 draws solid lines
/// only), which the window strokes itself over the laid-out text.
public struct PatternedLine: Sendable, Equatable {
    /// Which line.
    public enum Kind: Sendable, Equatable {
        case underline, strikethrough
    }

    /// Which line it is.
    public var kind: Kind
    /// The characters it runs under or through, as UTF-8 offsets into ``RenderedText/text``
    /// (Pango's indices).
    public var bytes: Range<Int>
    /// Its dash pattern.
    public var pattern: LinePattern
    /// "#rrggbb": the line's own colour, else its run's; nil for the widget's text colour.
    public var color: String?
    /// The size of the text it decorates, in pixels.
    public var fontSize: Double

    /// The line's thickness in pixels: a fifteenth of the font, never thinner than a pixel.
    public var thickness: Double { max(1, (fontSize / 15).rounded()) }

    /// Where the line's centre is, in pixels below the baseline (negative: above it): an underline a
    /// tenth of an em below, a strikethrough through the middle of the lower-case letters.
    public var offset: Double {
        switch kind {
        case .underline: max(thickness + 1, (fontSize * 0.1).rounded())
        case .strikethrough: -(fontSize * 0.28).rounded()
        }
    }

    /// The cairo dash array the line is stroked with.
    public var dashes: [Double] { pattern.dashes(thickness: thickness) }
}

extension LinePattern {
    /// The lengths, in pixels, of the drawn and skipped stretches of `Text.LineStyle.Pattern`
    /// (https://developer.apple.com/documentation/swiftui/text/linestyle) for a
    /// line `thickness` pixels thick, drawn and skipped in turn; empty for a solid line. Dots are as
    /// long as the line is thick, dashes four times that, and every gap twice.
    public func dashes(thickness: Double) -> [Double] {
        let dot = thickness, dash = 4 * thickness, gap = 2 * thickness
        return switch self {
        case .solid: []
        case .dot: [dot, gap]
        case .dash: [dash, gap]
        case .dashDot: [dash, gap, dot, gap]
        case .dashDotDot: [dash, gap, dot, gap, dot, gap]
        }
    }
}

extension RenderedText {
    /// The lines the window draws itself: every underline and strikethrough that is not solid.
    public var patternedLines: [PatternedLine] {
        var start = 0
        return runs.flatMap { run -> [PatternedLine] in
            let bytes = start..<(start + run.text.utf8.count)
            start = bytes.upperBound
            let lines: [(PatternedLine.Kind, TextAttributes.Line?)] = [
                (.underline, run.attributes.underline), (.strikethrough, run.attributes.strikethrough),
            ]
            return lines.compactMap { kind, line in
                guard let line, line.pattern != .solid else { return nil }
                return PatternedLine(kind: kind, bytes: bytes, pattern: line.pattern, color: line.color ?? run.attributes.color, fontSize: run.attributes.size)
            }
        }
    }
}
