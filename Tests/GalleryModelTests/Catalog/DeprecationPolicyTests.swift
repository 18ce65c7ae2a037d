import Foundation
import GalleryModel
import Testing

/// One deprecation policy (issue 31): every deprecated style gives one answer per platform, a release or "in a future
/// release", and that answer is the one the pages it cites give under one rule (Fixtures/apple-deprecation-pages.tsv
/// lists what each page showed). A deprecation in a future release holds in every release and is no release of its own.
@Suite("One deprecation policy")
struct DeprecationPolicyTests {
    /// One page read about a deprecated style.
    struct Page: Sendable {
        /// Which page: today's `type`, `init` or `member` page, an `earlier` build of one, or a quote of the `sdk`.
        enum Kind: String, Sendable {
            case type, `init`, member, earlier, sdk
        }

        let family: StyleFamily
        let name: String
        let kind: Kind
        /// The end release shown per platform; nil where the page showed no deprecation, `.future` for the SDK's 100000.
        let shown: [Platform: Deprecation?]
        let url: String

        var id: String { "\(family.rawValue).\(name)" }
        var isToday: Bool { [.type, .`init`, .member].contains(kind) }
    }

    static let pages: [Page] = {
        let url = TestFiles.fixture("apple-deprecation-pages.tsv")
        let text = try! String(contentsOf: url, encoding: .utf8)
        return text.split(separator: "\n").filter { !$0.hasPrefix("#") }.map { line in
            let columns = line.split(separator: "\t").map(String.init)
            let shown = Dictionary(uniqueKeysWithValues: columns[3].split(separator: " ").map { pair -> (Platform, Deprecation?) in
                let parts = pair.split(separator: "=").map(String.init)
                let value: Deprecation? = switch parts[1] {
                case "-": nil
                case "future": .future
                default: .release(OSVersion(parts[1])!)
                }
                return (try! Platform.named(parts[0]), value)
            })
            return Page(family: try! StyleFamily.named(columns[0]), name: columns[1], kind: Page.Kind(rawValue: columns[2])!,
                        shown: shown, url: columns[4])
        }
    }()

    /// Every built-in style Apple deprecates somewhere.
    static let deprecatedStyles: [StyleDescriptor] = StyleCatalog.builtInStyles.filter(\.availability.isDeprecatedSomewhere)

    /// The one answer the pages of `style` give on `platform` under the rule the fixture's header states, or nil where
    /// today's pages mark no deprecation.
    static func answer(for style: StyleDescriptor, on platform: Platform) -> Deprecation? {
        let pages = pages.filter { $0.id == style.id }
        let today = { (platform: Platform) in
            Set(pages.filter(\.isToday).compactMap { $0.shown[platform] ?? nil })
        }
        let releases = today(platform)
        guard !releases.isEmpty else { return nil }
        // The pages of the one symbol disagree.
        if releases.count > 1 { return .future }
        // An earlier build of a page ended the deprecation in another release.
        let earlier = Set(pages.filter { $0.kind == .earlier }.compactMap { $0.shown[platform] ?? nil })
        if !earlier.isEmpty, earlier != releases { return .future }
        // The SDK's annotation is quoted, for this platform or for another whose pages show the same release.
        let quoted = pages.filter { $0.kind == .sdk }.flatMap { $0.shown.filter { $0.value == .future }.map(\.key) }
        if quoted.contains(platform) || quoted.contains(where: { today($0) == releases }) { return .future }
        return releases.first
    }

    @Test("Every deprecated style of the catalog lists the pages it was decided by, and only those are listed")
    func everyDeprecationHasItsPages() {
        let listed = Set(Self.pages.map(\.id))
        #expect(listed == Set(Self.deprecatedStyles.map(\.id)))
        for style in Self.deprecatedStyles {
            let pages = Self.pages.filter { $0.id == style.id }
            #expect(pages.contains { $0.isToday && $0.url == style.availability.source }, "\(style.id): its cited page is not listed")
            #expect(pages.allSatisfy { $0.url.hasPrefix("https://") }, "\(style.id)")
        }
    }

    @Test("Every deprecated style has one answer per platform, the one its pages give", arguments: deprecatedStyles.map(\.id))
    func oneAnswerPerPlatform(_ id: String) throws {
        let style = try #require(Self.deprecatedStyles.first { $0.id == id })
        let availability = style.availability
        for platform in Platform.allCases {
            let answer = Self.answer(for: style, on: platform)
            #expect(availability.deprecation(on: platform) == answer, "\(id) on \(platform.rawValue)")
            if let answer {
                #expect(availability.isAvailable(on: platform), "\(id) is deprecated on \(platform.rawValue), which lacks it")
                #expect(availability.deprecatedReleases[platform] == answer.release)
                #expect(availability.futureDeprecationPlatforms.contains(platform) == (answer == .future))
            }
        }
        #expect(availability.deprecation(on: .iPadOS) == availability.deprecation(on: .iOS), "iPadOS follows iOS")
    }

