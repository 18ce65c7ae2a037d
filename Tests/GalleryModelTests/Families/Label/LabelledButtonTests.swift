@testable import GalleryModel
import Testing

/// A button whose label is an image alone, as real toolbars are written.
@Suite("Buttons labelled by an image")
struct ImageLabelledButtonTests {
    @Test("An image names no words: the button shows its symbol, no title, and screen readers hear the symbol's name", arguments: [Placement.standard, .toolbar])
    func symbolOnly(placement: Placement) throws {
        let image = SceneNode(.plain(.image), arguments: [SceneArgument("systemName", .string("star.fill"))])
        let button = SceneNode(.styled(.button), children: [image])
        #expect(image.labelTitle == nil && image.labelSymbol == "star.fill")
        #expect(button.labelTitle == nil && button.labelSymbol == "star.fill")
        var context = Context(platform: .iOS)
        context.placement = placement
        let widget = ScenePlanner.plan(SceneResolver.resolve(Scene(name: "Bar", roots: [button]), in: context)).drawn
        let drawn = try #require(widget.allPlans.first { $0.kind == .button })
        #expect(drawn.string(.iconName) == SymbolCatalog.iconName(for: "star.fill"))
        #expect(drawn.string(.label) == nil)
        #expect(drawn.accessibleName == "star fill")
    }
}
