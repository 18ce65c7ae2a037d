import Testing
@testable import GalleryModel

/// The Liquid Glass era as the stages draw it: its palette, shapes and material, and the cards of the newest releases,
/// none of which admits an older look except the looks still waiting to be drawn.
@Suite("Liquid Glass")
struct LiquidGlassTests {
    /// The families of the redrawn looks whose new form the stages do not draw yet: none.
    private static let pending: Set<String> = []

    @Test("No card on the newest release admits an older look, but those of the looks still to be drawn (none)")
    func newestReleaseShowsItsOwnLooks() {
        var admitted: Set<String> = []
        for style in StyleCatalog.allStyles {
            for platform in Platform.allCases {
                for placement in Placement.allCases {
                    let resolution = StyleResolver.resolve(style, platform: platform, release: platform.newestRelease, placement: placement)
                    let card = StyleCard(style: style, resolution: resolution, plan: Planner.plan(resolution), isChosen: false)
                    guard card.olderLookNote != nil else { continue }
                    admitted.insert(resolution.resolved.family.rawValue)
                    #expect(Self.pending.contains(resolution.resolved.family.rawValue),
                            "\(style.family) \(style.name) on \(platform) \(platform.newestRelease) in \(placement) admits an older look")
                }
            }
        }
        #expect(admitted.isSubset(of: Self.pending))
        #expect(RedrawnLooks.all.filter { !$0.isDrawn }.allSatisfy { Self.pending.contains($0.family.rawValue) })
    }

    @Test("Every redrawn look says what changed, not that it is drawn as before, and cites Apple")
    func changesDescribeTheChange() {
        for look in RedrawnLooks.all {
            #expect(!look.change.contains("Drawn as before"), "\(look.change)")
            #expect(look.source.hasPrefix("https://developer.apple.com/"), "\(look.change)")
        }
    }

    @Test("The tint is the system blue of each era; text and filled controls draw it as it is")
    func tints() {
        for platform in [Platform.iOS, .iPadOS, .macOS, .tvOS] {
            let theme = PlatformTheme.of(platform)
            #expect(theme.palette(.light, era: .classic).tint == RGBColor(hex: "#007aff"), "\(platform)")
            #expect(theme.palette(.dark, era: .classic).tint == RGBColor(hex: "#0a84ff"), "\(platform)")
            #expect(theme.palette(.light, era: .liquidGlass).tint == RGBColor(hex: "#0088ff"), "\(platform)")
            #expect(theme.palette(.dark, era: .liquidGlass).tint == RGBColor(hex: "#0091ff"), "\(platform)")
            for scheme in ColorScheme.allCases {
                for era in DesignEra.allCases {
                    let palette = theme.palette(scheme, era: era)
                    // Apple's blue, not a darker shade of it (its shortfalls are findings: ContrastFindingTests).
                    #expect(palette.accentFill == palette.tint && palette.accentText == palette.tint, "\(platform) \(scheme) \(era)")
                }
            }
        }
        // The dark scheme's light blue text is the tint itself where it reads.
        #expect(PlatformTheme.of(.iOS).palette(.dark, era: .liquidGlass).accentText == RGBColor(hex: "#0091ff"))
    }

    @Test("A switch is on in green on iOS, iPadOS and watchOS, in the tint on the Mac")
    func switchColours() {
        for scheme in ColorScheme.allCases {
            for era in DesignEra.allCases {
                #expect(PlatformTheme.of(.iOS).palette(scheme, era: era).switchOn == RGBColor(hex: scheme == .light ? "#34c759" : "#30d158"))
                #expect(PlatformTheme.of(.iPadOS).palette(scheme, era: era).switchOn == PlatformTheme.of(.iOS).palette(scheme, era: era).switchOn)
                #expect(PlatformTheme.of(.watchOS).palette(scheme, era: era).switchOn == RGBColor(hex: "#30d158"))
                let mac = PlatformTheme.of(.macOS).palette(scheme, era: era)
                #expect(mac.switchOn == mac.tint)
            }
        }
    }

    @Test("The dark scheme's bordered button stands out from the black stage")
    func darkBorderedPlatter() {
        for platform in Platform.allCases {
            let palette = PlatformTheme.of(platform).palette(.dark, era: .classic)
            #expect(RGBColor.contrast(palette.borderedPlatter, palette.background) >= 1.25, "\(platform): \(palette.borderedPlatter)")
        }
    }

    @Test("Buttons are capsules and the iPhone's switch wider and lower in the Liquid Glass era; the Mac's push buttons taller")
    func shapes() {
        for platform in Platform.allCases {
            let theme = PlatformTheme.of(platform)
            #expect(theme.buttonRadius(in: .liquidGlass) == 999)
            #expect(theme.buttonRadius(in: .classic) == theme.cornerRadius)
        }
        let mac = PlatformTheme.of(.macOS)
        #expect(mac.buttonHeight(in: .liquidGlass) > mac.buttonHeight(in: .classic))
        for platform in [Platform.iOS, .iPadOS] {
            let theme = PlatformTheme.of(platform)
            guard let classic = theme.switchMetrics(in: .classic), let glass = theme.switchMetrics(in: .liquidGlass) else {
                Issue.record("\(platform) draws GTK's own switch")
                continue
            }
            #expect(glass.width > classic.width && glass.height < classic.height)
            #expect(abs(classic.knobWidth - classic.knobHeight) <= 1, "the classic knob is round")
            #expect(glass.knobWidth > glass.knobHeight, "the 26 knob is a capsule")
        }
    }

    @Test("Every glass surface is drawn with the one material: glass buttons, the segmented thumb, and visionOS's bordered buttons; the iPhone's bordered buttons keep their platter")
    func oneMaterial() {
        let css = PlatformTheme.stylesheet
        let theme = PlatformTheme.of(.iOS)
        let palette = theme.palette(.light, era: .liquidGlass)
        let scope = ".stage.platform-ios.era-liquid-glass.scheme-light"
        #expect(css.contains("\(scope) button.glass-button { \(GlassMaterial.regular(palette).declarations)"))
        // Apple's bordered and borderedProminent pages give them Liquid Glass only on a focused Apple TV button.
        #expect(!css.contains("\(scope) button.bordered-button:not(.flat) { \(GlassMaterial.tinted(palette.accentPlatter, over: palette).declarations)"))
        #expect(!css.contains("\(scope) button.suggested-action:not(.flat) { \(GlassMaterial.tinted(palette.accentFill, over: palette).declarations)"))
        let vision = PlatformTheme.of(.visionOS).palette(.light, era: .liquidGlass)
        #expect(css.contains(".stage.platform-visionos.era-liquid-glass.scheme-light button.bordered-button:not(.flat) { \(GlassMaterial.regular(vision, fill: vision.borderedPlatter).declarations)"))
        #expect(css.contains("\(scope) .linked.segmented > button.toggle:checked { \(GlassMaterial.regular(palette, fill: palette.thumb).declarations)"))
        #expect(!css.contains(".stage.platform-ios.era-classic.scheme-light button.bordered-button:not(.flat) { background-color"))
        #expect(GlassMaterial.regular(palette).declarations.contains("inset 0 1px alpha(white"), "the specular rim")
    }

    @Test("On the newest release glass it cannot refract is said: segmented pickers on the iPhone, bordered buttons on visionOS; the iPhone's bordered button has nothing to hide")
    func glassApproximations() throws {
        let bordered = try #require(StyleCatalog.family(.button).styles.first { $0.name == "bordered" })
        let segmented = try #require(StyleCatalog.family(.picker).styles.first { $0.name == "segmented" })
        for (style, platform) in [(segmented, Platform.iOS), (bordered, .visionOS)] {
            let newest = Planner.plan(StyleResolver.resolve(style, platform: platform, release: platform.newestRelease, placement: .standard))
            #expect(newest.approximation?.hasPrefix("GTK cannot refract") == true, "\(style.name) on \(platform)")
        }
        #expect(Planner.plan(StyleResolver.resolve(segmented, platform: .iOS, release: "18", placement: .standard)).approximation == nil)
        #expect(Planner.plan(StyleResolver.resolve(bordered, platform: .iOS, release: Platform.iOS.newestRelease)).approximation == nil)
    }

    @Test("The Mac's push buttons keep their white (dark grey) bezel whatever their role: a destructive one's title alone is red, in both eras",
          arguments: ColorScheme.allCases)
    func macPushButtons(scheme: ColorScheme) {
        for era in [DesignEra.classic, .liquidGlass] {
            let mac = PlatformTheme.of(.macOS).palette(scheme, era: era)
            #expect(mac.destructivePlatter == mac.buttonPlatter && mac.borderedPlatter == mac.buttonPlatter, "\(era)")
        }
    }

    @Test("visionOS draws a bordered button on the neutral glass platter every button there sits on, its title white, never a blue-tinted one; iPhone keeps its tinted platter",
          arguments: ColorScheme.allCases)
    func visionBorderedPlatter(scheme: ColorScheme) throws {
        let css = PlatformTheme.stylesheet
        let vision = PlatformTheme.of(.visionOS).palette(scheme, era: .liquidGlass)
        #expect(vision.borderedPlatter == vision.buttonPlatter && vision.borderedText == RGBColor(hex: "#ffffff"))
        #expect(vision.destructivePlatter == vision.buttonPlatter, "a destructive bordered button: red title on the same platter")
        // Neutral: no channel more than a few steps from the others (the old platter was the blue at 24% over grey glass).
        for platter in [vision.borderedPlatter, vision.destructivePlatter] {
            #expect(max(platter.red, platter.green, platter.blue) - min(platter.red, platter.green, platter.blue) <= 8, "\(platter)")
        }
        #expect(vision.borderedPlatter.relativeLuminance > vision.background.relativeLuminance, "lighter than the window's glass")
        let scope = ".stage.platform-visionos.era-liquid-glass.scheme-\(scheme.rawValue)"
        #expect(css.contains("\(scope) button.bordered-button:not(.flat) { \(GlassMaterial.regular(vision, fill: vision.buttonPlatter).declarations) color: #ffffff; }"))
        #expect(!css.contains("\(scope) button.bordered-button:not(.flat) { \(GlassMaterial.tinted(vision.accentPlatter, over: vision).declarations)"))
        let pair = try #require(vision.textPairs.first { $0.role == .borderedButton })
        #expect(pair.background == vision.buttonPlatter && pair.ratio >= 4.5)
        // The iPhone's bordered button stays the tint, lightly, under a tinted title.
        let iOS = PlatformTheme.of(.iOS).palette(scheme, era: .liquidGlass)
        #expect(iOS.borderedPlatter == iOS.accentPlatter && iOS.borderedText == iOS.accentText)
    }
}
