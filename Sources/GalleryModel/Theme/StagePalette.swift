/// The colours one platform's stage draws with in one colour scheme.
///
/// Apple's own system colours are the starting point; where one of them falls
/// short of WCAG AA for text (light-mode system blue on white is 4.0:1), the
/// palette uses the darker or lighter shade Apple gives for increased contrast.
/// ``textPairs`` lists every text colour with every background the stylesheet
/// draws it on, so a test can hold each pair to 4.5:1.
public struct StagePalette: Sendable, Equatable {
    /// The stage itself: a screen's background.
    public let background: RGBColor
    /// Grouped rows, fields, editors, tables and calendars.
    public let surface: RGBColor
    /// Primary text.
    public let text: RGBColor
    /// Captions, values, section headers, placeholders, a wheel's neighbours.
    public let secondaryText: RGBColor
    /// Tinted text: borderless buttons, links, pop-up buttons, selected marks.
    public let accentText: RGBColor
    /// Filled controls: prominent buttons, switches, check boxes, bars.
    public let accentFill: RGBColor
    /// Text on ``accentFill``.
    public let onAccent: RGBColor
    /// The text of destructive buttons.
    public let destructiveText: RGBColor
    /// A prominent destructive button's fill (its text is white).
    public let destructiveFill: RGBColor
    /// The raised thumb of a segmented control, under the selected segment.
    public let thumb: RGBColor
    /// Plain buttons' platters where the platform draws one (watchOS, visionOS, the Mac's push button).
    public let buttonPlatter: RGBColor
    /// The focused control's platter on tvOS, which lifts it from the screen.
    public let focusPlatter: RGBColor

    /// How strongly a tinted platter (a bordered button) shows its tint.
    public static let platterTint = 0.12

    /// The text of the selected segment.
    public var thumbText: RGBColor { Self.readable(on: thumb, text, RGBColor(hex: "#1c1c1e")) }
    /// The text on a plain button's platter.
    public var buttonPlatterText: RGBColor { Self.readable(on: buttonPlatter, text, RGBColor(hex: "#1c1c1e")) }
    /// The text on the focus platter.
    public var focusPlatterText: RGBColor { Self.readable(on: focusPlatter, text, RGBColor(hex: "#1c1c1e")) }
    /// A bordered button's tinted platter, as drawn over the stage.
    public var accentPlatter: RGBColor { accentFill.over(background, alpha: Self.platterTint) }
    /// A selected row: the tint, lightly, over the surface.
    public var selectedRow: RGBColor { accentFill.over(surface, alpha: 0.25) }
    /// Secondary text in a selected row: the secondary colour, moved toward the text colour
    /// far enough to read on the tinted row with a margin for how the screen rounds colours.
    public var selectedRowSecondaryText: RGBColor {
        for step in 0...10 {
            let color = text.over(secondaryText, alpha: Double(step) / 10)
            if RGBColor.contrast(color, selectedRow) >= 4.7 { return color }
        }
        return text
    }
    /// A bordered destructive button's tinted platter, as drawn over the stage.
    public var destructivePlatter: RGBColor { destructiveFill.over(background, alpha: Self.platterTint) }
    /// Apple TV's unfocused platter: a translucent grey, not the tint (the focused one is ``focusPlatter``).
    public var unfocusedPlatter: RGBColor { text.over(background, alpha: 0.1) }

    /// Liquid Glass (the 26 releases' glass buttons): the surface, partly letting the stage through.
    public var glassPlatter: RGBColor { surface.over(background, alpha: 0.6) }
    /// The clear Glass value: more of the stage shows through.
    public var clearGlassPlatter: RGBColor { surface.over(background, alpha: 0.25) }
    /// Glass tinted orange (the `glass(_:)` card's `.regular.tint(.orange)`): as much orange as still
    /// leaves the label readable, with a margin for how the screen rounds colours.
    public var tintedGlassPlatter: RGBColor {
        let orange = RGBColor(hex: "#ff9500")
        for percent in stride(from: 45, through: 5, by: -5) {
            let platter = orange.over(glassPlatter, alpha: Double(percent) / 100)
            if max(RGBColor.contrast(text, platter), RGBColor.contrast(RGBColor(hex: "#1c1c1e"), platter)) >= 4.7 { return platter }
        }
        return glassPlatter
    }
    /// Text on glass.
    public var glassText: RGBColor { Self.readable(on: glassPlatter, text, RGBColor(hex: "#1c1c1e")) }
    /// Text on clear glass.
    public var clearGlassText: RGBColor { Self.readable(on: clearGlassPlatter, text, RGBColor(hex: "#1c1c1e")) }
    /// Text on tinted glass.
    public var tintedGlassText: RGBColor { Self.readable(on: tintedGlassPlatter, text, RGBColor(hex: "#1c1c1e")) }

    /// One colour of text on one background, named after where the stage draws it.
    public struct TextPair: Sendable, Equatable {
        public let role: String
        public let text: RGBColor
        public let background: RGBColor
    }

    /// Every text colour on every background the stylesheet draws it on.
    public var textPairs: [TextPair] {
        var pairs: [TextPair] = []
        for (name, color) in [("text", text), ("secondary text", secondaryText), ("tinted text", accentText),
                              ("destructive text", destructiveText)] {
            pairs.append(TextPair(role: "\(name) on the stage", text: color, background: background))
            pairs.append(TextPair(role: "\(name) on a surface", text: color, background: surface))
        }
        pairs += [
            TextPair(role: "text on a filled control", text: onAccent, background: accentFill),
            TextPair(role: "text on a destructive fill", text: RGBColor(hex: "#ffffff"), background: destructiveFill),
            TextPair(role: "the selected segment", text: thumbText, background: thumb),
            TextPair(role: "a bordered button", text: accentText, background: accentPlatter),
            TextPair(role: "a tinted card on the stage", text: text, background: accentPlatter),
            TextPair(role: "a bordered destructive button", text: destructiveText, background: destructivePlatter),
            TextPair(role: "a selected row", text: text, background: selectedRow),
            TextPair(role: "secondary text in a selected row", text: selectedRowSecondaryText, background: selectedRow),
            TextPair(role: "a button platter", text: buttonPlatterText, background: buttonPlatter),
            TextPair(role: "a focused control", text: focusPlatterText, background: focusPlatter),
            TextPair(role: "an unfocused tvOS platter", text: text, background: unfocusedPlatter),
            TextPair(role: "a glass button", text: glassText, background: glassPlatter),
            TextPair(role: "a clear glass button", text: clearGlassText, background: clearGlassPlatter),
            TextPair(role: "a tinted glass button", text: tintedGlassText, background: tintedGlassPlatter),
        ]
        return pairs + containerTextPairs
    }

    /// Whichever of `first` and `second` reads better on `background`.
    private static func readable(on background: RGBColor, _ first: RGBColor, _ second: RGBColor) -> RGBColor {
        RGBColor.contrast(first, background) >= RGBColor.contrast(second, background) ? first : second
    }
}
