import ArgumentParser
import Foundation
import GalleryModel

/// `gallery list`: every family and style with the platforms that have it.
struct ListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list", abstract: "List every style family and style, with the platforms that have each.")

    @Flag(help: "Print JSON instead of text.")
    var json = false

    func run() throws {
        if json {
            try writeLine(try JSONOutput.string(StyleCatalog.families.map(FamilyEntry.init)))
            return
        }
        let nameWidth = StyleCatalog.allStyles.map(\.name.count).max()! + 2
        var lines = [String]()
        for family in StyleCatalog.families {
            lines.append("\(family.family.rawValue) (\(family.family.viewName), .\(family.family.modifierName)(_:))")
            for style in family.styles {
                let name = style.name.padding(toLength: nameWidth, withPad: " ", startingAt: 0)
                let origin = style.origin == .custom ? "custom; " : ""
                let platforms = StyleCatalog.platforms(of: style).map(\.rawValue).joined(separator: " ")
                lines.append("  \(name)\(origin)\(platforms)\(Self.deprecationNote(style.availability))")
            }
        }
        try writeLine(lines.joined(separator: "\n"))
    }

    /// " — deprecated in macOS 27, use .bordered", or "" for a style Apple has not deprecated.
    static func deprecationNote(_ availability: Availability) -> String {
        guard availability.isDeprecatedSomewhere else { return "" }
        let releases = Platform.allCases.compactMap { platform in availability.deprecated[platform].map { "\(platform.rawValue) \($0)" } }
        let use = availability.replacement.map { ", use \($0)" } ?? ""
        return " — deprecated in \(releases.joined(separator: ", "))\(use)"
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
        /// The release that deprecated the style, per platform; empty when Apple has not.
        let deprecated: [String: String]
        /// What Apple's page says to use instead, or null.
        let replacement: String?
        let source: String
        let summary: String
        let code: String

        init(_ style: StyleDescriptor) {
            name = style.name
            origin = style.origin.rawValue
            platforms = StyleCatalog.platforms(of: style).map(\.rawValue)
            availability = FamilyEntry.releases(style.availability.introduced)
            deprecated = FamilyEntry.releases(style.availability.deprecated)
            replacement = style.availability.replacement
            source = style.availability.source
            summary = style.summary
            code = Planner.code(of: style)
        }

        private enum CodingKeys: String, CodingKey {
            case name, origin, platforms, availability, deprecated, replacement, source, summary, code
        }

        /// Spelled out so that `replacement` is written as null rather than left out.
        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(name, forKey: .name)
            try container.encode(origin, forKey: .origin)
            try container.encode(platforms, forKey: .platforms)
            try container.encode(availability, forKey: .availability)
            try container.encode(deprecated, forKey: .deprecated)
            try container.encode(replacement, forKey: .replacement)
            try container.encode(source, forKey: .source)
            try container.encode(summary, forKey: .summary)
            try container.encode(code, forKey: .code)
        }
    }
}

/// Pretty, key-sorted JSON for command output.
enum JSONOutput {
    static func string(_ value: some Encodable) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }
}
