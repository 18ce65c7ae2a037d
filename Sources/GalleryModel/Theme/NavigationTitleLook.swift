/// How a platform shows a screen's `.navigationTitle`: in which text style, and whether as a large title under the
/// navigation bar or in the bar itself.
public struct NavigationTitleLook: Sendable, Equatable {
    /// The text style whose size the title takes (``TextStyleMetrics``), drawn bold.
    public let style: TextStyleName
    /// Whether it stands large at the leading edge under the bar (its items above it), else it sits in the bar.
    public let isLarge: Bool
    /// Whether, in the bar, it is centred between the items; else it leads them.
    public let isCentred: Bool

    /// The look of a navigation title on `platform`. iPhone and iPad start a screen with a large title at the leading
    /// edge, the bar's items above it (https://developer.apple.com/design/human-interface-guidelines/navigation-bars:
    /// a large title that shrinks into the bar as the content scrolls), in the large title style, 34 points
    /// (https://developer.apple.com/design/human-interface-guidelines/typography); Vision Pro does the same in its
    /// window. The Mac has no navigation bar: the title is the window's, at the leading edge of its toolbar in the
    /// headline weight ("macOS doesn't provide a navigation bar", the same page). Apple TV centres it at the top of the
    /// screen and Apple Watch puts it at the top's leading edge (the gallery's reading of those platforms' screens).
    public static func of(_ platform: Platform) -> NavigationTitleLook {
        switch platform {
        case .iOS, .iPadOS, .visionOS: NavigationTitleLook(style: .largeTitle, isLarge: true, isCentred: false)
        case .macOS: NavigationTitleLook(style: .headline, isLarge: false, isCentred: false)
        case .tvOS: NavigationTitleLook(style: .headline, isLarge: false, isCentred: true)
        case .watchOS: NavigationTitleLook(style: .headline, isLarge: false, isCentred: false)
        }
    }

    /// The CSS class a title drawn this way carries.
    public static let cssClass = "navigation-title"

    /// The rule that sets a navigation title in the platform's size, bold, in the typeface's cut for that size.
    static func rule(_ stage: String, on platform: Platform) -> String {
        let size = TextStyleMetrics.stageMetrics(of: of(platform).style, on: platform).size
        return "\(stage) .\(cssClass) { font-size: \(size)px; font-weight: 700; font-family: \(AppleTypeface.cssFamily(at: size)); }"
    }
}
