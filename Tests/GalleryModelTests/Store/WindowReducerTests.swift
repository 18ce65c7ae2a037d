import Foundation
import Testing
@testable import GalleryModel

/// The window's one reducer, for the header, the pages, the search, the panes, the focus and the files: each action
/// changes what its name says and asks the effects it needs, nothing else.
@Suite("Window reducer")
struct WindowReducerTests {
    /// `state` after `actions`, and the effects of the last.
    static func after(_ actions: [WindowAction], from state: WindowModel = WindowModel(configuration: Configuration()))
        -> (state: WindowModel, effects: [WindowEffect]) {
        var state = state
        var effects: [WindowEffect] = []
        for action in actions { (state, effects) = WindowModel.reduce(state, action) }
        return (state, effects)
    }

    @Test("A platform choice keeps the release when the platform has it and moves it to the newest when not; an unknown release is refused")
    func header() {
        let (macOS, effects) = Self.after([.choosePlatform(.macOS)])
        #expect(macOS.configuration.platform == .macOS && macOS.configuration.release == Platform.macOS.newestRelease)
        #expect(effects.isEmpty)
        let older = Platform.macOS.releases[1]
        #expect(Self.after([.chooseRelease(older)], from: macOS).state.configuration.release == older)
        #expect(Self.after([.chooseRelease("4")], from: macOS).state == macOS)
        let dark = Self.after([.chooseColorScheme(.dark), .choosePlacement(.form)]).state
        #expect(dark.configuration.colorScheme == .dark && dark.configuration.placement == .form)
    }

    @Test("The same action twice is one change: a widget showing a value it already shows asks for nothing new")
    func idempotent() {
        let once = Self.after([.choosePlatform(.tvOS), .openPage(.view(.text)), .chooseVariantsAxis(.release)]).state
        let twice = Self.after([.choosePlatform(.tvOS), .openPage(.view(.text)), .chooseVariantsAxis(.release)], from: once)
        #expect(twice.state == once && twice.effects.isEmpty)
    }

    @Test("The page drawn is what the state file remembers, once a frame showing it was painted")
    func remembered() {
        let asked = Self.after([.openPage(.family(.picker))]).state
        #expect(asked.page == .family(.picker) && asked.remembered.window.page == .family(.button))
        #expect(Self.after([.pageDrawn(.family(.toggle))], from: asked).state.drawnPage == .family(.button), "a page no longer shown")
        #expect(Self.after([.pageDrawn(.family(.picker))], from: asked).state.remembered.window.page == .family(.picker))
    }

    @Test("A remembered scene page is shown once its file is read; until then the first page shows")
    func rememberedScene() {
        let scene = GalleryPage.scene(.example("SignInRow"))
        let start = WindowModel(configuration: Configuration(), window: WindowState(page: scene))
        #expect(start.page == .family(.button) && start.opening == scene)
        let (opened, effects) = Self.after([.windowOpened], from: start)
        #expect(effects == [.readScene(.example("SignInRow"), for: .iOS)])
        let read = Self.after([.sceneRead(.example("SignInRow"), path: "/s/SignInRow.swift", .success(SceneReducerTests.reading("A")))],
                              from: opened)
        #expect(read.state.page == scene && read.state.opening == nil)
        #expect(read.effects == [.watchSceneFile(.example("SignInRow"), path: "/s/SignInRow.swift")])
    }

    @Test("Search: the pages that match, Enter opens the first with its match focused, and on that page focuses it")
    func search() throws {
        let searched = Self.after([.search("checkbox")]).state
        #expect(searched.matchingPages == [.family(.toggle)])
        let (entered, effects) = Self.after([.openFirstMatch], from: searched)
        #expect(entered.page == .family(.toggle) && effects == [.focus(.page)])
        #expect(Self.after([.openFirstMatch], from: entered).effects == [.focus(.page)])
        #expect(Self.after([.search("xyzzy"), .openFirstMatch]).effects.isEmpty)
        #expect(Self.after([.search("")]).state.matchingPages == Self.after([]).state.sidebarPages)
    }

    @Test("Narrowing the window folds the inspector below 1000 px and the sidebar below 800; F9 brings the inspector back; a maximised size is not remembered")
    func layout() {
        let narrow = Self.after([.windowResized(width: 900, height: 600, maximized: false)]).state
        #expect(!narrow.inspectorShown && narrow.sidebarShown && narrow.frame.width == 900)
        #expect(Self.after([.showInspector(true)], from: narrow).state.inspectorShown)
        let folded = Self.after([.windowResized(width: 700, height: 600, maximized: false)]).state
        #expect(!folded.sidebarShown && !folded.inspectorShown)
        // Choosing a page in a folded sidebar closes the drawer.
        let chosen = Self.after([.showSidebar(true), .chooseInSidebar(.family(.menu))], from: folded).state
        #expect(chosen.page == .family(.menu) && !chosen.sidebarShown)
        let maximized = Self.after([.windowResized(width: 1920, height: 1080, maximized: true)]).state
        #expect(maximized.frame == WindowFrame(width: 1280, height: 820, maximized: true))
        // Within the same layout, the panes stay as the person left them.
        let hidden = Self.after([.showInspector(false), .windowResized(width: 1300, height: 900, maximized: false)]).state
        #expect(!hidden.inspectorShown)
    }

