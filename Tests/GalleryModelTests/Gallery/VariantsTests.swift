import Testing
@testable import GalleryModel

/// The variants view's grid: which columns and rows each axis gives, and which releases the release axis compares.
@Suite("Variants")
struct VariantsTests {
    @Test("Along the colour scheme and the text size, a column per platform, and a context per platform in every row")
    func platformAxes() {
        let base = Context(platform: .iOS, release: "18")
        for axis in [Variants.Axis.colorScheme, .contentSize] {
            let columns = Variants.columns(axis, around: base)
            #expect(columns == Platform.allCases.map { Variants.Column(title: $0.rawValue, era: nil) })
            for row in Variants.rows(axis, around: base) {
                #expect(row.contexts.map(\.platform) == Platform.allCases, "\(axis) \(row.title)")
                #expect(row.contexts.map(\.release) == Platform.allCases.map { base.on($0).release }, "\(axis) \(row.title)")
            }
        }
        #expect(Variants.rows(.colorScheme, around: base).map(\.title) == ["Light", "Dark"])
        #expect(Variants.rows(.contentSize, around: base).count == ContentSize.allCases.count)
    }

    @Test("The release axis compares the newest release of each design era and the major release before the newest, oldest first")
    func comparedReleases() {
        for platform in Platform.allCases {
            let theme = PlatformTheme.of(platform)
            let releases = Variants.comparedReleases(on: platform, including: platform.newestRelease)
            #expect(releases == releases.sorted(), "\(platform)")
            #expect(Set(releases).count == releases.count, "\(platform)")
            #expect(releases.last == platform.newestRelease, "\(platform)")
            #expect(releases.allSatisfy { platform.releases.contains($0) }, "\(platform)")
            for start in PlatformTheme.eras(of: platform) {
                let newest = platform.releases.first { theme.era(at: $0) == start.era }
                #expect(newest.map(releases.contains) == true, "\(platform) \(start.era)")
            }
            let previousMajor = platform.majorReleases.last { $0.major < platform.newestRelease.major }
            #expect(previousMajor.map(releases.contains) == true, "\(platform)")
        }
        // iOS 18 | 26 | 27: before Liquid Glass, its first release and the newest.
        #expect(Variants.comparedReleases(on: .iOS, including: Platform.iOS.newestRelease).map(\.major) == [18, 26, 27])
        #expect(Variants.comparedReleases(on: .macOS, including: Platform.macOS.newestRelease).map(\.major) == [15, 26, 27])
        #expect(Variants.comparedReleases(on: .watchOS, including: Platform.watchOS.newestRelease).map(\.major) == [11, 26, 27])
        // visionOS has drawn in glass from its first release: one era, so the newest and the release before.
        #expect(Variants.comparedReleases(on: .visionOS, including: Platform.visionOS.newestRelease).map(\.major) == [26, 27])
    }

    @Test("The header's release is always one of the columns compared, in its place")
    func chosenReleaseIsCompared() {
        #expect(Variants.comparedReleases(on: .iOS, including: "15").map(\.major) == [15, 18, 26, 27])
        #expect(Variants.comparedReleases(on: .iOS, including: "26") == Variants.comparedReleases(on: .iOS, including: Platform.iOS.newestRelease))
        // A release the platform does not know adds no column.
        #expect(Variants.comparedReleases(on: .iOS, including: "12") == Variants.comparedReleases(on: .iOS, including: "26"))
    }

    @Test("Release columns are headed with the release and the design era it is drawn in; one row, the header's platform, scheme and size")
    func releaseColumns() {
        for platform in Platform.allCases {
            let base = Context(platform: platform, colorScheme: .dark, contentSize: .extraLarge)
            let releases = Variants.comparedReleases(on: platform, including: base.release)
            let columns = Variants.columns(.release, around: base)
            #expect(columns.map(\.title) == releases.map { "\(platform.rawValue) \($0)" })
            #expect(columns.map(\.era) == releases.map { PlatformTheme.of(platform).era(at: $0) })
            let rows = Variants.rows(.release, around: base)
            #expect(rows.map(\.title) == ["Dark"])
            #expect(rows.first?.contexts.map(\.release) == releases)
            #expect(rows.first?.contexts.allSatisfy { $0.platform == platform && $0.colorScheme == .dark && $0.contentSize == .extraLarge } == true)
        }
        let iOS = Variants.columns(.release, around: Context(platform: .iOS))
        #expect(iOS.map(\.era) == [.classic, .liquidGlass, .liquidGlass])
        #expect(Variants.columns(.release, around: Context(platform: .visionOS)).allSatisfy { $0.era == .liquidGlass })
    }

    @Test("A style's cards across the releases are drawn in each column's release, and say where it is missing")
    func releaseSections() throws {
        var configuration = Configuration()
        configuration.platform = .iOS
        let glass = try StyleCatalog.style(named: "glass", in: .button)
        let sections = Variants.sections(of: [glass], axis: .release, in: configuration)
        let cards = try #require(sections.first?.rows.first?.cards)
        #expect(cards.map(\.resolution.context.release) == Variants.comparedReleases(on: .iOS, including: configuration.context.release))
        // The glass button style arrived in iOS 26: dimmed on iOS 18, not after.
        #expect(cards.map(\.isDimmed) == [true, false, false])
    }
}
