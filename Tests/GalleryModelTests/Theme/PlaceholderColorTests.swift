@testable import GalleryModel
import Testing

/// A text field's placeholder on iPhone and iPad is UIKit's placeholder colour, lighter than a value's secondary text
/// (https://developer.apple.com/documentation/uikit/uicolor/placeholdertext); where it misses WCAG AA the stage says
/// so as Apple's finding, rather than darkening it. Elsewhere a placeholder keeps the secondary text's colour.
@Suite("Placeholder colours")
struct PlaceholderColorTests {
    @Test("iPhone and iPad draw Apple's placeholder colour, lighter than a value, in light and dark", arguments: [Platform.iOS, .iPadOS])
    func applesPlaceholder(platform: Platform) {
        let theme = PlatformTheme.of(platform)
        #expect(theme.palette(.light).placeholder == RGBColor(hex: "#c5c5c7"))
        #expect(theme.palette(.dark).placeholder == RGBColor(hex: "#5a5a5f"))
        for scheme in ColorScheme.allCases {
            let palette = theme.palette(scheme)
            #expect(RGBColor.contrast(palette.placeholder, palette.surface) < RGBColor.contrast(palette.secondaryText, palette.surface),
                    "a placeholder reads lighter than a value")
            #expect(PlatformTheme.stylesheet(for: [platform]).contains("text > placeholder { color: \(palette.placeholder.hex); opacity: 1; }"))
        }
    }

    @Test("Apple's placeholder on a row misses AA and is reported as Apple's, on the TextField page too")
    func reported() throws {
        let findings = PlatformTheme.of(.iOS).contrastFindings(.light, era: .liquidGlass)
        let placeholder = try #require(findings.first { $0.subject == .stage(.placeholderOnSurface) })
        #expect(placeholder.ratio < 4.5 && placeholder.text == RGBColor(hex: "#c5c5c7"))
        let page = TextFieldViewContent.nameExample(for: Configuration(platform: .iOS))
        #expect(page.contrastFindings.contains { $0.subject == .stage(.placeholderOnSurface) })
    }

    @Test("Vision Pro's placeholder is dimmer than a typed value and still 4.5:1 on its recessed field, so a prompt does not read as typed text")
    func vision() {
        let palette = PlatformTheme.of(.visionOS).palette(.dark)
        #expect(palette.placeholder != palette.text && palette.placeholder != palette.secondaryText)
        #expect(RGBColor.contrast(palette.placeholder, palette.recessedField) < RGBColor.contrast(palette.text, palette.recessedField))
        #expect(RGBColor.contrast(palette.placeholder, palette.recessedField) >= 4.5)
    }

    @Test("The Mac, Apple TV and Apple Watch keep the secondary text's colour for a placeholder",
          arguments: [Platform.macOS, .tvOS, .watchOS])
    func others(platform: Platform) {
        for scheme in ColorScheme.allCases {
            let palette = PlatformTheme.of(platform).palette(scheme)
            #expect(palette.placeholder == palette.secondaryText)
        }
    }
}
