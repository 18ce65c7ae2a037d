import Foundation
import GalleryModel
@testable import GalleryLSP
import GallerySceneReader
import GalleryStyleCheck
import SwiftParser
import SwiftSyntax
import Testing

/// The code actions' edits: a statement wrapped in `if #available` with the view without the style in the `else`, a
/// view too new wrapped without one, a deprecated style replaced by Apple's replacement; each applied, and the text
/// checked again.
@Suite("Code actions")
struct CodeActionTests {
    static let uri = "file:///p/Row.swift"

    static func check(_ text: String, _ targets: [String], known: StyleDeclarations = StyleDeclarations()) throws -> DocumentCheck {
        DocumentCheck(name: "/p/Row.swift", document: TextDocument(text: text),
                      targets: .known(try ServerOptions.targets(targets), conditions: []), known: known)
    }

    static var abilities: ClientAbilities {
        var abilities = ClientAbilities()
        abilities.codeActionLiterals = true
        return abilities
    }

    /// The code actions for `line` (from 0) of `text`.
    static func actions(_ text: String, _ targets: [String], line: Int, encoding: PositionEncoding = .utf16,
                        abilities: ClientAbilities = abilities) throws -> [JSONValue] {
        EditorFeatures.codeActions(try check(text, targets), uri: uri, version: 3, range: TextRange(start: Position(line: line, character: 2), end: Position(line: line, character: 2)),
                                   only: nil, encoding: encoding, abilities: abilities)
    }

    /// `text` with the edits of `action` made (in `encoding`), as an editor makes them.
    static func applied(_ action: JSONValue, to text: String, encoding: PositionEncoding = .utf16) throws -> String {
        let edits = try #require(action["edit"]?["changes"]?[uri]?.array ?? action["edit"]?["documentChanges"]?.array?.first?["edits"]?.array)
        var document = TextDocument(text: text)
        for edit in edits.reversed() {
            let range: TextRange = try #require(TextRange(edit["range"]))
            document.replace(range, with: try #require(edit["newText"]?.string), in: encoding)
        }
        return document.text
    }

    static let row = """
        import SwiftUI

        struct Row: View {
            var body: some View {
                VStack {
                    Text("Größe 🌍").font(.title)
                    Button("Go") {}
                        .buttonStyle(.glass)
                        .padding()
                }
            }
        }

        """

    @Test("A style too new: the statement wrapped in if #available, the else without the style, indentation kept")
    func wrapModifier() throws {
        let actions = try Self.actions(Self.row, ["iOS=17", "macOS=14", "watchOS=10"], line: 7)
        #expect(actions.count == 1)
        let action = try #require(actions.first)
        #expect(action["kind"] == "quickfix")
        #expect(action["title"]?.string == "Wrap in 'if #available(iOS 26.0, macOS 26.0, watchOS 26.0, *)', with the view without '.buttonStyle(.glass)' in the else")
        #expect(action["diagnostics"]?.array?.count == 3)
        let wrapped = try Self.applied(action, to: Self.row)
        #expect(wrapped == """
            import SwiftUI

            struct Row: View {
                var body: some View {
                    VStack {
                        Text("Größe 🌍").font(.title)
                        if #available(iOS 26.0, macOS 26.0, watchOS 26.0, *) {
                            Button("Go") {}
                                .buttonStyle(.glass)
                                .padding()
                        } else {
                            Button("Go") {}
                                .padding()
                        }
                    }
                }
            }

            """)
        // Checked again: nothing left to say.
        #expect(try Self.check(wrapped, ["iOS=17", "macOS=14", "watchOS=10"]).run().findings.isEmpty)
    }

    @Test("Only the platforms whose target lacks the style are named; iPadOS is iOS; a platform without it at all is not")
    func platformsNamed() throws {
        let text = """
            struct Row: View {
                var body: some View {
                    Toggle("On", isOn: $on).toggleStyle(.button)
                }
            }
            """
        // .button came in iOS 15 and macOS 12; iPadOS 14 needs iOS 15 too; tvOS has none.
        let actions = try Self.actions(text, ["iOS=14", "iPadOS=14", "macOS=12", "tvOS=17"], line: 2)
        let action = try #require(actions.first)
        #expect(actions.count == 1)
        let wrapped = try Self.applied(action, to: text)
        #expect(wrapped.contains("if #available(iOS 15.0, *) {\n            Toggle(\"On\", isOn: $on).toggleStyle(.button)\n        } else {\n            Toggle(\"On\", isOn: $on)\n        }"))
    }

    @Test("Tabs and UTF-8 positions: the edit lands where the editor counts")
    func tabsAndUTF8() throws {
        let text = "struct Row: View {\n\tvar body: some View {\n\t\tText(\"é🌍\").buttonStyle(.glass)\n\t}\n}\n"
        for encoding in [PositionEncoding.utf8, .utf16] {
            let action = try #require(try Self.actions(text, ["iOS=18"], line: 2, encoding: encoding).first)
            #expect(try Self.applied(action, to: text, encoding: encoding) == """
                struct Row: View {
                \tvar body: some View {
                \t\tif #available(iOS 26.0, *) {
                \t\t\tText("é🌍").buttonStyle(.glass)
                \t\t} else {
                \t\t\tText("é🌍")
                \t\t}
                \t}
                }

