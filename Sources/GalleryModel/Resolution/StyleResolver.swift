/// Resolves a chosen style on a platform in a placement, following the
/// documents' rules: ``AutomaticStyleTable`` for `automatic`,
/// ``ExplicitStyleTable`` for documented adjustments of chosen styles, and
/// ``PlacementSupport`` for contexts a family cannot appear in.
public enum StyleResolver {
    /// Resolves the style named `styleName` of `family` (the one its views take where none is written when nil:
    /// `automatic`).
    ///
    /// - Throws: ``UnknownNameError`` when the family has no such style.
    public static func resolve(
        _ family: StyleFamily,
        style styleName: String? = nil,
        platform: Platform,
        release: OSVersion? = nil,
        placement: Placement = .standard
    ) throws(UnknownNameError) -> Resolution {
        let style = try styleName.map { name throws(UnknownNameError) in try StyleCatalog.style(named: name, in: family) }
        return resolve(style ?? StyleCatalog.family(family).automatic, platform: platform, release: release, placement: placement)
    }

    /// Resolves `style` on `platform` in `release` (the newest the gallery knows when nil) in `placement`,
    /// with its parameter's choice `argument` (the parameter's default when nil or not one of its choices).
    public static func resolve(
        _ style: StyleDescriptor, platform: Platform, release: OSVersion? = nil, argument: String? = nil,
        placement: Placement = .standard
    ) -> Resolution {
        resolve(style, in: Context(platform: platform, release: release, placement: placement), argument: argument)
    }

    /// Resolves `style` in `context`, with its parameter's choice `argument` (the parameter's default when nil
    /// or not one of its choices): read from the family's table of the rules' answers (``ResolutionTable``), made there
    /// on first use.
    public static func resolve(_ style: StyleDescriptor, in context: Context, argument: String? = nil) -> Resolution {
        style.resolutions?.resolution(of: style, in: context, argument: argument) ?? derive(style, in: context, argument: argument)
    }

