@testable import GalleryModel
import Testing

/// Switching platform keeps the year of the release, as Apple ships every platform's release together each autumn.
@Suite("Same-year releases")
struct SameYearReleaseTests {
    @Test("Each year's major releases map onto each other, on every pair of platforms")
    func majors() throws {
        let years: [[Platform: OSVersion]] = [
            [.iOS: "13", .iPadOS: "13", .macOS: "10.15", .tvOS: "13", .watchOS: "6"],
            [.iOS: "15", .iPadOS: "15", .macOS: "12", .tvOS: "15", .watchOS: "8"],
            [.iOS: "17", .iPadOS: "17", .macOS: "14", .tvOS: "17", .watchOS: "10", .visionOS: "1"],
            [.iOS: "18", .iPadOS: "18", .macOS: "15", .tvOS: "18", .watchOS: "11", .visionOS: "2"],
            [.iOS: "26", .iPadOS: "26", .macOS: "26", .tvOS: "26", .watchOS: "26", .visionOS: "26"],
        ]
        for year in years {
            for (from, release) in year {
                for (to, expected) in year {
                    #expect(to.release(sameYearAs: release, of: from) == expected, "\(from) \(release) → \(to)")
                }
            }
        }
    }

    @Test("A point release gives the other platform's newest release of its year; a year before visionOS gives its first")
    func pointsAndGaps() throws {
        let point = try #require(Platform.iOS.releases.first { $0.components.count > 1 && $0.major == 16 })
        let macOS16 = Platform.macOS.release(sameYearAs: point, of: .iOS)
        #expect(macOS16.major == 13)
        #expect(macOS16 == Platform.macOS.releases.first { $0.major == 13 })
        #expect(Platform.visionOS.release(sameYearAs: "15", of: .iOS) == "1")
        #expect(Platform.iOS.year(of: "16.4") == 2022)
        #expect(Platform.macOS.year(of: "10.15") == 2019)
    }

    @Test("The configuration keeps the year: macOS 15 becomes iOS 18; the newest stays the newest")
    func configuration() throws {
        var configuration = Configuration(platform: .macOS)
        try configuration.chooseRelease("15")
        configuration.platform = .iOS
        #expect(configuration.release == "18")
        configuration.platform = .watchOS
        #expect(configuration.release == "11")
        var newest = Configuration(platform: .macOS)
        newest.platform = .visionOS
        #expect(newest.release == Platform.visionOS.newestRelease)
    }
}
