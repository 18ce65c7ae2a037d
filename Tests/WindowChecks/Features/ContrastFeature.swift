import CGtk
import GalleryModel

/// Every label of every page and of the inspector reaches WCAG AA (4.5:1, 3:1 when large) on the swept platforms, in
/// the newest release of each of their design eras, light and dark, measured on screen against what it is drawn on;
/// a stage's text may miss it only in one of Apple's own pairs that the stage's findings list.
@MainActor
enum ContrastFeature: WindowCheck {
    nonisolated static let name = "contrast"

    static func run(_ check: WindowDriver) throws {
        var lowest: (ratio: Double, place: String)?
        // Stage text measured on screen in one of Apple's pairs that miss 4.5:1: the stages do draw Apple's colours.
        var applesShortfalls = 0
        for scheme in ColorScheme.allCases {
            for platform in check.depth.sweptPlatforms {
                let theme = PlatformTheme.of(platform)
                let releases = PlatformTheme.eras(of: platform).compactMap { era in platform.releases.first { theme.era(at: $0) == era.era } }
                for release in releases {
                    check.send(.chooseColorScheme(scheme), .choosePlatform(platform), .chooseRelease(release))
                    for page in GalleryPage.all {
                        check.send(.openPage(page))
                        let root = try check.pageRoot()
                        for reading in ContrastCheck.readings(of: root) + ContrastCheck.readings(of: check.window.inspector) {
                            let place = "\(page.id) on \(platform.rawValue) \(release), \(scheme.rawValue): \"\(reading.text.prefix(40))\""
                            let ratio = reading.measurement.ratio
                            check.expect(reading.passesOrIsApples, "\(place) \(reading.measurement.text) on \(reading.measurement.background) is "
                                         + "\(String(format: "%.2f", ratio)):1, needs \(reading.required):1")
                            if !reading.onStage, ratio < lowest?.ratio ?? .infinity { lowest = (ratio, place) }
                            if !reading.passes && reading.passesOrIsApples { applesShortfalls += 1 }
                        }
                    }
                }
            }
        }
        check.expect((lowest?.ratio ?? 0) >= 3, "lowest: \(lowest?.place ?? "nothing measured")")
        check.expect(applesShortfalls > 0, "no stage drew one of Apple's pairs that miss 4.5:1")
    }
}
