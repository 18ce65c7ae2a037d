/// A slider's proportions on a stage: how thick its track is and how large its thumb.
public struct SliderMetrics: Sendable, Equatable {
    /// The track's thickness.
    public let track: Int
    /// The thumb's width.
    public let thumbWidth: Int
    /// The thumb's height.
    public let thumbHeight: Int

    /// How far the thumb reaches above and below the track, which the slider keeps room for.
    public var overhang: Int { (thumbHeight - track + 1) / 2 }
}

extension PlatformTheme {
    /// The slider's proportions in `era`, scaled to the stage's text size as the switch's are (15 px for 17 pt), or
    /// nil where the stage draws no track (Apple Watch's slider is a platter with − and +; Apple TV has no Slider).
    /// Apple's pages describe a track the thumb moves along, filled with the tint up to the thumb
    /// (https://developer.apple.com/design/human-interface-guidelines/sliders), and print no sizes: these are the
    /// gallery's reading of UIKit's and AppKit's sliders. iPhone and iPad: a 4-point track and a round 28-point thumb
    /// before the 26 releases; from them a 6-point track and a capsule thumb 38 × 24 points, shaped as the switch's
    /// knob ("Controls", https://developer.apple.com/documentation/technologyoverviews/adopting-liquid-glass). Vision
    /// Pro keeps UIKit's round thumb.
    /// The Mac: a 4-point track and a round 20-point thumb, a capsule from macOS 26.
    public func sliderMetrics(in era: DesignEra) -> SliderMetrics? {
        switch (platform, era) {
        case (.iOS, .classic), (.iPadOS, .classic), (.visionOS, _): SliderMetrics(track: 4, thumbWidth: 25, thumbHeight: 25)
        case (.iOS, .liquidGlass), (.iPadOS, .liquidGlass): SliderMetrics(track: 5, thumbWidth: 33, thumbHeight: 21)
        case (.macOS, .classic): SliderMetrics(track: 4, thumbWidth: 18, thumbHeight: 18)
        case (.macOS, .liquidGlass): SliderMetrics(track: 5, thumbWidth: 26, thumbHeight: 18)
        case (.tvOS, _), (.watchOS, _): nil
        }
    }

    /// The rules that draw a GTK scale in `metrics` under `selectors`: a rounded track, its filled part as thick, and
    /// the thumb centred on the track's line, its centre reaching both ends of the track, as the thumb of a slider at
    /// its minimum or maximum does.
    static func sliderRules(_ metrics: SliderMetrics, selectors: ([String]) -> String) -> String {
        let across = metrics.thumbWidth / 2
        return """
            \(selectors(["scale.horizontal"])) { padding: \(metrics.overhang)px \(across)px; }
            \(selectors(["scale trough", "scale highlight"])) { min-height: \(metrics.track)px; border: none; margin: 0; border-radius: 999px; }
            \(selectors(["scale slider"])) { min-width: \(metrics.thumbWidth)px; min-height: \(metrics.thumbHeight)px; \
            margin: -\(metrics.overhang)px -\(across - 1)px; border-radius: 999px; }
            """
    }
}
