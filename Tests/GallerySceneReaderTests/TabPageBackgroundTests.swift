import GalleryModel
import Testing
@testable import GallerySceneReader

/// A tab's page that is a grouped list shows the grouped background around its white sections, as the screen it
/// fills does; a plain page keeps the pane's own; on Apple TV the content runs on the screen itself.
@Suite("Tab pages")
struct TabPageBackgroundTests {
    private static let source = """
        import SwiftUI
        struct Library: View {
            var body: some View {
                TabView {
                    NavigationStack {
                        List { Section("Recent") { Text("Alpha") } }
                    }
                    .tabItem { Label("Library", systemImage: "books.vertical") }
                    Text("Search").tabItem { Label("Search", systemImage: "magnifyingglass") }
                }
            }
        }
        """

    @Test("On iPhone and iPad the grouped list's page is marked grouped and the plain page is not", arguments: [Platform.iOS, .iPadOS])
    func groupedPage(platform: Platform) throws {
        let scene = try ReaderSupport.scene(Self.source, named: "Library")
        let plan = ScenePlanner.plan(SceneResolver.resolve(scene, in: Context(platform: platform))).drawn
        let pane = try #require(plan.allPlans.first { $0.cssClasses.contains("tab-content") })
        #expect(pane.children.map { $0.cssClasses.contains(WidgetPlan.groupedPageClass) } == [true, false])
    }

    @Test("The grouped page is drawn on the grouped background; Apple TV's content on the screen")
    func rules() {
        let phone = PlatformTheme.of(.iOS).palette(.light, era: .liquidGlass)
        let css = PlatformTheme.stylesheet(for: [.iOS, .tvOS])
        #expect(css.contains(".tab-content .\(WidgetPlan.groupedPageClass) { background-color: \(phone.background); }"))
        #expect(css.contains(".tab-content { background-color: transparent; border-radius: 0; }"))
    }
}
