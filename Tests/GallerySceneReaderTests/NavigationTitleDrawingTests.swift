@testable import GalleryModel
import Testing
@testable import GallerySceneReader

/// A screen's `.navigationTitle` as each platform shows it (``NavigationTitleLook``): large under the bar on iPhone,
/// iPad and Vision Pro, in the toolbar on the Mac, Apple TV and Apple Watch, inline where the code asks.
@Suite("Navigation titles")
struct NavigationTitleDrawingTests {
    private static func plan(inline: Bool, toolbar: Bool = true, on platform: Platform) throws -> WidgetPlan {
        let scene = try ReaderSupport.scene("""
            import SwiftUI
            struct Settings: View {
                var body: some View {
                    NavigationStack {
                        List { Text("Wi-Fi") }
                            .navigationTitle("Settings")
                            \(inline ? ".navigationBarTitleDisplayMode(.inline)" : "")
                            \(toolbar ? ".toolbar { Button(\"Edit\") {} }" : "")
                    }
                }
            }
            """, named: "Settings")
        return ScenePlanner.plan(SceneResolver.resolve(scene, in: Context(platform: platform))).drawn
    }

    private static func title(in plan: WidgetPlan) throws -> WidgetPlan {
        try #require(plan.allPlans.first { $0.kind == .label && $0.string(.text) == "Settings" }, "no title")
    }

    @Test("iPhone, iPad and Vision Pro: a large title under the bar, which keeps the items and no title", arguments: [Platform.iOS, .iPadOS, .visionOS])
    func large(platform: Platform) throws {
        let plan = try Self.plan(inline: false, on: platform)
        let title = try Self.title(in: plan)
        #expect(title.cssClasses.contains(NavigationTitleLook.cssClass) && !title.cssClasses.contains("toolbar-title"))
        let bar = try #require(plan.allPlans.first { $0.cssClasses.contains("toolbar") })
        #expect(!bar.allPlans.contains { $0.string(.text) == "Settings" }, "the title is in the bar too")
        #expect(NavigationTitleLook.of(platform).style == .largeTitle)
    }

    @Test("A large title without bar items still stands under the bar's 44-point row on iPhone and iPad, not against the status bar; Vision Pro's window has no such row")
    func barRowKept() throws {
        for platform in [Platform.iOS, .iPadOS, .visionOS] {
            let plan = try Self.plan(inline: false, toolbar: false, on: platform)
            let column = try #require(plan.allPlans.first { $0.children.contains { $0.string(.text) == "Settings" } })
            let index = try #require(column.children.firstIndex { $0.string(.text) == "Settings" })
            let row = index > 0 ? column.children[index - 1].int(.height) : nil
            #expect((row == SceneDrawing.navigationBarHeight) == (platform != .visionOS), "\(platform)")
        }
    }

    /// Whether the bar holding the title sets it at its centre, whatever the widths of its two sides: a row that keeps
    /// its middle centred (GTK's centre box), the sides at the bar's ends.
    private static func centresTitle(_ plan: WidgetPlan) throws -> Bool {
        let bar = try #require(plan.allPlans.first { $0.cssClasses.contains("toolbar") })
        guard bar.children.count == 3, bar.children[1].string(.text) == "Settings" else { return false }
        return bar.bool(.centresMiddle) == true && bar.children[0].alignment(.halign) == .start && bar.children[2].alignment(.halign) == .end
    }

    @Test("Inline where the code asks: the title in the bar, centred, at the bar's size, though no item leads it", arguments: [Platform.iOS])
    func inline(platform: Platform) throws {
        let plan = try Self.plan(inline: true, on: platform)
        let title = try Self.title(in: plan)
        #expect(title.cssClasses.contains("toolbar-title") && !title.cssClasses.contains(NavigationTitleLook.cssClass))
        #expect(try Self.centresTitle(plan))
    }

    @Test("Apple TV centres its title in the bar; the Mac and the Watch lead with it")
    func centredOnTelevision() throws {
        #expect(try Self.centresTitle(try Self.plan(inline: false, on: .tvOS)))
        #expect(try !Self.centresTitle(try Self.plan(inline: false, on: .macOS)))
        #expect(try !Self.centresTitle(try Self.plan(inline: false, on: .watchOS)))
    }

    @Test("The Mac, Apple TV and Apple Watch: the title in the toolbar, in the platform's title look", arguments: [Platform.macOS, .tvOS, .watchOS])
    func inTheBar(platform: Platform) throws {
        let title = try Self.title(in: try Self.plan(inline: false, on: platform))
        #expect(title.cssClasses.contains("toolbar-title") && title.cssClasses.contains(NavigationTitleLook.cssClass))
        #expect(!NavigationTitleLook.of(platform).isLarge)
    }

    @Test("The stylesheet sets the title at the platform's text style size, bold", arguments: Platform.allCases)
    func size(platform: Platform) {
        let size = TextStyleMetrics.stageMetrics(of: NavigationTitleLook.of(platform).style, on: platform).size
        #expect(PlatformTheme.stylesheet(for: [platform]).contains(".\(NavigationTitleLook.cssClass) { font-size: \(size)px; font-weight: 700;"))
    }
}
