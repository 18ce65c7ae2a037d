import Testing
@testable import GalleryModel

/// A scene's system colours are Apple's for the stage's release and appearance: the 26 releases' new values, and each
/// colour's dark value in dark mode.
@Suite("System colours by release and appearance")
struct SystemColorTests {
    @Test("Row by row, the Human Interface Guidelines' values: blue #007AFF / #0A84FF before the 26 releases, #0088FF / #0091FF in them")
    func table() {
        #expect(NamedColor.blue.systemHex(in: .classic, scheme: .light) == "#007aff")
        #expect(NamedColor.blue.systemHex(in: .classic, scheme: .dark) == "#0a84ff")
        #expect(NamedColor.blue.systemHex(in: .liquidGlass, scheme: .light) == "#0088ff")
        #expect(NamedColor.blue.systemHex(in: .liquidGlass, scheme: .dark) == "#0091ff")
        #expect(NamedColor.purple.systemHex(in: .liquidGlass, scheme: .light) == "#cb30e0")
        #expect(NamedColor.red.systemHex(in: .classic, scheme: .light) == NamedColor.red.hex, "the classic light value is the colour's own")
        for color in NamedColor.allCases where ![.primary, .secondary].contains(color) {
            for era in DesignEra.allCases {
                #expect(color.systemHex(in: era, scheme: .light) != nil && color.systemHex(in: era, scheme: .dark) != nil, "\(color) in \(era)")
            }
        }
        // The stage's own accent and red agree with the table, so a `.tint(.blue)` matches the untinted accent.
        #expect(PlatformTheme.of(.iOS).liquidGlassTint(.dark) == RGBColor(hex: NamedColor.blue.systemHex(in: .liquidGlass, scheme: .dark)!))
        #expect(PlatformTheme.of(.iOS).liquidGlassRed(.light) == RGBColor(hex: NamedColor.red.systemHex(in: .liquidGlass, scheme: .light)!))
    }

    @Test("Each stage colours a scene's system colour, in words and fills alike, per release and appearance; Vision Pro keeps its own")
    func stylesheet() {
        let css = PlatformTheme.stylesheet(for: [.iOS])
        let blue = SceneDecoration.foregroundClass(.blue)
        #expect(css.contains(".stage.platform-ios.era-liquid-glass.scheme-dark .\(blue), "))
        // The rule's last selector, a Label's symbol inside a view so coloured, carries the colour.
        let last = ".\(SceneDrawing.tintedLabelIcon) > image"
        #expect(css.contains(".scheme-dark .\(blue) \(last) { color: #0091ff; }"))
        #expect(css.contains(".stage.platform-ios.era-classic.scheme-light .\(blue) \(last) { color: #007aff; }"))
        #expect(css.contains(".stage.platform-ios.era-liquid-glass.scheme-light .tint-pink"), "tints are per release too")
        // A tinted bordered button takes the tint's platter and title where the platform tints its platter; Vision
        // Pro's neutral glass platter stays.
        let bordered = "button.bordered-button:not(.flat):not(.destructive-text)"
        #expect(css.contains(".stage.platform-ios.era-liquid-glass.scheme-light .tint-pink \(bordered)"))
        #expect(!PlatformTheme.stylesheet(for: [.visionOS]).contains(".tint-pink \(bordered)"))
        #expect(css.contains(".stage.platform-ios.era-liquid-glass.scheme-light .tint-red .glass-bar.tab-items-floatingBottom > button.tab-item:checked"),
                "a tinted tab view's chosen tab")
        #expect(PlatformTheme.of(.visionOS).systemColor(.blue, era: .liquidGlass, scheme: .dark) == NamedColor.blue.hex)
        let watch = PlatformTheme.of(.watchOS)
        #expect(watch.systemColor(.indigo, era: .liquidGlass, scheme: .light) == watch.systemColor(.indigo, era: .liquidGlass, scheme: .dark),
                "Apple Watch is always dark")
    }
}
