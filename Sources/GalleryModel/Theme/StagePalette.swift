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
    /// The platform's tint as Apple specifies it, the one colour every control and link derives from: system blue
    /// (https://developer.apple.com/design/human-interface-guidelines/color, Specifications), Apple Watch's green. Drawn as it is
    /// where no text sits on it (check boxes, bars, the Mac's switch); ``accentFill`` and ``accentText`` are its
    /// nearest shades that carry text at 4.5:1.
    public let tint: RGBColor
    /// A switch's track when on: green on iOS, iPadOS and watchOS, the tint on the Mac
    /// (https://developer.apple.com/design/human-interface-guidelines/toggles, iOS, iPadOS: "The default green color").
    public let switchOn: RGBColor
    /// Tinted text (borderless buttons, links, pop-up buttons, selected marks), when not the tint's nearest readable shade.
    private let tintedText: RGBColor?
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

    /// A palette whose tinted colours derive from `tint`; `accentText` replaces the derived text shade where the
    /// platform draws tinted text in another colour (visionOS's white), `switchOn` the tint on a switch.
    init(background: RGBColor, surface: RGBColor, text: RGBColor, secondaryText: RGBColor, tint: RGBColor,
         accentText: RGBColor? = nil, switchOn: RGBColor? = nil, onAccent: RGBColor, destructiveText: RGBColor,
         destructiveFill: RGBColor, thumb: RGBColor, buttonPlatter: RGBColor, focusPlatter: RGBColor) {
        self.background = background
        self.surface = surface
        self.text = text
        self.secondaryText = secondaryText
        self.tint = tint
        self.tintedText = accentText
        self.switchOn = switchOn ?? tint
        self.onAccent = onAccent
        self.destructiveText = destructiveText
        self.destructiveFill = destructiveFill
        self.thumb = thumb
        self.buttonPlatter = buttonPlatter
        self.focusPlatter = focusPlatter
    }

    /// This palette with another system blue (the 26 releases' palette), every tinted colour derived again; a
    /// switch that is not the accent colour (iOS's green) stays as it is unless `switches` (a `.tint(_:)` colours a
    /// switch too: https://developer.apple.com/documentation/swiftui/switchtogglestyle).
    func retinted(_ tint: RGBColor, switches: Bool = false) -> StagePalette {
        StagePalette(background: background, surface: surface, text: text, secondaryText: secondaryText, tint: tint,
                     accentText: tintedText, switchOn: switches || switchOn == self.tint ? tint : switchOn, onAccent: onAccent,
                     destructiveText: destructiveText, destructiveFill: destructiveFill, thumb: thumb,
                     buttonPlatter: buttonPlatter, focusPlatter: focusPlatter)
    }

    /// Whether the palette is a dark one: its stage darker than mid grey.
    var isDark: Bool { background.relativeLuminance < 0.18 }

    /// Filled controls with text on them (prominent buttons, selected dates): the tint, darkened just enough
    /// for ``onAccent`` at 4.5:1 (white on light-mode system blue is 4.0:1), with a margin for rounding.
    public var accentFill: RGBColor {
        Self.nearestShade(of: tint, toward: RGBColor(hex: "#000000")) { RGBColor.contrast(onAccent, $0) >= 4.6 }
    }
    /// Tinted text: the tint, moved toward the text colour just enough to read at 4.5:1 on the stage, on a surface,
    /// on a bordered button's platter and on a glass bar's selected tab.
    public var accentText: RGBColor {
        tintedText ?? Self.nearestShade(of: tint, toward: text) { shade in
            [background, surface, accentPlatter, glassSelection].allSatisfy { RGBColor.contrast(shade, $0) >= 4.6 }
        }
    }
    /// The first of `color`'s shades toward `target`, in steps of 2%, that `reads`.
    private static func nearestShade(of color: RGBColor, toward target: RGBColor, _ reads: (RGBColor) -> Bool) -> RGBColor {
        for step in 0...50 {
            let shade = target.over(color, alpha: Double(step) / 50)
            if reads(shade) { return shade }
        }
        return target
    }

    /// The text of the selected segment.
    public var thumbText: RGBColor { Self.readable(on: thumb, text, RGBColor(hex: "#1c1c1e")) }
    /// The text on a plain button's platter.
    public var buttonPlatterText: RGBColor { Self.readable(on: buttonPlatter, text, RGBColor(hex: "#1c1c1e")) }
    /// The text on the focus platter.
    public var focusPlatterText: RGBColor { Self.readable(on: focusPlatter, text, RGBColor(hex: "#1c1c1e")) }
    /// How strongly a bordered button's platter shows the tint: twice as strongly on a dark stage, where the light
    /// scheme's 12% of blue over black all but vanishes.
    public var platterAlpha: Double { isDark ? Self.platterTint * 2 : Self.platterTint }
    /// A bordered button's tinted platter, as drawn over the stage.
    public var accentPlatter: RGBColor { tint.over(background, alpha: platterAlpha) }
    /// A switch's track when off: Apple's secondary system fill — (120, 120, 128) at 16% in light, 32% in dark, over the
    /// row's surface — which UIKit names as the fill of "the background of a switch"
    /// (https://developer.apple.com/documentation/uikit/uicolor/secondarysystemfill, and SwiftUI's
    /// https://developer.apple.com/documentation/swiftui/shapestyle/fill). The Mac backs a switch with its tertiary
    /// fill (https://developer.apple.com/documentation/appkit/nscolor/tertiarysystemfill), whose values Apple does not
    /// publish: the same grey stands in for it.
    public var switchOff: RGBColor { RGBColor(hex: "#787880").over(surface, alpha: isDark ? 0.32 : 0.16) }
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
    public var destructivePlatter: RGBColor { destructiveFill.over(background, alpha: platterAlpha) }
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
