@testable import GalleryModel
import Testing

/// Secondary text (a value, a caption, a section header) is Apple's secondary label where Apple publishes it, laid on
/// the background it is read on: UIKit's `secondaryLabel` on iPhone, iPad and Apple TV
/// (https://developer.apple.com/documentation/uikit/uicolor/secondarylabel), AppKit's `secondaryLabelColor` on the Mac
/// (https://developer.apple.com/documentation/appkit/nscolor/secondarylabelcolor). In light mode they miss WCAG AA, and
/// the stage says so as Apple's finding rather than darkening them; the gallery's own words on a stage keep 4.5:1.
@Suite("Secondary text colours")
struct SecondaryTextColorTests {
    /// Apple's translucent secondary label of `platform` in `scheme`, and the background the stage lays it on.
    static func apples(_ platform: Platform, _ scheme: ColorScheme) -> (color: RGBColor, alpha: Double, on: RGBColor)? {
        let palette = PlatformTheme.of(platform).palette(scheme)
        switch platform {
        case .iOS, .iPadOS:
            return scheme == .light ? (RGBColor(hex: "#3c3c43"), 0.6, palette.surface) : (RGBColor(hex: "#ebebf5"), 0.6, palette.surface)
        case .tvOS:
            return scheme == .light ? (RGBColor(hex: "#3c3c43"), 0.6, palette.background) : (RGBColor(hex: "#ebebf5"), 0.6, palette.background)
        case .macOS:
            return scheme == .light ? (RGBColor(hex: "#000000"), 0.5, palette.background) : (RGBColor(hex: "#ffffff"), 0.55, palette.background)
        case .watchOS, .visionOS:
            return nil
        }
    }

    @Test("iPhone, iPad, Apple TV and the Mac draw Apple's secondary label, in light and dark",
          arguments: [Platform.iOS, .iPadOS, .tvOS, .macOS])
    func applesSecondaryLabel(platform: Platform) throws {
        for scheme in ColorScheme.allCases {
            let apple = try #require(Self.apples(platform, scheme))
            let palette = PlatformTheme.of(platform).palette(scheme)
            #expect(palette.secondaryText == apple.color.over(apple.on, alpha: apple.alpha), "\(platform) \(scheme)")
            #expect(palette.secondaryTextIsApples)
            let secondary = palette.textPairs.filter { $0.role == .secondaryTextOnStage || $0.role == .secondaryTextOnSurface }
            #expect(secondary.count == 2 && secondary.allSatisfy { $0.isApples })
        }
    }

    @Test("In light mode Apple's secondary label misses 4.5:1 and is reported as Apple's finding",
          arguments: [Platform.iOS, .iPadOS, .tvOS, .macOS])
    func reported(platform: Platform) throws {
        for era in DesignEra.allCases {
            let findings = PlatformTheme.of(platform).contrastFindings(.light, era: era)
            // On the background it is laid on: a row on iPhone and iPad, the window on the Mac and Apple TV.
            let role: StageTextRole = [.iOS, .iPadOS].contains(platform) ? .secondaryTextOnSurface : .secondaryTextOnStage
            let secondary = try #require(findings.first { $0.subject == .stage(role) }, "\(platform) \(era)")
            #expect(secondary.ratio < 4.5 && secondary.ratio > 3)
        }
    }

    @Test("Apple Watch's and Vision Pro's secondary text are the gallery's readings, held to 4.5:1", arguments: [Platform.watchOS, .visionOS])
    func readings(platform: Platform) {
        for scheme in ColorScheme.allCases {
            let palette = PlatformTheme.of(platform).palette(scheme)
            #expect(!palette.secondaryTextIsApples)
            for pair in palette.textPairs where pair.role == .secondaryTextOnStage || pair.role == .secondaryTextOnSurface {
                #expect(!pair.isApples && pair.ratio >= 4.5, "\(platform) \(scheme): \(pair.role) is \(pair.ratio):1")
            }
        }
    }

    @Test("The gallery's own words on a stage (the button grid's headings) read at 4.5:1 where Apple's secondary label does not",
          arguments: Platform.allCases)
    func galleryWords(platform: Platform) throws {
        for scheme in ColorScheme.allCases {
            let palette = PlatformTheme.of(platform).palette(scheme)
            let words = try #require(palette.textPairs.first { $0.role == .galleryWordsOnStage })
            #expect(!words.isApples && words.ratio >= 4.5)
            #expect(PlatformTheme.stylesheet(for: [platform]).contains("caption-heading.stage-chrome { color: \(palette.chromeSecondaryText.hex); opacity: 1; }"))
        }
    }
}
