/// A look Apple redrew in a release while the gallery's platform stage still
/// draws the look from before it: the card says so for the releases concerned,
/// rather than pass the older drawing off as today's.
public struct RedrawnLook: Sendable {
    /// The family whose looks changed.
    public let family: StyleFamily
    /// The resolved looks that changed; empty for every look of the family.
    public let looks: Set<String>
    /// The placements concerned; empty for every placement.
    public let placements: Set<Placement>
    /// The release that redrew the look, per platform.
    public let since: [Platform: OSVersion]
    /// What changed, in one sentence naming the release: the card's note.
    public let change: String
    /// Where the change is described.
    public let source: String

    /// Whether the card of `resolution` shows a look this entry says was redrawn.
    public func covers(_ resolution: Resolution) -> Bool {
        guard resolution.resolved.family == family,
              looks.isEmpty || looks.contains(resolution.resolved.name),
              placements.isEmpty || placements.contains(resolution.effectivePlacement),
              let first = since[resolution.shownPlatform] else { return false }
        return first <= resolution.shownRelease
    }
}

/// The looks redrawn in the 2025 releases (Liquid Glass), which the stages draw as before.
public enum RedrawnLooks {
    /// The platforms that took Liquid Glass in their 26 releases (visionOS was already drawn in glass).
    private static let glassReleases: [Platform: OSVersion] = [.iOS: "26", .iPadOS: "26", .macOS: "26", .tvOS: "26", .watchOS: "26"]
    private static let liquidGlass = "https://developer.apple.com/documentation/technologyoverviews/adopting-liquid-glass"

    /// Every entry, tested against the resolutions it should and should not cover.
    public static let all: [RedrawnLook] = [
        RedrawnLook(
            family: .button, looks: ["bordered", "borderedProminent"], placements: [], since: glassReleases,
            change: "Drawn as before the 26 releases: since then bordered buttons are capsules on Liquid Glass.",
            source: liquidGlass),
        RedrawnLook(
            family: .tabView, looks: ["tabBar"], placements: [], since: [.iOS: "26", .iPadOS: "26", .tvOS: "26"],
            change: "Drawn as before the 26 releases: since then the tab bar floats over the content on Liquid Glass.",
            source: liquidGlass),
        RedrawnLook(
            family: .picker, looks: ["segmented"], placements: [], since: glassReleases,
            change: "Drawn as before the 26 releases: since then the selected segment is a glass capsule in a rounder track.",
            source: liquidGlass),
        RedrawnLook(
            family: .controlGroup, looks: [], placements: [.toolbar], since: glassReleases,
            change: "Drawn as before the 26 releases: since then grouped toolbar items share one glass platter.",
            source: liquidGlass),
    ]

    /// The note for the card of `resolution`, or nil when its look is drawn as the release shows it.
    public static func note(for resolution: Resolution) -> LocalizedText? {
        all.first { $0.covers(resolution) }.map { LocalizedText($0.change) }
    }
}
