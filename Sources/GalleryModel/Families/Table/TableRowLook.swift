/// How a platform draws a Table's rows: whether horizontal lines part them, how tall they stand, and the neutral
/// colour of whatever grid it draws — never GTK's warm Adwaita grey.
///
/// The Mac draws SwiftUI's Table as AppKit's table view, whose grid is off unless asked for
/// (https://developer.apple.com/documentation/appkit/nstableview/gridstylemask: "The default value of this property is
/// NSTableViewGridNone"): its rows are parted by their alternating backgrounds, or by nothing, and the bordered
/// style's columns by thin vertical lines only (the gallery's reading of the Mac's bordered tables). A
/// row stands about 24 points tall, the regular control height, which is the gallery's reading of the Mac's tables
/// (AppKit's own default is a 16-point cell plus its spacing, https://developer.apple.com/documentation/appkit/nstableview/rowheight).
/// iPad and Vision Pro part their rows with thin separators (https://developer.apple.com/design/human-interface-guidelines/lists-and-tables).
/// Every grid line takes the separator colour: the text's colour at low opacity, a neutral grey as Apple's separator
/// is (https://developer.apple.com/documentation/appkit/nscolor/separatorcolor,
/// https://developer.apple.com/documentation/uikit/uicolor/separator).
struct TableRowLook: Equatable {
    /// Whether thin horizontal lines part the rows.
    let separatesRows: Bool
    /// The row's height, in pixels, where the platform fixes one; nil keeps the stage's own.
    let rowHeight: Int?

    /// The opacity of the text colour that draws a grid line.
    static let separatorOpacity = 0.12

    /// The rows `platform` draws. tvOS and watchOS have no Table; they borrow the iPad's.
    static func on(_ platform: Platform) -> TableRowLook {
        switch platform {
        case .macOS: TableRowLook(separatesRows: false, rowHeight: 24)
        case .iOS, .iPadOS, .visionOS, .tvOS, .watchOS: TableRowLook(separatesRows: true, rowHeight: nil)
        }
    }

    /// Every stage's row rules: the grid's neutral colour and, where the look fixes one, the rows' height (the cells
    /// padded so a line of the stage's text fills it).
    static var stylesheet: String {
        Platform.allCases.map { platform in
            let theme = PlatformTheme.of(platform), stage = ".stage.\(theme.cssClass)"
            let grid = "alpha(currentColor, \(separatorOpacity))"
            var css = """
                \(stage) columnview > listview.separators > row { border-bottom-color: \(grid); }
                \(stage) columnview.column-separators > listview > row > cell { border-left-color: \(grid); }
                """
            if let height = on(platform).rowHeight {
                // The cell's text is a line of the stage's font, about 1.25 times its size tall.
                let line = Int((Double(theme.fontSize) * 1.25).rounded())
                let padding = max(0, (height - line) / 2)
                css += "\n\(stage) columnview > listview > row > cell { padding: \(padding)px 8px; min-height: \(height - 2 * padding)px; }"
            }
            return css
        }.joined(separator: "\n")
    }
}
