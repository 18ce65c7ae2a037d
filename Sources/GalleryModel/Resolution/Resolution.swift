/// The resolver's answer: what a chosen style becomes on a platform in a
/// placement, whether it is available there, and the chain of reasons.
public struct Resolution: Sendable, Equatable {
    /// The style as chosen.
    public let style: StyleDescriptor
    /// The platform asked about.
    public let platform: Platform
    /// The placement asked about.
    public let placement: Placement
    /// The placement the example is shown in: `placement`, or `standard` when the
    /// family cannot appear in the requested one.
    public let effectivePlacement: Placement
    /// The platform whose look is shown: `platform`, or the first platform that
    /// has the style when `platform` does not.
    public let shownPlatform: Platform
    /// The concrete look.
    public let resolved: ResolvedStyle
    /// Whether the chosen style (and its view) exists on `platform`.
    public let isAvailable: Bool
    /// Every platform with the chosen style (and its view), in canonical order.
    public let availablePlatforms: [Platform]
    /// Why, step by step, in order, each step with where it is written.
    public let steps: [Step]

    /// The family.
    public var family: StyleFamily { style.family }
    /// The style as chosen (its catalog name).
    public var requested: String { style.name }

    /// One step of the reason chain.
    public struct Step: Sendable, Equatable {
        /// The reason, in one sentence.
        public let reason: String
        /// The document or page the reason comes from.
        public let source: String
    }

    /// The reasons, in order.
    public var reasons: [String] {
        steps.map(\.reason)
    }

    /// The sources of the reasons, in the same order.
    public var sources: [String] {
        steps.map(\.source)
    }

    /// The reason chain as one paragraph.
    public var reason: String {
        reasons.joined(separator: " ")
    }

    /// What the gallery shows instead when the style is not available, or nil.
    public var shownInstead: String? {
        guard !isAvailable else { return nil }
        return "\(resolved.name) as it looks on \(shownPlatform.rawValue), dimmed"
    }
}
