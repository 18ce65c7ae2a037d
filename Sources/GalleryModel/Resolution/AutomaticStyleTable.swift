/// The single source of truth for what `automatic` resolves to: per family, an
/// ordered list of rules, the first that covers the platform and placement wins.
///
/// Every row names its source. Rows the reference documents or Apple's pages
/// state are cited directly; where Apple documents no per-platform answer the
/// source says "gallery's reading" and names the page the reading rests on.
/// The resolver only consults placements a family supports (see
/// ``PlacementSupport``), so e.g. a Gauge never meets a `.menu` rule.
public enum AutomaticStyleTable {
    /// One row of the table, whichever family declared it.
    public struct Row: Sendable, Equatable {
        /// The family whose `automatic` style the row resolves.
        public let family: StyleFamily
        /// The look SwiftUI picks: a built-in style or a ``ContextStyle``.
        public let resolved: ResolvedStyle
        /// Where the row applies.
        public let scope: RuleScope
        /// Why, in one sentence.
        public let reason: String
        /// Where the rule is written.
        public let source: String
        /// What Apple's page says instead, where the rule follows what SwiftUI draws against it; nil where they agree.
        public let disagreement: Disagreement?

        /// The platforms the row covers.
        public var platforms: Set<Platform> { scope.platforms }
        /// The placements the row covers.
        public var placements: Set<Placement> { scope.placements }
        /// Per platform, the first release the row holds for.
        public var since: [Platform: OSVersion] { scope.since }
        /// Per platform, the release from which the row no longer holds.
        public var before: [Platform: OSVersion] { scope.before }

        /// Whether the row covers `platform` in `placement` in `release`.
        public func applies(on platform: Platform, in placement: Placement, release: OSVersion) -> Bool {
            scope.applies(on: platform, in: placement, release: release)
        }
    }

    /// Every rule: each family's rows (kept in its folder, `Families/<Name>/<Name>Rules.swift`), in the registry's order.
    public static let rules: [Row] = FamilyRegistry.definitions.flatMap(\.automaticRows)

    /// The first rule for `family` that covers `platform` in `placement` in `release` (the newest release when nil).
    public static func rule(
        for family: StyleFamily, on platform: Platform, in placement: Placement, release: OSVersion? = nil
    ) -> Row? {
        let release = release ?? platform.newestRelease
        return rules.first { $0.family == family && $0.applies(on: platform, in: placement, release: release) }
    }
}

extension FamilyDefinition {
    /// The family's rows as the whole table holds them.
    var automaticRows: [AutomaticStyleTable.Row] {
        automaticRules.map(\.row)
    }

    /// The first of the family's rows that covers `platform` in `placement` in `release`.
    func automaticRule(on platform: Platform, in placement: Placement, release: OSVersion) -> AutomaticRule<Self>? {
        automaticRules.first { $0.scope.applies(on: platform, in: placement, release: release) }
    }

    /// The first of the family's rows that covers `platform` in `placement` in `release`, as the whole table holds it.
    func automaticRow(on platform: Platform, in placement: Placement, release: OSVersion) -> AutomaticStyleTable.Row? {
        automaticRule(on: platform, in: placement, release: release)?.row
    }
}
