import CGtk
import Foundation
import GalleryModel

/// The sheet the window starts with, holding only the rules of the kinds of stage it shows (platform, design era,
/// colour scheme), gives every widget of the window the style the whole sheet gives it: on every page and in the
/// variants view, on the swept platforms, in the newest release of each of their eras, light and dark, GTK's computed
/// style of every CSS node is the same under both sheets.
@MainActor
enum StageSheetsFeature: WindowCheck {
    nonisolated static let name = "stageSheets"
    /// GTK keeps, beside each value it computes, the rule it came from, and prints the values only with it.
    nonisolated static let environment = ["GTK_CSS_DEBUG": "1"]

    static func run(_ check: WindowDriver) throws {
        // A running animation (the activity indicator's spokes) would print another frame's value under each sheet.
        let settings = UnsafeMutableRawPointer(gtk_settings_get_default())
        let animating = gallery_get_bool_property(settings, "gtk-enable-animations")
        gallery_set_bool_property(settings, "gtk-enable-animations", 0)
        defer { gallery_set_bool_property(settings, "gtk-enable-animations", animating) }
        var compared = 0
        for platform in check.depth.sweptPlatforms {
            let theme = PlatformTheme.of(platform)
            let releases = PlatformTheme.eras(of: platform).compactMap { era in platform.releases.last { theme.era(at: $0) == era.era } }
            for release in releases {
                for scheme in ColorScheme.allCases {
                    check.send(.chooseColorScheme(scheme), .choosePlatform(platform), .chooseRelease(release))
                    for page in GalleryPage.all {
                        check.send(.openPage(page))
                        compare(check, "\(page.id) on \(platform.rawValue) \(release), \(scheme.rawValue)")
                        compared += 1
                    }
                    check.send(.showVariants(true))
                    compare(check, "the variants view on \(platform.rawValue) \(release), \(scheme.rawValue)")
                    check.send(.showVariants(false))
                }
            }
        }
        check.expect(compared >= GalleryPage.all.count * 4, "\(compared) pages compared")
    }

    /// Compares the window's computed styles under the whole sheet and under the sheet of the stages it shows.
    private static func compare(_ check: WindowDriver, _ place: String) {
        check.window.loadStylesheet(onlyStagesShown: false)
        check.waitForFrame()
        let whole = styles(check.window.computedStyles)
        check.expect(whole.contains { $0.contains(": ") && $0.hasSuffix(";") }, "\(place): GTK printed no style")
        check.window.loadStylesheet(onlyStagesShown: true)
        check.waitForFrame()
        let start = styles(check.window.computedStyles)
        check.window.loadStylesheet(onlyStagesShown: false)
        check.waitForFrame()
        guard whole != start else { return }
        let first = zip(whole, start).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(whole.count, start.count)
        let context = { (lines: [String]) in lines[max(0, first - 3)..<min(lines.count, first + 2)].joined(separator: " | ") }
        check.fail("\(place): the start sheet styles a node otherwise, line \(first): whole [\(context(whole))], start [\(context(start))]")
    }

    /// GTK's printed styles, line by line, without where each value's rule was written (the two sheets number their
    /// lines differently), and without what time changes whatever the sheet: an indeterminate progress bar's moving
    /// block (`progress.pulse`, which GTK marks `.left` or `.right` as it reaches an edge) and a tooltip (shown or
    /// hidden as the pointer rests).
    private static func styles(_ printed: String) -> [String] {
        var lines: [String] = [], skippedDepth: Int?
        for line in printed.split(separator: "\n") {
            let depth = line.prefix { $0 == " " }.count
            if let skipped = skippedDepth, depth > skipped { continue }
            skippedDepth = nil
            let node = line.drop { $0 == " " }
            if node.hasPrefix("progress.") && node.contains(".pulse") || node.hasPrefix("tooltip") || node.hasPrefix("[tooltip") {
                skippedDepth = depth
                continue
            }
            lines.append(String(line.range(of: " /* ").map { line[..<$0.lowerBound] } ?? line))
        }
        return lines
    }
}
