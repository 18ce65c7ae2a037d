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
    /// Where the rule is written. A rule the documents do not state says so here
    /// ("gallery's reading: ...") with the page the reading is based on.
    public let source: String

    init(
        _ family: StyleFamily,
        on platforms: Set<Platform> = Set(Platform.allCases),
        in placements: Set<Placement> = Set(Placement.allCases),
        _ resolved: String,
        because reason: String,
        source: String
    ) {
        self.family = family
        self.platforms = platforms
        self.placements = placements
        self.resolved = resolved
        self.reason = reason
        self.source = source
    }

    /// Whether the rule covers `platform` in `placement`.
    public func applies(on platform: Platform, in placement: Placement) -> Bool {
        platforms.contains(platform) && placements.contains(placement)
    }
}
