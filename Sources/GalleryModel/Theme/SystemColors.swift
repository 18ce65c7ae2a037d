/// Apple's system colours by release and appearance: the values of the Human Interface Guidelines' Color page
/// (https://developer.apple.com/design/human-interface-guidelines/color, Specifications, System colors), whose change
/// log of June 9, 2025 ("Updated system color values") gives the 26 releases' own; before them, the values the page
/// gave until then. A scene's `Color.blue`, `.fill(.orange)` and `.tint(.pink)` are drawn in these, light or dark as
/// the stage is, where one value for both appearances drew dark mode in light mode's colours.
extension NamedColor {
    /// The colour as "#rrggbb" in `era` and `scheme`; nil for `primary` and `secondary`, which are the stage's label
    /// colours. (``hex`` is the light value before the 26 releases.)
    public func systemHex(in era: DesignEra, scheme: ColorScheme) -> String? {
        guard let values = Self.systemColors[self] else { return nil }
        switch (era, scheme) {
        case (.classic, .light): return values.classicLight
        case (.classic, .dark): return values.classicDark
        case (.liquidGlass, .light): return values.glassLight
        case (.liquidGlass, .dark): return values.glassDark
        }
    }

    /// Each colour's light and dark values before the 26 releases and in them.
    private static let systemColors: [NamedColor: (classicLight: String, classicDark: String, glassLight: String, glassDark: String)] = [
        .red: ("#ff3b30", "#ff453a", "#ff383c", "#ff4245"),
        .orange: ("#ff9500", "#ff9f0a", "#ff8d28", "#ff9230"),
        .yellow: ("#ffcc00", "#ffd60a", "#ffcc00", "#ffd600"),
        .green: ("#34c759", "#30d158", "#34c759", "#30d158"),
        .mint: ("#00c7be", "#63e6e2", "#00c8b3", "#00dac3"),
        .teal: ("#30b0c7", "#40c8e0", "#00c3d0", "#00d2e0"),
        .cyan: ("#32ade6", "#64d2ff", "#00c0e8", "#3cd3fe"),
        .blue: ("#007aff", "#0a84ff", "#0088ff", "#0091ff"),
        .indigo: ("#5856d6", "#5e5ce6", "#6155f5", "#6d7cff"),
        .purple: ("#af52de", "#bf5af2", "#cb30e0", "#db34f2"),
        .pink: ("#ff2d55", "#ff375f", "#ff2d55", "#ff375f"),
        .brown: ("#a2845e", "#ac8e68", "#ac7f5e", "#b78a66"),
        .gray: ("#8e8e93", "#8e8e93", "#8e8e93", "#8e8e93"),
    ]
}

extension PlatformTheme {
    /// `color` as this platform's stage draws it in `era` and `scheme`: Apple's system colour for that release and
    /// appearance (``NamedColor/systemHex(in:scheme:)``); Apple Watch, always dark, takes the dark values in either; on
    /// Vision Pro, whose glass keeps its own palette, the colour as the gallery draws it there (``NamedColor/hex``).
    func systemColor(_ color: NamedColor, era: DesignEra, scheme: ColorScheme) -> String? {
        switch platform {
        case .visionOS: color.hex
        case .watchOS: color.systemHex(in: era, scheme: .dark)
        default: color.systemHex(in: era, scheme: scheme)
        }
    }
}
