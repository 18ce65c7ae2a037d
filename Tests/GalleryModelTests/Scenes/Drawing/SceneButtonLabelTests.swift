@testable import GalleryModel
import Testing

/// A button whose label closure builds more than a title, a symbol or a Label shows those views in its face.
@Suite("Buttons with a composed label")
struct SceneButtonLabelTests {
    private static func text(_ words: String) -> SceneNode { SceneNode(.plain(.text), arguments: [SceneArgument(nil, .string(words))]) }
    private static func image(_ symbol: String) -> SceneNode { SceneNode(.plain(.image), arguments: [SceneArgument("systemName", .string(symbol))]) }

    /// The drawn button of `button` in a List on `platform`.
    private static func drawn(_ button: SceneNode, on platform: Platform) throws -> WidgetPlan {
        let list = SceneNode(.styled(.list), children: [button])
        let widget = ScenePlanner.plan(SceneResolver.resolve(Scene(name: "Rows", roots: [list]), in: Context(platform: platform))).drawn
        return try #require(widget.allPlans.first { $0.kind == .button })
    }

    @Test("A row button labelled by an HStack of a title-only Label and a chevron shows the title and the chevron, no Label icon (Backyard Birds' shop link)",
          arguments: [Platform.iOS, .watchOS])
    func stackedLabel(platform: Platform) throws {
        let label = SceneNode(.styled(.label), arguments: [SceneArgument(nil, .string("Bird Food Shop")), SceneArgument("systemImage", .string("storefront"))])
        var row = SceneNode(.layout(.hStack), children: [label, Self.image("chevron.forward")])
        row.modifiers = [SceneModifier(.style(try StyleCatalog.style(named: "titleOnly", in: .label), argument: nil))]
        let button = SceneNode(.styled(.button), slots: [SceneSlot(label: "label", children: [row])])
        #expect(button.hasComposedLabel)
        let face = try Self.drawn(button, on: platform)
        #expect(face.string(.label) == nil && face.string(.iconName) == nil)
        let inside = face.allPlans.dropFirst()
        #expect(inside.contains { $0.string(.text) == "Bird Food Shop" })
        // The Label's symbol is erased by the title-only style written on the stack; the chevron is the one symbol.
        #expect(inside.compactMap { $0.string(.iconName) } == [SymbolCatalog.iconName(for: "chevron.forward")])
        #expect(face.accessibleName == "Bird Food Shop")
    }

    @Test("A label with a Spacer fills its row, its symbol at the trailing edge")
    func spacedLabel() throws {
        let row = SceneNode(.layout(.hStack), children: [Self.text("Plain"), SceneNode(.plain(.spacer)), Self.image("star")])
        let face = try Self.drawn(SceneNode(.styled(.button), children: [row]), on: .iOS)
        let label = try #require(face.children.first)
        #expect(label.bool(.hexpand) == true)
        #expect(face.bool(.leadsContent) != true)
    }

    @Test("A title, a symbol or a Label alone stays the button's own title and symbol")
    func simpleLabels() throws {
        for label in [Self.text("Save"), Self.image("star"), SceneNode(.styled(.label), arguments: [SceneArgument(nil, .string("Save")), SceneArgument("systemImage", .string("star"))])] {
            let button = SceneNode(.styled(.button), children: [label])
            #expect(!button.hasComposedLabel)
            let face = try Self.drawn(button, on: .iOS)
            #expect(face.children.isEmpty)
        }
    }
}
