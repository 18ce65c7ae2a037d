import GalleryModel
import Testing
@testable import GallerySceneReader

/// A modifier Apple pairs with a style, read after the style modifier as the style's choice.
@Suite("Companion modifiers")
struct CompanionModifierTests {
    @Test("The reference document's `.tableStyle(.inset).alternatingRowBackgrounds()` reads as the inset table, striped",
          arguments: [("inset", "", ".enabled", true), ("inset", ".disabled", ".disabled", false),
                      ("bordered", "", ".enabled", true), ("automatic", ".enabled", ".enabled", true)])
    func alternatingRowBackgrounds(style: String, written: String, choice: String, stripes: Bool) throws {
        let scene = try ReaderSupport.scene("""
            import SwiftUI
            struct People: View {
                var body: some View {
                    Table(of: Person.self) {
                        TableColumn("Given Name", value: \\.givenName)
                    }
                    .tableStyle(.\(style)).alternatingRowBackgrounds(\(written))
                }
            }
            """)
        #expect(ReaderSupport.diagnostics(scene, .error).isEmpty)
        let table = try #require(scene.roots.first)
        #expect(table.modifiers.count == 1)
        #expect(ReaderSupport.styles(table).map(\.0) == [style])
        #expect(ReaderSupport.styles(table).map(\.1) == [choice])
        let plan = ScenePlanner.plan(SceneResolver.resolve(scene, in: Context(platform: .macOS))).drawn
        #expect(plan.first(.columnView)?.bool(.alternatesRows) == stripes)
    }

    @Test("The reference document's `.paletteSelectionEffect(.symbolVariant(.slash))` reads as the palette's choice, without an error",
          arguments: [".symbolVariant(.slash)", ".symbolVariant(.fill)", ".symbolVariant(.circle)", ".custom"])
    func paletteSelectionEffect(effect: String) throws {
        let scene = try ReaderSupport.scene("""
            import SwiftUI
            struct Flags: View {
                @State private var flag = 0
                var body: some View {
                    Menu("Flags") {
                        Picker("Flag", selection: $flag) {
                            Label("Red", systemImage: "flag").tag(0)
                        }
                        .pickerStyle(.palette)
                        .paletteSelectionEffect(\(effect))
                    }
                }
            }
            """)
        #expect(ReaderSupport.diagnostics(scene, .error).isEmpty)
        let picker = try #require(ReaderSupport.allNodes(scene.roots).first { $0.kind == .styled(.picker) })
        #expect(picker.modifiers.count == 1)
        #expect(ReaderSupport.styles(picker).map(\.1) == [effect])
    }
}
