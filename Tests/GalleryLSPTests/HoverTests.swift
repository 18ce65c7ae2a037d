import Foundation
import GalleryModel
@testable import GalleryLSP
import GalleryStyleCheck
import Testing

/// The hover over a style modifier: what it resolves to on each platform of the document's targets, at the release the
/// code runs from there, with the resolver's first reason.
@Suite("Hover")
struct HoverTests {
    static let text = """
        struct Row: View {
            var body: some View {
                Form {
                    Button("Größe 🌍") {}.buttonStyle(.borderedProminent)
                    if #available(iOS 26, *) {
                        Button("New") {}.buttonStyle(.glass)
                    }
                    Toggle("On", isOn: $on).toggleStyle(wide ? .switch : .checkbox)
                }
            }
        }
        """

    static func hover(_ line: Int, _ character: Int, targets: DocumentTargets, encoding: PositionEncoding = .utf16) -> JSONValue {
        let check = DocumentCheck(name: "Row.swift", document: TextDocument(text: text), targets: targets, known: StyleDeclarations())
        return EditorFeatures.hover(check, at: Position(line: line, character: character), encoding: encoding, abilities: ClientAbilities())
    }

    static func targets(_ texts: [String]) throws -> DocumentTargets {
        .known(try ServerOptions.targets(texts), conditions: [])
    }

    @Test("Over .buttonStyle(.borderedProminent), its name or its argument: a line per target platform with the reason")
    func borderedProminent() throws {
        let targets = try Self.targets(["iOS=17", "macOS=14", "tvOS=14"])
        let line = Self.text.components(separatedBy: "\n")[3]
        let start = line.utf16.count - ".buttonStyle(.borderedProminent)".utf16.count
        let (name, argument) = (start + 3, line.utf16.count - 5)
        let onName = Self.hover(3, name, targets: targets)
        #expect(onName == Self.hover(3, argument, targets: targets))
        #expect(onName["contents"]?["kind"] == "markdown")
        let value = try #require(onName["contents"]?["value"]?.string)
        #expect(value == """
            **`.buttonStyle(.borderedProminent)`**

            In a form placement.

            - iOS 17: borderedProminent — borderedProminent was chosen explicitly and applies unchanged on iOS.
            - macOS 14: borderedProminent — borderedProminent was chosen explicitly and applies unchanged on macOS.
            - tvOS 14: not available — The borderedProminent button style needs tvOS 15; this is tvOS 14.
            """)
        // The range is the modifier's call, in UTF-16 after "Größe 🌍".
        #expect(onName["range"] == ["start": ["line": 3, "character": .integer(start)], "end": ["line": 3, "character": .integer(line.utf16.count)]])
        // Elsewhere on the line, nothing.
        #expect(Self.hover(3, 10, targets: targets) == .null)
    }

    @Test("Inside if #available the platform's release is the one the check raises it to")
    func insideAvailable() throws {
        let value = Self.hover(5, 40, targets: try Self.targets(["iOS=17", "macOS=14"]))["contents"]?["value"]?.string ?? ""
        #expect(value.contains("- iOS 26: glass — "), "\(value)")
        #expect(value.contains("- macOS 14: not available — The glass button style needs macOS 26; this is macOS 14."), "\(value)")
    }

    @Test("Over a ?: branch, that branch; with unknown targets, every platform in its newest release")
    func branchesAndUnknownTargets() throws {
        let line = Self.text.components(separatedBy: "\n")[7]
        let checkbox = line.utf16.count - 4
        let value = Self.hover(7, checkbox, targets: try Self.targets(["iOS=17"]))["contents"]?["value"]?.string ?? ""
        #expect(value.hasPrefix("**`.toggleStyle(.checkbox)`**"))
        #expect(value.contains("- iOS 17: not available — The checkbox toggle style is not available on iOS; it exists on macOS."), "\(value)")
        let unknown = Self.hover(7, checkbox, targets: .unknown)["contents"]?["value"]?.string ?? ""
        #expect(unknown.contains("The file's targets are unknown: each platform in its newest release."))
        #expect(unknown.contains("- macOS \(Platform.macOS.newestRelease): checkbox — "), "\(unknown)")
        #expect(unknown.components(separatedBy: "\n- ").count == Platform.allCases.count + 1)
    }
}
