import Testing
@testable import GalleryModel

/// Vision Pro has no Dark Mode and Apple Watch is always dark: their stages are drawn the same in both schemes, and
/// the gallery says so where a person switches the scheme.
@Suite("Stages that ignore the colour scheme")
struct SchemeIndependentStageTests {
    @Test("visionOS's glass and text are the same in light and dark, in every era; iPhone, iPad, the Mac and Apple TV follow the scheme")
    func visionOSIgnoresTheScheme() {
        for platform in Platform.allCases {
            let theme = PlatformTheme.of(platform)
            let ignores = platform == .visionOS || platform == .watchOS
            #expect(theme.followsColorScheme == !ignores, "\(platform)")
            #expect((theme.schemeNote != nil) == ignores, "\(platform)")
            for start in PlatformTheme.eras(of: platform) where ignores {
                #expect(theme.palette(.light, era: start.era) == theme.palette(.dark, era: start.era), "\(platform) \(start.era)")
            }
        }
        let glass = PlatformTheme.of(.visionOS).palette(.dark, era: .liquidGlass)
        #expect(glass.background == RGBColor(hex: "#56565b"), "the lighter grey glass, not a dark one")
        #expect(glass.text == RGBColor(hex: "#ffffff") && glass.accentText == RGBColor(hex: "#ffffff"), "white text, white tinted values")
    }

    @Test("A visionOS stage's rules in dark are its rules in light, word for word")
    func visionOSSheetsMatch() {
        func sheet(_ scheme: ColorScheme) -> String {
            let kinds = Set(DesignEra.allCases.map { StageKind(platform: .visionOS, era: $0, scheme: scheme) })
            return PlatformTheme.stylesheet(forStages: kinds).replacingOccurrences(of: "scheme-\(scheme.rawValue)", with: "scheme-X")
        }
        let light = sheet(.light).split(separator: "\n"), dark = sheet(.dark).split(separator: "\n")
        #expect(light.count == dark.count)
        if let (rule, other) = zip(light, dark).first(where: { $0 != $1 }) { Issue.record("light: \(rule)\ndark: \(other)") }
    }

    @Test("The variants view's colour-scheme rows say that Vision Pro and Apple Watch stay the same; the Mac's Dynamic Type note stays")
    func variantsNotes() {
        #expect(Variants.note(for: Context(platform: .visionOS), axis: .colorScheme) == PlatformTheme.of(.visionOS).schemeNote)
        #expect(Variants.note(for: Context(platform: .watchOS), axis: .colorScheme) != nil)
        #expect(Variants.note(for: Context(platform: .iOS), axis: .colorScheme) == nil)
        #expect(Variants.note(for: Context(platform: .visionOS), axis: .contentSize) == nil)
        #expect(Variants.note(for: Context(platform: .macOS), axis: .contentSize) != nil)
        #expect(Variants.note(for: Context(platform: .visionOS), axis: .release) == nil)
    }

    @Test("visionOS's text fields are recessed: a darker translucent fill than the row, no outline, their words at 4.5:1")
    func recessedFields() throws {
        let palette = PlatformTheme.of(.visionOS).palette(.light, era: .liquidGlass)
        #expect(palette.recessedField.relativeLuminance < palette.surface.relativeLuminance)
        #expect(palette.recessedField.relativeLuminance < palette.background.relativeLuminance, "darker than the window too")
        let sheet = PlatformTheme.stylesheet(for: [.visionOS])
        let rule = try #require(sheet.split(separator: "\n").first {
            $0.contains("scheme-light entry:not(.plain-field)") && $0.contains("alpha(black, \(StagePalette.recessedFieldShade))")
        })
        #expect(rule.contains("border: none"))
        for role in [StageTextRole.textInRecessedField, .placeholderInRecessedField] {
            let pair = try #require(palette.textPairs.first { $0.role == role })
            #expect(pair.ratio >= 4.5, "\(role): \(pair.ratio)")
        }
    }
}
