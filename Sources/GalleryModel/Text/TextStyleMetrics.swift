/// The point size and weight of each text style on each platform, at the
/// default text size. From Apple's Human Interface Guidelines, Typography
/// ("Specifications": iOS and iPadOS, macOS, tvOS, watchOS); visionOS uses the
/// iOS sizes. The gallery draws one point as one pixel, but on Apple TV's stage
/// (``pixelsPerPoint(on:)``).
public enum TextStyleMetrics {
    /// How many of the stage's pixels one point takes on `platform`. One, but on Apple TV: its screen is 1920 points
    /// wide (https://developer.apple.com/design/human-interface-guidelines/layout, tvOS), seen from across a room, so
    /// its stage draws it at body text's 29 points to 20 pixels, the size the gallery's other stages read at. Every
    /// size the stage takes from this table is scaled alike (``stageMetrics(of:on:)``), so a headline stays 1.3 times
    /// the body there, as on the television.
    public static func pixelsPerPoint(on platform: Platform) -> Double {
        platform == .tvOS ? 20.0 / 29.0 : 1
    }

    /// Size in the stage's pixels (``pixelsPerPoint(on:)``), rounded to a whole pixel, and weight of `style` on
    /// `platform`.
    public static func stageMetrics(of style: TextStyleName, on platform: Platform) -> (size: Double, weight: FontWeight) {
        let points = metrics(of: style, on: platform)
        return ((points.size * pixelsPerPoint(on: platform)).rounded(), points.weight)
    }


    /// Size in points and weight of `style` on `platform`.
    public static func metrics(of style: TextStyleName, on platform: Platform) -> (size: Double, weight: FontWeight) {
        let table: [TextStyleName: (Double, FontWeight)] = switch platform {
        case .macOS: macOS
        case .tvOS: tvOS
        case .watchOS: watchOS
        case .iOS, .iPadOS, .visionOS: iOS
        }
        return table[style] ?? (17, .regular)
    }

    private static let iOS: [TextStyleName: (Double, FontWeight)] = [
        .largeTitle: (34, .regular), .title: (28, .regular), .title2: (22, .regular), .title3: (20, .regular),
        .headline: (17, .semibold), .body: (17, .regular), .callout: (16, .regular), .subheadline: (15, .regular),
        .footnote: (13, .regular), .caption: (12, .regular), .caption2: (11, .regular),
    ]

    private static let macOS: [TextStyleName: (Double, FontWeight)] = [
        .largeTitle: (26, .regular), .title: (22, .regular), .title2: (17, .regular), .title3: (15, .regular),
        .headline: (13, .bold), .body: (13, .regular), .callout: (12, .regular), .subheadline: (11, .regular),
        .footnote: (10, .regular), .caption: (10, .regular), .caption2: (10, .regular),
    ]

    private static let tvOS: [TextStyleName: (Double, FontWeight)] = [
        .largeTitle: (76, .medium), .title: (76, .medium), .title2: (57, .medium), .title3: (48, .medium),
        .headline: (38, .semibold), .body: (29, .medium), .callout: (31, .medium), .subheadline: (29, .medium),
        .footnote: (23, .medium), .caption: (25, .medium), .caption2: (23, .medium),
    ]

    private static let watchOS: [TextStyleName: (Double, FontWeight)] = [
        .largeTitle: (32, .regular), .title: (27, .regular), .title2: (24, .regular), .title3: (19, .regular),
        .headline: (16, .semibold), .body: (16, .regular), .callout: (15, .regular), .subheadline: (15, .regular),
        .footnote: (13, .regular), .caption: (12, .regular), .caption2: (11, .regular),
    ]
}
