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
        var reasons: [String] = []
        var sources: [String] = []

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
            reasons.append("\(subject) is not available on \(platform.rawValue); it exists on \(whereAvailable).")
            reasons.append("The gallery shows it as it looks on \(shownPlatform.rawValue), dimmed.")
            sources.append(source)
            sources.append(source)
        }

        // 2. Placement: fall back to the standard placement where the family cannot go.
        var effectivePlacement = placement
        if let why = PlacementSupport.unsupportedReason(style.family, in: placement, on: shownPlatform) {
            effectivePlacement = .standard
            reasons.append(why + " The gallery shows the standard placement.")
            sources.append("https://developer.apple.com/documentation/swiftui/populating-swiftui-menus-with-adaptive-controls")
        }

        // 3. The look.
        let resolved: ResolvedStyle
        if style.origin == .custom {
            resolved = ResolvedStyle(style.family, style.name)
            reasons.append("\(style.name) is a custom \(style.family.protocolName): its makeBody(configuration:) draws the view.")
            sources.append(style.availability.source)
        } else if style.isAutomatic {
            // The table covers every family on every platform where the view exists (a test checks this).
            let rule = AutomaticStyleTable.rule(for: style.family, on: shownPlatform, in: effectivePlacement)!
            resolved = ResolvedStyle(style.family, rule.resolved)
            reasons.append(rule.reason)
            sources.append(rule.source)
        } else if let adjustment = ExplicitStyleTable.adjustment(
            for: style.family, style: style.name, on: shownPlatform, in: effectivePlacement
        ) {
            resolved = adjustment.resolved ?? ResolvedStyle(style.family, style.name)
            reasons.append(adjustment.reason)
            sources.append(adjustment.source)
        } else {
            resolved = ResolvedStyle(style.family, style.name)
            reasons.append("\(style.name) was chosen explicitly and applies unchanged on \(shownPlatform.rawValue).")
            sources.append(style.availability.source)
        }

        return Resolution(
            family: style.family,
            requested: style.name,
            platform: platform,
            placement: placement,
            effectivePlacement: effectivePlacement,
            shownPlatform: shownPlatform,
            resolved: resolved,
            isAvailable: isAvailable,
            availablePlatforms: availablePlatforms,
            reasons: reasons,
            sources: sources
        )
    }
}
