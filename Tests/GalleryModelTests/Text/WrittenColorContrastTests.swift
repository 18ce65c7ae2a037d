import GalleryModel
import Testing

/// A colour the code writes is Apple's and is drawn as Apple draws it; where it falls short of WCAG AA on a stage,
/// the example says so instead of the gallery darkening it.
@Suite("Written colours' contrast")
struct WrittenColorContrastTests {
    private func sample(_ color: NamedColor, font: TextStyleName = .body, on platform: Platform) -> TextViewContent.RenderedExample {
        var configuration = Configuration(platform: platform)
        var settings = TextSettings()
        settings.content = "Status"
        settings.foreground = color
        settings.font = font
        configuration.text = settings
        return TextViewContent.sample(for: configuration)
    }

    @Test("Apple's blue in body text misses 4.5:1 on the Mac's stages, light and dark, and the sample's caption says so")
    func blueOnTheMac() {
        let mac = sample(.blue, on: .macOS)
        #expect(mac.text.writtenColors == [RGBColor(hex: "#007aff")])
        let findings = mac.text.contrastFindings(on: .macOS)
        #expect(findings.map(\.scheme) == [.light, .dark] && findings.allSatisfy { $0.subject == .writtenColor && $0.ratio < 4.5 })
        let report = ContrastFinding.report(findings)?.english ?? ""
        #expect(report.contains("macOS light") && report.contains("macOS dark") && report.contains("4.5:1"))
        #expect(mac.caption.english.contains(report))
    }

    @Test("The same blue in a large title reads at 3:1 there, and says nothing")
    func largeBlue() {
        #expect(sample(.blue, font: .largeTitle, on: .macOS).text.contrastFindings(on: .macOS).isEmpty)
    }

    @Test("A text in the stage's own colour has no written colour and no finding")
    func stageColour() {
        var settings = TextSettings()
        settings.content = "Plain"
        let plain = TextRenderer.render(settings, on: .macOS)
        #expect(plain.writtenColors.isEmpty && plain.contrastFindings(on: .macOS).isEmpty)
    }
}
