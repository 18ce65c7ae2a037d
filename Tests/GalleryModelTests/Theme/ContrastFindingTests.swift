@testable import GalleryModel
import Testing

/// Stages draw Apple's colours as Apple specifies them, and the pairs of them that miss 4.5:1 are listed, typed, on the
/// example that shows them and in `gallery plan`, instead of being darkened.
@Suite("Contrast findings")
struct ContrastFindingTests {
    @Test("iOS draws Apple's own blue and red: #007AFF links, white on #007AFF, #FF3B30; the 26 releases #0088FF and #FF383C")
    func applesColours() {
        let iOS = PlatformTheme.of(.iOS)
        let light = iOS.palette(.light, era: .classic)
        #expect(light.accentText == RGBColor(hex: "#007aff") && light.accentFill == RGBColor(hex: "#007aff"))
        #expect(light.onAccent == RGBColor(hex: "#ffffff"))
        #expect(light.destructiveText == RGBColor(hex: "#ff3b30") && light.destructiveFill == RGBColor(hex: "#ff3b30"))
        let dark = iOS.palette(.dark, era: .classic)
        #expect(dark.accentText == RGBColor(hex: "#0a84ff") && dark.destructiveText == RGBColor(hex: "#ff453a"))
        let glass = iOS.palette(.light, era: .liquidGlass)
        #expect(glass.accentText == RGBColor(hex: "#0088ff") && glass.accentFill == RGBColor(hex: "#0088ff"))
        #expect(glass.destructiveText == RGBColor(hex: "#ff383c"))
        #expect(iOS.palette(.dark, era: .liquidGlass).destructiveFill == RGBColor(hex: "#ff4245"))
        // visionOS keeps its white tinted text.
        #expect(PlatformTheme.of(.visionOS).palette(.light, era: .liquidGlass).accentText == RGBColor(hex: "#ffffff"))
        // And the stylesheet draws them: a link on iOS light is #007aff.
        #expect(PlatformTheme.stylesheet.contains(".stage.platform-ios.era-classic.scheme-light .link-button"))
        #expect(PlatformTheme.colorRules(light, scope: ".s", platform: .iOS).contains("{ color: #007aff; }"))
    }

    @Test("The findings are exactly the pairs of Apple's colours that miss 4.5:1, on every platform, scheme and era",
          arguments: Platform.allCases)
    func findingsAreApplesShortfalls(platform: Platform) {
        let theme = PlatformTheme.of(platform)
        for scheme in ColorScheme.allCases {
            for era in DesignEra.allCases {
                let findings = theme.contrastFindings(scheme, era: era)
                let pairs = theme.palette(scheme, era: era).textPairs
                for pair in pairs {
                    let listed = findings.contains { $0.subject == .stage(pair.role) }
                    let place = "\(platform) \(scheme) \(era): \(pair.role), \(pair.text) on \(pair.background), \(pair.ratio):1"
                    if listed { #expect(pair.isApples && pair.ratio < 4.5, "\(place) is listed") }
                    else { #expect(pair.ratio >= 4.5, "\(place) misses but is not listed") }
                }
                for finding in findings {
                    #expect(finding.platform == platform && finding.scheme == scheme && finding.ratio < finding.required)
                }
            }
        }
    }

    @Test("iOS light lists Apple's blue and red where they miss: links 4.0:1 on white, white on the blue, red on the grey")
    func iOSLight() {
        let findings = PlatformTheme.of(.iOS).contrastFindings(.light, era: .classic)
        let roles = findings.compactMap { if case .stage(let role) = $0.subject { role } else { nil } }
        #expect(roles.contains(.tintedTextOnSurface) && roles.contains(.textOnFilledControl) && roles.contains(.destructiveTextOnStage))
        let link = findings.first { $0.subject == .stage(.tintedTextOnSurface) }
        #expect(link?.text == RGBColor(hex: "#007aff") && link?.background == RGBColor(hex: "#ffffff"))
        #expect(link.map { (4.0..<4.1).contains($0.ratio) } == true)
        // Apple Watch's black stage carries its green and its red text; only white on the red fill misses.
        #expect(PlatformTheme.of(.watchOS).contrastFindings(.dark, era: .classic).map(\.subject) == [.stage(.textOnDestructiveFill)])
    }

    @Test("The Button page's grid says, under the stage, which of Apple's pairs it draws miss 4.5:1, one a line, in the stage's scheme")
    func buttonGridCaption() throws {
        var configuration = Configuration(platform: .iOS)
        try configuration.chooseRelease("18")
        let example = ButtonViewContent.gridExample(for: configuration)
        let expected = PlatformTheme.contrastFindings(of: StageTextRole.buttons, for: configuration)
        #expect(!expected.isEmpty && example.contrastFindings == expected)
        #expect(expected.allSatisfy { $0.scheme == .light && $0.ratio < 4.5 })
        // The caption stays one sentence; a heading names how many pairs miss, and a line each names its colours.
        #expect(!example.caption.english.contains("#") && example.caption.english.count < 140, "\(example.caption.english)")
        let headline = try #require(ContrastFinding.headline(expected)).english
        #expect(headline.contains("\(expected.count) of Apple's") && headline.contains("iOS light") && !headline.contains("#"))
        #expect(expected.map(\.summary.english).contains { $0.contains("#007aff on #f2f2f7") })
        #expect(ContrastFinding.headline([]) == nil)
        configuration.colorScheme = .dark
        #expect(ButtonViewContent.gridExample(for: configuration).contrastFindings.allSatisfy { $0.scheme == .dark })
    }

    @Test("A card filled with the tint says where white on it misses 4.5:1: Apple's blue, or the orange its code chooses")
    func tintedCards() throws {
        let style = try StyleCatalog.style(named: "borderedProminent", in: .button)
        let orange = Planner.plan(StyleResolver.resolve(style, in: Context(platform: .iOS), argument: ".orange"))
        let finding = try #require(orange.contrastFindings.first)
        #expect(orange.contrastFindings.count == 1 && finding.subject == .stage(.textOnFilledControl))
        #expect(finding.text == RGBColor(hex: "#ffffff") && finding.background == RGBColor(hex: "#ff9500") && finding.ratio < 4.5)
        let blue = Planner.plan(StyleResolver.resolve(style, in: Context(platform: .iOS, release: "18")))
        #expect(blue.contrastFindings.map(\.background) == [RGBColor(hex: "#007aff")])
        // Apple Watch's green carries black text; a style without a tint says nothing.
        #expect(Planner.plan(StyleResolver.resolve(style, in: Context(platform: .watchOS))).contrastFindings.isEmpty)
        let plain = try StyleCatalog.style(named: "plain", in: .button)
        #expect(Planner.plan(StyleResolver.resolve(plain, in: Context(platform: .iOS))).contrastFindings.isEmpty)
    }
}
