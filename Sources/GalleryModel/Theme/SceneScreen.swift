/// The screen a scene is drawn on: the device's, as Xcode's previews draw a view on the device it runs on.
public struct DeviceScreen: Equatable, Sendable {
    /// The screen's width in the stage's pixels.
    public let width: Int
    /// The screen's height in the stage's pixels: a scene shorter than it leaves the rest of the screen empty, as an
    /// app's window does; a taller one scrolls.
    public let height: Int

    /// A screen of `width` by `height` points, drawn at `platform`'s pixels per point
    /// (``TextStyleMetrics/pixelsPerPoint(on:)``).
    init(points width: Int, _ height: Int, on platform: Platform) {
        let scale = TextStyleMetrics.pixelsPerPoint(on: platform)
        self.width = Int((Double(width) * scale).rounded())
        self.height = Int((Double(height) * scale).rounded())
    }
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
        case .iOS: DeviceScreen(points: 393, 852, on: platform)
        case .iPadOS: DeviceScreen(points: 834, 1194, on: platform)
        case .macOS: nil
        case .tvOS: DeviceScreen(points: 1920, 1080, on: platform)
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
