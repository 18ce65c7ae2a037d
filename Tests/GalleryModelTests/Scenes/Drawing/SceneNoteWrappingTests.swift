@testable import GalleryModel
import Testing

/// The gallery's own words on a stage wrap anywhere, so that a long name cannot widen a watch-sized screen.
@Suite("Notes on a stage")
struct SceneNoteWrappingTests {
    @Test("An unknown view's placeholder names it in words that wrap, inside a long name too")
    func placeholderWraps() throws {
        let unknown = SceneNode(.unknown("BirdFoodShopStoreViewWithAVeryLongName"))
        let widget = ScenePlanner.plan(SceneResolver.resolve(Scene(name: "Shop", roots: [unknown]), in: Context(platform: .watchOS))).drawn
        let label = try #require(widget.allPlans.first { $0.string(.text)?.contains("not known to the gallery") == true })
        #expect(label.bool(.wraps) == true && label.bool(.wrapsInsideWords) == true)
    }
}
