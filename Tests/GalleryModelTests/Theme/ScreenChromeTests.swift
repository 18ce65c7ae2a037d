import Testing
@testable import GalleryModel

/// A device's screen shows what the system draws over an app: the status bar, iPhone's Dynamic Island, the home
/// indicator, the Watch's clock; the app's view starts under the status bar.
@Suite("Screen chrome")
struct ScreenChromeTests {
    private func plan(_ root: SceneNode, on platform: Platform, release: OSVersion? = nil) -> ScenePlan {
        var context = Context(platform: platform)
        if let release { context.release = release }
        return ScenePlanner.plan(SceneResolver.resolve(Scene(name: "S", roots: [root]), in: context))
    }

    private let text = SceneNode(.plain(.text), arguments: [SceneArgument(nil, .string("Golden Gate"))])

    private func words(_ widget: WidgetPlan) -> [String] {
        widget.allPlans.compactMap { $0.kind == .label ? $0.string(.text) : nil }
    }

    private func icons(_ widget: WidgetPlan) -> [String] {
        widget.allPlans.compactMap { $0.kind == .image ? $0.string(.iconName) : nil }
    }

    @Test("iPhone: 9:41, the Dynamic Island and the cellular, Wi-Fi and battery glyphs over a 59-point top inset; the home indicator in a 34-point strip")
    func phone() throws {
        let chrome = try #require(ScreenChrome.of(plan(text, on: .iOS), on: .iOS))
        #expect(words(chrome.statusBar) == ["9:41"])
        #expect(icons(chrome.statusBar) == ["cellularbars", "wifi", "battery.100percent"].map(SymbolCatalog.iconName(for:)))
        let island = try #require(chrome.statusBar.allPlans.first { $0.cssClasses.contains(ScreenChrome.islandClass) })
        #expect(island.int(.width) == 126 && island.int(.height) == 37 && island.string(.color) == "#000000")
        #expect(chrome.statusBarHeight == 54 && chrome.topInset == 59 && chrome.bottomInset == 34)
        let indicator = try #require(chrome.homeIndicator?.allPlans.first { $0.cssClasses.contains(ScreenChrome.homeIndicatorClass) })
        #expect(indicator.int(.width) == 134 && indicator.int(.height) == 5)
        #expect(chrome.statusBar.isDecorative && chrome.homeIndicator?.isDecorative == true, "the device's chrome is not the app's: screen readers skip it")
    }

    @Test("The status glyphs are the gallery's own drawings, whole in the text's colour, not Adwaita's network and battery icons")
    func ownGlyphs() {
        for symbol in ["cellularbars", "wifi", "battery.100percent"] {
            #expect(SymbolCatalog.iconName(for: symbol).hasPrefix(SymbolCatalog.galleryIconPrefix), "\(symbol)")
        }
    }

    @Test("iPhone's tab bar before the 26 releases runs under the home indicator to the screen's bottom edge; the floating bar of the 26 releases stays above the strip")
    func bottomBarReachesTheEdge() throws {
        let tabs = SceneNode(.styled(.tabView), children: [text])
        let classic = try #require(ScreenChrome.of(plan(tabs, on: .iOS, release: "18"), on: .iOS))
        #expect(classic.bottomInset == 0 && classic.homeIndicatorHeight == 34)
        let glass = try #require(ScreenChrome.of(plan(tabs, on: .iOS), on: .iOS))
        #expect(glass.bottomInset == 34 && glass.homeIndicatorHeight == 34)
    }

    @Test("iPad: the time and the date leading, Wi-Fi and the charge trailing, in a 24-point bar; no island; a home indicator")
    func tablet() throws {
        let chrome = try #require(ScreenChrome.of(plan(text, on: .iPadOS), on: .iPadOS))
        #expect(words(chrome.statusBar) == ["9:41", "Mon Jun 9", "100%"])
        #expect(!chrome.statusBar.allPlans.contains { $0.cssClasses.contains(ScreenChrome.islandClass) })
        #expect(chrome.topInset == 24 && chrome.bottomInset == 20 && chrome.homeIndicator != nil)
    }

