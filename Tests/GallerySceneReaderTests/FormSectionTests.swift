import Foundation
import GalleryModel
@testable import GallerySceneReader
import Testing

/// `Fixtures/FormSections.swift`, the gallery's own form whose Sections come from a computed property, a Group, a
/// ForEach, an `#if` and a custom view, between loose rows: each Section is a panel of its own under its header, and
/// the loose rows before and after them are unnamed panels, as SwiftUI's grouped form draws "visually grouped sections"
/// (https://developer.apple.com/documentation/swiftui/groupedformstyle).
@Suite("A form's sections, wherever they come from")
struct FormSectionTests {
    private func form(on platform: Platform) throws -> WidgetPlan {
        let scene = try SceneReader.readFile(atPath: ReaderSupport.fixture("FormSections.swift")).scene(named: "RecipeEditor")
        return ScenePlanner.plan(SceneResolver.resolve(scene, in: Context(platform: platform))).drawn
    }

    /// The form's section panels, each named by its header ("Form" for one without), top to bottom.
    private func panels(_ widget: WidgetPlan) -> [WidgetPlan] {
        widget.allPlans.filter { $0.kind == .listBox && $0.cssClasses.contains("list-insetGrouped") }
    }

    @Test("Every Section is its own panel, loose rows before and after the Sections are panels of their own",
          arguments: [Platform.iOS, .macOS])
    func panels(platform: Platform) throws {
        let widget = try form(on: platform)
        let panels = panels(widget)
        #expect(panels.map(\.accessibleName) == ["Form", "Recipe", "Ingredients", "Toppings", "Morning", "Evening", "Notes", "Allergens", "Form"])
        #expect(panels.map(\.children.count) == [1, 1, 1, 1, 1, 1, 1, 1, 2])
        // No header is drawn as a row inside a panel.
        let headers = ["Recipe", "Ingredients", "Toppings", "Allergens"]
        for panel in panels {
            #expect(!panel.allPlans.contains { plan in plan.string(.text).map(headers.contains) == true })
        }
    }

    @Test("A section's header stands above its panel in the platform's header face: small capitals on iPhone before iOS 26, as written from it, a heading on the Mac",
          arguments: [Platform.iOS, .macOS])
    func headers(platform: Platform) throws {
        let widget = try form(on: platform)
        let headerClass = platform == .macOS ? "heading" : "list-header"
        let headers = widget.allPlans.filter { $0.kind == .label && $0.cssClasses.contains(headerClass) }.compactMap { $0.string(.text) }
        #expect(headers == ["Recipe", "Ingredients", "Toppings", "Morning", "Evening", "Notes", "Allergens"])
        let recipe = try #require(widget.allPlans.first { $0.kind == .label && $0.string(.text) == "Recipe" })
        #expect(recipe.bool(.uppercased) == false, "iOS 27 keeps the header's case; the Mac sets a heading")
    }
}
