import GalleryModel
import Testing
@testable import GallerySceneReader

/// `.indexViewStyle(_:)` has no view of its own: a page TabView draws its page index (the dots) in the index view style
/// in force around it, on a card and in a scene alike, and says so in its reasons.
@Suite("The page index takes the index view style in force")
struct IndexViewStyleTests {
    /// The classes of the dots of the first page TabView drawn in `plan`.
    static func dots(_ plan: WidgetPlan) -> [String]? {
        if plan.kind == .pagedStack { return plan.strings(.indicatorClasses) }
        return plan.children.lazy.compactMap(dots).first
    }

    /// The dots of a page TabView in a VStack written with `modifier`, drawn on `platform`.
    static func sceneDots(_ modifier: String, on platform: Platform) throws -> [String]? {
        let scene = try ReaderSupport.scene("""
            import SwiftUI
            struct Pages: View {
                @State private var page = 0
                var body: some View {
                    VStack {
                        TabView(selection: $page) {
                            Color.teal.tag(0)
                            Color.orange.tag(1)
                        }
                        .tabViewStyle(.page)
                    }
                    \(modifier)
                }
            }
            """)
        return dots(ScenePlanner.plan(SceneResolver.resolve(scene, in: Context(platform: platform))).drawn)
    }

    @Test("Where no index view style is written, the dots take the platform's background", arguments: [
        (Platform.iOS, "page-index-interactive"), (.iPadOS, "page-index-interactive"), (.visionOS, "page-index-interactive"),
        (.tvOS, "page-index-always"), (.watchOS, "page-index-never"),
    ])
    func platformDefault(platform: Platform, shown: String) throws {
        #expect(try Self.sceneDots("", on: platform) == [shown])
        #expect(try Self.sceneDots(".indexViewStyle(.page)", on: platform) == [shown])
    }

    @Test("A background written on an ancestor reaches the dots", arguments: ["always", "interactive", "never"])
    func writtenBackground(mode: String) throws {
        for platform in [Platform.iOS, .tvOS] {
            #expect(try Self.sceneDots(".indexViewStyle(.page(backgroundDisplayMode: .\(mode)))", on: platform) == ["page-index-\(mode)"])
        }
    }

    @Test("The card of each background draws its dots so, and its code writes the style on its page TabView")
    func cards() throws {
        let style = try StyleCatalog.style(named: "page(backgroundDisplayMode:)", in: .indexView)
        for mode in ["always", "interactive", "never"] {
            let plan = Planner.plan(StyleResolver.resolve(style, platform: .iOS, argument: ".\(mode)"))
            #expect(Self.dots(plan.widget) == ["page-index-\(mode)"])
            #expect(plan.code.contains(".tabViewStyle(.page)"), "\(plan.code)")
            #expect(plan.code.contains(".indexViewStyle(.page(backgroundDisplayMode: .\(mode)))"), "\(plan.code)")
        }
    }

    @Test("A page TabView's reasons say which index view style its dots take, and where it was written")
    func reasons() throws {
        let scene = try ReaderSupport.scene("""
            import SwiftUI
            struct Pages: View {
                var body: some View {
                    TabView {
                        Text("One")
                    }
                    .tabViewStyle(.page)
                    .indexViewStyle(.page(backgroundDisplayMode: .never))
                }
            }
            """)
        let resolved = SceneResolver.resolve(scene, in: Context(platform: .iOS))
        let control = try #require(resolved.roots.first?.control)
        let reasons = control.steps.map(\.reason).joined(separator: "\n")
        #expect(reasons.contains("shows a page index"), "\(reasons)")
        #expect(reasons.contains(".indexViewStyle(.page(backgroundDisplayMode: .never)) on TabView at 8:"), "\(reasons)")
        #expect(control.composed.contains { $0.family == .indexView })
    }

    @Test("The Mac has no page index to style")
    func notOnTheMac() throws {
        let resolution = try StyleResolver.resolve(.indexView, platform: .macOS)
        #expect(!resolution.isAvailable)
    }
}
