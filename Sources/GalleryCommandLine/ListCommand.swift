import ArgumentParser
import Foundation
import GalleryModel
import GalleryTranslation

/// `gallery list`: every family and style with the platforms that have it.
struct ListCommand: AnsweringCommand {
    static let configuration = CommandConfiguration(
        commandName: "list", abstract: "List every style family and style, with the platforms that have each.")

    @Flag(help: "Print JSON instead of text.")
    var json = false

    func run(io: CommandIO) throws {
        try Self.write(json: json, to: io)
    }

    /// Writes the list to `io`, as text or (`json`) as JSON: what `list` answers, through the parser or before it
    /// (``CommandLineRun`` answers `list` and `list --json` alone without it).
    static func write(json: Bool, to io: CommandIO) throws {
        if json {
            try io.writeLine(try JSONOutput.string(StyleCatalog.families.map(FamilyEntry.init)))
            return
        }
        // Every line but the headings, which are SwiftUI's names only, is said in the reader's language;
        // `list --json` never is.
        let nameWidth = StyleCatalog.allStyles.map(\.name.count).max()! + 2
        var lines = [String]()
        for family in StyleCatalog.families {
            lines.append("\(family.family.rawValue) (\(family.family.viewName), .\(family.family.modifierName)(_:))")
            for style in family.styles {
                let name = style.name.padding(toLength: nameWidth, withPad: " ", startingAt: 0)
                let platforms = StyleCatalog.platforms(of: style).map(\.rawValue).joined(separator: " ")
                var detail: LocalizedText = style.origin == .custom ? say("custom; \(platforms)") : .verbatim(platforms)
                if let deprecation = style.availability.deprecationSummary {
                    detail = say("\(detail) — \(deprecation)")
                }
                lines.append("  \(name)\(tr(detail))")
                if let parameter = style.parameter {
                    let choices = parameter.spellings.joined(separator: ", ")
                    lines.append("    " + tr("\(parameter.label): \(choices) (default \(parameter.defaultChoice))"))
                }
            }
        }
        try io.writeLine(lines.joined(separator: "\n"))
    }

    /// One family in `list --json`.
    private struct FamilyEntry: Encodable {
        let family: String
        let view: String
        let modifier: String
        let availability: [String: String]
        let styles: [StyleEntry]

        init(_ descriptor: FamilyDescriptor) {
            family = descriptor.family.rawValue
            view = descriptor.family.viewName
            modifier = descriptor.family.modifierName + "(_:)"
            availability = Self.releases(descriptor.viewAvailability.introduced)
            styles = descriptor.styles.map(StyleEntry.init)
        }

        /// Releases by platform name, in the badge form ("13.0", "10.15").
        static func releases(_ versions: [Platform: OSVersion]) -> [String: String] {
            Dictionary(uniqueKeysWithValues: versions.map { ($0.key.rawValue, $0.value.badgeForm) })
        }
    }

    /// One style in `list --json`.
    private struct StyleEntry: Encodable {
        let name: String
        let origin: String
        let platforms: [String]
        let availability: [String: String]
        /// The release that deprecated the style, per platform; empty when Apple has not, and without the platforms
        /// where it is deprecated in a future release, which have no release of their own.
        let deprecated: [String: String]
        /// The platforms where Apple marks the style to be deprecated in a future release (the SDK's
        /// `deprecated: 100000`), in canonical order; empty when none.
        let deprecatedInFutureRelease: [String]
        /// What Apple's page says to use instead, or null.
        let replacement: String?
        /// The style's parameter and its values, or null.
        let parameter: ParameterEntry?
        let source: String
        let summary: String
        let code: String

        init(_ style: StyleDescriptor) {
            name = style.name
            origin = style.origin.rawValue
            platforms = StyleCatalog.platforms(of: style).map(\.rawValue)
            availability = FamilyEntry.releases(style.availability.introduced)
            deprecated = FamilyEntry.releases(style.availability.deprecatedReleases)
            deprecatedInFutureRelease = style.availability.futureDeprecationPlatforms.map(\.rawValue)
            replacement = style.availability.replacement
            parameter = style.parameter.map(ParameterEntry.init)
            source = style.availability.source
            summary = style.summary
            code = Planner.code(of: style)
        }

        private enum CodingKeys: String, CodingKey {
            case name, origin, platforms, availability, deprecated, deprecatedInFutureRelease, replacement, parameter, source, summary, code
        }

        /// Spelled out so that `replacement` and `parameter` are written as null rather than left out.
        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(name, forKey: .name)
            try container.encode(origin, forKey: .origin)
            try container.encode(platforms, forKey: .platforms)
            try container.encode(availability, forKey: .availability)
            try container.encode(deprecated, forKey: .deprecated)
            try container.encode(deprecatedInFutureRelease, forKey: .deprecatedInFutureRelease)
            try container.encode(replacement, forKey: .replacement)
            try container.encode(parameter, forKey: .parameter)
            try container.encode(source, forKey: .source)
            try container.encode(summary, forKey: .summary)
            try container.encode(code, forKey: .code)
        }
    }
}

/// Pretty, key-sorted JSON for command output.
package enum JSONOutput {
    package static func string(_ value: some Encodable) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }
}

/// A style's parameter in `list --json`.
private struct ParameterEntry: Encodable {
    let label: String
    let choices: [String]
    let defaultChoice: String
    let source: String

    init(_ parameter: StyleParameter) {
        label = parameter.label
        choices = parameter.spellings
        defaultChoice = parameter.defaultChoice
        source = parameter.source
    }

    private enum CodingKeys: String, CodingKey {
        case label, choices, defaultChoice = "default", source
    }
}