    /// Resolves `style` in `context` with its parameter's choice `argument`, from the rules: what the table keeps.
    static func derive(_ style: StyleDescriptor, in context: Context, argument: String?) -> Resolution {
        let family = StyleCatalog.family(style.family)
        let platform = context.platform, release = context.release, placement = context.placement
        let argument = style.parameter.map { parameter in argument.flatMap(parameter.choice)?.spelling ?? parameter.defaultChoice }
        var steps: [Resolution.Step] = []

        // 1. Availability: the view and the style must both exist on the platform, in the release.
        let availablePlatforms = StyleCatalog.platforms(of: style)
        var isAvailable = availablePlatforms.contains(platform)
        var shownPlatform = platform
        var shownRelease = release
        if !isAvailable {
            let missing = family.viewAvailability.isAvailable(on: platform) ? style : nil
            let subject = missing.map { say("The \($0.name) \(family.family.viewName.lowercased()) style") } ?? .verbatim(family.family.viewName)
            let source = missing?.availability.source ?? family.viewAvailability.source
            let whereAvailable = availablePlatforms.map(\.rawValue).joined(separator: ", ")
            // Every catalog style exists on at least one platform (a catalog test checks this).
            shownPlatform = availablePlatforms[0]
            shownRelease = shownPlatform.newestRelease
            steps.append(Resolution.Step(text: say("\(subject) is not available on \(platform.rawValue); it exists on \(whereAvailable)."),
                                         source: source))
            steps.append(Resolution.Step(text: say("The gallery shows it as it looks on \(shownPlatform.rawValue), dimmed."),
                                         source: source))
        } else if let missing = releaseProblem(style, argument: argument, family: family, on: platform, in: release) {
            isAvailable = false
            shownRelease = missing.shownRelease
            steps.append(Resolution.Step(text: missing.reason, source: missing.source))
            steps.append(Resolution.Step(
                text: say("The gallery shows it as it looks in \(platform.rawValue) \(shownRelease), dimmed."), source: missing.source))
        }
        let isDeprecated = style.availability.isDeprecated(on: shownPlatform, in: shownRelease)
        if isDeprecated, let deprecation = style.availability.deprecation(on: shownPlatform) {
            let text: LocalizedText
            switch deprecation {
            case .release(let version):
                text = style.availability.replacement.map {
                    say("The \(style.name) style is deprecated in \(shownPlatform.rawValue) \(version); Apple's page says to use \($0) instead.")
                } ?? say("The \(style.name) style is deprecated in \(shownPlatform.rawValue) \(version).")
            case .future:
                text = style.availability.replacement.map {
                    say("Apple marks the \(style.name) style to be deprecated in a future release of \(shownPlatform.rawValue); its page says to use \($0) instead.")
                } ?? say("Apple marks the \(style.name) style to be deprecated in a future release of \(shownPlatform.rawValue).")
            }
            steps.append(Resolution.Step(text: text, source: style.availability.source))
        }

        // 2. Placement: fall back to the standard placement where the family cannot go.
        var effectivePlacement = placement
        if let why = PlacementSupport.unsupportedReason(style.family, in: placement, on: shownPlatform, release: shownRelease) {
            effectivePlacement = .standard
            let source = placement == .toolbar && family.family.definition.placements.inToolbars
                ? PlacementSupport.toolbarModifier.source
                : "https://developer.apple.com/documentation/swiftui/populating-swiftui-menus-with-adaptive-controls"
            steps.append(Resolution.Step(
                text: .joined([why, say("The gallery shows the standard placement.")], separator: " "),
                source: source))
        }

        // 3. The look, from the family's own rows.
        let look = family.family.definition.look(of: style, on: shownPlatform, in: effectivePlacement, release: shownRelease)
        steps += look.steps

        return Resolution(
            style: style,
            context: context,
            argument: argument,
            effectivePlacement: effectivePlacement,
            shownPlatform: shownPlatform,
            shownRelease: shownRelease,
            resolved: look.resolved,
            isAvailable: isAvailable,
            availablePlatforms: availablePlatforms,
            introduced: style.availability.introduced[platform],
            deprecation: style.availability.deprecation(on: platform),
            isDeprecated: isDeprecated,
            isAdjusted: look.isAdjusted,
            disagreement: look.disagreement,
            steps: steps
        )
    }

    /// Why `style` cannot be used in `release` of `platform` (too old for it or its view, or after Apple removed it),
    /// with the release whose look the gallery shows instead; nil when it can.
    private static func releaseProblem(
        _ style: StyleDescriptor, argument: String?, family: FamilyDescriptor, on platform: Platform, in release: OSVersion
    ) -> (reason: LocalizedText, source: String, shownRelease: OSVersion)? {
        for (availability, subject) in [(family.viewAvailability, LocalizedText.verbatim(family.family.viewName)),
                                        (style.availability, say("The \(style.name) \(family.family.viewName.lowercased()) style"))] {
            // Both exist on the platform here, so both have a first release.
            let first = availability.introduced[platform]!
            if release < first {
                // Shown in the first release that has both the view and the style.
                let shown = max(style.availability.introduced[platform]!, family.viewAvailability.introduced[platform]!)
                return (say("\(subject) needs \(platform.rawValue) \(first); this is \(platform.rawValue) \(release)."),
                        availability.source, shown)
            }
            if let end = availability.obsoleted[platform], end <= release {
                let last = platform.releases.last { $0 < end } ?? first
                return (say("\(subject) was removed in \(platform.rawValue) \(end); this is \(platform.rawValue) \(release)."),
                        availability.source, last)
            }
        }
        // A value of the parameter that only some of the style's platforms have (alternatingRowBackgrounds(_:), a Mac
        // modifier, after the inset table style iOS has too): shown in the release it was chosen for, dimmed.
        if let parameter = style.parameter, let choice = argument.flatMap(parameter.choice),
           let platforms = choice.platforms, !platforms.contains(platform) {
            let whereAvailable = Platform.allCases.filter(platforms.contains).map(\.rawValue).joined(separator: ", ")
            return (say("\(parameter.label) \(choice.spelling) is not available on \(platform.rawValue); it exists on \(whereAvailable)."),
                    choice.source ?? parameter.source, release)
        }
        // A value of the parameter that came after the style (IndexDisplayMode.always on watchOS 8).
        if let parameter = style.parameter, let choice = argument.flatMap(parameter.choice),
           let first = choice.introduced[platform], release < first {
            return (say("\(parameter.label) \(choice.spelling) needs \(platform.rawValue) \(first); this is \(platform.rawValue) \(release)."),
                    choice.source ?? parameter.source, first)
        }
        return nil
    }
}

