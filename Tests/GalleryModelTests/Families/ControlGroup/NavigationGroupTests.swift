import GalleryModel
import Testing

/// The navigation control group: separate borderless buttons on iOS, a separated segmented control on the Mac
/// (https://developer.apple.com/documentation/swiftui/controlgroupstyle/navigation).
@Suite("Navigation control group")
struct NavigationGroupTests {
    @Test("On the Mac the buttons are push-button segments a hair apart, in one separated group; on iOS borderless and apart")
    func segments() throws {
        for platform in [Platform.macOS, .iOS] {
            let widget = try Planner.plan(StyleResolver.resolve(.controlGroup, style: "navigation", platform: platform)).widget
            let group = try #require(widget.allPlans.first { $0.cssClasses.contains("navigation-group") })
            let mac = platform == .macOS
            #expect(group.cssClasses.contains("separated-segments") == mac)
            #expect(group.int(.spacing) == (mac ? 2 : 16))
            #expect(group.children.count == 3)
            #expect(group.children.allSatisfy { $0.cssClasses == (mac ? ["bordered-button"] : ["flat", "borderless-button"]) })
        }
        #expect(PlatformTheme.stylesheet(for: [.macOS]).contains(".navigation-group.separated-segments > button.bordered-button:not(:first-child)"))
    }
}
