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
                lines.append("  \(name)\(origin)\(platforms)")
            }
        }
        try writeLine(lines.joined(separator: "\n"))
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
            availability = Dictionary(uniqueKeysWithValues: descriptor.viewAvailability.introduced.map { ($0.key.rawValue, $0.value) })
            styles = descriptor.styles.map(StyleEntry.init)
        }
    }

    /// One style in `list --json`.
    private struct StyleEntry: Encodable {
        let name: String
        let origin: String
        let platforms: [String]
        let availability: [String: String]
        let source: String
        let summary: String
        let code: String

        init(_ style: StyleDescriptor) {
            name = style.name
            origin = style.origin.rawValue
            platforms = StyleCatalog.platforms(of: style).map(\.rawValue)
            availability = Dictionary(uniqueKeysWithValues: style.availability.introduced.map { ($0.key.rawValue, $0.value) })
            source = style.availability.source
            summary = style.summary
            code = Planner.code(of: style)
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
