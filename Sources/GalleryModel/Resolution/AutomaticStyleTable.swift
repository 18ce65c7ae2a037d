/// The single source of truth for what `automatic` resolves to: per family, an
/// ordered list of rules, the first that covers the platform and placement wins.
///
/// Every row names its source. Rows the reference documents or Apple's pages
/// state are cited directly; where Apple documents no per-platform answer the
/// source says "gallery's reading" and names the page the reading rests on.
/// The resolver only consults placements a family supports (see
/// ``PlacementSupport``), so e.g. a Gauge never meets a `.menu` rule.
public enum AutomaticStyleTable {
    /// Every rule: each family's rows (kept in its folder, `Families/<Name>/<Name>Rules.swift`), in the registry's order.
    public static let rules: [AutomaticRule] = FamilyRegistry.definitions.flatMap(\.automaticRules)

    /// The first rule for `family` that covers `platform` in `placement` in `release` (the newest release when nil).
    public static func rule(
        for family: StyleFamily, on platform: Platform, in placement: Placement, release: OSVersion? = nil
    ) -> AutomaticRule? {
        let release = release ?? platform.newestRelease
        return rules.first { $0.family == family && $0.applies(on: platform, in: placement, release: release) }
    }
}
