import Foundation
import GalleryModel
import Testing

/// Rules bounded by release say the release they hold from, and never send a release to a style it does not
/// have yet: the whole class of "iOS 13 resolves to a style of iOS 14" and "the reason says since iOS 15 but
/// the rule holds for every release" mistakes.
@Suite("Release-bounded rules")
struct ReleaseBoundRuleTests {
    /// Every "iOS 16", "macOS 10.15" a text names, as platform and release.
    static func releasesNamed(in text: String) -> [(platform: Platform, release: OSVersion)] {
        let pattern = /(iOS|iPadOS|macOS|tvOS|watchOS|visionOS) ([0-9]+(?:\.[0-9]+)*)/
        return text.matches(of: pattern).compactMap { match in
            guard let platform = try? Platform.named(String(match.output.1)), let release = OSVersion(String(match.output.2)) else {
                return nil
            }
            return (platform, release)
        }
    }

    /// Whether a style of `family` named `name` exists on `platform` in `release`; true for a context look, which
    /// has no name to be missing.
    static func exists(_ family: StyleFamily, _ name: String, on platform: Platform, in release: OSVersion) -> Bool {
        guard let style = StyleCatalog.family(family).styles.first(where: { $0.name == name }) else { return true }
        return style.availability.isAvailable(on: platform, in: release)
            && StyleCatalog.family(family).viewAvailability.isAvailable(on: platform, in: release)
    }

    @Test("A reason that names a release of a platform its rule covers names one of the rule's bounds there")
    func reasonsNameTheirBounds() {
        for rule in AutomaticStyleTable.rules {
            for (platform, release) in Self.releasesNamed(in: rule.reason) where rule.platforms.contains(platform) {
                #expect(rule.since[platform] == release || rule.before[platform] == release,
                        "\(rule.family) → \(rule.resolved) on \(platform) says \(release) but holds \(rule.since[platform].map { "since \($0)" } ?? "")\(rule.before[platform].map { " before \($0)" } ?? ""): \(rule.reason)")
            }
            if rule.disagreement != nil {
                #expect(!rule.since.isEmpty, "\(rule.family) → \(rule.resolved) disagrees with Apple's page from no release")
            }
        }
    }

    @Test("Every rule bounded by release resolves to a style that exists in each release it decides", arguments: Platform.allCases)
    func rulesNameStylesOfTheirReleases(platform: Platform) {
        for rule in AutomaticStyleTable.rules where rule.platforms.contains(platform) && (rule.since[platform] ?? rule.before[platform]) != nil {
            let automatic = StyleCatalog.family(rule.family).styles.first { $0.isAutomatic }!
            for release in platform.releases where automatic.availability.isAvailable(on: platform, in: release)
                && StyleCatalog.family(rule.family).viewAvailability.isAvailable(on: platform, in: release) {
                let decides = rule.placements.contains { placement in
                    PlacementSupport.supports(rule.family, in: placement, on: platform, release: release)
                        && AutomaticStyleTable.rule(for: rule.family, on: platform, in: placement, release: release) == rule
                }
                guard decides else { continue }
                #expect(Self.exists(rule.resolved.family, rule.resolved.name, on: platform, in: release),
                        "\(rule.family) → \(rule.resolved) decides \(platform) \(release), which lacks it")
            }
        }
    }

    /// Looks SwiftUI drew before Apple gave them a style name: DefaultLabelStyle showed title and icon before
    /// `.titleAndIcon` (iOS 14.5, macOS 11.3, tvOS 14.5, watchOS 7.4), and watchOS 6 drew its default buttons on the
    /// platter `.bordered` named in watchOS 7. The card shows the look under the later name.
    static let namedLater: [(family: StyleFamily, look: String, platform: Platform, named: OSVersion)] = [
        (.label, "titleAndIcon", .iOS, "14.5"), (.label, "titleAndIcon", .iPadOS, "14.5"), (.label, "titleAndIcon", .macOS, "11.3"),
        (.label, "titleAndIcon", .tvOS, "14.5"), (.label, "titleAndIcon", .watchOS, "7.4"), (.button, "bordered", .watchOS, "7"),
    ]

    @Test("Every resolution names a style that exists in the release it is shown in", arguments: Platform.allCases)
    func resolutionsNameStylesOfTheirReleases(platform: Platform) {
        for style in StyleCatalog.builtInStyles {
            for release in platform.releases {
                for placement in Placement.allCases {
                    let resolution = StyleResolver.resolve(style, platform: platform, release: release, placement: placement)
                    guard resolution.resolved.isNameable, resolution.shownPlatform == platform else { continue }
                    let resolved = resolution.resolved, shown = resolution.shownRelease
                    if Self.namedLater.contains(where: {
                        $0.family == resolved.family && $0.look == resolved.name && $0.platform == platform && shown < $0.named
                    }) { continue }
                    #expect(Self.exists(resolved.family, resolved.name, on: platform, in: shown),
                            "\(style.id) on \(platform) \(release) in \(placement) → \(resolved.name), missing in \(shown)")
                }
            }
        }
    }

    @Test("Where Apple's page and SwiftUI disagree, the reason chain says so and cites both")
    func disagreementsAreSaid() throws {
        let resolution = try StyleResolver.resolve(.picker, platform: .iOS, release: "18")
        let disagreement = try #require(resolution.disagreement)
        #expect(resolution.resolved.name == "menu")
        #expect(disagreement.documented == "wheel")
        #expect(resolution.reasons.contains { $0.contains("Apple's page") && $0.contains("wheel") })
        #expect(resolution.sources.contains { $0.contains(disagreement.documentedSource) && $0.contains(disagreement.drawnSource) })
        let before = try StyleResolver.resolve(.picker, platform: .iOS, release: "15")
        #expect(before.resolved.name == "wheel" && before.disagreement == nil, "iOS 15 drew what the page says")
    }
}