    @Test("A deprecation in a future release holds in every release, worded without a release")
    func futureHoldsEverywhere() throws {
        var seen = 0
        for style in Self.deprecatedStyles {
            for platform in style.availability.futureDeprecationPlatforms {
                seen += 1
                #expect(platform.releases.allSatisfy { style.availability.isDeprecated(on: platform, in: $0) })
                let badge = try #require(style.availability.deprecationBadge(on: platform, in: platform.majorReleases[0]))
                #expect(badge.english.hasPrefix("to be deprecated in a future release"))
                let summary = try #require(style.availability.deprecationSummary).english
                let platforms = style.availability.futureDeprecationPlatforms.map(\.rawValue).joined(separator: ", ")
                #expect(summary.contains("to be deprecated in a future release of \(platforms)"), "\(summary)")
                #expect(!summary.contains("27"), "\(summary)")
                let resolution = StyleResolver.resolve(style, platform: platform, release: platform.newestRelease, placement: .standard)
                #expect(resolution.isDeprecated && resolution.isDeprecatedInFutureRelease && resolution.deprecatedIn == nil)
                #expect(resolution.steps.contains { $0.reason.contains("to be deprecated in a future release of \(platform.rawValue)") })
            }
        }
        #expect(seen > 0)
    }

    @Test("A deprecation in a release holds from that release on, and says it")
    func releaseHoldsFromItsRelease() throws {
        let square = try StyleCatalog.style(named: "squareBorder", in: .textField)
        #expect(square.availability.deprecation(on: .macOS) == .release("27"))
        #expect(square.availability.replacement == nil, "the pages name no replacement")
        #expect(!square.availability.isDeprecated(on: .macOS, in: "26"))
        #expect(square.availability.isDeprecated(on: .macOS, in: "27"))
        #expect(square.availability.deprecationSummary?.english == "deprecated in macOS 27.0")
        #expect(square.availability.deprecationBadge(on: .macOS, in: "26") == nil)
        #expect(square.availability.deprecationBadge(on: .macOS, in: "27")?.english == "deprecated in macOS 27")
    }

    @Test("gallery changes lists a deprecation in a release, never one in a future release, on every platform")
    func changesListOnlyReleases() {
        for platform in Platform.allCases {
            let oldest = platform.majorReleases[0]
            let changes = ReleaseChanges.between(oldest, platform.newestRelease, on: platform).filter { $0.kind == .deprecation }
            for style in Self.deprecatedStyles {
                let listed = changes.filter { $0.family == style.family && $0.styles == [style.name] }
                switch style.availability.deprecation(on: platform) {
                case .release(let version)?:
                    #expect(listed.map(\.release) == [version], "\(style.id) on \(platform.rawValue)")
                case .future?, nil:
                    #expect(listed.isEmpty, "\(style.id) on \(platform.rawValue): \(listed.map(\.text.english))")
                }
            }
        }
    }

    @Test("The releases today's pages show for a future deprecation are no releases of their own")
    func futureNamesNoRelease() {
        // A point release is offered only when something other than a future deprecation names it.
        for platform in Platform.allCases {
            var named = Set(platform.majorReleases)
            for family in StyleCatalog.families {
                for availability in [family.viewAvailability] + family.styles.map(\.declaredAvailability) {
                    named.formUnion([availability.introduced[platform], availability.deprecatedReleases[platform],
                                     availability.obsoleted[platform]].compactMap { $0 })
                }
            }
            named.formUnion(CustomStyleAPIs.table.compactMap { $0.introduced[platform] })
            for rule in AutomaticStyleTable.rules { named.formUnion([rule.since[platform], rule.before[platform]].compactMap { $0 }) }
            #expect(Set(platform.releases) == named.filter { $0 >= platform.majorReleases[0] }, "\(platform.rawValue)")
            let shownByFuture = Self.pages.filter(\.isToday).flatMap { page in
                page.shown.compactMap { entry -> OSVersion? in
                    guard entry.key == platform, let style = Self.deprecatedStyles.first(where: { $0.id == page.id }),
                          style.availability.deprecation(on: platform) == .future else { return nil }
                    return entry.value?.release
                }
            }
            for release in shownByFuture where !named.contains(release) {
                #expect(platform.release(release) == nil, "\(platform.rawValue) \(release) is only a page's SDK")
            }
        }
    }
}
