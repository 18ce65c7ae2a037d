import Testing
@testable import GalleryModel

/// A scene is laid out on its device's screen, not across the page; a card's example only on the Watch's.
@Suite("Scene screens")
struct SceneScreenTests {
    @Test("Apple Watch's cards are 198 points wide, its 45 mm screen; the other platforms' take the card's width")
    func cardWidths() {
        for platform in Platform.allCases {
            #expect(PlatformTheme.of(platform).cardScreenWidth == (platform == .watchOS ? 198 : nil), "\(platform)")
        }
    }

    @Test("Each device's screen has its shape: a tall phone, a wider tablet, a 16:9 television, a watch, a Vision Pro window; a Mac window fits its content")
    func deviceShapes() throws {
        func screen(_ platform: Platform) throws -> DeviceScreen { try #require(PlatformTheme.of(platform).deviceScreen) }
        #expect(try screen(.iOS) == DeviceScreen(points: 393, 852, on: .iOS))
        #expect(try screen(.watchOS).width == 198 && screen(.watchOS).height == 242)
        #expect(try screen(.iPadOS).width > 2 * screen(.iOS).width - 10, "an iPad is not phone-shaped")
        let tv = try screen(.tvOS)
        #expect(abs(Double(tv.width) / Double(tv.height) - 16.0 / 9.0) < 0.01, "Apple TV is 16:9")
        #expect(tv.width == 1324, "1920 points at Apple TV's 20 pixels per 29 points")
        #expect(try screen(.visionOS).width > screen(.visionOS).height)
        #expect(PlatformTheme.of(.macOS).deviceScreen == nil)
    }
}

/// A scene's screen on iPhone and iPad is the grouped background only where it shows a grouped list or form; another
/// screen is white in light mode, UIKit's system background.
@Suite("Plain and grouped screens")
struct PlainScreenTests {
    private func plan(_ root: SceneNode, on platform: Platform = .iOS) -> ScenePlan {
        ScenePlanner.plan(SceneResolver.resolve(Scene(name: "S", roots: [root]), in: Context(platform: platform)))
    }

    @Test("A Form's screen is grouped, a VStack's plain; only iPhone's and iPad's plain screens carry the class, white in light mode alone")
    func plainScreens() {
        let text = SceneNode(.plain(.text), arguments: [SceneArgument(nil, .string("Golden Gate"))])
        #expect(plan(SceneNode(.styled(.form), children: [text])).showsGroupedContent)
        #expect(!plan(SceneNode(.layout(.vStack), children: [text])).showsGroupedContent)
        for platform in Platform.allCases {
            let classes = PlatformTheme.of(platform).stageClasses(release: platform.newestRelease, scheme: .light, plainScreen: true)
            #expect(classes.contains(PlatformTheme.plainScreenClass) == [.iOS, .iPadOS].contains(platform), "\(platform)")
        }
        let css = PlatformTheme.stylesheet(for: [.iOS])
        let white = PlatformTheme.of(.iOS).palette(.light).surface
        #expect(css.contains(".scheme-light.\(PlatformTheme.plainScreenClass) { background-color: \(white);"))
        #expect(!css.contains(".scheme-dark.\(PlatformTheme.plainScreenClass)"), "dark mode's plain background is the palette's black already")
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
