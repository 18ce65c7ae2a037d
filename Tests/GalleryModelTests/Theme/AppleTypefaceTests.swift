import Testing
@testable import GalleryModel

/// Each platform's stage sets its words in the platform's typeface, drawn by the free faces closest to it.
@Suite("Apple typefaces")
struct AppleTypefaceTests {
    @Test("Each platform has its typeface and its rounded one: SF Compact on the Watch, SF Pro elsewhere")
    func roles() {
        for platform in Platform.allCases {
            let theme = PlatformTheme.of(platform)
            let watch = platform == .watchOS
            #expect(theme.typeface == (watch ? .sfCompact : .sfPro), "\(platform)")
            #expect(theme.roundedTypeface == (watch ? .sfCompactRounded : .sfProRounded), "\(platform)")
            #expect(theme.roundedTypeface.name == theme.typeface.name + " Rounded", "\(platform)")
        }
    }

    @Test("A stage's words are the body text style's size, one pixel a point: 17 on iPhone, iPad and Vision Pro, 16 on the Watch, 13 on the Mac; the TV's 29 points in 20 pixels")
    func bodySizes() {
        for platform in Platform.allCases where platform != .tvOS {
            #expect(Double(PlatformTheme.of(platform).fontSize) == TextStyleMetrics.metrics(of: .body, on: platform).size, "\(platform)")
        }
        #expect([PlatformTheme.of(.iOS).fontSize, PlatformTheme.of(.watchOS).fontSize, PlatformTheme.of(.macOS).fontSize] == [17, 16, 13])
        #expect(PlatformTheme.of(.tvOS).fontSize == 20)
    }

    @Test("Apple TV's text styles keep their proportions on its smaller stage: a headline 1.3 times the body, not twice it")
    func televisionScale() {
        let body = TextStyleMetrics.stageMetrics(of: .body, on: .tvOS).size
        let headline = TextStyleMetrics.stageMetrics(of: .headline, on: .tvOS).size
        let title = TextStyleMetrics.stageMetrics(of: .title, on: .tvOS).size
        #expect(body == Double(PlatformTheme.of(.tvOS).fontSize))
        #expect(headline == 26 && title == 52, "HIG: headline 38, title 76 against body 29 points")
        for platform in Platform.allCases where platform != .tvOS {
            #expect(TextStyleMetrics.stageMetrics(of: .headline, on: platform).size == TextStyleMetrics.metrics(of: .headline, on: platform).size)
        }
    }

    @Test("Inter's text cut stands in below 20 points and Inter Display from 20, as SF Pro Text and Display; the desktop's sans-serif last")
    func opticalSizes() {
        for size in [11.0, 13, 17, 19] {
            #expect(AppleTypeface.standIns(at: size) == ["Inter", "Inter Display", "sans-serif"], "\(size)")
        }
        for size in [20.0, 28, 34] {
            #expect(AppleTypeface.standIns(at: size) == ["Inter Display", "Inter", "sans-serif"], "\(size)")
        }
        #expect(AppleTypeface.cssFamily(at: 17) == #""Inter", "Inter Display", sans-serif"#)
        #expect(AppleTypeface.pangoFamily(at: 34) == "Inter Display,Inter,sans-serif")
    }

    @Test("Each platform's stage sets its typeface at its size, each text style the cut for its size, and nothing outside a stage does")
    func stylesheet() {
        let css = PlatformTheme.stylesheet
        for platform in Platform.allCases {
            let theme = PlatformTheme.of(platform)
            let stage = ".stage.\(theme.cssClass)"
            #expect(css.contains("\(stage) { font-family: \(AppleTypeface.cssFamily(at: Double(theme.fontSize)));"), "\(platform)")
            for font in SceneFont.allCases {
                let size = TextStyleMetrics.stageMetrics(of: font.textStyle, on: platform).size
                #expect(css.contains("\(stage) .\(SceneDecoration.fontClass(font)) { font-family: \(AppleTypeface.cssFamily(at: size)); }"),
                        "\(platform) \(font)")
            }
        }
        let unscoped = css.split(separator: "\n").filter { $0.contains("font-family") && !$0.hasPrefix(".stage") }
        #expect(unscoped.isEmpty, "\(unscoped)")
    }

    @Test("A Text's system font is set in the cut for its size; serif and monospaced in the desktop's families")
    func designs() {
        #expect(FontDesign.default.family(at: 17) == "Inter,Inter Display,sans-serif")
        #expect(FontDesign.rounded.family(at: 34) == "Inter Display,Inter,sans-serif")
        #expect(FontDesign.serif.family(at: 34) == "Serif")
        #expect(FontDesign.monospaced.family(at: 12) == "Monospace")
    }

    @Test("A symbol the code does not size is drawn at the body text's size on each stage, larger than the desktop's 16-pixel icon")
    func symbolSizes() {
        let css = PlatformTheme.stylesheet
        for platform in Platform.allCases {
            let theme = PlatformTheme.of(platform)
            #expect(css.contains(".stage.\(theme.cssClass) { -gtk-icon-size: \(theme.symbolSize)px; }"), "\(platform)")
            #expect(theme.symbolSize > theme.fontSize && theme.symbolSize > 15, "\(platform): \(theme.symbolSize)")
        }
        #expect(PlatformTheme.of(.iOS).symbolSize == 20 && PlatformTheme.of(.macOS).symbolSize == 16)
        // A row's chevron is a step smaller than its words.
        for platform in Platform.allCases {
            let theme = PlatformTheme.of(platform)
            #expect(css.contains(".stage.\(theme.cssClass) image.disclosure-indicator { -gtk-icon-size: \(theme.disclosureIndicatorSize)px; }"))
            #expect(theme.disclosureIndicatorSize < theme.fontSize, "\(platform)")
        }
    }
}
