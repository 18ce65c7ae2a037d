/// The resolver's answer: what a chosen style becomes on a platform in a
/// placement, whether it is available there, and the chain of reasons.
///
/// Everything but the context lives in one shared ``Findings`` object, so that a resolution read from the family's
/// ``ResolutionTable`` is handed out with the caller's colour scheme and text size for the cost of one reference.
public struct Resolution: Sendable, Equatable {
    /// What was asked about: platform, release, placement, colour scheme and Dynamic Type size.
    public let context: Context
    /// What the resolver found, which the colour scheme and text size do not change, shared by every copy.
    let findings: Findings

    /// The resolver's findings, in one object, so that a copy costs one reference and a ``ResolutionTable`` keeps them.
    final class Findings: Sendable, Equatable {
        let style: StyleDescriptor
        let argument: String?
        let effectivePlacement: Placement
        let shownPlatform: Platform
        let shownRelease: OSVersion
        let resolved: ResolvedStyle
        let isAvailable: Bool
        let availablePlatforms: [Platform]
        let introduced: OSVersion?
        let deprecation: Deprecation?
        let isDeprecated: Bool
        let isAdjusted: Bool
        let disagreement: Disagreement?
        let steps: [Step]

        init(style: StyleDescriptor, argument: String?, effectivePlacement: Placement, shownPlatform: Platform,
             shownRelease: OSVersion, resolved: ResolvedStyle, isAvailable: Bool, availablePlatforms: [Platform],
             introduced: OSVersion?, deprecation: Deprecation?, isDeprecated: Bool, isAdjusted: Bool,
             disagreement: Disagreement?, steps: [Step]) {
            self.style = style
            self.argument = argument
            self.effectivePlacement = effectivePlacement
            self.shownPlatform = shownPlatform
            self.shownRelease = shownRelease
            self.resolved = resolved
            self.isAvailable = isAvailable
            self.availablePlatforms = availablePlatforms
            self.introduced = introduced
            self.deprecation = deprecation
            self.isDeprecated = isDeprecated
            self.isAdjusted = isAdjusted
            self.disagreement = disagreement
            self.steps = steps
        }

        static func == (left: Findings, right: Findings) -> Bool {
            left === right || (left.style == right.style && left.argument == right.argument
                && left.effectivePlacement == right.effectivePlacement && left.shownPlatform == right.shownPlatform
                && left.shownRelease == right.shownRelease && left.resolved == right.resolved && left.isAvailable == right.isAvailable
                && left.availablePlatforms == right.availablePlatforms && left.introduced == right.introduced
                && left.deprecation == right.deprecation && left.isDeprecated == right.isDeprecated
                && left.isAdjusted == right.isAdjusted && left.disagreement == right.disagreement && left.steps == right.steps)
        }
    }

    init(style: StyleDescriptor, context: Context, argument: String?, effectivePlacement: Placement, shownPlatform: Platform,
         shownRelease: OSVersion, resolved: ResolvedStyle, isAvailable: Bool, availablePlatforms: [Platform],
         introduced: OSVersion?, deprecation: Deprecation?, isDeprecated: Bool, isAdjusted: Bool,
         disagreement: Disagreement?, steps: [Step]) {
        self.context = context
        self.findings = Findings(style: style, argument: argument, effectivePlacement: effectivePlacement, shownPlatform: shownPlatform,
                                 shownRelease: shownRelease, resolved: resolved, isAvailable: isAvailable,
                                 availablePlatforms: availablePlatforms, introduced: introduced, deprecation: deprecation,
                                 isDeprecated: isDeprecated, isAdjusted: isAdjusted, disagreement: disagreement, steps: steps)
    }

    /// The findings a ``ResolutionTable`` keeps, asked about in `context` (which differs from the one they were made in
    /// at most in colour scheme and text size).
    init(context: Context, findings: Unmanaged<Findings>) {
        self.context = context
        self.findings = findings.takeUnretainedValue()
    }

    /// The style as chosen.
    public var style: StyleDescriptor { findings.style }
    /// The value of the style's parameter (`.never`, `true`), or nil for a style without one.
    public var argument: String? { findings.argument }
    /// The placement the example is shown in: `placement`, or `standard` when the
    /// family cannot appear in the requested one.
    public var effectivePlacement: Placement { findings.effectivePlacement }
    /// The platform whose look is shown: `platform`, or the first platform that
    /// has the style when `platform` does not.
    public var shownPlatform: Platform { findings.shownPlatform }
    /// The release whose look is shown: `release`, the style's first release when `release` is older, or the
    /// shown platform's newest release when the style is shown on another platform.
    public var shownRelease: OSVersion { findings.shownRelease }
    /// The concrete look.
    public var resolved: ResolvedStyle { findings.resolved }
    /// Whether the chosen style (and its view) exists on `platform`.
    public var isAvailable: Bool { findings.isAvailable }
    /// Every platform with the chosen style (and its view), in canonical order.
    public var availablePlatforms: [Platform] { findings.availablePlatforms }
    /// The release of `platform` that introduced the style, or nil where it does not exist.
    public var introduced: OSVersion? { findings.introduced }
    /// How Apple deprecated the style on `platform` (in a release, or in a future release), or nil where it has not.
    public var deprecation: Deprecation? { findings.deprecation }
    /// Whether the style is deprecated in the release shown.
    public var isDeprecated: Bool { findings.isDeprecated }
    /// Whether the context changed how an explicitly chosen style looks (``ExplicitStyleTable``).
    public var isAdjusted: Bool { findings.isAdjusted }
    /// Where Apple's page names another look than the one SwiftUI draws here (and the gallery shows), or nil.
    public var disagreement: Disagreement? { findings.disagreement }
    /// Why, step by step, in order, each step with where it is written.
    public var steps: [Step] { findings.steps }