                """)
        }
    }

    @Test("A view too new: its statement wrapped in if #available without an else")
    func wrapView() throws {
        let text = """
            struct Meter: View {
                var body: some View {
                    VStack {
                        Gauge(value: 0.4) { Text("Load") }
                            .gaugeStyle(.accessoryCircular)
                    }
                }
            }
            """
        let action = try #require(try Self.actions(text, ["iOS=15"], line: 3).first)
        #expect(action["title"]?.string == "Wrap in 'if #available(iOS 16.0, *)' (older releases show no Gauge there)")
        let wrapped = try Self.applied(action, to: text)
        let expected = "        VStack {\n            if #available(iOS 16.0, *) {\n                Gauge(value: 0.4) { Text(\"Load\") }\n"
            + "                    .gaugeStyle(.accessoryCircular)\n            }\n        }\n"
        #expect(wrapped.contains(expected), "\(wrapped)")
        #expect(try Self.check(wrapped, ["iOS=15"]).run().findings.isEmpty)
    }

    @Test("A deprecated style replaced by Apple's replacement, on its own line and after another call")
    func replaceDeprecated() throws {
        let text = """
            struct Bar: View {
                var body: some View {
                    Menu("More") {}
                        .menuStyle(.borderlessButton)
                    Picker("P", selection: $p) {}.pickerStyle(PopUpButtonPickerStyle())
                }
            }
            """
        let targets = ["macOS=27.3"]
        let menu = try #require(try Self.actions(text, targets, line: 3).first)
        #expect(menu["title"]?.string == "Replace '.menuStyle(.borderlessButton)' with '.menuStyle(.button).buttonStyle(.borderless)'")
        #expect(menu["isPreferred"] == true)
        #expect(menu["diagnostics"]?.array?.first?["tags"] == [2])
        let replaced = try Self.applied(menu, to: text)
        #expect(replaced.contains("Menu(\"More\") {}\n            .menuStyle(.button)\n            .buttonStyle(.borderless)\n"))
        let picker = try Self.actions(text, targets, line: 4)
        let replacedPicker = try Self.applied(try #require(picker.first), to: text)
        #expect(replacedPicker.contains("Picker(\"P\", selection: $p) {}.pickerStyle(.menu)\n"))
        // Both made, one after the other: the text checks clean.
        let both = try Self.applied(try #require(try Self.actions(replaced, targets, line: 5).first), to: replaced)
        #expect(both.contains(".pickerStyle(.menu)"))
        #expect(try Self.check(both, targets).run().findings.isEmpty, "\(both)")
    }

    @Test("A deprecated branch of ?: replaced in its place when the replacement is one style of the family")
    func replaceBranch() throws {
        let text = "struct Bar: View {\n    var body: some View {\n        Picker(\"P\", selection: $p) {}.pickerStyle(compact ? PopUpButtonPickerStyle() : .inline)\n    }\n}\n"
        let action = try #require(try Self.actions(text, ["macOS=14"], line: 2).first)
        #expect(try Self.applied(action, to: text).contains(".pickerStyle(compact ? .menu : .inline)"))
    }

    @Test("Documents' versions named when the client takes documentChanges; none for kinds other than quick fixes, or unknown targets")
    func editShapes() throws {
        var abilities = Self.abilities
        abilities.documentChanges = true
        let action = try #require(try Self.actions(Self.row, ["iOS=17"], line: 7, abilities: abilities).first)
        #expect(action["edit"]?["documentChanges"]?.array?.first?["textDocument"] == ["uri": .string(Self.uri), "version": 3])
        let check = try Self.check(Self.row, ["iOS=17"])
        let range = TextRange(start: Position(line: 7, character: 0), end: Position(line: 7, character: 0))
        #expect(EditorFeatures.codeActions(check, uri: Self.uri, version: 1, range: range, only: ["refactor"], encoding: .utf16, abilities: abilities).isEmpty)
        #expect(EditorFeatures.codeActions(check, uri: Self.uri, version: 1, range: range, only: ["quickfix"], encoding: .utf16, abilities: abilities).count == 1)
        let unknown = DocumentCheck(name: "Row.swift", document: TextDocument(text: Self.row), targets: .unknown, known: StyleDeclarations())
        #expect(EditorFeatures.codeActions(unknown, uri: Self.uri, version: 1, range: range, only: nil, encoding: .utf16, abilities: abilities).isEmpty)
        // A line without a problem has no action.
        #expect(try Self.actions(Self.row, ["iOS=17"], line: 5).isEmpty)
    }

    @Test("A style used in a declaration (let row = …) is not wrapped: the if would end the constant's scope")
    func noWrapInDeclarations() throws {
        let text = "struct Row: View {\n    let button = Button(\"Go\") {}.buttonStyle(.glass)\n    var body: some View { button }\n}\n"
        #expect(try Self.actions(text, ["iOS=18"], line: 1).isEmpty)
    }

    @Test("Every replacement in the catalog turns into code that reads back as built-in styles and their own modifiers")
    func everyCatalogReplacement() throws {
        let deprecated = StyleCatalog.builtInStyles.filter { $0.availability.replacement != nil }
        #expect(deprecated.count >= 8)
        for style in deprecated {
            for choice in style.parameter?.spellings.map(Optional.some) ?? [nil] {
                let modifiers = try #require(ReplacementCode.modifiers(replacing: style, choice: choice), "\(style.id): \(style.availability.replacement ?? "")")
                // Read back as SwiftParser reads `view.a(…).b(…)`: each call of a family's style modifier names a built-in style,
                // and every other call is a modifier one of those styles pairs with (its parameter's companion).
                let tree = Parser.parse(source: "view" + modifiers.joined())
                let calls = tree.statements.first?.item.as(ExprSyntax.self).map(Self.calls) ?? []
                #expect(calls.count == modifiers.count, "\(style.id): \(modifiers)")
                var styles: [StyleDescriptor] = []
                for call in calls {
                    guard let member = call.calledExpression.as(MemberAccessExprSyntax.self) else {
                        Issue.record("\(style.id): \(call) is not a modifier")
                        continue
                    }
                    let name = member.declName.baseName.text
                    if let family = StyleFamily.allCases.first(where: { $0.modifierName == name }) {
                        let argument = try #require(call.arguments.first?.expression)
                        let read = StyleSpelling.style(of: family, spelt: argument)
                        #expect(read?.0.origin == .builtIn, "\(style.id): \(call.trimmedDescription) reads as no built-in style")
                        if let found = read?.0 { styles.append(found) }
                    } else {
                        // A companion the catalog knows for a style of the family written before it.
                        let families = Set(styles.map(\.family))
                        let paired = StyleCatalog.builtInStyles.filter { families.contains($0.family) }.compactMap(\.parameter)
                            .filter { $0.spelling.companionTemplate?.hasPrefix(".\(name)(") == true }
                        #expect(!paired.isEmpty, "\(style.id): .\(name) is no companion of a style of \(families)")
                        let value = call.arguments.first?.expression.trimmedDescription ?? ""
                        #expect(paired.contains { $0.spellings.contains(value) }, "\(style.id): \(value) is no value of .\(name)")
                    }
                }
                #expect(!styles.isEmpty, "\(style.id): \(modifiers)")
                #expect(!styles.contains { $0.id == style.id }, "\(style.id) is replaced by itself")
            }
        }
    }

    /// The calls of a modifier chain, first first.
    static func calls(_ expression: ExprSyntax) -> [FunctionCallExprSyntax] {
        guard let call = expression.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
              let base = member.base else { return [] }
        return calls(base) + [call]
    }

    @Test("The availability condition: platforms in Swift's order, iPadOS as iOS with the later release, badge releases")
    func availabilityCondition() {
        #expect(SourceEdits.availabilityCondition([.macOS: "14", .iOS: "17"]) == "#available(iOS 17.0, macOS 14.0, *)")
        #expect(SourceEdits.availabilityCondition([.iPadOS: "18", .iOS: "17.4", .visionOS: "2"]) == "#available(iOS 18.0, visionOS 2.0, *)")
    }
}
