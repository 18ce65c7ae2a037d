extension WidgetPlan {
    /// The height of the words' lines as a multiple of the font's natural line, or nil where the plan adds no room
    /// between lines. `.lineSpacing(_:)` adds its points below each line
    /// (https://developer.apple.com/documentation/swiftui/view/linespacing(_:)); a line is taken as 1.2 times its font's
    /// size, the usual leading of a sans-serif face, and the font's size is the plan's or, where it names none, the
    /// body size of 17 points (Apple's HIG, Typography: iOS Dynamic Type sizes, Body at Large).
    public var lineHeightScale: Double? {
        guard let spacing = double(.lineSpacing), spacing > 0 else { return nil }
        let line = 1.2 * (double(.fontSize) ?? 17)
        return (line + spacing) / line
    }
}
