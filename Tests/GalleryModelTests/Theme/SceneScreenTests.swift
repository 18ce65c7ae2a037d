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
        #expect(try screen(.iOS).width == 393 && screen(.iOS).height == 852)
        #expect(try screen(.watchOS).width == 198 && screen(.watchOS).height == 242)
        #expect(try screen(.iPadOS).width > 2 * screen(.iOS).width - 10, "an iPad is not phone-shaped")
        let tv = try screen(.tvOS)
        #expect(abs(Double(tv.width) / Double(tv.height) - 16.0 / 9.0) < 0.01, "Apple TV is 16:9")
        #expect(tv.width == 1324, "1920 points at Apple TV's 20 pixels per 29 points")
        #expect(try screen(.visionOS).width > screen(.visionOS).height)
        #expect(PlatformTheme.of(.macOS).deviceScreen == nil)
    }

    @Test("On the Watch a scene that does not fill its screen scrolls inside it, the screen keeping its size; on iPhone a VStack is drawn as it is")
    func watchScrolls() throws {
        let stack = SceneNode(.layout(.vStack), children: (1...30).map { SceneNode(.plain(.text), arguments: [SceneArgument(nil, .string("Row \($0)"))]) })
        let plan = { (platform: Platform) in
            ScenePlanner.plan(SceneResolver.resolve(Scene(name: "Tall", roots: [stack]), in: Context(platform: platform))).widget
        }
        let watch = plan(.watchOS)
        #expect(watch.kind == .scroller && watch.int(.maximumHeight) == PlatformTheme.of(.watchOS).deviceScreen?.height)
        #expect(watch.bool(.vexpand) == true, "held to the screen's height")
        #expect(plan(.iOS).kind != .scroller)
    }

    @Test("iPhone's, iPad's and Apple TV's screens are their stage's whole face, their corners the devices' (55, 18 and 0 points); the system's bars, titles and inset sections keep 16 points from the edges; the Watch and a Vision Pro window keep a margin")
    func edgeToEdge() throws {
        #expect(try #require(PlatformTheme.of(.iOS).deviceScreen).edgeRadius == 55)
        #expect(try #require(PlatformTheme.of(.iPadOS).deviceScreen).edgeRadius == 18)
        #expect(try #require(PlatformTheme.of(.tvOS).deviceScreen).edgeRadius == 0)
        for platform in [Platform.watchOS, .visionOS] {
            #expect(PlatformTheme.of(platform).deviceScreen?.edgeRadius == nil, "\(platform)")
            #expect(!PlatformTheme.stylesheet(for: [platform]).contains(DeviceScreen.edgeToEdgeClass), "\(platform)")
        }
        let css = PlatformTheme.stylesheet(for: [.iOS])
        let edge = ".stage.platform-ios.\(DeviceScreen.edgeToEdgeClass)"
        #expect(css.contains("\(edge) { padding: 0; border-radius: 55px; }"))
        #expect(css.contains("\(edge) .placement-toolbar, ") && css.contains("\(edge) list.list-insetGrouped, ")
                    && css.contains(" { margin-left: 16px; margin-right: 16px; }"), "the system's views stand in from the edges")
        #expect(css.contains("\(edge) .\(ScreenChrome.bottomBarClass) { padding-bottom: 40px; border-radius: 0 0 55px 55px; }"),
                "the bottom tab bar runs under the home indicator into the screen's corners")
        // The screen carries the stage's background and edge; the stage around it and what it presents is the page's.
        #expect(css.contains(".stage.platform-ios.scheme-light.\(DeviceScreen.edgeToEdgeClass) { background: none; border: none; box-shadow: none; }")
                || css.contains(".scheme-light.\(DeviceScreen.edgeToEdgeClass) { background: none; border: none; box-shadow: none; }"))
        #expect(css.contains(".\(DeviceScreen.edgeToEdgeClass).\(PlatformTheme.plainScreenClass) > .device-screen { background-color: #ffffff; }"))
    }
}

/// A scene's screen on iPhone and iPad is the grouped background only where it shows a grouped list or form; another
/// screen is white in light mode, UIKit's system background.
@Suite("Plain and grouped screens")
struct PlainScreenTests {
    private func plan(_ root: SceneNode, on platform: Platform = .iOS) -> ScenePlan {
        ScenePlanner.plan(SceneResolver.resolve(Scene(name: "S", roots: [root]), in: Context(platform: platform)))
    }

