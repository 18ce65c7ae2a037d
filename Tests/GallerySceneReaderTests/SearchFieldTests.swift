@testable import GalleryModel
import Testing
@testable import GallerySceneReader

/// `.searchable` adds the screen's search field where each platform puts it, showing the prompt written, and the list
/// above a bottom search field still runs across the screen.
@Suite("Search fields")
struct SearchFieldTests {
    private static func plan(on platform: Platform, release: OSVersion? = nil) throws -> WidgetPlan {
        let scene = try ReaderSupport.scene("""
            import SwiftUI
            struct Birds: View {
                @State private var query = ""
                var body: some View {
                    NavigationStack {
                        List { Text("Robin") }
                            .navigationTitle("Birds")
                            .searchable(text: $query, prompt: "Find a bird")
                    }
                }
            }
            """, named: "Birds")
        return ScenePlanner.plan(SceneResolver.resolve(scene, in: Context(platform: platform, release: release))).drawn
    }

    private static func field(in plan: WidgetPlan) throws -> WidgetPlan {
        try #require(plan.allPlans.first { $0.cssClasses.contains(SearchFieldPlacement.cssClass) }, "no search field")
    }

    @Test("The field shows the prompt, after a magnifying glass, on every platform", arguments: Platform.allCases)
    func prompt(platform: Platform) throws {
        let field = try Self.field(in: try Self.plan(on: platform))
        #expect(field.allPlans.contains { $0.kind == .entry && $0.string(.placeholder) == "Find a bird" })
        #expect(field.allPlans.contains { $0.kind == .image })
    }

    @Test("Where it stands: in the Mac's toolbar and iPad's from iPadOS 26, at the bottom of iPhone's screen from iOS 26, under the title before it")
    func placement() throws {
        let mac = try Self.plan(on: .macOS)
        let bar = try #require(mac.allPlans.first { $0.cssClasses.contains("toolbar") })
        #expect(bar.allPlans.contains { $0.cssClasses.contains(SearchFieldPlacement.cssClass) })
        let phone = try Self.plan(on: .iOS)
        #expect(try Self.field(in: phone).cssClasses.contains("search-field-bottom"))
        // The list above it runs across the screen, not centred at its own width.
        let list = try #require(phone.allPlans.first { $0.kind == .listBox })
        #expect(phone.allPlans.contains { $0.alignment(.halign) == .fill && $0.allPlans.contains(list) })
        let older = try Self.plan(on: .iOS, release: "18")
        #expect(try !Self.field(in: older).cssClasses.contains("search-field-bottom"))
        #expect(SearchFieldPlacement.of(.iOS, era: .classic) == .underTitle)
        // iPad's from the 26 releases is at the trailing end of its navigation bar.
        let pad = try Self.plan(on: .iPadOS)
        let padBar = try #require(pad.allPlans.first { $0.cssClasses.contains("toolbar") })
        #expect(padBar.allPlans.contains { $0.cssClasses.contains(SearchFieldPlacement.cssClass) })
        #expect(SearchFieldPlacement.of(.iPadOS, era: .classic) == .underTitle)
    }

    @Test("A bottom search field stands on the screen's bottom edge: the screen fills the device, the room between the list and the field taking the slack; before iOS 26 no field is at the bottom")
    func onTheBottomEdge() throws {
        let phone = try Self.plan(on: .iOS)
        #expect(phone.stageAlignment(otherwise: .start) == .fill, "the screen does not fill the device")
        let column = try #require(phone.allPlans.first { $0.children.last?.cssClasses.contains("search-field-bottom") == true })
        #expect(column.children.dropLast().last?.bool(.vexpand) == true, "nothing takes the room above the field")
        let older = try Self.plan(on: .iOS, release: "18")
        #expect(!older.allPlans.contains { $0.children.last?.cssClasses.contains("search-field-bottom") == true })
    }
}