    @Test("Apple Watch: 10:09 at the trailing edge, sharing its row with a navigation title, above the view where there is none")
    func watch() throws {
        let titled = SceneNode(.layout(.navigationStack), children: [
            SceneNode(.layout(.vStack), children: [text], modifiers: [SceneModifier(.navigationTitle("Workout"))]),
        ])
        let withTitle = try #require(ScreenChrome.of(plan(titled, on: .watchOS), on: .watchOS))
        let without = try #require(ScreenChrome.of(plan(text, on: .watchOS), on: .watchOS))
        #expect(words(withTitle.statusBar) == ["10:09"])
        #expect(withTitle.statusBar.children.first?.kind == .box && withTitle.statusBar.children.first?.bool(.hexpand) == true,
                "the time is pushed to the trailing edge")
        #expect(withTitle.topInset == 0, "the title shares the clock's row")
        #expect(without.topInset == without.statusBarHeight && without.topInset > 0, "an untitled view starts under the clock")
        #expect(withTitle.homeIndicator == nil)
        // A bar's buttons stand in the screen's top corners, the clock centred between them in their row, the title under them.
        for placement in [".topBarTrailing", ".confirmationAction", ".cancellationAction", ".topBarLeading"] {
            let buttoned = plan(titledWithItem(placement: placement), on: .watchOS)
            let chrome = try #require(ScreenChrome.of(buttoned, on: .watchOS))
            #expect(chrome.topInset == 0, "\(placement): the buttons share the clock's row")
            #expect(chrome.statusBar.children.first?.isEmptyBox == true && chrome.statusBar.children.last?.isEmptyBox == true,
                    "\(placement): the clock is centred")
            let bar = try #require(buttoned.widget.allPlans.first { $0.cssClasses.contains(Build.watchCornerBarClass) }, "\(placement)")
            let sides = bar.children.map { side in side.allPlans.contains { $0.string(.label) == "Compose" } }
            #expect(sides == (["." + "topBarLeading", ".cancellationAction"].contains(placement) ? [true, false] : [false, true]), "\(placement)")
            #expect(buttoned.widget.allPlans.contains { $0.string(.text) == "Inbox" && $0.cssClasses.contains(NavigationTitleLook.cssClass) })
        }
        // A word in a corner is a capsule round it, padded past the bordered buttons' 4 pixels, the rule coming later.
        let css = PlatformTheme.stylesheet(for: [.watchOS])
        let corner = try #require(css.range(of: ".\(Build.watchCornerBarClass) button:not(.image-button):not(.flat) { padding-left: 12px; padding-right: 12px; }"))
        let bordered = try #require(css.range(of: "button.bordered-button:not(.flat)"))
        #expect(bordered.lowerBound < corner.lowerBound)
        // An item without a placement stands under the bar, not in its corner: the title keeps the clock's row.
        let automatic = try #require(ScreenChrome.of(plan(titledWithItem(placement: nil), on: .watchOS), on: .watchOS))
        #expect(automatic.topInset == 0, "an automatic item is not in the bar")
    }

    /// A NavigationStack titled "Inbox" whose toolbar holds a Button at `placement` (none: automatic).
    private func titledWithItem(placement: String?) -> SceneNode {
        let button = SceneNode(.styled(.button), arguments: [SceneArgument(nil, .string("Compose"))])
        let item = SceneNode(.layout(.toolbarItem), arguments: placement.map { [SceneArgument("placement", .expression($0))] } ?? [],
                             children: [button])
        return SceneNode(.layout(.navigationStack), children: [
            SceneNode(.layout(.vStack), children: [text], modifiers: [SceneModifier(.navigationTitle("Inbox")), SceneModifier(.toolbar([item]))]),
        ])
    }

    @Test("Apple TV and a Vision Pro window show nothing of the system's over the app")
    func noChrome() {
        for platform in [Platform.tvOS, .visionOS] {
            #expect(ScreenChrome.of(plan(text, on: platform), on: platform) == nil, "\(platform)")
        }
    }

    @Test("A Mac window has its title bar: close, minimize and zoom, red, yellow and green, at its top-leading corner, above the view")
    func macWindow() throws {
        let chrome = try #require(ScreenChrome.of(plan(text, on: .macOS), on: .macOS))
        let controls = chrome.statusBar.children
        #expect(controls.map { $0.string(.color) } == ["#ff5f57", "#febc2e", "#28c840"])
        #expect(controls.allSatisfy { $0.kind == .shape && $0.properties[.outline] == .outline(.circle) && $0.int(.width) == 12 })
        #expect(chrome.topInset == 28 && chrome.homeIndicator == nil && chrome.statusBar.isDecorative)
        #expect(PlatformTheme.stylesheet(for: [.macOS]).contains(".\(ScreenChrome.statusBarClass) { padding: 0 12px; }"))
    }

    @Test("A Mac window's split view makes its columns' bars one toolbar row beside the window controls: the sidebar button, the sidebar's items, the detail's title and items; the sidebar's title is not shown")
    func macSplitViewToolbar() throws {
        let button = { (title: String) in SceneNode(.styled(.button), arguments: [SceneArgument(nil, .string(title))]) }
        let item = { (title: String) in SceneNode(.layout(.toolbarItem), children: [button(title)]) }
        let sidebar = SceneNode(.styled(.list), children: [text], modifiers: [SceneModifier(.navigationTitle("Folders")), SceneModifier(.toolbar([item("New Folder")]))])
        let detail = SceneNode(.plain(.text), arguments: [SceneArgument(nil, .string("Trip to Kyoto"))],
                               modifiers: [SceneModifier(.navigationTitle("Notes")), SceneModifier(.toolbar([item("Compose")]))])
        let split = SceneNode(.styled(.navigationSplitView), children: [sidebar], slots: [SceneSlot(label: "detail", children: [detail])])
        let mac = plan(split, on: .macOS)
        let bars = mac.widget.allPlans.filter { $0.cssClasses.contains("placement-toolbar") }
        #expect(bars.count == 1, "one toolbar for the window, not one per column")
        let row = try #require(bars.first)
        #expect(row.cssClasses.contains(ScreenChrome.windowToolbarClass))
        #expect(row.children.first?.kind == .toggleButton, "the sidebar button first")
        let words = row.allPlans.compactMap { $0.string(.text) ?? $0.string(.label) }
        #expect(words == ["New Folder", "Notes", "Compose"], "\(words)")
        #expect(!mac.widget.allPlans.contains { $0.string(.text) == "Folders" })
        #expect(try #require(ScreenChrome.of(mac, on: .macOS)).topInset == 0)
        // On iPad each column keeps its own bar, the sidebar button leading the detail's rather than on a row of its own.
        let pad = plan(split, on: .iPadOS).widget
        let padBars = pad.allPlans.filter { $0.cssClasses.contains("placement-toolbar") }
        #expect(padBars.count == 2)
        #expect(padBars.contains { bar in bar.allPlans.first { $0.kind == .toggleButton || $0.kind == .button }?.kind == .toggleButton })
        #expect(pad.allPlans.filter { $0.kind == .toggleButton && $0.accessibleName == "Show Sidebar" }.count == 1)
        #expect(!pad.allPlans.contains { $0.cssClasses.contains("split-view") && $0.children.count == 2 }, "no row of its own")
        #expect(PlatformTheme.stylesheet(for: [.iPadOS]).contains(".device-screen .split-view { border: none; border-radius: 0; }"))
    }

    @Test("A Mac window whose List fills it is at least 640 by 400 points, the List running down to its bottom edge; a window of words fits them")
    func macWindowSize() throws {
        let list = SceneNode(.styled(.list), children: [text])
        let filled = plan(list, on: .macOS)
        let chrome = try #require(ScreenChrome.of(filled, on: .macOS))
        #expect(chrome.leastWindowWidth == 640 && chrome.leastWindowHeight == 400)
        let drawnList = try #require(filled.widget.allPlans.first { $0.scenePath != nil && $0.allPlans.contains { $0.kind == .listBox } })
        #expect(drawnList.bool(.vexpand) == true && drawnList.alignment(.valign) == .fill)
        let words = try #require(ScreenChrome.of(plan(text, on: .macOS), on: .macOS))
        #expect(words.leastWindowWidth == 0 && words.leastWindowHeight == 0)
        #expect(PlatformTheme.stylesheet(for: [.macOS]).contains(".\(ScreenChrome.windowSceneClass) .form-columns { padding: 20px; }"),
                "a form stands in from the window's edges")
    }

    @Test("A Mac window with a toolbar draws its window controls in the toolbar's 52-point row, the toolbar's title and items after them; elsewhere no toolbar is the window's")
    func macToolbarSharesTheTitleBar() throws {
        let mac = plan(titledWithItem(placement: nil), on: .macOS)
        let chrome = try #require(ScreenChrome.of(mac, on: .macOS))
        #expect(chrome.statusBarHeight == ScreenChrome.windowToolbarHeight && chrome.topInset == 0, "one band, not a title bar over a toolbar")
        let toolbars = mac.widget.allPlans.filter { $0.cssClasses.contains("placement-toolbar") }
        #expect(toolbars.count == 1 && toolbars[0].cssClasses.contains(ScreenChrome.windowToolbarClass))
        #expect(toolbars[0].allPlans.compactMap { $0.string(.text) ?? $0.string(.label) } == ["Inbox", "Compose"])
        let css = PlatformTheme.stylesheet(for: [.macOS])
        #expect(css.contains(".\(ScreenChrome.windowToolbarClass) { min-height: 36px; padding: 8px 12px 8px 84px; }"),
                "the toolbar's first item starts clear of the three controls")
        #expect(css.contains(".\(ScreenChrome.windowSceneClass) { padding: 0; }"), "the toolbar runs the window's width")
        let grey = StagePalette.macOSLight.secondaryText.description
        #expect(css.contains(".\(ScreenChrome.windowToolbarClass) .link-button { color: \(grey); }"),
                "its symbols are the secondary label's grey, not the accent")
        // Without a toolbar the title bar is a row of its own; on iPhone no toolbar is marked as a window's.
        #expect(ScreenChrome.of(plan(text, on: .macOS), on: .macOS)?.topInset == 28)
        #expect(!plan(titledWithItem(placement: nil), on: .iOS).widget.allPlans.contains { $0.cssClasses.contains(ScreenChrome.windowToolbarClass) })
    }
}
