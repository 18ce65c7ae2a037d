import GalleryModel
import Testing

/// The slider's track and thumb per platform and era (``PlatformTheme/sliderMetrics(in:)``).
@Suite("Slider proportions")
struct SliderMetricsTests {
    @Test("iPhone and iPad: a round thumb on a thin track before the 26 releases, a capsule on a thicker one from them",
          arguments: [Platform.iOS, .iPadOS])
    func touchEras(platform: Platform) throws {
        let theme = PlatformTheme.of(platform)
        let classic = try #require(theme.sliderMetrics(in: .classic))
        let glass = try #require(theme.sliderMetrics(in: .liquidGlass))
        #expect(classic.thumbWidth == classic.thumbHeight, "round")
        #expect(glass.thumbWidth > glass.thumbHeight, "a capsule")
        #expect(glass.track > classic.track)
        // The thumb stands well above the track, as UIKit's does, not GTK's 2-pixel line.
        #expect(classic.track >= 4 && classic.thumbHeight >= 5 * classic.track)
    }

    @Test("The stylesheet draws the track and the thumb at those sizes, the thumb centred on the track's line")
    func rules() throws {
        let metrics = try #require(PlatformTheme.of(.iOS).sliderMetrics(in: .classic))
        let css = PlatformTheme.stylesheet(for: [.iOS])
        #expect(css.contains("scale highlight { min-height: \(metrics.track)px;") || css.contains("scale highlight\n"))
        #expect(css.contains("min-width: \(metrics.thumbWidth)px; min-height: \(metrics.thumbHeight)px; margin: -\(metrics.overhang)px"))
    }

    @Test("Apple Watch's slider is its platter and Apple TV has none: no track is drawn there", arguments: [Platform.watchOS, .tvOS])
    func noTrack(platform: Platform) {
        #expect(PlatformTheme.eras(of: platform).allSatisfy { PlatformTheme.of(platform).sliderMetrics(in: $0.era) == nil })
    }
}
