/// Resolves a chosen style on a platform in a placement, following the
/// documents' rules: ``AutomaticStyleTable`` for `automatic`,
/// ``ExplicitStyleTable`` for documented adjustments of chosen styles, and
/// ``PlacementSupport`` for contexts a family cannot appear in.
public enum StyleResolver {
    /// Resolves the style named `styleName` of `family`.
    ///
    /// - Throws: ``UnknownNameError`` when the family has no such style.
    public static func resolve(
        _ family: StyleFamily,
        style styleName: String = "automatic",
        platform: Platform,
        placement: Placement = .standard
    ) throws(UnknownNameError) -> Resolution {
        resolve(try StyleCatalog.style(named: styleName, in: family), platform: platform, placement: placement)
    }

    /// Resolves `style` on `platform` in `placement`.
    public static func resolve(_ style: StyleDescriptor, platform: Platform, placement: Placement = .standard) -> Resolution {
        let family = StyleCatalog.family(style.family)
        var steps: [Resolution.Step] = []

        // 1. Availability: the view and the style must both exist on the platform.
        let availablePlatforms = StyleCatalog.platforms(of: style)
        let isAvailable = availablePlatforms.contains(platform)
        var shownPlatform = platform
        if !isAvailable {
            let missing = family.viewAvailability.isAvailable(on: platform) ? style : nil
            let subject = missing.map { "The \($0.name) \(family.family.viewName.lowercased()) style" } ?? family.family.viewName
            let source = missing?.availability.source ?? family.viewAvailability.source
            let whereAvailable = availablePlatforms.map(\.rawValue).joined(separator: ", ")
            // Every catalog style exists on at least one platform (a catalog test checks this).
            shownPlatform = availablePlatforms[0]
            steps.append(Resolution.Step(reason: "\(subject) is not available on \(platform.rawValue); it exists on \(whereAvailable).",
                                         source: source))
            steps.append(Resolution.Step(reason: "The gallery shows it as it looks on \(shownPlatform.rawValue), dimmed.", source: source))
        }

        // 2. Placement: fall back to the standard placement where the family cannot go.
        var effectivePlacement = placement
        if let why = PlacementSupport.unsupportedReason(style.family, in: placement, on: shownPlatform) {
            effectivePlacement = .standard
            steps.append(Resolution.Step(
                reason: why + " The gallery shows the standard placement.",
                source: "https://developer.apple.com/documentation/swiftui/populating-swiftui-menus-with-adaptive-controls"))
        }

        // 3. The look.
        let resolved: ResolvedStyle
        let adjustment = style.isAutomatic
            ? nil : ExplicitStyleTable.adjustment(for: style.family, style: style.name, on: shownPlatform, in: effectivePlacement)
        if style.isAutomatic {
            // The table covers every family on every platform where the view exists (a test checks this).
            let rule = AutomaticStyleTable.rule(for: style.family, on: shownPlatform, in: effectivePlacement)!
            resolved = ResolvedStyle(style.family, rule.resolved)
            steps.append(Resolution.Step(reason: rule.reason, source: rule.source))
        } else if let adjustment {
            resolved = adjustment.resolved ?? ResolvedStyle(style.family, style.name)
            steps.append(Resolution.Step(reason: adjustment.reason, source: adjustment.source))
        } else if style.origin == .custom {
            resolved = ResolvedStyle(style.family, style.name)
            steps.append(Resolution.Step(
                reason: "\(style.name) is a custom \(style.family.protocolName): its makeBody(configuration:) draws the view.",
                source: style.availability.source))
        } else {
            resolved = ResolvedStyle(style.family, style.name)
            steps.append(Resolution.Step(
                reason: "\(style.name) was chosen explicitly and applies unchanged on \(shownPlatform.rawValue).",
                source: style.availability.source))
        }

        return Resolution(
            style: style,
            platform: platform,
            placement: placement,
            effectivePlacement: effectivePlacement,
            shownPlatform: shownPlatform,
            resolved: resolved,
            isAvailable: isAvailable,
            availablePlatforms: availablePlatforms,
            steps: steps
        )
    }
}
