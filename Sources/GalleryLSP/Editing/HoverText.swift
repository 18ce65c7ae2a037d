import GalleryModel
import GalleryStyleCheck
import GalleryTranslation

/// What hovering over a style modifier says: for each platform of the document's targets, in the release the code
/// runs from there, what the style resolves to and the resolver's first reason; a line for each platform that lacks
/// it, and one for each that deprecated it.
enum HoverText {
    /// The hover of `branch` of `site` (each branch of a `?:` when nil), in Markdown, for `targets` (every platform in
    /// its newest release when the targets are unknown); nil when the modifier names no built-in style.
    static func markdown(_ site: SourceSites.ModifierSite, branch: SourceSites.Branch?, targets: DocumentTargets) -> String? {
        let branches = branch.map { [$0] } ?? site.branches
        var blocks: [String] = []
        for branch in branches {
            guard let style = branch.style else {
                blocks.append("**`.\(site.family.modifierName)(\(branch.written))`**\n\n" + tr(say(
                    "'\(branch.written)' is not a built-in \(site.family.rawValue) style: the project's own style, or one the code computes, looks as its code says")))
                continue
            }
            let written = style.modifiers(choosing: branch.choice).first ?? style.modifier
            var lines = ["**`\(written)`**", ""]
            if case .unknown = targets {
                lines.append(tr(say("The file's targets are unknown: each platform in its newest release.")))
                lines.append("")
            }
            if site.placement != .standard {
                lines.append(tr(say("In a \(site.placement.rawValue) placement.")))
                lines.append("")
            }
            lines += Self.lines(style, choice: branch.choice, site: site, targets: targets)
            blocks.append(lines.joined(separator: "\n"))
        }
        let built = blocks.joined(separator: "\n\n---\n\n")
        return built.isEmpty ? nil : built
    }

    /// One line per platform: "- iOS 17: borderedProminent — REASON".
    static func lines(_ style: StyleDescriptor, choice: String?, site: SourceSites.ModifierSite, targets: DocumentTargets) -> [String] {
        let asked: [DeploymentTarget] = switch targets {
        case .known(let targets, _): targets
        case .unknown: Platform.allCases.map { DeploymentTarget(platform: $0, release: $0.newestRelease) }
        }
        return asked.map { target in
            var release = target.release
            if case .from(let floor)? = site.scopes[target.platform] { release = floor }
            let platform = "\(target.platform.rawValue) \(release)"
            if case .unavailable? = site.scopes[target.platform] {
                return "- " + tr(say("\(platform): never runs here (marked unavailable on \(target.platform.rawValue))"))
            }
            let resolution = StyleResolver.resolve(style, in: Context(platform: target.platform, release: release, placement: site.placement),
                                                   argument: choice)
            let reason = resolution.steps.first?.text ?? .verbatim("")
            if !resolution.isAvailable {
                return "- " + tr(say("\(platform): not available — \(reason)"))
            }
            // The resolver's first step is then the deprecation, with Apple's replacement.
            if resolution.isDeprecated {
                return "- " + tr(say("\(platform): \(resolution.resolved.name), deprecated — \(reason)"))
            }
            return "- \(platform): \(resolution.resolved.name) — \(tr(reason))"
        }
    }
}
