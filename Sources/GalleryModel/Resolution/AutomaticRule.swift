/// Where a row of a rule table applies: its platforms, its placements and, per platform, the releases it holds for.
public struct RuleScope: Sendable, Equatable {
    /// The platforms the row covers.
    public let platforms: Set<Platform>
    /// The placements the row covers.
    public let placements: Set<Placement>
    /// Per platform, the first release the row holds for (none: since the family arrived).
    public let since: [Platform: OSVersion]
    /// Per platform, the release from which the row no longer holds (none: still holds today).
    public let before: [Platform: OSVersion]

    init(platforms: Set<Platform>, placements: Set<Placement>, since: [Platform: OSVersion], before: [Platform: OSVersion]) {
        self.platforms = platforms
        self.placements = placements
        self.since = since
        self.before = before
    }

    /// Whether the row covers `platform` in `placement` in `release`.
    public func applies(on platform: Platform, in placement: Placement, release: OSVersion) -> Bool {
        platforms.contains(platform) && placements.contains(placement) && covers(release, on: platform)
    }

    /// Whether `release` of `platform` lies inside the row's bounds.
    public func covers(_ release: OSVersion, on platform: Platform) -> Bool {
        (since[platform].map { $0 <= release } ?? true) && (before[platform].map { release < $0 } ?? true)
    }

    /// "(Rule for tvOS 18 and later.)", "(Rule for tvOS releases before 18.)", or nil for a row without bounds
    /// on `platform`: the release part of the reason chain.
    public func releaseBound(on platform: Platform) -> LocalizedText? {
        switch (since[platform], before[platform]) {
        case (nil, nil): nil
        case (let first?, nil): say("(Rule for \(platform.rawValue) \(first) and later.)")
        case (nil, let end?): say("(Rule for \(platform.rawValue) releases before \(end).)")
        case (let first?, let end?): say("(Rule for \(platform.rawValue) \(first) up to, not including, \(end).)")
        }
    }
}

/// One row of a family's table of `automatic` styles, declared in the family's folder: in which contexts it
/// applies, the family's look SwiftUI picks there, why, and where that is written.
struct AutomaticRule<Family: FamilyDefinition>: Sendable {
    /// Where the row applies.
    let scope: RuleScope
    /// The look SwiftUI picks: one of the family's looks.
    let look: Family.Look
    /// Why, in one sentence.
    let reason: String
    /// Where the rule is written. A rule the documents do not state says so here
    /// ("gallery's reading: ...") with the page the reading is based on.
    let source: String
    /// What Apple's page says instead, where the rule follows what SwiftUI draws against it; nil where they agree.
    let disagreement: Disagreement?

    init(
        on platforms: Set<Platform> = Set(Platform.allCases),
        in placements: Set<Placement> = Set(Placement.allCases),
        since: [Platform: OSVersion] = [:],
        before: [Platform: OSVersion] = [:],
        _ look: Family.Look,
        because reason: String,
        source: String,
        disagreeing disagreement: Disagreement? = nil
    ) {
        scope = RuleScope(platforms: platforms, placements: placements, since: since, before: before)
        self.look = look
        self.reason = reason
        self.source = source
        self.disagreement = disagreement
    }

    /// The row as the whole table holds it.
    var row: AutomaticStyleTable.Row {
        AutomaticStyleTable.Row(family: Family.family, resolved: ResolvedStyle(look), scope: scope, reason: reason, source: source,
                                disagreement: disagreement)
    }
}
