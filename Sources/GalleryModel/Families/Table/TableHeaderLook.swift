/// How a platform draws a Table's column headers: a flat row of titles at the leading edge of their columns, in
/// small secondary text, over a thin separator — never a row of buttons with bezels and rounded corners.
///
/// SwiftUI's Table heads each column with its title (https://developer.apple.com/documentation/swiftui/table); the
/// Mac draws the header as AppKit's table header view, its titles in the small system font parted by thin vertical
/// rules (https://developer.apple.com/documentation/appkit/nstableheaderview;
/// https://developer.apple.com/documentation/appkit/nsfont/smallsystemfontsize, 11 points beside the 13-point system
/// font), while iPad and Vision Pro head a table's columns with titles alone in semibold secondary text
/// (https://developer.apple.com/design/human-interface-guidelines/lists-and-tables: "column headings"; the sizes and
/// weights are the gallery's reading of those screens).
struct TableHeaderLook: Equatable {
    /// The titles' size, relative to the table's own text.
    let titleScale: Double
    /// The titles' weight: 400 regular, 600 semibold.
    let titleWeight: Int
    /// Whether thin vertical rules part the column titles.
    let separatesColumns: Bool

    /// The header `platform` draws. tvOS and watchOS have no Table; they borrow the iPad's.
    static func on(_ platform: Platform) -> TableHeaderLook {
        switch platform {
        case .macOS: TableHeaderLook(titleScale: 11.0 / 13.0, titleWeight: 400, separatesColumns: true)
        case .iOS, .iPadOS, .visionOS, .tvOS, .watchOS: TableHeaderLook(titleScale: 0.85, titleWeight: 600, separatesColumns: false)
        }
    }

    /// Every stage's header rules: each title flat on the table's own background (no fill, bezel, shadow or rounded
    /// corner of GTK's header button), its words at the leading edge in the look's size and weight, a thin separator
    /// under the row and, on the Mac, between the titles. Their colour, the secondary text, is the palette's
    /// (``PlatformTheme``).
    static var stylesheet: String {
        Platform.allCases.map { platform in
            let look = on(platform)
            let title = ".stage.\(PlatformTheme.of(platform).cssClass) columnview > header > button"
            var css = """
                \(title) { background-color: transparent; background-image: none; border-radius: 0; border-style: solid;
                  border-width: 0 0 1px 0; border-color: alpha(currentColor, 0.15); box-shadow: none; outline: none;
                  min-height: 0; padding: 4px 8px; font-size: \((look.titleScale * 1000).rounded() / 1000)em; font-weight: \(look.titleWeight); }
                \(title) label { margin: 0; }
                """
            if look.separatesColumns { css += "\n\(title):not(:last-child) { border-right-width: 1px; }" }
            return css
        }.joined(separator: "\n")
    }
}
