/// Liquid Glass as GTK 4.8 can draw it: one material for every glass surface of a stage, the Liquid Glass era's
/// shapes (capsule buttons, a capsule segmented track and thumb, the 26 switch) and its palette.
///
/// Apple's glass blurs and refracts what lies behind it and lights its edge with a specular rim
/// (https://developer.apple.com/documentation/technologyoverviews/adopting-liquid-glass,
/// https://developer.apple.com/design/human-interface-guidelines/materials, Liquid Glass). GTK 4.8's CSS has no
/// `backdrop-filter`; a stage's backdrop is its own flat background, which a blur would leave as it is, so the
/// material is the surface partly letting the stage through (``StagePalette/glassPlatter``), a light sheen falling
/// from the top, a bright top-edge highlight, a hairline light border and a soft shadow. Refraction is what it
/// cannot reach, and the cards of glass looks say so in one line.
public struct GlassMaterial: Sendable, Equatable {
    /// The platter's colour, as drawn over the stage.
    public let fill: RGBColor
    /// The opacity of the white hairline around the edge.
    public let rim: Double
    /// The opacity of the white specular line along the top edge.
    public let highlight: Double
    /// The opacity of the white sheen at the top, fading out halfway down.
    public let sheen: Double
    /// The opacity of the black shadow under the platter.
    public let shadow: Double

    /// The regular material over `palette`'s stage, filled with `fill` (the palette's glass by default): bright
    /// edges in the light scheme, fainter ones in the dark, where a white rim would glare.
    public static func regular(_ palette: StagePalette, fill: RGBColor? = nil) -> GlassMaterial {
        palette.isDark
            ? GlassMaterial(fill: fill ?? palette.glassPlatter, rim: 0.2, highlight: 0.3, sheen: 0.05, shadow: 0.5)
            : GlassMaterial(fill: fill ?? palette.glassPlatter, rim: 0.6, highlight: 0.9, sheen: 0.3, shadow: 0.14)
    }

    /// Glass tinted through with `fill` (a prominent button's tint): the same rim and highlight, no sheen, which
    /// would lighten the tint under its white label.
    public static func tinted(_ fill: RGBColor, over palette: StagePalette) -> GlassMaterial {
        let regular = regular(palette)
        return GlassMaterial(fill: fill, rim: regular.rim / 2, highlight: regular.highlight / 2, sheen: 0, shadow: regular.shadow)
    }

    /// The CSS declarations that draw the material.
    public var declarations: String {
        let sheen = self.sheen > 0 ? "linear-gradient(to bottom, alpha(white, \(self.sheen)), alpha(white, 0) 55%)" : "none"
        return "background-color: \(fill); background-image: \(sheen); border: 1px solid alpha(white, \(rim));"
            + " box-shadow: inset 0 1px alpha(white, \(highlight)), 0 2px 6px alpha(black, \(shadow));"
    }
}

/// A switch's proportions on a stage, in pixels. GTK gives the knob half the track, less its insets on each side.
public struct SwitchMetrics: Sendable, Equatable {
    /// The track's width.
    public let width: Int
    /// The track's height.
    public let height: Int
    /// The gap between the knob and the track's top and bottom edges.
    public let verticalInset: Int
    /// The gap between the knob and the track's end.
    public let horizontalInset: Int

    /// The knob's width.
    public var knobWidth: Int { width / 2 - 2 * horizontalInset }
    /// The knob's height.
    public var knobHeight: Int { height - 2 * verticalInset }
}

extension PlatformTheme {
    /// The system blue of the 26 releases, #0088FF light and #0091FF dark
    /// (https://developer.apple.com/design/human-interface-guidelines/color, Specifications; its change log, June 9, 2025:
    /// "Updated system color values"), on the platforms whose tint is blue; watchOS keeps its green, visionOS its palette.
    func liquidGlassTint(_ scheme: ColorScheme) -> RGBColor? {
        switch platform {
        case .iOS, .iPadOS, .macOS, .tvOS: RGBColor(hex: scheme == .light ? "#0088ff" : "#0091ff")
        case .watchOS, .visionOS: nil
        }
    }

