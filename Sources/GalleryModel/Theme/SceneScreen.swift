/// The screen a scene is drawn on: the device's, as Xcode's previews draw a view on the device it runs on.
public struct DeviceScreen: Equatable, Sendable {
    /// The screen's width in the stage's pixels.
    public let width: Int
    /// The screen's height in the stage's pixels: a scene shorter than it leaves the rest of the screen empty, as an
    /// app's window does; a taller one scrolls.
    public let height: Int
    /// How round the screen's corners are, in the stage's pixels, where the screen is the stage's whole face (its
    /// views run to the device's edges: a tab bar along the bottom, a colour from side to side); nil where the stage
    /// keeps a margin around the screen (the Watch's black bezel, a Vision Pro window's glass).
    public let edgeRadius: Int?
    /// How far the app's views stand in from the screen's sides and from its top and bottom, in the stage's pixels: the
    /// screen's safe area where the system keeps one around every app (a television's), zero elsewhere.
    public let safeArea: (horizontal: Int, vertical: Int)

    /// A screen of `width` by `height` points, drawn at `platform`'s pixels per point
    /// (``TextStyleMetrics/pixelsPerPoint(on:)``), its corners `radius` points round where it fills its stage, its
    /// views `safeArea` points in from its edges.
    init(points width: Int, _ height: Int, on platform: Platform, radius: Double? = nil, safeArea: (horizontal: Double, vertical: Double) = (0, 0)) {
        let scale = TextStyleMetrics.pixelsPerPoint(on: platform)
        self.width = Int((Double(width) * scale).rounded())
        self.height = Int((Double(height) * scale).rounded())
        edgeRadius = radius.map { Int(($0 * scale).rounded()) }
        self.safeArea = (Int((safeArea.horizontal * scale).rounded()), Int((safeArea.vertical * scale).rounded()))
    }

    public static func == (lhs: DeviceScreen, rhs: DeviceScreen) -> Bool {
        lhs.width == rhs.width && lhs.height == rhs.height && lhs.edgeRadius == rhs.edgeRadius && lhs.safeArea == rhs.safeArea
    }

    /// The class of a stage whose device screen is its whole face (``edgeRadius``): no margin around the screen.
    public static let edgeToEdgeClass = "stage-edge-to-edge"

    /// The rules of `platform`'s edge-to-edge stage: no padding, and the screen's corners rounded as the device's, the
    /// stage's with them. The app's own views run to the screen's edges, as they do on the device (a Color, a tab
    /// bar); the system's bars, titles and grouped sections keep their margins from the edges
    /// (https://developer.apple.com/design/human-interface-guidelines/layout, "Guides and safe areas": layout margins
    /// inset the system's views from the screen's edges), the 12 pixels a card's stage gives them and their own.
    static func edgeRule(_ stage: String, on platform: Platform) -> String {
        guard let radius = PlatformTheme.of(platform).deviceScreen?.edgeRadius else { return "" }
        let edge = "\(stage).\(edgeToEdgeClass)"
        let inset = [".placement-toolbar", ".navigation-title:not(.toolbar-title)", ".search-field:not(.search-field-bottom)",
                     "list.list-inset", "list.list-insetGrouped", ".form-columns"]
        let face = "\n\(edge) { padding: 0; border-radius: \(radius)px; }" + "\n\(edge) > .device-screen { border-radius: \(radius)px; }"
        // A screen with a safe area of its own (a television's) keeps every view inside it, the system's too.
        guard let safeArea = PlatformTheme.of(platform).deviceScreen?.safeArea, safeArea == (0, 0) else { return face }
        return face
            + "\n" + cssSelectors(in: edge, inset) + " { margin-left: \(marginInset)px; margin-right: \(marginInset)px; }"
            + "\n" + cssSelectors(in: edge, [".list-header", ".list-footer"]) + " { margin-left: \(marginInset + 12)px; margin-right: \(marginInset + 12)px; }"
            + "\n" + cssSelectors(in: edge, [".list-section-plain > .list-header", ".list-section-plain > .list-footer"])
            + " { margin-left: \(marginInset)px; margin-right: \(marginInset)px; }"
            + "\n" + cssSelectors(in: edge, ["list.list-grouped", ".list-section-plain", ".list-section-inset"]) + " { margin-left: 0; margin-right: 0; }"
    }

    /// How far the system's views stand in from an edge-to-edge screen's sides, in pixels: the 12 a card's stage
    /// pads them by, plus the 4 of an inset list's own margin, 16 points in all, iPhone's layout margin.
    static let marginInset = 16

}

extension PlatformTheme {
    /// The screen a scene is laid out on, or nil where the scene's window takes its content's size (a Mac window).
    /// Sizes are in points, portrait, from Apple's device tables
    /// (https://developer.apple.com/design/human-interface-guidelines/layout, "Specifications"):
    /// - iPhone: iPhone 16's 393 × 852;
    /// - iPad: the 11-inch iPad Pro's 834 × 1194;
    /// - Apple TV: 1920 × 1080, 16 by 9;
    /// - Apple Watch: the 45 mm screen's 198 × 242 (396 × 484 pixels at 2×);
    /// - Vision Pro: a window's default 1280 × 720
    ///   (https://developer.apple.com/documentation/visionos/positioning-and-sizing-windows: the system picks a
    ///   window's first size unless the app sets one; 1280 × 720 is the size it picks).
    public var deviceScreen: DeviceScreen? {
        switch platform {
        // Corners: iPhone 16's display 55 points round, the 11-inch iPad Pro's 18 (the gallery's reading of the
        // devices; Apple publishes no figure). The Watch's screen keeps the stage's margin, framed by its black bezel.
        case .iOS: DeviceScreen(points: 393, 852, on: platform, radius: 55)
        case .iPadOS: DeviceScreen(points: 834, 1194, on: platform, radius: 18)
        case .macOS: nil
        // A television's picture is the whole screen, square-cornered; its views keep to the safe area, 60 points from
        // the top and bottom and 80 from the sides, which the set's edge may hide (the gallery's reading of
        // https://developer.apple.com/design/human-interface-guidelines/layout, tvOS, and of
        // https://developer.apple.com/documentation/uikit/uiview/safeareainsets: "In tvOS, the safe area reflects the
        // area not covered by the screen's bezel").
        case .tvOS: DeviceScreen(points: 1920, 1080, on: platform, radius: 0, safeArea: (80, 60))
        case .watchOS: DeviceScreen(points: 198, 242, on: platform)
        case .visionOS: DeviceScreen(points: 1280, 720, on: platform)
        }
    }

    /// The width, in the stage's pixels, of the screen a style card's example is laid out on too, or nil where the
    /// example takes the card's width. Only Apple Watch's (``deviceScreen``): a card as wide as the page does not read
    /// as a watch, and a row wider than the screen runs off its edges there, as on the watch, instead of widening it.
    /// Elsewhere a card is narrower than the device, and shows one control, not a screen.
    public var cardScreenWidth: Int? {
        platform == .watchOS ? deviceScreen?.width : nil
    }
}
