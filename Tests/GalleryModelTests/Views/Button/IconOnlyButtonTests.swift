import GalleryModel
import Testing

/// A Button made icon-only by `.labelStyle(.iconOnly)` outside a toolbar draws its symbol alone and keeps its title as
/// the name a screen reader says.
@Suite("Icon-only buttons")
struct IconOnlyButtonTests {
    @Test("The Button page draws the symbol alone, named by the title, with the code that makes it", arguments: Platform.allCases)
    func iconOnly(platform: Platform) throws {
        let examples = ButtonViewContent.examples(for: Configuration(platform: platform))
        let example = try #require(examples.first { $0.title == "labelStyle(.iconOnly)" })
        let button = try #require(example.plan.allPlans.first { $0.kind == .button })
        #expect(button.string(.label) == nil)
        #expect(button.string(.iconName) == SymbolCatalog.iconName(for: "star"))
        #expect(button.accessibleName == "Add to Favorites")
        #expect(example.code.contains(".labelStyle(.iconOnly)") && example.code.contains("systemImage: \"star\""))
    }
}
