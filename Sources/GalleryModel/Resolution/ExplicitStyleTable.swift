/// One documented adjustment of a family's explicitly chosen styles, declared in the family's folder: which chosen
/// styles it covers where, the family's look they become (or nil: the chosen look, with the reason added), why, and
/// where that is written.
struct StyleAdjustment<Family: FamilyDefinition>: Sendable {
    /// The chosen styles it adjusts, as their looks; empty means every chosen style but `automatic`, custom ones included.
    let styles: Set<Family.Look>
    /// Where it applies (no adjustment has an end release).
    let scope: RuleScope
    /// What the style becomes; nil keeps the chosen style and only adds the reason.
    let look: Family.Look?
    /// Why, in one sentence.
    let reason: String
    /// Where it is written.
    let source: String

    init(
        _ styles: Set<Family.Look> = [],
        on platforms: Set<Platform> = Set(Platform.allCases),
        in placements: Set<Placement> = Set(Placement.allCases),
        since: [Platform: OSVersion] = [:],
        becomes look: Family.Look?,
        because reason: String,
        source: String
    ) {
        self.styles = styles
        scope = RuleScope(platforms: platforms, placements: placements, since: since, before: [:])
        self.look = look
        self.reason = reason
        self.source = source
    }

    /// Whether the adjustment covers the chosen `style` on `platform` in `placement` in `release`.
    func applies(to style: StyleDescriptor, on platform: Platform, in placement: Placement, release: OSVersion) -> Bool {
        guard let chosen = style.look else { return false }
        return (styles.isEmpty || styles.map(ResolvedStyle.init).contains(chosen)) && scope.applies(on: platform, in: placement, release: release)
    }

    /// The adjustment as the whole table holds it.
    var row: ExplicitStyleTable.Adjustment {
        ExplicitStyleTable.Adjustment(family: Family.family, styles: Set(styles.map(\.rawValue)), scope: scope, resolved: look.map(ResolvedStyle.init),
                                      reason: reason, source: source)
    }
}

/// Where SwiftUI changes an explicitly chosen style (built-in or custom) because
/// of its context, as the documents state: each family's adjustments, kept in its folder. A chosen style not covered
/// here passes through unchanged.
public enum ExplicitStyleTable {
    /// One documented adjustment of explicitly chosen styles, whichever family declared it.
    public struct Adjustment: Sendable, Equatable {
        /// The family.
        public let family: StyleFamily
        /// The names of the chosen styles it adjusts; empty means every chosen style but `automatic`, custom ones included.
        public let styles: Set<String>
        /// Where it applies.
        public let scope: RuleScope
        /// What the style becomes; nil keeps the chosen style and only adds the reason.
        public let resolved: ResolvedStyle?
        /// Why, in one sentence.
        public let reason: String
        /// Where it is written.
        public let source: String

        /// The platforms it covers.
        public var platforms: Set<Platform> { scope.platforms }
        /// The placements it covers.
        public var placements: Set<Placement> { scope.placements }
        /// Per platform, the first release it holds for (none: every release).
        public var since: [Platform: OSVersion] { scope.since }
    }

    /// Every adjustment, each family's in the registry's order; for a family, the first that applies wins.
    public static let adjustments: [Adjustment] = FamilyRegistry.definitions.flatMap(\.adjustmentRows)

    /// The first adjustment of the chosen `style` on `platform` in `placement` in `release` (the newest when nil).
    public static func adjustment(
        for style: StyleDescriptor, on platform: Platform, in placement: Placement, release: OSVersion? = nil
    ) -> Adjustment? {
        style.family.definition.adjustmentRow(for: style, on: platform, in: placement, release: release ?? platform.newestRelease)
    }

    /// "Populating SwiftUI menus with adaptive controls": what controls become inside a Menu.
    static let menuArticle = "https://developer.apple.com/documentation/swiftui/populating-swiftui-menus-with-adaptive-controls"
}

extension Placement {
    /// Every placement but a menu.
    static let outsideMenus: Set<Placement> = [.standard, .form, .list, .toolbar]
}

extension FamilyDefinition {
    /// The family's adjustments as the whole table holds them.
    var adjustmentRows: [ExplicitStyleTable.Adjustment] {
        adjustments.map(\.row)
    }

    /// The first of the family's adjustments of the chosen `style` on `platform` in `placement` in `release`, as the
    /// whole table holds it.
    func adjustmentRow(for style: StyleDescriptor, on platform: Platform, in placement: Placement, release: OSVersion) -> ExplicitStyleTable.Adjustment? {
        adjustment(for: style, on: platform, in: placement, release: release)?.row
    }

    /// The first of the family's adjustments of the chosen `style` on `platform` in `placement` in `release`.
    func adjustment(for style: StyleDescriptor, on platform: Platform, in placement: Placement, release: OSVersion) -> StyleAdjustment<Self>? {
        adjustments.first { $0.applies(to: style, on: platform, in: placement, release: release) }
    }
}
