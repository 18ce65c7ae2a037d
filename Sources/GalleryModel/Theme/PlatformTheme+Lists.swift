/// What a platform's lists do to the views in their rows.
extension PlatformTheme {
    /// Whether every list and form draws its Labels' icons in the accent colour, not only a sidebar: iPhone's and
    /// iPad's (https://developer.apple.com/documentation/swiftui/listitemtint: a sidebar's Label icons take the list
    /// item tint, "which otherwise use the app's accent color by default"; the gallery's reading, as iPhone's and iPad's
    /// lists draw them). The Mac's other lists, Apple TV's, Apple Watch's and Vision Pro's leave them in the row's colour.
    public var tintsListLabelIcons: Bool {
        [.iOS, .iPadOS].contains(platform)
    }
}
