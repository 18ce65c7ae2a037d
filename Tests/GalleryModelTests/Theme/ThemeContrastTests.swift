@testable import GalleryModel
import Testing

/// The gallery's own window holds every text colour to WCAG AA (4.5:1) in light and dark; a stage draws Apple's colours as
/// Apple specifies them and holds to 4.5:1 only the pairs the gallery chose itself (Apple's that miss are reported:
/// ``ContrastFindingTests``).
@Suite("Theme contrast")
struct ThemeContrastTests {
    @Test("Every stage pair the gallery chose (greys, glass, platters) reaches 4.5:1, in every scheme and era; only Apple's miss",
          arguments: Platform.allCases)
    func stages(platform: Platform) {
        for scheme in ColorScheme.allCases {
            for era in DesignEra.allCases {
                for pair in PlatformTheme.of(platform).palette(scheme, era: era).textPairs where !pair.isApples {
                    #expect(pair.ratio >= 4.5, "\(platform) \(scheme) \(era): \(pair.role), \(pair.text) on \(pair.background), is \(pair.ratio):1")
                }
            }
        }
    }

    @Test("The window's own text (notes, badges, chips) reaches 4.5:1 in both schemes", arguments: ColorScheme.allCases)
    func window(scheme: ColorScheme) {
        for pair in WindowPalette.of(scheme).textPairs {
            let ratio = RGBColor.contrast(pair.text, pair.background)
            #expect(ratio >= 4.5, "\(scheme): \(pair.role), \(pair.text) on \(pair.background), is \(ratio):1")
        }
    }

    @Test("A deprecation badge is a tag tinted with the warning colour, its text readable on it, in both schemes", arguments: ColorScheme.allCases)
    func deprecationBadge(scheme: ColorScheme) throws {
        let palette = WindowPalette.of(scheme)
        let pair = try #require(palette.textPairs.first { $0.role == "a deprecation badge" })
        #expect(pair.text == palette.warning && pair.background != palette.card, "tinted, not the card's own colour")
        #expect(WindowPalette.stylesheet.contains(
            "window.gallery-\(scheme.rawValue) .deprecation-badge { color: \(palette.warning); background-color: \(pair.background); }"))
    }

    @Test("The stylesheet draws each stage with its palette's colours")
    func stylesheetUsesPalettes() {
        let css = PlatformTheme.stylesheet
        for platform in Platform.allCases {
            let theme = PlatformTheme.of(platform)
            // Each era in each scheme, in that era's palette (its own tint and red).
            for (_, scheme, scope, palette) in theme.paletteScopes {
                #expect(css.contains("\(scope) { background-color: \(palette.background); color: \(palette.text); }"))
                for color in [palette.surface, palette.secondaryText, palette.accentText, palette.destructiveText, palette.thumb] {
                    #expect(css.contains(color.hex), "\(platform) \(scheme) never uses \(color)")
                }
            }
        }
    }

    @Test("A switch that is off has Apple's grey track (secondary system fill over its row), on Vision Pro's glass a lighter layer; never GTK's beige",
          arguments: Platform.allCases)
    func switchOffTrack(platform: Platform) {
        let css = PlatformTheme.stylesheet
        let theme = PlatformTheme.of(platform)
        for scheme in ColorScheme.allCases {
            let palette = theme.palette(scheme)
            let fill = platform == .visionOS ? RGBColor(hex: "#ffffff").over(palette.surface, alpha: 0.25)
                : RGBColor(hex: "#787880").over(palette.surface, alpha: palette.isDark ? 0.32 : 0.16)
            if platform == .visionOS {
                #expect(RGBColor.contrast(fill, palette.surface) > 1.3, "the off track stands apart from the glass")
            }
            #expect(palette.switchOff == fill, "\(platform) \(scheme): \(palette.switchOff)")
            #expect(css.contains("switch:not(:checked) { background-color: \(fill);"), "\(platform) \(scheme) draws no off track of \(fill)")
        }
        #expect(!css.lowercased().contains("#e1dedb"))
    }

    @Test("A slider's, a progress bar's and a gauge's empty track is Apple's translucent system fill, never GTK's beige trough", arguments: Platform.allCases)
    func emptyTrack(platform: Platform) {
        let css = PlatformTheme.stylesheet
        let theme = PlatformTheme.of(platform)
        // Each era's colours are written under its own scope, in that era's palette.
        for (_, scheme, scope, palette) in theme.paletteScopes {
            let fill = RGBColor(hex: "#787880").over(palette.surface, alpha: palette.isDark ? 0.36 : 0.20)
            #expect(palette.track == fill, "\(platform) \(scheme): \(palette.track)")
            for part in ["scale trough", "progressbar trough", "levelbar block.empty"] {
                let rule = css.split(separator: "\n").firstIndex { $0.contains("\(scope) \(part)") }
                let declaration = rule.flatMap { index in css.split(separator: "\n").dropFirst(index).first { $0.contains("{") } }
                // Drawn translucent, so that it shows on whatever the control sits on, the row or the window.
                let translucent = "alpha(#787880, \(palette.isDark ? 0.36 : 0.2))"
                #expect(declaration?.contains("background-color: \(translucent);") == true, "\(platform) \(scheme): \(part) has no track of \(translucent)")
            }
        }
    }
}
