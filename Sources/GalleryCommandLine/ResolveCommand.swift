import ArgumentParser
import GalleryModel
import GalleryTranslation

/// `gallery resolve`: what a style becomes on a platform in a placement, and why.
struct ResolveCommand: AnsweringCommand {
    static let configuration = CommandConfiguration(
        commandName: "resolve",
        abstract: "Resolve a style (automatic by default) on a platform in a placement.",
        discussion: """
            Prints the SwiftUI name of the resolved style. With --stack (label only), composes a stack of \
            label styles written in source order, closest to the Label first, and prints the visible parts.
            """
    )

    @OptionGroup var card: CardOptions

    @Option(help: "Label only: comma-separated label styles, closest to the Label first (Shadow,iconOnly).")
    var stack: String?

    @Flag(help: "Label only: compose the stack at an accessibility text size.")
    var accessibilitySize = false

    @Flag(help: "Print JSON instead of the resolved name.")
    var json = false

    func run(io: CommandIO) throws {
        let (family, platform, _, placement) = try card.names()

        if accessibilitySize && stack == nil {
            throw GalleryError(say("--accessibility-size applies to a label --stack"))
        }
        if let stack {
            guard family == .label else {
                throw GalleryError(say("--stack composes label styles; it does not apply to \(family.rawValue)"))
            }
            try resolveStack(stack, platform: platform, placement: placement, io: io)
            return
        }
        let resolution = try card.resolution()
        if json {
            try io.writeLine(try JSONOutput.string(ResolutionOutput(resolution)))
        } else {
            try io.writeLine(resolution.resolved.name)
            if !resolution.isAvailable {
                io.note(tr("note: \(resolution.steps[0].text)"))
            }
            if let badge = resolution.deprecationBadge {
                io.note(tr("note: \(badge)"))
            }
            if let disagreement = resolution.disagreement {
                io.note(tr("note: \(disagreement.step(drawn: resolution.resolved.name).text)"))
            }
        }
    }

    private func resolveStack(_ text: String, platform: Platform, placement: Placement, io: CommandIO) throws {
        let names = text.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        guard names.count <= LabelStyleKind.maximumStackDepth else {
            throw GalleryError(say("--stack holds \(names.count) styles; a stack may hold at most \(LabelStyleKind.maximumStackDepth)"))
        }
        var stack: [LabelStyleKind] = []
        for name in names {
            do {
                stack.append(try LabelStyleKind.named(name))
            } catch {
                throw GalleryError(error)
            }
        }
        let composition = LabelViewContent.compose(stack, on: platform, in: placement, accessibilitySize: accessibilitySize)
        if json {
            try io.writeLine(try JSONOutput.string(StackOutput(
                family: "label", stack: stack.map(\.rawValue), platform: platform.rawValue, placement: placement.rawValue,
                accessibilitySize: accessibilitySize, visibleParts: composition.visibleParts.map(\.rawValue),
                effects: composition.effects, layout: composition.layout.rawValue, appliedStyles: composition.appliedCount,
                steps: composition.steps, localizedSteps: composition.stepTexts.map(tr))))
        } else {
            let parts = composition.visibleParts.map(\.rawValue).joined(separator: ", ")
            let effects = composition.effects.isEmpty ? say("none") : .verbatim(composition.effects.joined(separator: ", "))
            try io.writeLine(tr("\(parts); effects: \(effects)"))
        }
    }

    /// `resolve --json`.
    private struct ResolutionOutput: Encodable {
        let family: String
        let requested: String
        let resolved: String
        let resolvedFamily: String
        let nameable: Bool
        let platform: String
        let osVersion: String
        let argument: String?
        let placement: String
        let effectivePlacement: String
        let available: Bool
        let introduced: String?
        /// The release of the platform that deprecated the style; null where Apple has not, or deprecates it in a
        /// future release.
        let deprecated: String?
        /// Whether Apple marks the style on the platform to be deprecated in a future release (the SDK's
        /// `deprecated: 100000`), which has no release of its own.
        let deprecatedInFutureRelease: Bool
        let replacement: String?
        let availableOn: [String]
        let shownInstead: String?
        /// The reason chain in English, whatever the language: scripts read it.
        let reason: String
        /// Each step of the reason chain in English.
        let reasons: [String]
        /// ``reason`` in the language the process speaks.
        let localizedReason: String
        /// ``reasons`` in the language the process speaks.
        let localizedReasons: [String]
        let sources: [String]
        /// Where Apple's page names another look than the one SwiftUI draws (and `resolved` names), or null.
        let disagreement: DisagreementOutput?

