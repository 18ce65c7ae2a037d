import Testing
@testable import GalleryModel

/// Each platform's eras of its look, row by row, and the class a stage carries for each.
@Suite("Design eras")
struct DesignEraTests {
    @Test("Every platform's eras start at its first SwiftUI release and follow each other in release order")
    func erasCoverEveryRelease() {
        for platform in Platform.allCases {
            let eras = PlatformTheme.eras(of: platform)
            #expect(eras.first?.since == platform.majorReleases[0], "\(platform)")
            #expect(eras.map(\.since) == eras.map(\.since).sorted(), "\(platform)")
            #expect(Set(eras.map(\.era)).count == eras.count, "\(platform) opens an era twice")
            for release in platform.releases {
                let theme = PlatformTheme.of(platform)
                #expect(theme.stageClasses(release: release, scheme: .light).contains(theme.era(at: release).cssClass))
            }
        }
    }

    @Test("The 26 releases open Liquid Glass on iOS, iPadOS, macOS, tvOS and watchOS; visionOS was glass from its first")
    func liquidGlassStarts() {
        for platform in [Platform.iOS, .iPadOS, .macOS, .tvOS, .watchOS] {
            let theme = PlatformTheme.of(platform)
            let last = platform.majorReleases.filter { $0 < "26" }.last
            #expect(last.map(theme.era(at:)) == .classic, "\(platform) \(last.map(String.init(describing:)) ?? "")")
            #expect(theme.era(at: "26") == .liquidGlass, "\(platform) 26")
            #expect(theme.era(at: platform.newestRelease) == .liquidGlass, "\(platform) newest")
        }
        #expect(PlatformTheme.of(.visionOS).era(at: "1") == .liquidGlass)
    }
}