    /// The system red of the 26 releases, #FF383C light and #FF4245 dark
    /// (https://developer.apple.com/design/human-interface-guidelines/color, Specifications; its change log, June 9, 2025:
    /// "Updated system color values"), Apple Watch's the dark one; visionOS keeps its palette.
    func liquidGlassRed(_ scheme: ColorScheme) -> RGBColor? {
        switch platform {
        case .iOS, .iPadOS, .macOS, .tvOS: RGBColor(hex: scheme == .light ? "#ff383c" : "#ff4245")
        case .watchOS: RGBColor(hex: "#ff4245")
        case .visionOS: nil
        }
    }

    /// The scopes a stage's colours are written under, one for each era this platform has in each scheme
    /// (`.stage.platform-ios.era-liquid-glass.scheme-dark`), each with the palette that era draws in that scheme: a stage
    /// of the 26 releases takes their blue and red everywhere, its tabs, values and calendars as much as its filled
    /// controls, and never the older releases' (one tint per release:
    /// https://developer.apple.com/design/human-interface-guidelines/color, Specifications, System colors).
    var paletteScopes: [(era: DesignEra, scheme: ColorScheme, scope: String, palette: StagePalette)] {
        Self.eras(of: platform).flatMap { start in
            ColorScheme.allCases.map { scheme in
                (start.era, scheme, ".stage.\(cssClass).\(start.era.cssClass).scheme-\(scheme.rawValue)", palette(scheme, era: start.era))
            }
        }
    }

    /// The colours in `scheme` as the release of `era` draws them: from the 26 releases, their blue and red.
    public func palette(_ scheme: ColorScheme, era: DesignEra) -> StagePalette {
        var palette = palette(scheme)
        guard era == .liquidGlass else { return palette }
        if let tint = liquidGlassTint(scheme) { palette = palette.retinted(tint) }
        if let red = liquidGlassRed(scheme) { palette = palette.withSystemRed(red, text: red) }
        return palette
    }

    /// The corner radius of bordered and prominent buttons in `era`: the platform's own before Liquid Glass, a capsule
    /// in it ("Controls", https://developer.apple.com/documentation/technologyoverviews/adopting-liquid-glass; the Mac's
    /// push buttons too, https://developer.apple.com/design/human-interface-guidelines/buttons, macOS).
    public func buttonRadius(in era: DesignEra) -> Int {
        era == .liquidGlass ? 999 : cornerRadius
    }

    /// The height of buttons' content in `era`: on the Mac a regular control's height inside its 1-pixel border
    /// (``controlBoxHeight(_:in:)``), taller in macOS 26 ("Controls",
    /// https://developer.apple.com/documentation/technologyoverviews/adopting-liquid-glass); elsewhere unchanged.
    public func buttonHeight(in era: DesignEra) -> Int {
        controlBoxHeight(.regular, in: era).map { $0 - 2 } ?? controlHeight
    }

    /// The switch's proportions in `era`, where the stage draws it other than GTK's own: iOS and iPadOS's 51 × 31 pt
    /// switch with a round knob before the 26 releases, and from them the wider, lower 63 × 28 pt track whose knob is a
    /// capsule ("Controls", https://developer.apple.com/documentation/technologyoverviews/adopting-liquid-glass),
    /// both scaled to the stage's text size (15 px for 17 pt). GTK's knob is half the track, so the 26 knob is
    /// less elongated than Apple's.
    public func switchMetrics(in era: DesignEra) -> SwitchMetrics? {
        guard platform == .iOS || platform == .iPadOS else { return nil }
        return switch era {
        case .classic: SwitchMetrics(width: 46, height: 26, verticalInset: 2, horizontalInset: 1)
        case .liquidGlass: SwitchMetrics(width: 56, height: 25, verticalInset: 3, horizontalInset: 1)
        }
    }

    /// Whether bordered and prominent buttons sit on glass in `era`: on visionOS in the Liquid Glass era, whose windows
    /// are glass throughout. Elsewhere the bordered styles keep their platter, only rounder: Apple's pages give them a
    /// Liquid Glass effect only on Apple TV, when focused, and keep the glass for `.glass` and `.glassProminent`, which
    /// are "similar to" them (https://developer.apple.com/documentation/swiftui/primitivebuttonstyle/bordered,
    /// https://developer.apple.com/documentation/swiftui/primitivebuttonstyle/borderedprominent,
    /// https://developer.apple.com/documentation/swiftui/primitivebuttonstyle/glassprominent). The Mac keeps its push
    /// button's bezel and Apple TV its focus platters; Apple Watch's grey platter takes the material whatever its tint.
    public func drawsButtonsOnGlass(in era: DesignEra) -> Bool {
        era == .liquidGlass && platform == .visionOS
    }

