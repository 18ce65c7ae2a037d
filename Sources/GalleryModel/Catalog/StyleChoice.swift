/// The values of one style parameter (``StyleParameter``) as an enum, declared once beside its
/// family: each case's raw value is the value as Swift spells it (`.clear`, `.regular.tint(.orange)`),
/// the cases in the order the card lists them. The catalog lists the cases, the configuration and the
/// command line keep the spellings, and a planner asks the chosen one as a case
/// (`context.argument(as: Family.Glass.self)`, a Button's Glass values) and switches over it, so a misspelt
/// value does not compile.
protocol StyleChoice: RawRepresentable<String>, CaseIterable, Hashable, Sendable {
    /// The first release per platform where this value exists, when it came later than its style; empty otherwise.
    var introduced: [Platform: OSVersion] { get }
    /// Where `introduced` comes from; nil when it is empty.
    var introductionSource: String? { get }
    /// The only platforms where this value exists, when the style reaches further than it (a Mac-only modifier
    /// after a style iOS has too); nil when it exists wherever its style does.
    var platforms: Set<Platform>? { get }
}

extension StyleChoice {
    var introduced: [Platform: OSVersion] { [:] }
    var introductionSource: String? { nil }
    var platforms: Set<Platform>? { nil }
}
