/// One style of a family, as the catalog describes it: its SwiftUI name, where
/// it exists, what it looks like, and the code that applies it.
public struct StyleDescriptor: Sendable, Equatable, Identifiable {
    /// Whether SwiftUI ships the style or a document defines it.
    public enum Origin: String, Sendable, Codable {
        /// A style SwiftUI provides, such as `.switch`.
        case builtIn
        /// A style written as an app writes one, conforming to the style protocol: one of the reference documents'
        /// (`ShadowLabelStyle`), or the gallery's own example where the documents show none (`CardGroupBoxStyle`).
        case custom
    }

    /// The family the style belongs to.
    public let family: StyleFamily
    /// SwiftUI's name: `roundedBorder`, `page(indexDisplayMode:)`, `MyLabelStyle`.
    public let name: String
    /// The look the style draws when chosen (before any adjustment of its context), one of its family's looks; nil
    /// for `automatic`, whose look the automatic table gives.
    public let look: ResolvedStyle?
    /// Built in or custom.
    public let origin: Origin
    /// As written in the catalog: the style's own availability for a built-in style; the protocol's for a
    /// custom one, whose real first releases also depend on the APIs its code calls.
    public let declaredAvailability: Availability
    /// One paragraph, in the gallery's own words, on what the style looks like and when to use it.
    public let summary: String

    /// The first sentence of the summary: the line under a card whose style applies unchanged. Translated as a
    /// message of its own.
    public var firstSentence: String {
        guard let end = summary.range(of: ". ") else { return summary }
        return String(summary[..<end.lowerBound]) + "."
    }
    /// The Swift definition of a custom style (the struct and its `makeBody`); nil for built-in styles.
    public let definition: String?
    /// What the style modifier is given to apply the style: `.switch`, `.page(indexDisplayMode: .automatic)`
    /// (with the parameter's default), `MyLabelStyle()`.
    public let argument: String
    /// The choice the style takes (an argument, or a modifier Apple pairs with it), or nil.
    public let parameter: StyleParameter?
    /// Where the style stands in its family's list (`automatic` is 0), set by ``FamilyDescriptor``: its rows' place in
    /// the family's ``ResolutionTable``.
    var position = 0
    /// The table of the family that holds the style, set by ``FamilyDescriptor``, where the resolver reads its
    /// resolutions; nil for a style no catalog family holds, which the resolver resolves from the rules.
    var resolutions: ResolutionTable?
    /// The table of its family's cards, set by ``FamilyDescriptor``, where ``CardScene/resolution(of:argument:in:)``
    /// reads; nil for a style no catalog family holds, whose card is resolved from its scene.
    var cardResolutions: ResolutionTable?

    /// The style drawn in the family's look `look` (its name is the look's).
    init(
        _ look: some FamilyLook,
        origin: Origin = .builtIn,
        availability: Availability,
        summary: String,
        definition: String? = nil,
        argument: String? = nil,
        parameter: StyleParameter? = nil
    ) {
        self.init(look.family, look.rawValue, look: ResolvedStyle(look), origin: origin, availability: availability, summary: summary,
                  definition: definition, argument: argument, parameter: parameter)
    }

    /// The `automatic` style of `family`, which has no look of its own: the automatic table gives it one in each context.
    init(automatic family: StyleFamily, availability: Availability, summary: String, parameter: StyleParameter? = nil) {
        self.init(family, "automatic", look: nil, availability: availability, summary: summary, parameter: parameter)
    }

    private init(
        _ family: StyleFamily,
        _ name: String,
        look: ResolvedStyle?,
        origin: Origin = .builtIn,
        availability: Availability,
        summary: String,
        definition: String? = nil,
        argument: String? = nil,
        parameter: StyleParameter? = nil
    ) {
        self.family = family
        self.name = name
        self.look = look
        self.origin = origin
        self.declaredAvailability = availability
        self.summary = summary
        self.definition = definition
        if let parameter, case .argument(let template) = parameter.spelling {
            self.argument = StyleParameter.fill(template, with: parameter.defaultChoice)
        } else {
            self.argument = argument ?? (origin == .custom ? name + "()" : "." + name)
        }
        self.parameter = parameter
    }

    /// The platforms and releases that have the style, with the source of the facts. For a custom style, the
    /// earliest releases where its protocol and every API its card's code calls exist (``CustomStyleAPIs``).
    public var availability: Availability {
        origin == .builtIn ? declaredAvailability : CustomStyleAPIs.availability(of: self)
    }

    /// Two descriptors are the same style when they say the same things, wherever each stands.
    public static func == (left: StyleDescriptor, right: StyleDescriptor) -> Bool {
        left.family == right.family && left.name == right.name && left.look == right.look && left.origin == right.origin
            && left.declaredAvailability == right.declaredAvailability && left.summary == right.summary
            && left.definition == right.definition && left.argument == right.argument && left.parameter == right.parameter
    }

    /// "toggle.checkbox": unique across the catalog.
    public var id: String { "\(family.rawValue).\(name)" }

    /// Whether this is the family's `automatic` style.
    public var isAutomatic: Bool { look == nil }

    /// The modifier that applies the style: `.toggleStyle(.checkbox)`, `.labelStyle(ShadowLabelStyle())`.
    public var modifier: String {
        ".\(family.modifierName)(\(argument))"
    }

    /// The modifiers that apply the style with the parameter's `choice` (its default when nil):
    /// `[".tabViewStyle(.page(indexDisplayMode: .never))"]`, or the style modifier followed by its
    /// companion, `[".textFieldStyle(.bordered)", ".textInputBorderShape(.capsule)"]` (an optional companion only
    /// for a choice other than the default; `()` for the choice its argument's default makes).
    public func modifiers(choosing choice: String? = nil) -> [String] {
        guard let parameter else { return [modifier] }
        let choice = choice ?? parameter.defaultChoice
        // A companion's choice that its argument's default makes is written without the argument, as Swift lets it be
        // and the reference document writes it: `.alternatingRowBackgrounds()`.
        let companionArgument = choice == parameter.omittedArgument ? "" : choice
        switch parameter.spelling {
        case .argument(let template):
            return [".\(family.modifierName)(\(StyleParameter.fill(template, with: choice)))"]
        case .companion(let template):
            return [modifier, StyleParameter.fill(template, with: companionArgument)]
        case .optionalCompanion(let template):
            return choice == parameter.defaultChoice ? [modifier] : [modifier, StyleParameter.fill(template, with: companionArgument)]
        }
    }
}
