import Testing
@testable import GalleryModel

/// A scene on the Watch is laid out on the watch's screen, not across the page.
@Suite("Scene screens")
struct SceneScreenTests {
    @Test("Apple Watch's scenes are 198 points wide, its 45 mm screen; the other platforms' take the stage's width")
    func widths() {
        for platform in Platform.allCases {
            #expect(PlatformTheme.of(platform).sceneScreenWidth == (platform == .watchOS ? 198 : nil), "\(platform)")
        }
    }
}
