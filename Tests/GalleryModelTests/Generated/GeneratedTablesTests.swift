import Foundation
@testable import GalleryModel
import Testing

/// The tables a process reads instead of deriving them at each start (`Sources/GalleryModel/Generated`) hold exactly what
/// their derivations give today. `scripts/generate-tables` runs this suite with `GALLERY_WRITE_TABLES=1`, which writes
/// the file instead of comparing it.
@Suite("Generated tables")
struct GeneratedTablesTests {
    /// Where the generated file lives in the source tree.
    static let path = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources/GalleryModel/Generated/GeneratedTables.swift").path

    @Test("The release lists are the ones the catalog and the rule tables name, platform by platform")
    func releases() {
        let derived = PlatformReleases.derived()
        for platform in Platform.allCases {
            #expect(GeneratedTables.releases[platform] == derived[platform], "\(platform.rawValue): run scripts/generate-tables")
        }
    }

    @Test("Every custom style's availability is the one its protocol and its card's code give, style by style")
    func customStyles() {
        let custom = StyleCatalog.allStyles.filter { $0.origin == .custom }
        #expect(Set(GeneratedTables.customStyles.keys) == Set(custom.map(\.id)), "run scripts/generate-tables")
        for style in custom {
            #expect(GeneratedTables.customStyles[style.id] == CustomStyleAPIs.derivedAvailability(of: style),
                    "\(style.id): run scripts/generate-tables")
        }
    }

    @Test("The file is what the generator writes from the derivations (or is written, under scripts/generate-tables)")
    func file() throws {
        let text = GeneratedTablesSource.text()
        if ProcessInfo.processInfo.environment["GALLERY_WRITE_TABLES"] == "1" {
            try Data(text.utf8).write(to: URL(fileURLWithPath: Self.path), options: .atomic)
        }
        #expect(try String(contentsOfFile: Self.path, encoding: .utf8) == text, "run scripts/generate-tables")
    }
}

/// The Swift source of `GeneratedTables.swift`, from the derivations.
enum GeneratedTablesSource {
    static func text() -> String {
        let releases = PlatformReleases.derived()
        let releaseRows = Platform.allCases.map { platform in
            "        .\(platform.rawValue): [\(releases[platform]!.map { quoted($0.description) }.joined(separator: ", "))],"
        }
        let styleRows = StyleCatalog.allStyles.filter { $0.origin == .custom }.map { style in
            let availability = CustomStyleAPIs.derivedAvailability(of: style)
            let introduced = Platform.allCases.compactMap { platform in
                availability.introduced[platform].map { ".\(platform.rawValue): \(quoted($0.description))" }
            }
            return """
                    \(quoted(style.id)): Availability(
                        introduced: [\(introduced.joined(separator: ", "))],
                        source: \(quoted(availability.source))),
            """
        }
        return """
        // Written by scripts/generate-tables from PlatformReleases.derived() and CustomStyleAPIs.derivedAvailability(of:).
        // Do not edit: GeneratedTablesTests fails when this file differs from what they give.

        /// What a process would otherwise derive from the catalog at each start, derived once when the gallery is built.
        enum GeneratedTables {
            /// Every release each platform's selector offers, newest first (``PlatformReleases/derived()``).
            static let releases: [Platform: [OSVersion]] = [
        \(releaseRows.joined(separator: "\n"))
            ]

            /// Each custom style's availability, by style id (``CustomStyleAPIs/derivedAvailability(of:)``).
            static let customStyles: [String: Availability] = [
        \(styleRows.joined(separator: "\n"))
            ]
        }

        """
    }

    private static func quoted(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}
