/// A look Apple redrew in a release: what changed, where, and whether the gallery's stages draw the new look
/// yet. Until they do, the card says it shows the look from before, rather than pass the older drawing off as
/// today's.
public struct RedrawnLook: Sendable {
    /// The family whose looks changed.
    public let family: StyleFamily
    /// The resolved looks that changed; empty for every look of the family.
    public let looks: Set<String>
    /// The placements concerned; empty for every placement.
    public let placements: Set<Placement>
    /// The release that redrew the look, per platform.
    public let since: [Platform: OSVersion]
    /// What changed, in one sentence: "Bordered buttons became capsules on Liquid Glass."
    public let change: String
    /// Where the change is described.
    public let source: String
    /// Whether the stages draw the new look in the releases concerned.
    public let isDrawn: Bool

    /// Whether the card of `resolution` shows a look this entry says was redrawn.
    public func covers(_ resolution: Resolution) -> Bool {
        guard resolution.resolved.family == family,
              looks.isEmpty || looks.contains(resolution.resolved.name),
              placements.isEmpty || placements.contains(resolution.effectivePlacement),
              let first = since[resolution.shownPlatform] else { return false }
        return first <= resolution.shownRelease
    }
}

/// The looks redrawn in the 2025 releases (Liquid Glass), drawn or still to be drawn in their new form.
public enum RedrawnLooks {
    /// The platforms that took Liquid Glass in their 26 releases (visionOS was already drawn in glass).
    private static let glassReleases: [Platform: OSVersion] = [.iOS: "26", .iPadOS: "26", .macOS: "26", .tvOS: "26", .watchOS: "26"]
    private static let liquidGlass = "https://developer.apple.com/documentation/technologyoverviews/adopting-liquid-glass"

    /// Every entry, tested against the resolutions it should and should not cover.
    public static let all: [RedrawnLook] = [
        RedrawnLook(
            family: .button, looks: ["bordered", "borderedProminent"], placements: [], since: glassReleases,
            change: "Bordered and prominent buttons became capsules on Liquid Glass.",
            source: liquidGlass, isDrawn: true),
        RedrawnLook(
            family: .tabView, looks: ["tabBar"], placements: [], since: [.iOS: "26", .iPadOS: "26", .tvOS: "26"],
            change: "The tab bar floats over the content on a Liquid Glass capsule, inset from the screen's edges.",
            source: "https://developer.apple.com/design/human-interface-guidelines/tab-bars; \(liquidGlass)", isDrawn: true),
        RedrawnLook(
            family: .picker, looks: ["segmented"], placements: [], since: glassReleases,
            change: "The segmented control's selected segment became a glass capsule in a rounder track.",
            source: liquidGlass, isDrawn: true),
        RedrawnLook(
            family: .toggle, looks: ["switch"], placements: [], since: [.iOS: "26", .iPadOS: "26"],
            change: "The switch became wider and lower, its knob a capsule.",
            source: liquidGlass, isDrawn: true),
        RedrawnLook(
            family: .controlGroup, looks: [], placements: [.toolbar], since: glassReleases,
            change: "Toolbar items float on shared Liquid Glass platters; a control group's items share one.",
            source: "https://developer.apple.com/design/human-interface-guidelines/toolbars; \(liquidGlass)", isDrawn: true),
        RedrawnLook(
            family: .list, looks: ["inset", "insetGrouped"], placements: [], since: [.iOS: "26", .iPadOS: "26", .macOS: "26"],
            change: "Inset list sections have rounder corners, concentric with the screen's.",
            source: "https://developer.apple.com/design/human-interface-guidelines/lists-and-tables; \(liquidGlass)", isDrawn: true),
        RedrawnLook(
            family: .toggle, looks: ["switch"], placements: [.standard], since: [.watchOS: "26"],
            change: "The toggle's row platter is rounder, nearly a capsule.",
            source: "https://developer.apple.com/design/human-interface-guidelines/toggles; \(liquidGlass)", isDrawn: true),
        RedrawnLook(
            family: .navigationSplitView, looks: [], placements: [], since: [.iPadOS: "26", .macOS: "26"],
            change: "The sidebar floats inset over the content on Liquid Glass.",
            source: "https://developer.apple.com/design/human-interface-guidelines/sidebars; \(liquidGlass)", isDrawn: true),
    ]

    /// The note for the card of `resolution` where its stage still draws the look from before the release shown,
    /// or nil when its look is drawn as the release shows it.
    public static func note(for resolution: Resolution) -> LocalizedText? {
        guard let look = all.first(where: { !$0.isDrawn && $0.covers(resolution) }),
              let release = look.since[resolution.shownPlatform] else { return nil }
        return .joined([say("Drawn as before \(resolution.shownPlatform.rawValue) \(release)."), LocalizedText(look.change)], separator: " ")
    }
}
