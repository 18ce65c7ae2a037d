/// One row of the table of `automatic` styles: in which contexts it applies,
/// the look SwiftUI picks there, why, and where that is written.
public struct AutomaticRule: Sendable, Equatable {
    /// The family whose `automatic` style the rule resolves.
    public let family: StyleFamily
    /// The platforms the rule covers.
    public let platforms: Set<Platform>
    /// The placements the rule covers.
    public let placements: Set<Placement>
    /// The look SwiftUI picks: a built-in style name or a ``ContextStyle`` name.
    public let resolved: String
    /// Why, in one sentence.
    public let reason: String
    /// Per platform, the first release the rule holds for (none: since the family arrived).
    public let since: [Platform: OSVersion]
    /// Per platform, the release from which the rule no longer holds (none: still holds today).
    public let before: [Platform: OSVersion]
    /// Where the rule is written. A rule the documents do not state says so here
    /// ("gallery's reading: ...") with the page the reading is based on.
    public let source: String
    /// What Apple's page says instead, where the rule follows what SwiftUI draws against it; nil where they agree.
    public let disagreement: Disagreement?

    init(
        _ family: StyleFamily,
        on platforms: Set<Platform> = Set(Platform.allCases),
        in placements: Set<Placement> = Set(Placement.allCases),
        since: [Platform: OSVersion] = [:],
        before: [Platform: OSVersion] = [:],
        _ resolved: String,
        because reason: String,
        source: String,
        disagreeing disagreement: Disagreement? = nil
    ) {
        self.family = family
        self.platforms = platforms
        self.placements = placements
        self.since = since
        self.before = before
        self.resolved = resolved
        self.reason = reason
        self.source = source
        self.disagreement = disagreement
    }

    init<Look: RawRepresentable<String>>(
        _ family: StyleFamily,
        on platforms: Set<Platform> = Set(Platform.allCases),
        in placements: Set<Placement> = Set(Placement.allCases),
        since: [Platform: OSVersion] = [:],
        before: [Platform: OSVersion] = [:],
        _ resolved: Look,
        because reason: String,
        source: String,
        disagreeing disagreement: Disagreement? = nil
    ) {
        self.init(family, on: platforms, in: placements, since: since, before: before, resolved.rawValue, because: reason, source: source,
                  disagreeing: disagreement)
    }

    /// Whether the rule covers `platform` in `placement` in `release`.
    public func applies(on platform: Platform, in placement: Placement, release: OSVersion) -> Bool {
        platforms.contains(platform) && placements.contains(placement) && covers(release, on: platform)
    }

    /// Whether `release` of `platform` lies inside the rule's bounds.
    public func covers(_ release: OSVersion, on platform: Platform) -> Bool {
        (since[platform].map { $0 <= release } ?? true) && (before[platform].map { release < $0 } ?? true)
    }

    /// "(Rule for tvOS 18 and later.)", "(Rule for tvOS releases before 18.)", or nil for a rule without bounds
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
