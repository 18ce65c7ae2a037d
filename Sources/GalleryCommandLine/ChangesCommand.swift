import ArgumentParser
import GalleryModel
import GalleryTranslation

/// `gallery changes`: what changed on a platform between two of its releases, each change with its source.
struct ChangesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "changes",
        abstract: "List what changed on a platform between two releases, with sources.",
        discussion: """
            Lists every style whose availability, deprecation, automatic resolution (in any placement) or drawn look \
            changed after --from up to and including --to, release by release, and the design eras that began. The \
            releases may be given in either order.
            """
    )

    @Option(help: "The platform: iOS, iPadOS, macOS, tvOS, watchOS or visionOS.")
    var platform: String

    @Option(help: "The release to compare from, such as 18 or 10.15.")
    var from: String

    @Option(help: "The release to compare to, such as 26.")
    var to: String

    @Flag(help: "Print JSON instead of text.")
    var json = false

    func run() throws {
        let platform = try parseName(self.platform, as: Platform.self)
        // Both options are given, so neither release is nil.
        guard let first = try parseRelease(self.from, for: platform), let second = try parseRelease(self.to, for: platform) else { return }
        let (older, newer) = (min(first, second), max(first, second))
        let changes = ReleaseChanges.between(older, newer, on: platform)
        if json {
            try writeLine(try JSONOutput.string(Output(platform: platform, from: older, to: newer, changes: changes)))
            return
        }
        guard !changes.isEmpty else {
            try writeLine(tr("Nothing changed on \(platform.rawValue) after \(older) up to \(newer)."))
            return
        }
        var lines: [String] = []
        for change in changes {
            var subject = change.family.map { $0.rawValue } ?? platform.rawValue
            if !change.styles.isEmpty { subject += " " + change.styles.joined(separator: ", ") }
            if !change.placements.isEmpty { subject += " (" + change.placements.map(\.rawValue).joined(separator: ", ") + ")" }
            lines.append("\(platform.rawValue) \(change.release) [\(change.kind.rawValue)] \(subject): \(tr(change.text))")
            lines.append("  " + tr("source: \(change.source)"))
        }
        try writeLine(lines.joined(separator: "\n"))
    }

    /// `changes --json`: English sentences whatever the language, with the localized ones beside them.
    private struct Output: Encodable {
        let platform: String
        let from: String
        let to: String
        let changes: [Entry]

        init(platform: Platform, from: OSVersion, to: OSVersion, changes: [ReleaseChange]) {
            self.platform = platform.rawValue
            self.from = from.description
            self.to = to.description
            self.changes = changes.map(Entry.init)
        }
    }

    /// One change in `changes --json`; `family` is null for an era.
    private struct Entry: Encodable {
        let kind: String
        let release: String
        let family: String?
        let styles: [String]
        let placements: [String]
        let change: String
        let localizedChange: String
        let source: String

        init(_ change: ReleaseChange) {
            kind = change.kind.rawValue
            release = change.release.description
            family = change.family?.rawValue
            styles = change.styles
            placements = change.placements.map(\.rawValue)
            self.change = change.text.english
            localizedChange = tr(change.text)
            source = change.source
        }

        // Written out so that `family` is null for an era rather than left out.
        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(kind, forKey: .kind)
            try container.encode(release, forKey: .release)
            try container.encode(family, forKey: .family)
            try container.encode(styles, forKey: .styles)
            try container.encode(placements, forKey: .placements)
            try container.encode(change, forKey: .change)
            try container.encode(localizedChange, forKey: .localizedChange)
            try container.encode(source, forKey: .source)
        }

        private enum CodingKeys: String, CodingKey {
            case kind, release, family, styles, placements, change, localizedChange, source
        }
    }
}
