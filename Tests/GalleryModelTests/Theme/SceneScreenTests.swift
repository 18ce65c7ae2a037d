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

/// A screen a scene presents on the Watch runs the watch's width: no panel inset from both sides, which would narrow
/// each screen presented from another until Backyard Birds' words were clipped at the screen's edges.
@Suite("Presented screens on the Watch")
struct WatchPresentationTests {
    @Test("On the Watch a presentation has no side padding or side border; elsewhere it is a framed panel")
    func fullWidth() {
        let watch = PlatformTheme.of(.watchOS).sceneRules
        #expect(watch.contains(".stage.\(PlatformTheme.of(.watchOS).cssClass) .scene-presentation { padding: 8px 0 0 0;"))
        #expect(watch.contains(".scene-pushed, .stage.\(PlatformTheme.of(.watchOS).cssClass) .scene-popover { padding-left: 0; padding-right: 0;"))
        #expect(!watch.contains(".scene-presentation { border: 1px"), "only a line above it")
        let phone = PlatformTheme.of(.iOS).sceneRules
        #expect(phone.contains(".scene-presentation { border: 1px") && !phone.contains("padding-left: 0; padding-right: 0"))
    }
}