/// What the look step of a resolution found: the look, whether an adjustment made it, where Apple's page disagrees,
/// and the steps that say why.
struct LookStep {
    let resolved: ResolvedStyle
    let isAdjusted: Bool
    let disagreement: Disagreement?
    let steps: [Resolution.Step]
}

extension FamilyDefinition {
    /// The look the family's `style` takes on `platform` in `placement` in `release` (where the style and its view
    /// exist there, or are shown there instead), from the family's own rows: its automatic rules for `automatic`,
    /// else its adjustments, else the style's own look.
    func look(of style: StyleDescriptor, on platform: Platform, in placement: Placement, release: OSVersion) -> LookStep {
        guard let chosen = style.look else {
            let rule = automaticRule(covering: platform, in: placement, release: release)
            let text = LocalizedText.joined([LocalizedText(rule.reason)] + [rule.scope.releaseBound(on: platform)].compactMap { $0 },
                                            separator: " ")
            // What the page says comes first, so the rule's reason, which the card shows, stays the chain's last step.
            let disagreeing = rule.disagreement.map { [$0.step(drawn: rule.look.rawValue)] } ?? []
            return LookStep(resolved: ResolvedStyle(rule.look), isAdjusted: false, disagreement: rule.disagreement,
                            steps: disagreeing + [Resolution.Step(text: text, source: rule.source)])
        }
        if let adjustment = adjustment(for: style, on: platform, in: placement, release: release) {
            return LookStep(resolved: adjustment.look.map(ResolvedStyle.init) ?? chosen, isAdjusted: true, disagreement: nil,
                            steps: [Resolution.Step(text: LocalizedText(adjustment.reason), source: adjustment.source)])
        }
        let text = style.origin == .custom
            ? say("\(style.name) is a custom \(style.family.protocolName): its makeBody(configuration:) draws the view.")
            : say("\(style.name) was chosen explicitly and applies unchanged on \(platform.rawValue).")
        return LookStep(resolved: chosen, isAdjusted: false, disagreement: nil, steps: [Resolution.Step(text: text, source: style.availability.source)])
    }

    /// The family's row that covers `platform` in `placement` in `release`. Every family's rows cover every platform
    /// where its view exists, in every placement it can take, in every release (`ResolutionExampleTests`).
    func automaticRule(covering platform: Platform, in placement: Placement, release: OSVersion) -> AutomaticRule<Self> {
        guard let rule = automaticRule(on: platform, in: placement, release: release) else {
            preconditionFailure("no automatic rule of \(family) covers \(platform.rawValue) \(release) in \(placement.rawValue)")
        }
        return rule
    }
}

extension StyleResolver {
    /// How `Family`'s `automatic` style resolves in `context`, as one of the family's looks: what a view that takes its
    /// look from another family asks (a Menu's button, a DisclosureGroup's toggles, a Button's Label).
    static func automaticLook<Family: FamilyDefinition>(of _: Family.Type, in context: Context) -> Family.Look {
        let resolution = resolve(StyleCatalog.family(Family.family).automatic, in: context)
        return Family().automaticRule(covering: resolution.shownPlatform, in: resolution.effectivePlacement,
                                      release: resolution.shownRelease).look
    }
}
