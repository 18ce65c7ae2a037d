/// The screen a scene is drawn on, where it is not the page's width.
extension PlatformTheme {
    /// The width, in points drawn as pixels, of the screen a scene is laid out on, or nil where the scene takes the
    /// stage's width. Apple Watch's is its 45 mm screen, 198 points wide
    /// (https://developer.apple.com/design/human-interface-guidelines/layout, watchOS device screen sizes: 396 × 484
    /// pixels at 2×): a scene as wide as the page does not read as a watch, and a row wider than the screen runs off
    /// its edges there, as on the watch, instead of widening it.
    public var sceneScreenWidth: Int? {
        platform == .watchOS ? 198 : nil
    }
}
