import Foundation
import GalleryModel
import Testing

/// The catalog's built-in styles against a checked-in table of every style of the
/// gallery's families as Apple's pages document it (Fixtures/apple-styles.tsv, which says
/// when it was read): the same styles, the same first releases and deprecations per
/// platform (a release, or `future` for a deprecation in a future release), and the same page cited.
@Suite("Catalog against Apple's pages")
struct AppleStyleTableTests {
    /// One line of the table.
    struct Row: Sendable, CustomTestStringConvertible {
        let family: StyleFamily
        let name: String
        let introduced: [Platform: OSVersion]
        let deprecated: [Platform: Deprecation]
        let page: String

        var testDescription: String { "\(family.rawValue).\(name)" }
    }

    static let rows: [Row] = {
        let url = TestFiles.fixture("apple-styles.tsv")
        let text = try! String(contentsOf: url, encoding: .utf8)
        return text.split(separator: "\n").filter { !$0.hasPrefix("#") }.map { line in
            let columns = line.split(separator: "\t").map(String.init)
            return Row(family: try! StyleFamily.named(columns[0]), name: columns[1],
                       introduced: releases(columns[2]), deprecated: deprecations(columns[3]), page: columns[4])
        }
    }()

    /// "iOS=13.0 macOS=10.15" as a dictionary; "-" is empty.
    static func releases(_ column: String) -> [Platform: OSVersion] {
        guard column != "-" else { return [:] }
        return Dictionary(uniqueKeysWithValues: column.split(separator: " ").map { pair in
            let parts = pair.split(separator: "=").map(String.init)
            return (try! Platform.named(parts[0]), OSVersion(parts[1])!)
        })
    }

    /// "macOS=27.0 iOS=future" as a dictionary: a release, or `future` for a deprecation in a future release; "-" is empty.
    static func deprecations(_ column: String) -> [Platform: Deprecation] {
        guard column != "-" else { return [:] }
        return Dictionary(uniqueKeysWithValues: column.split(separator: " ").map { pair in
            let parts = pair.split(separator: "=").map(String.init)
            return (try! Platform.named(parts[0]), parts[1] == "future" ? .future : .release(OSVersion(parts[1])!))
        })
    }

    @Test("The table says when it was read and lists each style once")
    func tableIsDated() throws {
        let url = TestFiles.fixture("apple-styles.tsv")
        #expect(try String(contentsOf: url, encoding: .utf8).contains("on 2026-11-23"))
        #expect(Set(Self.rows.map(\.testDescription)).count == Self.rows.count)
    }

    @Test("Every style in Apple's table is in the catalog with the same releases and page", arguments: rows)
    func rowMatchesCatalog(_ row: Row) throws {
        let style = try StyleCatalog.style(named: row.name, in: row.family)
        #expect(style.origin == .builtIn)
        #expect(style.availability.introduced == row.introduced)
        #expect(style.availability.deprecations == row.deprecated)
        #expect(style.availability.source == row.page)
    }

    @Test("Every built-in style of the catalog is in Apple's table")
    func catalogIsInTable() {
        let listed = Set(Self.rows.map(\.testDescription))
        for style in StyleCatalog.builtInStyles {
            #expect(listed.contains(style.id), "\(style.id) is not in Apple's table")
        }
    }
}
