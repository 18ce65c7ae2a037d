extension TextRenderer {
    /// The colour of a run: an attributed string's own `foregroundColor` wins over the
    /// `foregroundStyle(_:)` modifier, which colours only the runs without one
    /// (reference/displaying-text.zh.md, AttributedString;
    /// https://developer.apple.com/documentation/swiftui/text/init(_:)-1a4oh).
    public static func color(attribute: NamedColor?, modifier: NamedColor?, on platform: Platform) -> String? {
        (attribute ?? modifier)?.textHex(on: platform)
    }
}
