import GalleryModel
import Testing
@testable import GallerySceneReader

/// A control labelled by a Label with a symbol shows the Label, its symbol before its title, where the control shows
/// its title: a settings screen's toggles and values.
@Suite("Controls labelled by a Label with a symbol")
struct SymbolLabelTests {
    private static let source = """
        Form {
            Toggle(isOn: .constant(true)) { Label("Notifications", systemImage: "bell") }
            LabeledContent { Text("12.4 GB") } label: { Label("Storage", systemImage: "folder") }
            Toggle("Plain", isOn: .constant(false))
        }
        """

    @Test("The symbol stands in the row with the title, on every platform; a control titled by words alone has none", arguments: Platform.allCases)
    func rows(platform: Platform) throws {
        let scene = try ReaderSupport.scene(Self.source)
        let widget = ScenePlanner.plan(SceneResolver.resolve(scene, in: Context(platform: platform))).drawn
        let icons = Set(widget.allPlans.compactMap { $0.string(.iconName) })
        #expect(icons.contains(SymbolCatalog.iconName(for: "bell")), "\(platform): the toggle's Label lost its symbol")
        #expect(icons.contains(SymbolCatalog.iconName(for: "folder")), "\(platform): the LabeledContent's Label lost its symbol")
        let words = widget.allPlans.compactMap { $0.string(.text) ?? $0.string(.label) }
        #expect(words.contains("Notifications") && words.contains("Storage") && words.contains("Plain"))
        // The toggle is still named by its title.
        #expect(widget.allPlans.contains { $0.accessibleName == "Notifications" && [.switchControl, .checkButton, .toggleButton].contains($0.kind) })
    }

    @Test("A Menu labelled by an Image alone shows the symbol alone, on every platform: no word \"Menu\" beside it", arguments: Platform.allCases)
    func imageMenu(platform: Platform) throws {
        let scene = try ReaderSupport.scene("""
            Menu {
                Button("Title") { }
                Button("Artist") { }
            } label: {
                Image(systemName: "arrow.up.arrow.down")
            }
            """)
        let widget = ScenePlanner.plan(SceneResolver.resolve(scene, in: Context(platform: platform))).drawn
        #expect(widget.allPlans.contains { $0.string(.iconName) == SymbolCatalog.iconName(for: "arrow.up.arrow.down") }, "\(platform)")
        let words = widget.allPlans.compactMap { $0.string(.text) ?? $0.string(.label) }.filter { !$0.isEmpty }
        #expect(!words.contains("Menu"), "\(platform): \(words)")
    }
}
