/// The typeface Apple draws a platform's interface in, and the Debian family the gallery draws it with.
///
/// SwiftUI's default design is SF Pro on iOS, iPadOS, macOS, tvOS and visionOS and SF Compact on watchOS; the rounded
/// design is SF Pro Rounded, or SF Compact Rounded on the Watch
/// (https://developer.apple.com/documentation/uikit/uifontdescriptor/systemdesign, and the Human Interface Guidelines'
/// Typography page, https://developer.apple.com/design/human-interface-guidelines/typography). Apple's fonts are not
/// free to ship, so each is drawn in the free face whose measures come closest.
///
/// The measures, as fractions of the em (Apple's system font as Capsize reads `.SFNS-Regular`, capsize.dev's metrics
/// package; the others read from the fonts Debian ships, lowercase width averaged over English letter frequency as
/// Capsize does):
///
/// | face | cap height | x-height | lowercase width |
/// | --- | --- | --- | --- |
/// | SF Pro (`.SFNS`) | 0.705 | 0.508 | 0.417 |
/// | Inter Display 4.0 (`fonts-inter`) | 0.719 | 0.516 | 0.429 |
/// | Inter 4.0 (its text cut) | 0.727 | 0.545 | 0.474 |
/// | DejaVu Sans (the desktop's) | 0.729 | 0.547 | 0.506 |
///
/// Inter is the face closest to SF Pro that Debian ships, and like SF Pro it comes in two optical sizes: Apple sets
/// SF Pro Text at 19 points or smaller and SF Pro Display at 20 or larger (Apple's guidelines for CarPlay's type), and
/// the gallery sets Inter's text cut and Inter Display at the same sizes. Inter Display is within 2 % of SF Pro's
/// heights and 3 % of its widths; the text cut is looser and heavier, as SF Pro Text is beside SF Pro Display, and
/// keeps small words legible (Inter Display's strokes at 11 to 13 pixels are too thin to reach the colour they are
/// drawn in). Both are nearer SF than DejaVu Sans, which sets a line 21 % longer. The desktop's sans-serif comes last,
/// so a machine without `fonts-inter` still draws every stage.
///
/// No Debian font has SF Compact's narrow, flat-sided letters, nor SF Pro Rounded's rounded ends on SF's
/// proportions (Debian's rounded faces, Quicksand, Comfortaa, Dosis, are geometric, with other widths): the Watch and
/// the rounded design are drawn in the same faces, which keeps their lines near Apple's lengths but not their shapes
/// (the Text page says so of `.fontDesign(.rounded)`).
public enum AppleTypeface: String, CaseIterable, Sendable {
    case sfPro, sfProRounded, sfCompact, sfCompactRounded

    /// Apple's name of the typeface: "SF Pro".
    public var name: String {
        switch self {
        case .sfPro: "SF Pro"
        case .sfProRounded: "SF Pro Rounded"
        case .sfCompact: "SF Compact"
        case .sfCompactRounded: "SF Compact Rounded"
        }
    }

    /// The size, in points (drawn as pixels), from which Apple draws its display cut rather than its text cut.
    public static let displaySize = 20.0

    /// The families that draw it at `size`, the first one installed winning: Inter's text cut below
    /// ``displaySize`` and Inter Display from it, the other next, then the desktop's sans-serif. The same for every
    /// typeface (see the type's notes).
    public static func standIns(at size: Double) -> [String] {
        size < displaySize ? ["Inter", "Inter Display", "sans-serif"] : ["Inter Display", "Inter", "sans-serif"]
    }

    /// How FreeType is asked to draw the stand-ins' glyphs (its `FREETYPE_PROPERTIES`): with the CFF engine's stem
    /// darkening, which thickens stems at small sizes on screens of ordinary density as Apple's and Adobe's rasterisers
    /// do (https://freetype.org/freetype2/docs/reference/ft2-properties.html, no-stem-darkening). Inter's faces are
    /// CFF; without it their stems at 10 to 13 pixels stay a blend of the text's colour and the background's, lighter
    /// than the colour they are drawn in, where DejaVu's hinted stems reach it. The other CFF faces the window draws
    /// (Noto's Chinese) are thickened alike; TrueType faces (DejaVu) are not.
    public static let rasteriserProperties = "cff:no-stem-darkening=0"

    /// ``standIns(at:)`` as a CSS `font-family` value: `"Inter", "Inter Display", sans-serif`.
    public static func cssFamily(at size: Double) -> String {
        standIns(at: size).map { $0 == "sans-serif" ? $0 : "\"\($0)\"" }.joined(separator: ", ")
    }

    /// ``standIns(at:)`` as a Pango family list, which a label's font attribute takes: "Inter,Inter Display,sans-serif".
    public static func pangoFamily(at size: Double) -> String {
        standIns(at: size).joined(separator: ",")
    }
}

extension PlatformTheme {
    /// The typeface of the platform's interface, SwiftUI's default design: SF Compact on the Watch, SF Pro elsewhere.
    public var typeface: AppleTypeface {
        platform == .watchOS ? .sfCompact : .sfPro
    }

    /// The typeface of the rounded design (`.fontDesign(.rounded)`): SF Compact Rounded on the Watch, SF Pro Rounded
    /// elsewhere.
    public var roundedTypeface: AppleTypeface {
        platform == .watchOS ? .sfCompactRounded : .sfProRounded
    }
}
