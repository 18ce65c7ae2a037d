/// Everything a family page shows about one style: its resolution, its plan,
/// and the words around the example. Built here so the window only draws it.
public struct StyleCard: Sendable {
    /// The style the card shows.
    public let style: StyleDescriptor
    /// How it resolves on the current platform and placement.
    public let resolution: Resolution
    /// The widgets of its example.
    public let plan: ExamplePlan
    /// Whether it is the family's chosen style (the one the inspector shows and export records).
    public let isChosen: Bool

    /// The glyph at the trailing end of a card's parameter capsule, which opens the parameter's values: the pair of
    /// chevrons Apple's pop-up buttons and menu pickers draw (chevron.up.chevron.down,
    /// https://developer.apple.com/design/human-interface-guidelines/pop-up-buttons), never GTK's drop-down arrow.
    public static let parameterGlyph = SymbolCatalog.iconName(for: "chevron.up.chevron.down")

    /// The cards of `family`'s page, built-in styles first, then the custom ones: in the configuration's
    /// context, or in `context` (a variant) with the configuration's choices and parameters.
    public static func cards(for family: StyleFamily, in configuration: Configuration, context: Context? = nil) -> [StyleCard] {
        StyleCatalog.family(family).styles.map { card(for: $0, in: configuration, context: context) }
    }

    /// The card of `style` in `context` (the configuration's own when nil).
    public static func card(for style: StyleDescriptor, in configuration: Configuration, context: Context? = nil) -> StyleCard {
        let resolution = configuration.resolution(of: style, in: context)
        return StyleCard(style: style, resolution: resolution, plan: Planner.plan(resolution),
                         isChosen: style == configuration.chosenStyle(of: style.family))
    }

    /// Everything the card draws except whether it is the chosen one. Two cards with the same face draw
    /// the same widgets: a switch that leaves a card's face alone (a release where the style looks the
    /// same) lets the window keep the card it has.
    public struct Face: Equatable, Sendable {
        let title: String
        let headline: String?
        let badges: [Badge]
        let deprecationBadge: LocalizedText?
        let argument: String?
        let stageClasses: [String]
        let isDimmed: Bool
        let plan: ExamplePlan
        let notes: [LocalizedText?]

        /// A platform badge as drawn: its platform, whether the style is there, whether it is the current
        /// platform, and its hover text.
        struct Badge: Equatable, Sendable {
            let platform: Platform
            let isAvailable: Bool
            let isCurrent: Bool
            let tooltip: LocalizedText
        }
    }

    /// What the card draws, to compare with another card's.
    public var face: Face {
        Face(title: title, headline: headline,
             badges: badges.map { Face.Badge(platform: $0.platform, isAvailable: $0.isAvailable,
                                             isCurrent: $0.platform == resolution.platform, tooltip: badgeTooltip($0.platform)) },
             deprecationBadge: deprecationBadge, argument: resolution.argument, stageClasses: stageClasses,
             isDimmed: isDimmed, plan: plan, notes: [availabilityNote, caption, olderLookNote])
    }

    /// The card's title: `.switch`, or the custom style's type name.
    public var title: String {
        style.origin == .custom ? style.name : "." + style.name
    }

    /// What the style became, when that differs from its name: "→ checkbox".
    public var headline: String? {
        let resolved = resolution.resolved
        guard resolved.name != style.name || resolved.family != style.family else { return nil }
        let family = resolved.family == style.family ? "" : "\(resolved.family.viewName) "
        return "→ \(family)\(resolved.name)"
    }

    /// The line under the example: why it looks as it does when the context chose or changed
    /// the look, otherwise the first sentence of the style's description.
    public var caption: LocalizedText {
        if style.isAutomatic || headline != nil || resolution.isAdjusted {
            return resolution.steps.last!.text
        }
        return LocalizedText(style.firstSentence)
    }

    /// Whether the window draws the card dimmed.
    public var isDimmed: Bool {
        !resolution.isAvailable
    }

    /// "Not available on iOS (macOS); shown as on macOS." or "Needs iOS 26; this is iOS 18. Shown as in iOS 26."
    /// for dimmed cards.
    public var availabilityNote: LocalizedText? {
        guard !resolution.isAvailable else { return nil }
        guard resolution.shownPlatform == resolution.platform else {
            let platforms = resolution.availablePlatforms.map(\.rawValue).joined(separator: ", ")
            return say("Not available on \(resolution.platform.rawValue) (\(platforms)); shown as on \(resolution.shownPlatform.rawValue).")
        }
        let platform = resolution.platform.rawValue
        let first = resolution.introduced.map { say("Needs \(platform) \($0); this is \(platform) \(resolution.release).") }
            ?? resolution.steps[0].text
        return .joined([first, say("Shown as in \(platform) \(resolution.shownRelease).")], separator: " ")
    }

    /// "deprecated in macOS 27 — use .bordered" when the style is deprecated in the release shown.
    public var deprecationBadge: LocalizedText? {
        resolution.deprecationBadge
    }

    /// Where the stage draws a look from before the release shown, the sentence saying so.
    public var olderLookNote: LocalizedText? {
        RedrawnLooks.note(for: resolution)
    }

    /// One badge per platform, in canonical order, and whether the style exists there (on the current
    /// platform: in the current release).
    public var badges: [(platform: Platform, isAvailable: Bool)] {
        Platform.allCases.map {
            ($0, $0 == resolution.platform ? resolution.isAvailable : resolution.availablePlatforms.contains($0))
        }
    }

    /// The CSS classes of the card's stage: the look's platform and its era in the release shown, and the scheme.
    public var stageClasses: [String] {
        PlatformTheme.of(resolution.shownPlatform).stageClasses(release: resolution.shownRelease, scheme: resolution.context.colorScheme,
                                                               contentSize: resolution.context.contentSize, drawsItsWindow: plan.widget.drawsItsWindow)
    }

    /// The resolved look as the inspector names it, noting looks SwiftUI gives no name.
    public var resolvedDescription: LocalizedText {
        let resolved = resolution.resolved
        let family = resolved.family == style.family ? "" : resolved.family.viewName + " "
        return resolved.isNameable ? .verbatim(family + resolved.name)
            : say("\(family + resolved.name) (a context look with no SwiftUI name)")
    }

    /// Where the style can be used: "iOS 13.0+, macOS 10.15+".
    public var availabilityText: String {
        resolution.availablePlatforms.compactMap(style.availability.badge(for:)).joined(separator: ", ")
    }

    /// The modifiers that apply the card's style with its parameter's value, one per line.
    public var requestedModifiers: String {
        style.modifiers(choosing: resolution.argument).joined(separator: "\n")
    }

    /// The hover text of a platform badge.
    public func badgeTooltip(_ platform: Platform) -> LocalizedText {
        resolution.availablePlatforms.contains(platform) ? .verbatim(style.availability.badge(for: platform) ?? platform.rawValue)
            : say("Not on \(platform.rawValue)")
    }

    /// The context line of the inspector: "iOS 27, menu (shown in standard)".
    public var contextDescription: LocalizedText {
        let context = "\(resolution.platform.rawValue) \(resolution.release), \(resolution.placement.rawValue)"
        return resolution.effectivePlacement == resolution.placement ? .verbatim(context)
            : say("\(context) (shown in \(resolution.effectivePlacement.rawValue))")
    }
}
