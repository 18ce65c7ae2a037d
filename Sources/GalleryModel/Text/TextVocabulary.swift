/// SwiftUI's `Font.TextStyle` names, plus `system` for `.system(size:weight:design:)`.
public enum TextStyleName: String, CaseIterable, Codable, Sendable, NamedValue {
    case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2
    /// `.system(size:weight:design:)` with the settings' size, weight and design.
    case system
    public static let kindName: LocalizedText = say("font")
    public static let kindPluralName: LocalizedText = say("fonts")
}

/// `Font.Weight`, lightest first.
public enum FontWeight: String, CaseIterable, Codable, Sendable, NamedValue {
    case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black
    public static let kindName: LocalizedText = say("font weight")
    public static let kindPluralName: LocalizedText = say("font weights")

    /// The CSS/OpenType weight: 100 … 900.
    public var numericWeight: Int {
        (Self.allCases.firstIndex(of: self)! + 1) * 100
    }
}

/// `Font.Design`.
public enum FontDesign: String, CaseIterable, Codable, Sendable, NamedValue {
    case `default`, monospaced, rounded, serif

    /// The font family (a Pango list) drawing this design at `size`: the stand-ins for the stage's typeface
    /// (``AppleTypeface/standIns(at:)``: ``PlatformTheme/typeface``, ``PlatformTheme/roundedTypeface``), or the
    /// desktop's serif and monospace. Linux has no rounded system font, so the rounded design is drawn in the default
    /// design's faces.
    func family(at size: Double) -> String {
        switch self {
        case .serif: "Serif"
        case .monospaced: "Monospace"
        case .default, .rounded: AppleTypeface.pangoFamily(at: size)
        }
    }
    public static let kindName: LocalizedText = say("font design")
    public static let kindPluralName: LocalizedText = say("font designs")
}

/// `Font.Width`.
public enum FontWidth: String, CaseIterable, Codable, Sendable, NamedValue {
    case compressed, condensed, standard, expanded
    public static let kindName: LocalizedText = say("font width")
    public static let kindPluralName: LocalizedText = say("font widths")
}

/// `Text.LineStyle.Pattern`.
public enum LinePattern: String, CaseIterable, Codable, Sendable, NamedValue {
    case solid, dot, dash, dashDot, dashDotDot
    public static let kindName: LocalizedText = say("line pattern")
    public static let kindPluralName: LocalizedText = say("line patterns")
}

/// `Text.TruncationMode`.
public enum TruncationMode: String, CaseIterable, Codable, Sendable, NamedValue {
    case head, middle, tail
    public static let kindName: LocalizedText = say("truncation mode")
    public static let kindPluralName: LocalizedText = say("truncation modes")
}

/// `Text.Scale`.
public enum TextScale: String, CaseIterable, Codable, Sendable, NamedValue {
    case `default`, secondary
    public static let kindName: LocalizedText = say("text scale")
    public static let kindPluralName: LocalizedText = say("text scales")
}

/// `TextAlignment`, for `multilineTextAlignment(_:)`.
public enum TextAlignment: String, CaseIterable, Codable, Sendable, NamedValue {
    case leading, center, trailing
    public static let kindName: LocalizedText = say("text alignment")
    public static let kindPluralName: LocalizedText = say("text alignments")
}

/// How the sample Text is created.
public enum TextSource: String, CaseIterable, Codable, Sendable, NamedValue {
    /// `Text("…")`: a `LocalizedStringKey`, so Markdown in the literal is styled; with no
    /// translation the key itself shows.
    case localizedKey
    /// `Text(verbatim: "…")`: shown exactly as written, Markdown characters included.
    case verbatim
    /// `Text(try AttributedString(markdown: "…"))`: Markdown parsed into attributes.
    case attributedString
    public static let kindName: LocalizedText = say("text source")
    public static let kindPluralName: LocalizedText = say("text sources")
}

/// The named colours the gallery offers for `foregroundStyle(_:)` and line colours.
public enum NamedColor: String, CaseIterable, Codable, Sendable, NamedValue {
    case primary, secondary, red, orange, yellow, green, mint, teal, cyan, blue, indigo, purple, pink, brown, gray
    public static let kindName: LocalizedText = say("colour")
    public static let kindPluralName: LocalizedText = say("colours")

    /// The colour as "#rrggbb": Apple's light-mode system colour before the 26 releases (``systemHex(in:scheme:)``), the
    /// secondary label's grey for `secondary`; nil for `primary`, which follows the text colour.
    public var hex: String? {
        self == .secondary ? "#8a8a8e" : systemHex(in: .classic, scheme: .light)
    }

    /// The class under which a stage's accent-coloured controls take this colour (`.tint(_:)`).
    public var tintClass: String { "tint-\(rawValue)" }

    /// How much of the way to white visionOS's vibrancy lifts a system colour drawn as text over its glass.
    /// Apple says system colours there are drawn vibrant so that they stay legible on glass, without giving
    /// values (https://developer.apple.com/design/human-interface-guidelines/materials, visionOS;
    /// https://developer.apple.com/design/human-interface-guidelines/color); half-way is the gallery's reading.
    static let visionOSVibrancy = 0.5

    /// The colour as `platform` draws it in text, "#rrggbb"; nil for `primary`. visionOS draws system colours
    /// vibrant over its glass, lighter than on the other platforms.
    public func textHex(on platform: Platform) -> String? {
        guard let hex else { return nil }
        guard platform == .visionOS else { return hex }
        return RGBColor(red: 255, green: 255, blue: 255).over(RGBColor(hex: hex), alpha: Self.visionOSVibrancy).hex
    }
}

/// `ContentSizeCategory`, for the label page's text-size control.
public enum ContentSize: String, CaseIterable, Codable, Sendable, NamedValue {
    case extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge
    case accessibilityMedium, accessibilityLarge, accessibilityExtraLarge, accessibilityExtraExtraLarge
    case accessibilityExtraExtraExtraLarge
    public static let kindName: LocalizedText = say("content size")
    public static let kindPluralName: LocalizedText = say("content sizes")

    /// Whether this is one of the accessibility sizes (`isAccessibilityCategory`).
    public var isAccessibilityCategory: Bool { rawValue.hasPrefix("accessibility") }

    /// The body text size at this setting on iPhone, in points (Large, the default, is 17), from the
    /// Dynamic Type tables of https://developer.apple.com/design/human-interface-guidelines/typography.
    public var bodyPointSize: Int {
        switch self {
        case .extraSmall: 14
        case .small: 15
        case .medium: 16
        case .large: 17
        case .extraLarge: 19
        case .extraExtraLarge: 21
        case .extraExtraExtraLarge: 23
        case .accessibilityMedium: 28
        case .accessibilityLarge: 33
        case .accessibilityExtraLarge: 40
        case .accessibilityExtraExtraLarge: 47
        case .accessibilityExtraExtraExtraLarge: 53
        }
    }

    /// How much larger body text is than at the default size.
    public var scale: Double { Double(bodyPointSize) / Double(ContentSize.large.bodyPointSize) }
}
