/// One thing that changed for a family or style between two releases of a platform, with its source.
public struct ReleaseChange: Sendable, Equatable {
    /// What kind of fact changed.
    public enum Kind: String, Sendable, CaseIterable {
        /// A style (or its view) arrived or was removed.
        case availability
        /// Apple deprecated a style.
        case deprecation
        /// `automatic` resolves to another look, or by another rule, in some placements.
        case automatic
        /// Apple redrew a look (``RedrawnLooks``).
        case look
        /// The platform entered a new design era (``PlatformTheme/eras(of:)``).
        case era
    }

    /// What kind of fact changed.
    public let kind: Kind
    /// The release in which it changed.
    public let release: OSVersion
    /// The family concerned; nil for an era, which concerns every family.
    public let family: StyleFamily?
    /// The styles or looks concerned (`glass`, `bordered, borderedProminent`); empty for a whole family or an era.
    public let styles: [String]
    /// The placements concerned, for a change of `automatic` or a redrawn look; empty for every placement.
    public let placements: [Placement]
    /// What changed, in one sentence, to be said in the reader's language.
    public let text: LocalizedText
    /// Where it is written.
    public let source: String
}

/// What changed on a platform between two of its releases: every style whose availability, deprecation,
/// automatic resolution (in any placement) or drawn look changed, and the design eras that began, each with its
/// source. `gallery changes` prints it.
public enum ReleaseChanges {
    /// The changes on `platform` after `older` up to and including `newer` (the two are swapped when given the
    /// other way round), release by release, oldest first; within a release eras first, then by family.
    public static func between(_ older: OSVersion, _ newer: OSVersion, on platform: Platform) -> [ReleaseChange] {
        let (from, to) = older <= newer ? (older, newer) : (newer, older)
        let releases = platform.releases.filter { from <= $0 && $0 <= to }.sorted()
        return zip(releases, releases.dropFirst()).flatMap { before, after in
            eras(on: platform, from: before, to: after)
                + StyleCatalog.families.flatMap { family in
                    availability(of: family, on: platform, from: before, to: after)
                        + automatic(of: family.family, on: platform, from: before, to: after)
                        + looks(of: family.family, on: platform, from: before, to: after)
                }
        }
    }

    /// The design era that began in `after`, if one did.
    private static func eras(on platform: Platform, from before: OSVersion, to after: OSVersion) -> [ReleaseChange] {
        PlatformTheme.eras(of: platform).filter { before < $0.since && $0.since <= after }.map { start in
            ReleaseChange(kind: .era, release: start.since, family: nil, styles: [], placements: [],
                          text: say("\(platform.rawValue) \(start.since) draws its controls in the \(start.era.title) era."),
                          source: start.source)
        }
    }

    /// The family's styles that arrived, were removed or were deprecated in `after` (a deprecation in a future release
    /// never is).
    private static func availability(
        of family: FamilyDescriptor, on platform: Platform, from before: OSVersion, to after: OSVersion
    ) -> [ReleaseChange] {
        family.styles.flatMap { style -> [ReleaseChange] in
            let exists = { (release: OSVersion) in
                family.viewAvailability.isAvailable(on: platform, in: release) && style.availability.isAvailable(on: platform, in: release)
            }
            var changes: [ReleaseChange] = []
            let source = [family.viewAvailability.source, style.availability.source]
            switch (exists(before), exists(after)) {
            case (false, true):
                changes.append(ReleaseChange(
                    kind: .availability, release: after, family: family.family, styles: [style.name], placements: [],
                    text: say("The \(style.name) \(family.family.viewName.lowercased()) style is new in \(platform.rawValue) \(after)."),
                    source: style.availability.introduced[platform] == after ? style.availability.source : source.joined(separator: "; ")))
            case (true, false):
                changes.append(ReleaseChange(
                    kind: .availability, release: after, family: family.family, styles: [style.name], placements: [],
                    text: say("The \(style.name) \(family.family.viewName.lowercased()) style was removed in \(platform.rawValue) \(after)."),
                    source: style.availability.source))
            default:
                break
            }
            // Only a deprecation in a release is a change: one in a future release holds in every release, and has
            // no release of its own to be listed under.
            if case .release(let version)? = style.availability.deprecation(on: platform), before < version, version <= after {
                let text = style.availability.replacement.map {
                    say("The \(style.name) \(family.family.viewName.lowercased()) style is deprecated in \(platform.rawValue) \(version); Apple's page says to use \($0) instead.")
                } ?? say("The \(style.name) \(family.family.viewName.lowercased()) style is deprecated in \(platform.rawValue) \(version).")
                changes.append(ReleaseChange(kind: .deprecation, release: version, family: family.family, styles: [style.name], placements: [],
                                             text: text, source: style.availability.source))
            }
            return changes
        }
    }

    /// Where `automatic` resolves to another look (or by another rule) in `after` than in `before`, one change per
    /// distinct answer, naming the placements it holds in.
    private static func automatic(of family: StyleFamily, on platform: Platform, from before: OSVersion, to after: OSVersion) -> [ReleaseChange] {
        guard let automatic = StyleCatalog.family(family).styles.first(where: \.isAutomatic),
              automatic.availability.isAvailable(on: platform, in: before),
              StyleCatalog.family(family).viewAvailability.isAvailable(on: platform, in: before) else { return [] }
        var changes: [ReleaseChange] = []
        for placement in Placement.allCases {
            let old = StyleResolver.resolve(automatic, platform: platform, release: before, placement: placement)
            let new = StyleResolver.resolve(automatic, platform: platform, release: after, placement: placement)
            guard old.resolved != new.resolved || old.steps != new.steps else { continue }
            let text = old.resolved == new.resolved
                ? say("automatic is still \(new.resolved.name) in \(platform.rawValue) \(after), for another reason: \(new.reasonText)")
                : say("automatic becomes \(new.resolved.name) (was \(old.resolved.name)) in \(platform.rawValue) \(after): \(new.reasonText)")
            let source = new.sources.joined(separator: "; ")
            if let index = changes.firstIndex(where: { $0.text == text && $0.source == source }) {
                let merged = changes[index]
                changes[index] = ReleaseChange(kind: .automatic, release: after, family: family, styles: merged.styles,
                                               placements: merged.placements + [placement], text: text, source: source)
            } else {
                changes.append(ReleaseChange(kind: .automatic, release: after, family: family, styles: ["automatic"], placements: [placement],
                                             text: text, source: source))
            }
        }
        return changes.map { change in
            change.placements.count == Placement.allCases.count
                ? ReleaseChange(kind: change.kind, release: change.release, family: change.family, styles: change.styles, placements: [],
                                text: change.text, source: change.source)
                : change
        }
    }

    /// The family's looks Apple redrew in `after` (``RedrawnLooks``).
    private static func looks(of family: StyleFamily, on platform: Platform, from before: OSVersion, to after: OSVersion) -> [ReleaseChange] {
        RedrawnLooks.all.filter { $0.family == family }.compactMap { look in
            guard let since = look.since[platform], before < since, since <= after else { return nil }
            return ReleaseChange(kind: .look, release: since, family: family, styles: look.looks.sorted(),
                                 placements: Placement.allCases.filter(look.placements.contains), text: LocalizedText(look.change),
                                 source: look.source)
        }
    }
}