    @Test("F6 moves through the sidebar, the offer of an unsaved scene while it shows, the page and the inspector while it shows")
    func focusCycle() {
        let state = Self.after([]).state
        #expect(state.areas == [.sidebar, .page, .inspector])
        #expect(Self.after([.moveFocus(forward: true, from: nil)], from: state).effects == [.focus(.sidebar)])
        #expect(Self.after([.moveFocus(forward: true, from: .search)], from: state).effects == [.focus(.page)])
        #expect(Self.after([.moveFocus(forward: true, from: .inspector)], from: state).effects == [.focus(.sidebar)])
        #expect(Self.after([.moveFocus(forward: false, from: .sidebar)], from: state).effects == [.focus(.inspector)])
        let offered = Self.after([.showInspector(false), .recoveryOffered(SceneReducerTests.offer)], from: state).state
        #expect(offered.areas == [.sidebar, .recoveryOffer, .page])
        // A folded sidebar opens as a drawer to take the focus.
        let folded = Self.after([.windowResized(width: 700, height: 600, maximized: false), .moveFocus(forward: true, from: .page)]).state
        #expect(folded.sidebarShown)
    }

    @Test("An example's edit is kept when its slot takes it; refused, the value stays and the widgets are told to show it")
    func examples() throws {
        let key = ExampleKey(declared: "textField.plain.text")!
        let kept = Self.after([.setExample(key, .string("Hello"))]).state
        #expect(kept.configuration.example(key) == .string("Hello") && kept.exampleEdit == ExampleEdit(key: key, serial: 1))
        let tooLong = String(repeating: "x", count: ExampleCatalog.fieldLimit.characters + 1)
        let refused = Self.after([.setExample(key, .string(tooLong))], from: kept).state
        #expect(refused.configuration == kept.configuration && refused.exampleEdit.serial == 2)
    }

    @Test("Styles, parameters, the Text page's form and the Label page's stack change the configuration; what cannot be drawn is refused")
    func pageEdits() throws {
        let paged = try StyleCatalog.style(named: "page(indexDisplayMode:)", in: .tabView)
        let chosen = Self.after([.chooseStyle(paged), .setArgument(".always", of: paged), .setArgument(".sometimes", of: paged)]).state
        #expect(chosen.configuration.chosenStyle(of: .tabView) == paged && chosen.configuration.argument(for: paged) == ".always")
        var text = TextSettings()
        text.bold = true
        #expect(Self.after([.editText(text)]).state.configuration.text.bold)
        text.content = String(repeating: "M", count: TextSettings.contentLimit.characters + 1)
        #expect(Self.after([.editText(text)]).state.configuration.text == TextSettings())
        let stacked = Self.after([.editLabelStack(.clear), .editLabelStack(.append(.iconOnly)), .editLabelStack(.append(.titleOnly)),
                                  .editLabelStack(.move(at: 1, by: -1)), .editLabelStack(.setContentSize(.accessibilityLarge))]).state
        #expect(stacked.configuration.labelStack == [.titleOnly, .iconOnly] && stacked.configuration.contentSize == .accessibilityLarge)
    }

    @Test("Export, import and images: a chooser first; then the file's outcome in the banner; an import that fails changes nothing")
    func files() throws {
        #expect(Self.after([.chooseExport]).effects == [.chooseFile(.exportConfiguration)])
        #expect(FileRequest.importConfiguration.action(choosing: "/c.json") == .importConfiguration(from: "/c.json"))
        let configuration = Configuration()
        #expect(Self.after([.export(to: "/c.json")]).effects == [.writeConfiguration(configuration, path: "/c.json")])
        #expect(Self.after([.exported(path: "/c.json", failure: nil)]).state.banner?.text.english == "Exported the configuration to '/c.json'.")
        let imported = Configuration(platform: .watchOS)
        let replaced = Self.after([.configurationRead(path: "/c.json", .success(imported))]).state
        #expect(replaced.configuration == imported && replaced.replacements == 1 && replaced.banner?.isError == false)
        let refused = Self.after([.configurationRead(path: "/c.json", .failure(ProblemLine(say("line 3: no"))))]).state
        #expect(refused.configuration == configuration && refused.replacements == 0)
        #expect(refused.banner == Banner(text: say("Could not import \(Quoting.path("/c.json")): \(say("line 3: no"))"), isError: true))
        let page = Self.after([.openPage(.family(.toggle)), .chooseImageFolder])
        #expect(page.effects == [.chooseFile(.imageFolder(.family(.toggle)))])
        #expect(FileRequest.imageFolder(.family(.toggle)).action(choosing: "/out") == .exportImages(.family(.toggle), to: "/out"))
    }

    @Test("The language: the same one asks nothing; another is used, and one that cannot be is said in the banner")
    func language() {
        #expect(Self.after([.chooseLanguage(.english)]).effects.isEmpty)
        #expect(Self.after([.chooseLanguage(.simplifiedChinese)]).effects == [.useLanguage(.simplifiedChinese)])
        #expect(Self.after([.languageUsed(.simplifiedChinese, problem: nil)]).state.language == .simplifiedChinese)
        let refused = Self.after([.languageUsed(.simplifiedChinese, problem: "no catalog")]).state
        #expect(refused.language == .english && refused.banner?.isError == true)
    }

    @Test("Closing and quitting go through at once with nothing unsaved")
    func ending() {
        let closed = Self.after([.close]).state
        #expect(closed.isEnding && closed.question == nil)
        #expect(Self.after([.quit]).effects == [.quit])
    }
}
