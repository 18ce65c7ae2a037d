import Foundation
@testable import GalleryModel
import GalleryTestSupport
import Testing

/// The table of cards' approximation notes `gallery export` reads (`Sources/GalleryModel/Generated/
/// GeneratedApproximations.swift`) holds exactly what the planner gives, card by card. `scripts/generate-tables` runs
/// this suite with `GALLERY_WRITE_TABLES=1`, which writes the file instead of comparing it.
@Suite("Generated approximations")
struct GeneratedApproximationsTests {
    /// Where the generated file lives in the source tree.
    static let path = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources/GalleryModel/Generated/GeneratedApproximations.swift").path

    @Test("The file is what the planner gives for every card of the matrix (or is written, under scripts/generate-tables)", .sweep)
    func file() throws {
        let text = GeneratedApproximationsSource.text()
        if ProcessInfo.processInfo.environment["GALLERY_WRITE_TABLES"] == "1" {
            try Data(text.utf8).write(to: URL(fileURLWithPath: Self.path), options: .atomic)
        }
        #expect(try String(contentsOfFile: Self.path, encoding: .utf8) == text, "run scripts/generate-tables")
    }

    @Test("On every platform in its newest release, in every placement, each style's note is the planner's")
    func newestReleases() {
        for platform in Platform.allCases {
            for placement in Placement.allCases {
                for style in StyleCatalog.allStyles {
                    let resolution = CardScene.resolution(of: style, argument: nil, in: Context(platform: platform, placement: placement))
                    #expect(CardApproximation.of(resolution) == CardApproximation.derived(of: resolution),
                            "\(style.id) \(platform.rawValue) \(placement.rawValue): run scripts/generate-tables")
                }
            }
        }
    }

    @Test("Dark and at an accessibility text size, a card's note is the one the table keeps for it")
    func colourSchemeAndTextSize() {
        for platform in Platform.allCases {
            for style in StyleCatalog.allStyles {
                let context = Context(platform: platform, colorScheme: .dark, contentSize: .accessibilityExtraExtraExtraLarge)
                let resolution = CardScene.resolution(of: style, argument: nil, in: context)
                #expect(CardApproximation.of(resolution) == CardApproximation.derived(of: resolution), "\(style.id) \(platform.rawValue)")
            }
        }
    }

    @Test("The tvOS toggle's note says GTK has no focus engine; a release the gallery does not list asks the planner")
    func knownNoteAndUnlistedRelease() {
        let toggle = StyleCatalog.family(.toggle).automatic
        let onTV = CardScene.resolution(of: toggle, argument: nil, in: Context(platform: .tvOS))
        #expect(CardApproximation.of(onTV)?.contains("focus engine") == true)
        let unlisted = CardScene.resolution(of: toggle, argument: nil, in: Context(platform: .tvOS, release: "17.2"))
        #expect(!Platform.tvOS.releases.contains("17.2"))
        #expect(CardApproximation.of(unlisted) == CardApproximation.derived(of: unlisted))
    }
}

/// The Swift source of `GeneratedApproximations.swift`, from the planner.
enum GeneratedApproximationsSource {
    static func text() -> String {
        var rows: [String] = []
        for style in StyleCatalog.allStyles {
            let choices: [String?] = style.parameter?.choices.map(\.spelling) ?? [nil]
            for platform in Platform.allCases {
                var cells: [Cell] = []
                for context in ResolutionMatrix.contexts where context.platform == platform {
                    for choice in choices {
                        let resolution = CardScene.resolution(of: style, argument: choice, in: context)
                        cells.append(Cell(key: CardApproximation.key(of: resolution), placement: context.placement,
                                          note: CardApproximation.derived(of: resolution)))
                    }
                }
                if let note = uniform(cells) {
                    rows.append("        \(quoted(CardApproximation.key(style, on: platform))): \(quoted(note)),")
                    continue
                }
                for placement in Placement.allCases {
                    let placed = cells.filter { $0.placement == placement }
                    if let note = uniform(placed) {
                        rows.append("        \(quoted(CardApproximation.key(style, on: platform, in: placement))): \(quoted(note)),")
                    } else {
                        rows += placed.compactMap { cell in cell.note.map { "        \(quoted(cell.key)): \(quoted($0))," } }
                    }
                }
            }
        }
        return """
        // Written by scripts/generate-tables from CardApproximation.derived(of:) for every card of the matrix.
        // Do not edit: GeneratedApproximationsTests fails when this file differs from what it gives.

        /// Each card's approximation note (``CardApproximation/derived(of:)``): by ``CardApproximation/key(_:on:in:)`` without
        /// a placement where one note holds in every release, placement and choice on the platform, with one where it holds in
        /// every release and choice in that placement, else by ``CardApproximation/key(of:)``; cards without one are not listed.
        enum GeneratedApproximations {
            static let table: [String: String] = \(rows.isEmpty ? "[:]" : "[\n" + rows.joined(separator: "\n") + "\n    ]")
        }

        """
    }

    /// One card of the matrix: its key, its placement and its note.
    private struct Cell {
        let key: String
        let placement: Placement
        let note: String?
    }

    /// The one note every cell of `cells` has, or nil when some differ or have none.
    private static func uniform(_ cells: [Cell]) -> String? {
        guard let note = cells.first?.note, cells.allSatisfy({ $0.note == note }) else { return nil }
        return note
    }

    private static func quoted(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}