        init(_ resolution: Resolution) {
            family = resolution.family.rawValue
            requested = resolution.requested
            resolved = resolution.resolved.name
            resolvedFamily = resolution.resolved.family.rawValue
            nameable = resolution.resolved.isNameable
            platform = resolution.platform.rawValue
            osVersion = resolution.release.description
            argument = resolution.argument
            placement = resolution.placement.rawValue
            effectivePlacement = resolution.effectivePlacement.rawValue
            available = resolution.isAvailable
            introduced = resolution.introduced?.badgeForm
            deprecated = resolution.deprecatedIn?.badgeForm
            deprecatedInFutureRelease = resolution.isDeprecatedInFutureRelease
            replacement = resolution.style.availability.replacement
            availableOn = resolution.availablePlatforms.map(\.rawValue)
            shownInstead = resolution.shownInstead?.english
            reason = resolution.reason
            reasons = resolution.reasons
            localizedReason = tr(resolution.reasonText)
            localizedReasons = resolution.steps.map { tr($0.text) }
            sources = resolution.sources
            disagreement = resolution.disagreement.map(DisagreementOutput.init)
        }

        // Written out so that `argument`, `shownInstead`, `introduced`, `deprecated` and `replacement` appear as null when absent: the synthesized
        // encoder would leave the key out, and scripts can rely on every key being there.
        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(family, forKey: .family)
            try container.encode(requested, forKey: .requested)
            try container.encode(resolved, forKey: .resolved)
            try container.encode(resolvedFamily, forKey: .resolvedFamily)
            try container.encode(nameable, forKey: .nameable)
            try container.encode(platform, forKey: .platform)
            try container.encode(osVersion, forKey: .osVersion)
            try container.encode(argument, forKey: .argument)
            try container.encode(placement, forKey: .placement)
            try container.encode(effectivePlacement, forKey: .effectivePlacement)
            try container.encode(available, forKey: .available)
            try container.encode(introduced, forKey: .introduced)
            try container.encode(deprecated, forKey: .deprecated)
            try container.encode(deprecatedInFutureRelease, forKey: .deprecatedInFutureRelease)
            try container.encode(replacement, forKey: .replacement)
            try container.encode(availableOn, forKey: .availableOn)
            try container.encode(shownInstead, forKey: .shownInstead)
            try container.encode(reason, forKey: .reason)
            try container.encode(reasons, forKey: .reasons)
            try container.encode(localizedReason, forKey: .localizedReason)
            try container.encode(localizedReasons, forKey: .localizedReasons)
            try container.encode(sources, forKey: .sources)
            try container.encode(disagreement, forKey: .disagreement)
        }

        private enum CodingKeys: String, CodingKey {
            case family, requested, resolved, resolvedFamily, nameable, platform, osVersion, argument, placement, effectivePlacement
            case available, introduced, deprecated, deprecatedInFutureRelease, replacement, availableOn, shownInstead, reason, reasons, localizedReason, localizedReasons
            case sources, disagreement
        }
    }

    /// `resolve --json`'s `disagreement`: the look Apple's page names, its page, and where what SwiftUI draws is shown.
    private struct DisagreementOutput: Encodable {
        let documented: String
        let documentedSource: String
        let drawnSource: String

        init(_ disagreement: Disagreement) {
            documented = disagreement.documented
            documentedSource = disagreement.documentedSource
            drawnSource = disagreement.drawnSource
        }
    }

    /// `resolve label --stack ... --json`.
    private struct StackOutput: Encodable {
        let family: String
        let stack: [String]
        let platform: String
        let placement: String
        let accessibilitySize: Bool
        let visibleParts: [String]
        let effects: [String]
        let layout: String
        let appliedStyles: Int
        /// How the stack was composed, step by step, in English whatever the language: scripts read it.
        let steps: [String]
        /// ``steps`` in the language the process speaks.
        let localizedSteps: [String]
    }
}