    /// The glass material and the Liquid Glass era's colours, for every era this platform has (its shapes are
    /// ``eraRules``); loaded after ``rules``, so they win over its colours where both speak.
    var glassRules: String {
        let stage = ".stage.\(cssClass)"
        var css: [String] = []
        for start in Self.eras(of: platform) {
            let era = start.era
            let scope = "\(stage).\(era.cssClass)"
            for scheme in ColorScheme.allCases {
                css.append(colorRules(era: era, scheme: scheme, scope: "\(scope).scheme-\(scheme.rawValue)"))
            }
        }
        return css.joined(separator: "\n")
    }

    /// The glass surfaces' colours and, in the Liquid Glass era, its tint and its glass buttons and segments, under `scope`.
    private func colorRules(era: DesignEra, scheme: ColorScheme, scope: String) -> String {
        func selectors(_ parts: [String]) -> String { cssSelectors(in: scope, parts) }
        let palette = palette(scheme, era: era)
        // The glass button styles exist from the 26 releases only, so they are drawn in glass in every era a card
        // shows them in (an older release shows them as in the first that has them).
        var css = [
            "\(selectors(["button.glass-button"])) { \(GlassMaterial.regular(palette).declarations) color: \(palette.glassText); }",
            "\(selectors(["button.glass-button.glass-clear"])) { \(GlassMaterial.regular(palette, fill: palette.clearGlassPlatter).declarations)"
                + " color: \(palette.clearGlassText); }",
            "\(selectors(["button.glass-button.glass-tinted"])) { \(GlassMaterial.regular(palette, fill: palette.tintedGlassPlatter).declarations)"
                + " color: \(palette.tintedGlassText); }",
            "\(selectors(["button.glass-button.glass-prominent"])) { \(GlassMaterial.tinted(palette.accentFill, over: palette).declarations)"
                + " color: \(palette.onAccent); }",
            "\(selectors(["button.glass-button.glass-prominent.destructive-action"]))"
                + " { \(GlassMaterial.tinted(palette.destructiveFill, over: palette).declarations) color: #ffffff; }",
        ]
        // Apple Watch's bordered button, a grey platter (containerRules), is grey glass from watchOS 26.
        if platform == .watchOS && era == .liquidGlass {
            css.append("\(selectors(["button.bordered-button:not(.flat)"]))"
                       + " { \(GlassMaterial.regular(palette, fill: palette.buttonPlatter).declarations) color: \(palette.buttonPlatterText); }")
        }
        guard era == .liquidGlass else { return css.joined(separator: "\n") }
        if drawsButtonsOnGlass(in: era) {
            // Bordered buttons are their platter in glass (visionOS's neutral one, lighter than the window); prominent ones
            // the tint itself, under the same rim.
            func platter(_ fill: RGBColor) -> GlassMaterial {
                palette.neutralBorderedPlatter ? .regular(palette, fill: fill) : .tinted(fill, over: palette)
            }
            css.append("\(selectors(["button.bordered-button:not(.flat)"]))"
                       + " { \(platter(palette.borderedPlatter).declarations) color: \(palette.borderedText); }")
            css.append("\(selectors(["button.bordered-button.destructive-text:not(.flat)"]))"
                       + " { \(platter(palette.destructivePlatter).declarations) color: \(palette.destructiveText); }")
            css.append("\(selectors(["button.suggested-action:not(.flat)"])) { \(GlassMaterial.tinted(palette.accentFill, over: palette).declarations) }")
            css.append("\(selectors(["button.destructive-action:not(.flat)"])) { \(GlassMaterial.tinted(palette.destructiveFill, over: palette).declarations) }")
        }
        // The selected segment is a glass capsule on the track.
        css.append("\(selectors([".linked.segmented > button.toggle:checked"]))"
                   + " { \(GlassMaterial.regular(palette, fill: palette.thumb).declarations) color: \(palette.thumbText); }")
        return css.joined(separator: "\n")
    }
}
