import GalleryModel
import Testing

/// The rule tables agree with the catalog: they name only real looks, they
/// never send `automatic` to a style the platform lacks, and every look is used.
@Suite("Rule tables and catalog agree")
struct RuleTableConsistencyTests {
    /// Every look a family can resolve to: its non-automatic built-ins and its context looks.
    @Test("Every automatic rule and every adjustment says why, and cites where")
    func rulesSayWhy() {
        for rule in AutomaticStyleTable.rules {
            #expect(!rule.source.isEmpty && !rule.reason.isEmpty, "\(rule.resolved)")
        }
        for adjustment in ExplicitStyleTable.adjustments {
            #expect(!adjustment.source.isEmpty && !adjustment.reason.isEmpty, "\(adjustment.family)")
        }
    }

    @Test("automatic never resolves to a named style the platform lacks", arguments: Platform.allCases)
    func automaticStaysAvailable(platform: Platform) throws {
        for family in StyleFamily.allCases where StyleCatalog.family(family).viewAvailability.isAvailable(on: platform) {
            for placement in Placement.allCases {
                let resolution = try StyleResolver.resolve(family, platform: platform, placement: placement)
                guard resolution.resolved.isNameable else { continue }
                let style = try StyleCatalog.style(named: resolution.resolved.name, in: resolution.resolved.family)
                #expect(StyleCatalog.platforms(of: style).contains(platform),
                        "\(family) in \(placement) on \(platform) resolves to \(style.id), missing there")
            }
        }
    }

    @Test("Every context look is reached by some rule")
    func contextLooksAreUsed() {
        let reached = Set(AutomaticStyleTable.rules.map { "\($0.resolved)" } + ExplicitStyleTable.adjustments.compactMap { $0.resolved.map { "\($0)" } })
        for look in ContextStyle.all {
            #expect(reached.contains("\(look.family).\(look.name)"), "\(look.family).\(look.name) is never resolved")
        }
    }

    @Test("The reason chain cites a source for every step")
    func reasonsHaveSources() {
        for style in StyleCatalog.allStyles {
            for platform in Platform.allCases {
                for placement in Placement.allCases {
                    let resolution = StyleResolver.resolve(style, platform: platform, placement: placement)
                    #expect(!resolution.steps.isEmpty)
                    #expect(resolution.steps.allSatisfy { !$0.reason.isEmpty && !$0.source.isEmpty })
                }
            }
        }
    }
}

/// A reason is shown for one platform at a time, so when it names the platforms it speaks
/// of, it names the one it is shown for (a visionOS card does not explain itself by iOS).
@Suite("Reasons name their platform")
struct ReasonPlatformTests {
    /// The words that name each platform in a reason.
    static let names: [Platform: [String]] = [
        .iOS: ["iOS", "iPhone"], .iPadOS: ["iPadOS", "iPad"], .macOS: ["macOS", "Mac"], .tvOS: ["tvOS", "Apple TV"],
        .watchOS: ["watchOS", "Apple Watch"], .visionOS: ["visionOS", "Vision Pro"],
    ]

    /// The platforms among `covered` that `reason` names.
    static func named(in reason: String, among covered: Set<Platform>) -> Set<Platform> {
        covered.filter { platform in names[platform, default: []].contains { reason.contains($0) } }
    }

    @Test("Every automatic rule that names platforms names each platform it decides")
    func automaticRules() {
        for rule in AutomaticStyleTable.rules {
            // The platforms where this rule is the first to apply, in some placement: where its reason is shown.
            let decides = rule.platforms.filter { platform in
                rule.placements.contains { placement in
                    platform.releases.contains { AutomaticStyleTable.rule(for: rule.family, on: platform, in: placement, release: $0) == rule }
                }
            }
            let named = Self.named(in: rule.reason, among: decides)
            guard !named.isEmpty else { continue }
            #expect(named == decides, "\(rule.family) → \(rule.resolved) decides \(decides.map(\.rawValue).sorted()) but says: \(rule.reason)")
        }
    }

    @Test("Every adjustment of a chosen style that names platforms names each platform it decides")
    func adjustments() {
        for adjustment in ExplicitStyleTable.adjustments {
            let styles = StyleCatalog.family(adjustment.family).styles.filter { adjustment.styles.isEmpty || adjustment.styles.contains($0.name) }
            let decides = adjustment.platforms.filter { platform in
                adjustment.placements.contains { placement in
                    styles.contains { ExplicitStyleTable.adjustment(for: $0, on: platform, in: placement) == adjustment }
                }
            }
            let named = Self.named(in: adjustment.reason, among: decides)
            guard !named.isEmpty else { continue }
            #expect(named == decides,
                    "\(adjustment.family) \(adjustment.styles.sorted()) decides \(decides.map(\.rawValue).sorted()) but says: \(adjustment.reason)")
        }
    }
}