    /// The platform asked about.
    public var platform: Platform { context.platform }
    /// The release asked about.
    public var release: OSVersion { context.release }
    /// The placement asked about.
    public var placement: Placement { context.placement }

    /// The release of `platform` that deprecated the style, or nil where Apple has not or deprecates it in a future
    /// release.
    public var deprecatedIn: OSVersion? { deprecation?.release }
    /// Whether Apple marks the style on `platform` to be deprecated in a future release, with no release of its own.
    public var isDeprecatedInFutureRelease: Bool { deprecation == .future }

    /// The family.
    public var family: StyleFamily { style.family }
    /// The style as chosen (its catalog name).
    public var requested: String { style.name }

    /// One step of the reason chain.
    public struct Step: Sendable, Equatable {
        /// The reason, in one sentence, to be said in the reader's language.
        public let text: LocalizedText
        /// The document or page the reason comes from.
        public let source: String

        /// The reason in English.
        public var reason: String { text.english }
    }

    /// The reasons in English, in order.
    public var reasons: [String] {
        steps.map(\.reason)
    }

    /// The reason chain as one paragraph, to be said in the reader's language.
    public var reasonText: LocalizedText {
        LocalizedText.joined(steps.map(\.text), separator: " ")
    }

    /// The sources of the reasons, in the same order.
    public var sources: [String] {
        steps.map(\.source)
    }

    /// The reason chain as one paragraph, in English.
    public var reason: String {
        reasonText.english
    }

    /// What the gallery shows instead when the style is not available, or nil.
    public var shownInstead: LocalizedText? {
        guard !isAvailable else { return nil }
        return shownPlatform == platform
            ? say("\(resolved.name) as it looks in \(platform.rawValue) \(shownRelease), dimmed")
            : say("\(resolved.name) as it looks on \(shownPlatform.rawValue), dimmed")
    }

    /// What Apple's page says to use instead, when the style is deprecated in the release shown; otherwise nil.
    public var replacement: String? {
        isDeprecated ? style.availability.replacement : nil
    }

    /// "deprecated in macOS 27 — use .pickerStyle(.menu)", or "to be deprecated in a future release — use …", when the
    /// style is deprecated in the release shown; otherwise nil.
    public var deprecationBadge: LocalizedText? {
        isDeprecated ? style.availability.deprecationBadge(on: shownPlatform, in: shownRelease) : nil
    }
}

extension Resolution {
    /// The same resolution with the look `resolved` instead, its last step (the row that chose the look) replaced by
    /// `step`: what the container around a control decides over the control's own row (a grouped Form over a Mac
    /// form's column of labels).
    func replacingLook(with resolved: ResolvedStyle, because step: Step) -> Resolution {
        Resolution(style: style, context: context, argument: argument, effectivePlacement: effectivePlacement, shownPlatform: shownPlatform,
                   shownRelease: shownRelease, resolved: resolved, isAvailable: isAvailable, availablePlatforms: availablePlatforms,
                   introduced: introduced, deprecation: deprecation, isDeprecated: isDeprecated, isAdjusted: isAdjusted,
                   disagreement: nil, steps: steps.dropLast() + [step])
    }

    /// The chosen value of the style's parameter as a case of `Value`, or nil when the style has no
    /// parameter whose values are `Value`'s cases.
    func argument<Value: StyleChoice>(as _: Value.Type) -> Value? {
        guard let argument, style.parameter?.valueType == ObjectIdentifier(Value.self) else { return nil }
        // The resolver keeps only spellings of the parameter's choices, which are the cases' raw values.
        guard let value = Value(rawValue: argument) else { preconditionFailure("\(style.id) has no value \(argument)") }
        return value
    }

    /// The chosen value of the style's Bool parameter (`alternatesRowBackgrounds:`), or nil when the style has none.
    func argument(as _: Bool.Type) -> Bool? {
        guard let argument, style.parameter?.valueType == ObjectIdentifier(Bool.self) else { return nil }
        guard let value = Bool(argument) else { preconditionFailure("\(style.id) has no value \(argument)") }
        return value
    }
}