    @Test("On iPhone and iPad a plain list's rows stand on black in dark mode, the system background, not the grouped rows' grey; in light they are white")
    func plainListInDark() {
        for platform in [Platform.iOS, .iPadOS] {
            let css = PlatformTheme.stylesheet(for: [platform])
            let dark = PlatformTheme.of(platform).palette(.dark, era: .liquidGlass)
            #expect(css.contains("scheme-dark list.list-style.list-plain:not(.list-sidebar):not(.list-platters):not(.list-carousel):not(.list-elliptical), ")
                    && dark.background == RGBColor(hex: "#000000"), "\(platform)")
            #expect(!css.contains("scheme-light list.list-style.list-plain:not(.list-sidebar)"), "\(platform)")
        }
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

    @Test("What a view presents is drawn apart from the screen: a sheet's Form neither greys the screen nor shares it with the views")
    func presentationsApart() throws {
        let text = SceneNode(.plain(.text), arguments: [SceneArgument(nil, .string("No Downloads"))])
        let form = SceneNode(.styled(.form), children: [SceneNode(.plain(.text), arguments: [SceneArgument(nil, .string("URL"))])])
        let sheet = SceneModifier(.attached(SceneAttachment(.sheet, arguments: "isPresented: $adding"), [form]))
        let scene = plan(SceneNode(.layout(.vStack), children: [text], modifiers: [sheet]))
        #expect(scene.presentations.count == 1)
        #expect(!scene.widget.allPlans.contains { $0.string(.text) == "URL" }, "the sheet is not on the screen")
        #expect(scene.presentations[0].allPlans.contains { $0.string(.text) == "URL" })
        #expect(!scene.showsGroupedContent, "the screen of a VStack is plain, whatever its sheet holds")
        #expect(scene.drawn.children.count == 2, "the stage shows the screen, then the sheet's panel")
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

/// A List and a Form scroll their rows inside the device's screen, which keeps its size, as on the device.
@Suite("Lists scroll on their screen")
struct ScreenScrollingListTests {
    private func plan(_ root: SceneNode, on platform: Platform) -> ScenePlan {
        ScenePlanner.plan(SceneResolver.resolve(Scene(name: "S", roots: [root]), in: Context(platform: platform)))
    }

    private func rows(_ count: Int) -> [SceneNode] {
        (0..<count).map { SceneNode(.plain(.text), arguments: [SceneArgument(nil, .string("Row \($0)"))]) }
    }

    @Test("On iPhone, iPad, Apple TV, Apple Watch and Vision Pro a scene's List and Form are scrollers at most the screen's height; a Mac window's keep their rows' height")
    func scrollers() throws {
        for platform in Platform.allCases {
            for kind in [SceneViewKind.styled(.list), .styled(.form)] {
                let widget = plan(SceneNode(kind, children: rows(30)), on: platform).widget
                let scroller = widget.allPlans.first { $0.kind == .scroller }
                if let screen = PlatformTheme.of(platform).deviceScreen {
                    let found = try #require(scroller, "\(platform) \(kind)")
                    #expect(found.int(.maximumHeight) == screen.height && found.bool(.vexpand) == true, "\(platform) \(kind)")
                    #expect(found.children.first?.allPlans.contains { $0.string(.text) == "Row 29" } == true, "the rows are inside it")
                } else {
                    #expect(scroller == nil, "\(platform) \(kind)")
                }
            }
        }
    }

    @Test("A card's list and form are drawn with their rows whole, on the Watch too: only a scene stands on a device's screen")
    func cardsKeepTheirRows() throws {
        for family in [StyleFamily.list, .form] {
            let widget = try Planner.plan(StyleResolver.resolve(family, platform: .watchOS)).widget
            #expect(!widget.allPlans.contains { $0.kind == .scroller }, "\(family)")
        }
    }

    @Test("Apple TV keeps every view inside its safe area, 80 points from the sides and 60 from the top and bottom, at its 20 pixels per 29 points; the system's views take no margin of their own on top of it")
    func televisionSafeArea() throws {
        let tv = try #require(PlatformTheme.of(.tvOS).deviceScreen)
        #expect(tv.safeArea == (55, 41))
        let text = SceneNode(.plain(.text), arguments: [SceneArgument(nil, .string("Up Next"))])
        let plan = { (platform: Platform) in
            ScenePlanner.plan(SceneResolver.resolve(Scene(name: "Shelf", roots: [text]), in: Context(platform: platform))).widget
        }
        #expect(plan(.tvOS).int(.horizontalMargin) == 55 && plan(.tvOS).int(.verticalMargin) == 41)
        #expect(plan(.iOS).int(.horizontalMargin) == nil, "iPhone's views run to its sides")
        let css = PlatformTheme.stylesheet(for: [.tvOS])
        #expect(css.contains(".\(DeviceScreen.edgeToEdgeClass) { padding: 0; border-radius: 0px; }"))
        #expect(!css.contains(".\(DeviceScreen.edgeToEdgeClass) .placement-toolbar"), "no margin beyond the safe area")
    }
}
